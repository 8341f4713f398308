import { Button, Container, Flex, Heading, Stack, Tabs } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { lazy, Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { PageSpinner } from '../../../components/PageSpinner.tsx';
import { ScreenError } from '../../../components/ScreenError.tsx';
import adminOverviewQuery from '../../../__generated__/AdminOverviewQuery$parameters.ts';
import { useRouteQuery } from '../../../relay/useRouteQuery.ts';
import {
  dashboardTabFor,
  dashboardTabs,
  DEFAULT_DASHBOARD_TAB,
  isPreloaded,
  type DashboardTab,
  type PreloadedPanel,
} from '../dashboardTabs.tsx';
import { RouteQuery } from '../../../relay/RouteQuery.tsx';

const AdminOverview = lazy(() => import('./AdminOverview.tsx'));

/**
 * /admin and /admin/dashboard: the tab grid (eight tabs; hidden contents reachable by `?tab=`)
 * and the chosen tab's panel, loaded when first shown.
 */
export default function AdminDashboardScreen() {
  const { i18n } = useLingui();
  const [searchParams, setSearchParams] = useSearchParams();
  const active = dashboardTabFor(searchParams.get('tab'));
  const overview = useRouteQuery(adminOverviewQuery, {}, 'store-and-network');
  const choose = (value: string) =>
    setSearchParams(value === DEFAULT_DASHBOARD_TAB ? {} : { tab: value }, { replace: true });

  return (
    <Container maxW="7xl" px={{ base: '4', md: '6' }} py={{ base: '6', md: '8' }}>
      <title>{i18n._('Admin Dashboard · MealBox')}</title>
      <Stack gap="6">
        <Flex align="center" gap="3" wrap="wrap">
          <Button asChild variant="outline" size="sm">
            <RouterLink to="/">{i18n._('← Back')}</RouterLink>
          </Button>
          <Heading as="h1" size="2xl">
            {i18n._('Admin Dashboard')}
          </Heading>
        </Flex>
        <ErrorBoundary fallback={null}>
          <Suspense fallback={null}>{overview ? <AdminOverview queryRef={overview} /> : null}</Suspense>
        </ErrorBoundary>
        <Tabs.Root
          value={active.value}
          onValueChange={(details) => choose(details.value)}
          lazyMount
          unmountOnExit
          variant="enclosed"
        >
          <Tabs.List
            display="grid"
            gridTemplateColumns={{ base: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }}
            gap="1"
            w="full"
          >
            {dashboardTabs
              .filter((tab) => !tab.hidden)
              .map((tab) => (
                <Tabs.Trigger key={tab.value} value={tab.value} justifyContent="center">
                  {i18n._(tab.label)}
                </Tabs.Trigger>
              ))}
          </Tabs.List>
          {dashboardTabs.map(({ value, panel, loading }) => (
            <Tabs.Content key={value} value={value} pt="6">
              <ErrorBoundary FallbackComponent={ScreenError}>
                <Suspense fallback={<PageSpinner label={loading && i18n._(loading)} />}>
                  <TabPanel panel={panel} loading={loading} />
                </Suspense>
              </ErrorBoundary>
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </Stack>
    </Container>
  );
}

function TabPanel({ panel, loading }: Pick<DashboardTab, 'panel' | 'loading'>) {
  if (isPreloaded(panel)) return <PreloadedTabPanel panel={panel} loading={loading} />;
  const Panel = panel;
  return <Panel />;
}

/** Starts the panel's query as the tab opens, while the panel's code downloads. */
function PreloadedTabPanel({
  panel: { query, component: Panel },
  loading,
}: {
  panel: PreloadedPanel;
  loading?: string;
}) {
  const { i18n } = useLingui();
  return (
    <RouteQuery query={query} variables={{}} label={loading && i18n._(loading)}>
      {(queryRef) => <Panel queryRef={queryRef} />}
    </RouteQuery>
  );
}
