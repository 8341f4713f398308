import { useLingui } from '@lingui/react';
import { Suspense, useEffect, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { useLocation, useNavigate } from 'react-router-dom';
import type { RouteGuardResumeQuery } from '../../__generated__/RouteGuardResumeQuery.graphql.ts';
import { PageSpinner } from '../PageSpinner.tsx';
import { ScreenError } from '../ScreenError.tsx';
import { decideGuard, resumePath, type GuardRule } from './guardRules.ts';
import { useAuthState } from './useAuthState.ts';

export interface RouteGuardProps {
  rule: GuardRule;
  children: ReactNode;
}

/**
 * Wraps a route's element in routes.tsx. Shows a spinner while the session loads, then the
 * page, or a spinner and a redirect (after 0.5 s for signed-out visitors, at once otherwise).
 */
export function RouteGuard({ rule, children }: RouteGuardProps) {
  return (
    <ErrorBoundary FallbackComponent={ScreenError}>
      <Suspense fallback={<PageSpinner />}>
        <GuardedContent rule={rule}>{children}</GuardedContent>
      </Suspense>
    </ErrorBoundary>
  );
}

function GuardedContent({ rule, children }: RouteGuardProps) {
  const auth = useAuthState();
  const location = useLocation();
  const currentPath = `${location.pathname}${location.search}`;
  const decision = decideGuard(rule, auth, currentPath);
  if (decision.kind === 'resume') return <ResumeRedirect />;
  if (decision.kind === 'redirect') return <Redirect to={decision.to} delayMs={decision.delayMs} />;
  return <>{children}</>;
}

/** A customer who has not started: asked only then whether an order waits for payment. */
function ResumeRedirect() {
  const { viewer } = useLazyLoadQuery<RouteGuardResumeQuery>(
    graphql`
      query RouteGuardResumeQuery {
        viewer {
          pendingOrder {
            id
          }
        }
      }
    `,
    {},
    { fetchPolicy: 'network-only' },
  );
  return <Redirect to={resumePath(viewer?.pendingOrder != null)} delayMs={0} />;
}

function Redirect({ to, delayMs }: { to: string; delayMs: number }) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  useEffect(() => {
    if (delayMs === 0) {
      navigate(to, { replace: true });
      return;
    }
    const timer = window.setTimeout(() => navigate(to, { replace: true }), delayMs);
    return () => window.clearTimeout(timer);
  }, [to, delayMs, navigate]);
  return <PageSpinner label={to.startsWith('/auth') ? i18n._('Redirecting to sign in…') : i18n._('Redirecting…')} />;
}
