import { lazy, type ComponentType } from 'react';
import type { PreloadedQuery } from 'react-relay/hooks';
import { Route, Routes } from 'react-router-dom';
import type { OperationType, PreloadableConcreteRequest } from 'relay-runtime';
import kitchenWeekSelectQuery from '../../__generated__/KitchenWeekSelectQuery$parameters.ts';
import ordersPanelQuery from '../../__generated__/OrdersPanelQuery$parameters.ts';
import weeklyMenusPanelQuery from '../../__generated__/WeeklyMenusPanelQuery$parameters.ts';
import { AdminGuard } from './AdminGuard.tsx';
import { RouteQuery } from '../../relay/RouteQuery.tsx';

const AdminLoginScreen = lazy(() => import('./Login/AdminLoginScreen.tsx'));
const AdminDashboardScreen = lazy(() => import('./Dashboard/AdminDashboardScreen.tsx'));
const AdminMenuScreen = lazy(() => import('./WeeklyMenus/AdminMenuScreen.tsx'));
const AdminOrdersScreen = lazy(() => import('./Orders/AdminOrdersScreen.tsx'));
const KitchenScreen = lazy(() => import('./Orders/KitchenScreen.tsx'));
const DeliverySheetScreen = lazy(() => import('./Orders/DeliverySheetScreen.tsx'));
const NotFoundScreen = lazy(() => import('../NotFound/NotFoundScreen.tsx'));

/**
 * The admin area (every path under /admin), its own chunk: the route table in the entry bundle
 * names it lazily, so a customer's pages never download it. Every path but /admin/login is
 * behind the admin guard, unknown ones included (a visitor learns nothing about them).
 */
const DASHBOARD_LOADING = /*i18n*/ 'Loading admin dashboard...';
const dashboard = (
  <AdminGuard loadingLabel={DASHBOARD_LOADING}>
    <AdminDashboardScreen />
  </AdminGuard>
);

/**
 * A guarded screen whose query starts with the route, outside the guard, so the guard's session
 * check and the screen's data travel side by side. A visitor without a session is sent to the
 * login before the screen reads the (refused) answer.
 */
function GuardedScreen<Q extends OperationType>({
  query,
  screen: Screen,
}: {
  query: PreloadableConcreteRequest<Q>;
  screen: ComponentType<{ queryRef: PreloadedQuery<Q> }>;
}) {
  return (
    <RouteQuery query={query} variables={{}}>
      {(queryRef) => (
        <AdminGuard>
          <Screen queryRef={queryRef} />
        </AdminGuard>
      )}
    </RouteQuery>
  );
}

export default function AdminRoutes() {
  return (
    <Routes>
      <Route path="login" element={<AdminLoginScreen />} />
      <Route index element={dashboard} />
      <Route path="dashboard" element={dashboard} />
      <Route path="menu" element={<GuardedScreen query={weeklyMenusPanelQuery} screen={AdminMenuScreen} />} />
      <Route path="orders" element={<GuardedScreen query={ordersPanelQuery} screen={AdminOrdersScreen} />} />
      <Route
        path="orders/meal-prep"
        element={<GuardedScreen query={kitchenWeekSelectQuery} screen={KitchenScreen} />}
      />
      <Route
        path="orders/delivery-sheet"
        element={<GuardedScreen query={kitchenWeekSelectQuery} screen={DeliverySheetScreen} />}
      />
      <Route
        path="*"
        element={
          <AdminGuard>
            <NotFoundScreen />
          </AdminGuard>
        }
      />
    </Routes>
  );
}
