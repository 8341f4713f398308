import { lazy, Suspense } from 'react';
import { PageSpinner } from '../../components/PageSpinner.tsx';

const CheckoutScreen = lazy(() => import('./CheckoutScreen.tsx'));

/** /checkout (wrapped in the signed-in guard in routes.tsx). */
export function CheckoutRoute() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <CheckoutScreen />
    </Suspense>
  );
}
