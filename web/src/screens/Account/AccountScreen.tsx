import { Container, Heading, Stack, Tabs, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { lazy, Suspense, type ComponentType } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import type { PreloadedQuery } from 'react-relay/hooks';
import { useSearchParams } from 'react-router-dom';
import type { OperationType } from 'relay-runtime';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { ScreenError } from '../../components/ScreenError.tsx';
import { useAuthState } from '../../components/guards/useAuthState.ts';
import { RouteQuery } from '../../relay/RouteQuery.tsx';
import { ACCOUNT_TABS, accountTabFor, type AccountTabValue } from './accountTabs.ts';
import UpcomingMealsTab from './UpcomingMealsTab.tsx';

type Panel = ComponentType<{ queryRef: PreloadedQuery<OperationType> }>;

/** Each tab's panel: the first one shown is in this chunk, the others download when chosen. */
const panels = {
  upcoming: UpcomingMealsTab,
  history: lazy(() => import('./OrderHistoryTab.tsx')),
  subscription: lazy(() => import('./SubscriptionTab.tsx')),
  profile: lazy(() => import('./ProfileTab.tsx')),
} as unknown as Record<AccountTabValue, Panel>;

/** /account: upcoming meals, order history, subscription and profile (the `tab` query names one; `week` one week). */
export default function AccountScreen() {
  const { i18n } = useLingui();
  const { customer } = useAuthState();
  const [params, setParams] = useSearchParams();
  const tab = accountTabFor(params.get('tab'));
  return (
    <Container maxW="4xl" px={{ base: '4', md: '6' }} py={{ base: '6', md: '10' }}>
      <title>{i18n._('My Account · MealBox')}</title>
      <Stack gap="5">
        <Stack gap="1">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }} fontFamily="heading">
            {i18n._('My Account')}
          </Heading>
          <Text color="fg.muted">
            {i18n._('Signed in as')} <bdi dir="ltr">{customer?.email}</bdi>
          </Text>
        </Stack>
        <Tabs.Root
          value={tab}
          lazyMount
          onValueChange={(details) =>
            setParams(
              (current) => {
                current.set('tab', details.value);
                return current;
              },
              { replace: true },
            )
          }
          // A segmented control: four tabs do not fit in one row of a phone, so there it is two by two.
          variant="enclosed"
        >
          <Tabs.List
            aria-label={i18n._('Account sections')}
            display={{ base: 'grid', md: 'inline-flex' }}
            gridTemplateColumns="repeat(2, minmax(0, 1fr))"
            gap={{ base: '1', md: '0' }}
          >
            {ACCOUNT_TABS.map((item) => (
              <Tabs.Trigger key={item.value} value={item.value} flexShrink={0} justifyContent="center">
                {i18n._(item.label)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {ACCOUNT_TABS.map((item) => (
            <Tabs.Content key={item.value} value={item.value} pt="5">
              <ErrorBoundary FallbackComponent={ScreenError}>
                <Suspense fallback={<PageSpinner label={i18n._('Loading…')} />}>
                  <AccountTabPanel tab={item} />
                </Suspense>
              </ErrorBoundary>
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </Stack>
    </Container>
  );
}

/**
 * A tab's panel with its query: the route already started the query of the tab the address
 * names (Relay shares the request in flight), so this only starts those chosen later.
 */
function AccountTabPanel({ tab }: { tab: (typeof ACCOUNT_TABS)[number] }) {
  const { i18n } = useLingui();
  const Panel = panels[tab.value];
  return (
    <RouteQuery<OperationType> query={tab.query} variables={{}} label={i18n._('Loading…')}>
      {(queryRef) => <Panel queryRef={queryRef} />}
    </RouteQuery>
  );
}
