import { Suspense, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import landingScreenQueryParameters from '../../__generated__/LandingScreenQuery$parameters.ts';
import { RouteGuard } from '../../components/guards/RouteGuard.tsx';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { ScreenError } from '../../components/ScreenError.tsx';
import { lazyScreen } from '../../lib/lazyScreen.tsx';
import { useRouteQuery } from '../../relay/useRouteQuery.ts';

export const LandingScreen = lazyScreen(() => import('./LandingScreen.tsx'));

/** `/`. Starts the landing content query while the screen's code downloads. */
export function LandingRoute() {
  const [attempt, setAttempt] = useState(0);
  return (
    <ErrorBoundary FallbackComponent={ScreenError} onReset={() => setAttempt((n) => n + 1)}>
      <LandingRouteQuery key={attempt} />
    </ErrorBoundary>
  );
}

/** The query starts here, beside the onboarding guard's session check rather than after it. */
function LandingRouteQuery() {
  const queryRef = useRouteQuery(landingScreenQueryParameters, {});
  return (
    <RouteGuard rule="onboarding">
      {queryRef ? (
        <Suspense fallback={<PageSpinner />}>
          <LandingScreen queryRef={queryRef} />
        </Suspense>
      ) : (
        <PageSpinner />
      )}
    </RouteGuard>
  );
}
