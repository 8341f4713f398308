import { lazy, Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { ScreenError } from '../../components/ScreenError.tsx';
import { withMessages } from '../../i18n/index.ts';

const AuthScreen = lazy(withMessages('account', () => import('./AuthScreen.tsx')));

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
