import { useLingui } from '@lingui/react';
import { useState } from 'react';
import checkoutScreenQuery from '../../__generated__/CheckoutScreenQuery$parameters.ts';
import { RouteGuard } from '../../components/guards/RouteGuard.tsx';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { lazyScreen } from '../../lib/lazyScreen.tsx';
import { useRouteQuery } from '../../relay/useRouteQuery.ts';
import { withMessages } from '../../i18n/index.ts';

const CheckoutScreen = lazyScreen(withMessages('account', () => import('./CheckoutScreen.tsx')));

/**
 * /checkout. The order is asked for at once, beside the guard's session check and while the
 * screen's code downloads; a signed-out visitor's answer (no viewer) is simply not shown. A
 * reload (Refresh, Try Again, the automatic retry) mounts the load again, which asks again.
 */
export function CheckoutRoute() {
  const [attempt, setAttempt] = useState(0);
  const [autoRetried, setAutoRetried] = useState(false);
  const reload = (automatic: boolean) => {
    if (automatic) setAutoRetried(true);
    setAttempt((count) => count + 1);
  };
  return <CheckoutLoad key={attempt} autoRetried={autoRetried} onReload={reload} />;
}

function CheckoutLoad({ autoRetried, onReload }: { autoRetried: boolean; onReload: (automatic: boolean) => void }) {
  const { i18n } = useLingui();
  const queryRef = useRouteQuery(checkoutScreenQuery, {}, 'network-only');
  return (
    <RouteGuard rule="customer">
      {queryRef ? (
        <CheckoutScreen queryRef={queryRef} autoRetried={autoRetried} onReload={onReload} />
      ) : (
        <PageSpinner label={i18n._('Loading your order…')} />
      )}
    </RouteGuard>
  );
}
