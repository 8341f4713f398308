import { lazy, Suspense, useEffect } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useRelayEnvironment } from 'react-relay/hooks';
import mealPlansScreenQueryParameters from '../../__generated__/MealPlansScreenQuery$parameters.ts';
import { RouteGuard } from '../../components/guards/RouteGuard.tsx';
import { lazyScreen } from '../../lib/lazyScreen.tsx';
import { expireStalePricing } from '../../lib/pricingCache.ts';
import { useRouteQuery } from '../../relay/useRouteQuery.ts';
import { PlansLoading } from './PlansLoading.tsx';

export const MealPlansScreen = lazyScreen(() => import('./MealPlansScreen.tsx'));
const MealPlansWithoutPricing = lazy(() =>
  import('./MealPlansScreen.tsx').then((module) => ({ default: module.MealPlansWithoutPricing })),
);

/**
 * `/meal-plans`. Starts the pricing query while the screen downloads. If pricing cannot be
 * loaded, the page still works with the default price table (specification §4).
 */
export function MealPlansRoute() {
  const environment = useRelayEnvironment();
  // Declared before useRouteQuery so it runs first: pricing older than 5 minutes is
  // invalidated, and the load below then fetches it again.
  useEffect(() => expireStalePricing(environment), [environment]);
  // Beside the onboarding guard's session check, not after it.
  const queryRef = useRouteQuery(mealPlansScreenQueryParameters, {});
  return (
    <RouteGuard rule="onboarding">
      <ErrorBoundary
        fallback={
          <Suspense fallback={<PlansLoading />}>
            <MealPlansWithoutPricing />
          </Suspense>
        }
        onError={(error) => console.warn('Pricing could not be loaded; showing default prices.', error)}
      >
        {queryRef ? (
          <Suspense fallback={<PlansLoading />}>
            <MealPlansScreen queryRef={queryRef} />
          </Suspense>
        ) : (
          <PlansLoading />
        )}
      </ErrorBoundary>
    </RouteGuard>
  );
}
