import { Suspense, useEffect, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useLocation, useNavigate } from 'react-router-dom';
import { PageSpinner } from '../PageSpinner.tsx';
import { ScreenError } from '../ScreenError.tsx';
import { decideGuard, type GuardRule } from './guardRules.ts';
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
  const navigate = useNavigate();
  const currentPath = `${location.pathname}${location.search}`;
  const decision = decideGuard(rule, auth, currentPath);
  const target = decision.kind === 'redirect' ? decision.to : null;
  const delayMs = decision.kind === 'redirect' ? decision.delayMs : 0;

  useEffect(() => {
    if (target == null) return;
    if (delayMs === 0) {
      navigate(target, { replace: true });
      return;
    }
    const timer = window.setTimeout(() => navigate(target, { replace: true }), delayMs);
    return () => window.clearTimeout(timer);
  }, [target, delayMs, navigate]);

  if (decision.kind === 'redirect') {
    return <PageSpinner label={decision.to.startsWith('/auth') ? 'Redirecting to sign in…' : 'Redirecting…'} />;
  }
  return <>{children}</>;
}
