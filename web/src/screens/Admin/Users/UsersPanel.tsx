import { useLingui } from '@lingui/react';
import { Tabs } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import type { UsersPanelQuery } from '../../../__generated__/UsersPanelQuery.graphql.ts';
import waitlistPanelQuery from '../../../__generated__/WaitlistPanelQuery$parameters.ts';
import { PageSpinner } from '../../../components/PageSpinner.tsx';
import { RouteQuery } from '../../../relay/RouteQuery.tsx';
import { UserAccounts } from './UserAccounts.tsx';

const WaitlistPanel = lazy(() => import('./WaitlistPanel.tsx'));

export const usersPanelQuery = graphql`
  query UsersPanelQuery @preloadable {
    ...UserAccounts_query
  }
`;

/** The Users tab: its two sub-tabs, User Accounts and Waitlist (admin specification §2). */
export default function UsersPanel({ queryRef }: { queryRef: PreloadedQuery<UsersPanelQuery> }) {
  const { i18n } = useLingui();
  const query = usePreloadedQuery<UsersPanelQuery>(usersPanelQuery, queryRef);
  return (
    <Tabs.Root defaultValue="user-accounts" lazyMount unmountOnExit variant="line">
      <Tabs.List>
        <Tabs.Trigger value="user-accounts">{i18n._('User Accounts')}</Tabs.Trigger>
        <Tabs.Trigger value="waitlist">{i18n._('Waitlist')}</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="user-accounts" pt="5">
        <UserAccounts query={query} />
      </Tabs.Content>
      <Tabs.Content value="waitlist" pt="5">
        <Suspense fallback={<PageSpinner />}>
          <RouteQuery query={waitlistPanelQuery} variables={{}}>
            {(queryRef) => <WaitlistPanel queryRef={queryRef} />}
          </RouteQuery>
        </Suspense>
      </Tabs.Content>
    </Tabs.Root>
  );
}
