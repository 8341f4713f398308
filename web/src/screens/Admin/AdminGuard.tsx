import { useLingui } from '@lingui/react';
import { Suspense, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { Navigate, useLocation } from 'react-router-dom';
import type { AdminGuardQuery } from '../../__generated__/AdminGuardQuery.graphql.ts';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { ScreenError } from '../../components/ScreenError.tsx';
import { ADMIN_LOGIN_PATH } from '../../components/SiteHeader.tsx';
import { AdminSessionContext } from './AdminSession.tsx';

export interface AdminGuardProps {
  children: ReactNode;
  /** What the spinner says while the admin session loads (a catalogue message, shown translated). */
  loadingLabel?: string;
}

/**
 * Every /admin screen but the login: a spinner while the admin session loads, then the screen
 * with the signed-in admin in context, or /admin/login for anyone else (a customer too).
 */
export function AdminGuard({ children, loadingLabel }: AdminGuardProps) {
  const { i18n } = useLingui();
  return (
    <ErrorBoundary FallbackComponent={ScreenError}>
      <Suspense fallback={<PageSpinner label={loadingLabel && i18n._(loadingLabel)} />}>
        <GuardedAdminContent>{children}</GuardedAdminContent>
      </Suspense>
    </ErrorBoundary>
  );
}

function GuardedAdminContent({ children }: { children: ReactNode }) {
  const location = useLocation();
  // The guard's own session read; a guarded screen's query starts in its route, beside this one.
  const { adminMe } = useLazyLoadQuery<AdminGuardQuery>(
    graphql`
      query AdminGuardQuery {
        adminMe {
          id
          username
          name
          role
        }
      }
    `,
    {},
    { fetchPolicy: 'store-or-network' },
  );
  if (!adminMe) return <Navigate to={ADMIN_LOGIN_PATH} replace state={{ from: location.pathname }} />;
  return <AdminSessionContext.Provider value={adminMe}>{children}</AdminSessionContext.Provider>;
}
