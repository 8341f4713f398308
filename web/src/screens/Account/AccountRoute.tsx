import { lazy } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { OperationType } from 'relay-runtime';
import { RouteGuard } from '../../components/guards/RouteGuard.tsx';
import { useRouteQuery } from '../../relay/useRouteQuery.ts';
import { ACCOUNT_TABS, accountTabFor } from './accountTabs.ts';
import { withMessages } from '../../i18n/index.ts';

const AccountScreen = lazy(withMessages('account', () => import('./AccountScreen.tsx')));

/**
 * /account. The query of the tab the address names starts here, beside the guard's session
 * check and while the screen's code downloads; the panel then reads the same request.
 */
export function AccountRoute() {
  const [params] = useSearchParams();
  const tab = ACCOUNT_TABS.find((candidate) => candidate.value === accountTabFor(params.get('tab')))!;
  useRouteQuery<OperationType>(tab.query, {}, 'store-and-network');
  return (
    <RouteGuard rule="establishedCustomer">
      <AccountScreen />
    </RouteGuard>
  );
}
