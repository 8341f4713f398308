import { lazy, Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { ScreenError } from '../../components/ScreenError.tsx';

const AuthScreen = lazy(() => import('./AuthScreen.tsx'));

/** /auth */
export function AuthRoute() {
  return (
    <ErrorBoundary FallbackComponent={ScreenError}>
      <Suspense fallback={<PageSpinner />}>
        <AuthScreen />
      </Suspense>
    </ErrorBoundary>
  );
}
