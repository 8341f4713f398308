import { Tabs } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { PageSpinner } from '../../../components/PageSpinner.tsx';

const UserAccounts = lazy(() => import('./UserAccounts.tsx'));
const WaitlistPanel = lazy(() => import('./WaitlistPanel.tsx'));

/** The Users tab: its two sub-tabs, User Accounts and Waitlist (admin specification §2). */
export default function UsersPanel() {
  return (
    <Tabs.Root defaultValue="user-accounts" lazyMount unmountOnExit variant="line">
      <Tabs.List>
        <Tabs.Trigger value="user-accounts">User Accounts</Tabs.Trigger>
        <Tabs.Trigger value="waitlist">Waitlist</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="user-accounts" pt="5">
        <Suspense fallback={<PageSpinner />}>
          <UserAccounts />
        </Suspense>
      </Tabs.Content>
      <Tabs.Content value="waitlist" pt="5">
        <Suspense fallback={<PageSpinner />}>
          <WaitlistPanel />
        </Suspense>
      </Tabs.Content>
    </Tabs.Root>
  );
}
