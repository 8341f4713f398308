import { Container, Heading, Stack, Tabs, Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useSearchParams } from 'react-router-dom';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { ScreenError } from '../../components/ScreenError.tsx';
import { useAuthState } from '../../components/guards/useAuthState.ts';
import UpcomingMealsTab from './UpcomingMealsTab.tsx';

const OrderHistoryTab = lazy(() => import('./OrderHistoryTab.tsx'));
const SubscriptionTab = lazy(() => import('./SubscriptionTab.tsx'));
const ProfileTab = lazy(() => import('./ProfileTab.tsx'));

export const ACCOUNT_TABS = [
  { value: 'upcoming', label: 'Upcoming Meals' },
  { value: 'history', label: 'Order History' },
  { value: 'subscription', label: 'Subscription' },
  { value: 'profile', label: 'Profile' },
] as const;
type TabValue = (typeof ACCOUNT_TABS)[number]['value'];

const panels: Record<TabValue, () => React.ReactNode> = {
  upcoming: () => <UpcomingMealsTab />,
  history: () => <OrderHistoryTab />,
  subscription: () => <SubscriptionTab />,
  profile: () => <ProfileTab />,
};

/** /account: upcoming meals, order history, subscription and profile (the `tab` query names one; `week` one week). */
export default function AccountScreen() {
  const { customer } = useAuthState();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: TabValue = ACCOUNT_TABS.some((t) => t.value === requested) ? (requested as TabValue) : 'upcoming';
  return (
    <Container maxW="4xl" px={{ base: '4', md: '6' }} py={{ base: '6', md: '10' }}>
      <title>My Account · MealBox</title>
      <Stack gap="5">
        <Stack gap="1">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }} fontFamily="heading">
            My Account
          </Heading>
          <Text color="fg.muted">Signed in as {customer?.email}</Text>
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
            aria-label="Account sections"
            display={{ base: 'grid', md: 'inline-flex' }}
            gridTemplateColumns="repeat(2, minmax(0, 1fr))"
            gap={{ base: '1', md: '0' }}
          >
            {ACCOUNT_TABS.map((item) => (
              <Tabs.Trigger key={item.value} value={item.value} flexShrink={0} justifyContent="center">
                {item.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {ACCOUNT_TABS.map((item) => (
            <Tabs.Content key={item.value} value={item.value} pt="5">
              <ErrorBoundary FallbackComponent={ScreenError}>
                <Suspense fallback={<PageSpinner label="Loading…" />}>{panels[item.value]()}</Suspense>
              </ErrorBoundary>
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </Stack>
    </Container>
  );
}
