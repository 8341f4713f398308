/**
 * Who may see which page (specification §2, Route guards), as pure decisions so they are
 * tested without rendering:
 * - signed out on /account or /checkout → after 0.5 s to /auth?returnTo=<current path>;
 * - signed in, trial used or subscribed, on / or /meal-plans → /account;
 * - signed in on /account without a trial or a subscription → /meal-plans, or /checkout when an
 *   order waits for payment there (a declined card, the payment page left): the order is kept.
 * "Subscribed" includes a cancelled subscription (userType stays subscriber): the account is
 * where it is resumed.
 */
export type GuardRule =
  /** /checkout: any signed-in customer. */
  | 'customer'
  /** /account: a customer who has started (trial used or subscribed). */
  | 'establishedCustomer'
  /** / and /meal-plans: onboarding, not for customers who already started. */
  | 'onboarding';

export interface AuthState {
  signedIn: boolean;
  hasUsedTrialBox: boolean;
  isSubscriber: boolean;
  /** Ever subscribed (userType subscriber), even if the subscription is cancelled now. */
  hasSubscribed: boolean;
}

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string; delayMs: number }
  /** To the order waiting for payment if there is one, else to choose a plan. */
  | { kind: 'resume' };

/** Where `resume` goes: the checkout that shows the waiting order, or the plans. */
export const resumePath = (hasPendingOrder: boolean) => (hasPendingOrder ? '/checkout' : '/meal-plans');

/** Signed-out visitors see a short "redirecting" moment before the sign-in page. */
export const SIGNED_OUT_REDIRECT_MS = 500;

export function signInPath(returnTo: string): string {
  return `/auth?${new URLSearchParams({ returnTo }).toString()}`;
}

export function hasStarted(auth: AuthState): boolean {
  return auth.signedIn && (auth.hasUsedTrialBox || auth.isSubscriber || auth.hasSubscribed);
}

export function decideGuard(rule: GuardRule, auth: AuthState, currentPath: string): GuardDecision {
  switch (rule) {
    case 'customer':
      return auth.signedIn
        ? { kind: 'allow' }
        : { kind: 'redirect', to: signInPath(currentPath), delayMs: SIGNED_OUT_REDIRECT_MS };
    case 'establishedCustomer':
      if (!auth.signedIn) return { kind: 'redirect', to: signInPath(currentPath), delayMs: SIGNED_OUT_REDIRECT_MS };
      return hasStarted(auth) ? { kind: 'allow' } : { kind: 'resume' };
    case 'onboarding':
      return hasStarted(auth) ? { kind: 'redirect', to: '/account', delayMs: 0 } : { kind: 'allow' };
  }
}
