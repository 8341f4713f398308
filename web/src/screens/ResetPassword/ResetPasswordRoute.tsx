import { lazy, Suspense } from 'react';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { withMessages } from '../../i18n/index.ts';

const ResetPasswordScreen = lazy(withMessages('account', () => import('./ResetPasswordScreen.tsx')));

/** /reset-password */
export function ResetPasswordRoute() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <ResetPasswordScreen />
    </Suspense>
  );
}
