import { useLingui } from '@lingui/react';
import { Suspense, useState } from 'react';
import { useRelayEnvironment } from 'react-relay/hooks';
import { useSearchParams } from 'react-router-dom';
import { commitLocalUpdate } from 'relay-runtime';
import receiptQueryParameters from '../../__generated__/PaymentResponseScreenQuery$parameters.ts';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { lazyScreen } from '../../lib/lazyScreen.tsx';
import { useRouteQuery } from '../../relay/useRouteQuery.ts';
import { withMessages } from '../../i18n/index.ts';

const PaymentResponseScreen = lazyScreen(withMessages('account', () => import('./PaymentResponseScreen.tsx')));

/**
 * /payment/response and /payments/response: where Paymob's checkout sends the customer back
 * (through the API, which checks the signature and says `success=true`, with the order, only
 * for a verified payment). The store is invalidated first, so who the customer is now and their
 * orders are read afresh; a verified success starts reading the order's receipt at once.
 */
export function PaymentResponseRoute() {
  const { i18n } = useLingui();
  const environment = useRelayEnvironment();
  // Once, before anything reads the store: the payment changed the customer and their orders.
  useState(() => commitLocalUpdate(environment, (store) => store.invalidateStore()));
  const [params] = useSearchParams();
  const success = params.get('success') === 'true';
  const order = success ? params.get('order') : null;
  return (
    <Suspense fallback={<PageSpinner label={i18n._('Checking your payment…')} />}>
      {order ? <WithReceipt order={order} /> : <PaymentResponseScreen success={success} receipt={null} />}
    </Suspense>
  );
}

function WithReceipt({ order }: { order: string }) {
  const { i18n } = useLingui();
  const receipt = useRouteQuery(receiptQueryParameters, { order });
  if (!receipt) return <PageSpinner label={i18n._('Checking your payment…')} />;
  return <PaymentResponseScreen success receipt={receipt} />;
}
