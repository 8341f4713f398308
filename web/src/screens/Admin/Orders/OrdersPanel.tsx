import { Flex, Stack, Tabs } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { lazy, Suspense } from 'react';
import { useFormat } from '../../../i18n/format.ts';
import { weekDates } from './KitchenWeekSelect.tsx';
import { ErrorBoundary } from 'react-error-boundary';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useSearchParams } from 'react-router-dom';
import mealPrepTabQueryParameters from '../../../__generated__/MealPrepTabQuery$parameters.ts';
import ordersListTabQueryParameters from '../../../__generated__/OrdersListTabQuery$parameters.ts';
import type { OrdersPanelQuery } from '../../../__generated__/OrdersPanelQuery.graphql.ts';
import upcomingOrdersTabQueryParameters from '../../../__generated__/UpcomingOrdersTabQuery$parameters.ts';
import { PageSpinner } from '../../../components/PageSpinner.tsx';
import { ScreenError } from '../../../components/ScreenError.tsx';
import { useRouteQuery } from '../../../relay/useRouteQuery.ts';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { PanelTitle } from '../PanelTitle.tsx';

const OrdersListTab = lazy(() => import('./OrdersListTab.tsx'));
const MealPrepTab = lazy(() => import('./MealPrepTab.tsx'));
const UpcomingOrdersTab = lazy(() => import('./UpcomingOrdersTab.tsx'));

/** The three tabs, as the admin specification names them; `?view=` in the URL. */
const VIEWS = [
  { value: 'list', label: /*i18n*/ 'Orders List', Tab: OrdersListView },
  { value: 'meal-prep', label: /*i18n*/ 'Meal Prep', Tab: MealPrepView },
  { value: 'upcoming', label: /*i18n*/ 'Upcoming Orders', Tab: UpcomingOrdersView },
] as const;
type View = (typeof VIEWS)[number]['value'];

export const ordersPanelQuery = graphql`
  query OrdersPanelQuery @preloadable {
    adminOrderWeeks {
      id
      databaseId
      label
      startDate
      endDate
    }
    adminNextDeliveryWeek {
      id
    }
  }
`;

/**
 * Orders Management (/admin/orders and the dashboard's Orders tab): Orders List, Meal Prep and
 * Upcoming Orders for the week chosen in the shared Week select (the next week to be delivered
 * unless the URL's `?week=` names another). The chosen tab and week live in the URL.
 */
export default function OrdersPanel({ queryRef }: { queryRef: PreloadedQuery<OrdersPanelQuery> }) {
  const { adminOrderWeeks: weeks, adminNextDeliveryWeek } = usePreloadedQuery<OrdersPanelQuery>(
    ordersPanelQuery,
    queryRef,
  );
  const { i18n } = useLingui();
  const format = useFormat();
  const [params, setParams] = useSearchParams();
  const view: View = VIEWS.find((candidate) => candidate.value === params.get('view'))?.value ?? 'list';
  const week =
    weeks.find((candidate) => String(candidate.databaseId) === params.get('week')) ??
    weeks.find((candidate) => candidate.id === adminNextDeliveryWeek?.id) ??
    weeks[weeks.length - 1];
  const update = (changes: Record<string, string>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) next.set(key, value);
        return next;
      },
      { replace: true },
    );

  return (
    <Stack gap="5">
      <Flex
        align={{ base: 'stretch', md: 'end' }}
        justify="space-between"
        gap="3"
        direction={{ base: 'column', md: 'row' }}
      >
        <PanelTitle>{i18n._('Orders')}</PanelTitle>
        <SelectField
          label={i18n._('Week')}
          maxW={{ md: '18rem' }}
          value={week ? String(week.databaseId) : ''}
          onChange={(value) => update({ week: value })}
          options={weeks.map((candidate) => ({
            value: String(candidate.databaseId),
            label: format.week(weekDates(candidate)),
          }))}
        />
      </Flex>
      <Tabs.Root value={view} onValueChange={(details) => update({ view: details.value })} lazyMount unmountOnExit>
        <Tabs.List overflowX="auto">
          {VIEWS.map((candidate) => (
            <Tabs.Trigger key={candidate.value} value={candidate.value} whiteSpace="nowrap">
              {i18n._(candidate.label)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {week
          ? VIEWS.map(({ value, Tab }) => (
              <Tabs.Content key={value} value={value} pt="5">
                <ErrorBoundary FallbackComponent={ScreenError}>
                  <Suspense fallback={<PageSpinner label={i18n._('Loading orders…')} />}>
                    <Tab weekId={week.id} />
                  </Suspense>
                </ErrorBoundary>
              </Tabs.Content>
            ))
          : null}
      </Tabs.Root>
    </Stack>
  );
}

/** Starts the Orders List's query while its code downloads (the route preload pattern). */
function OrdersListView({ weekId }: { weekId: string }) {
  const queryRef = useRouteQuery(ordersListTabQueryParameters, { weekId });
  if (!queryRef) return <LoadingOrders />;
  return <OrdersListTab key={weekId} queryRef={queryRef} weekId={weekId} />;
}

function MealPrepView({ weekId }: { weekId: string }) {
  const queryRef = useRouteQuery(mealPrepTabQueryParameters, { weekId }, 'store-and-network');
  if (!queryRef) return <LoadingOrders />;
  return <MealPrepTab key={weekId} queryRef={queryRef} weekId={weekId} />;
}

function UpcomingOrdersView({ weekId }: { weekId: string }) {
  const queryRef = useRouteQuery(upcomingOrdersTabQueryParameters, { weekId });
  if (!queryRef) return <LoadingOrders />;
  return <UpcomingOrdersTab key={weekId} queryRef={queryRef} weekId={weekId} />;
}

function LoadingOrders() {
  const { i18n } = useLingui();
  return <PageSpinner label={i18n._('Loading orders…')} />;
}
