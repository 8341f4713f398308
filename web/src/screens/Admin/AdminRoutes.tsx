import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AdminGuard } from './AdminGuard.tsx';

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
const dashboard = (
  <AdminGuard loadingLabel="Loading admin dashboard...">
    <AdminDashboardScreen />
  </AdminGuard>
);

export default function AdminRoutes() {
  return (
    <Routes>
      <Route path="login" element={<AdminLoginScreen />} />
      <Route index element={dashboard} />
      <Route path="dashboard" element={dashboard} />
      <Route
        path="menu"
        element={
          <AdminGuard>
            <AdminMenuScreen />
          </AdminGuard>
        }
      />
      <Route
        path="orders"
        element={
          <AdminGuard>
            <AdminOrdersScreen />
          </AdminGuard>
        }
      />
      <Route
        path="orders/meal-prep"
        element={
          <AdminGuard>
            <KitchenScreen />
          </AdminGuard>
        }
      />
      <Route
        path="orders/delivery-sheet"
        element={
          <AdminGuard>
            <DeliverySheetScreen />
          </AdminGuard>
        }
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
