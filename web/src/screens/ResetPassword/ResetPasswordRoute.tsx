import { lazy, Suspense } from 'react';
import { PageSpinner } from '../../components/PageSpinner.tsx';

const ResetPasswordScreen = lazy(() => import('./ResetPasswordScreen.tsx'));

/** /reset-password */
export function ResetPasswordRoute() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <ResetPasswordScreen />
    </Suspense>
  );
}
