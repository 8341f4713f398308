/** The four steps of the ordering funnel (specification §2, "Progress indicator"). */
export type ProgressStep = 1 | 2 | 3 | 4;

export interface ProgressStepInfo {
  step: ProgressStep;
  title: string;
  subtitle: string;
}

export const PROGRESS_STEPS: readonly ProgressStepInfo[] = [
  {
    step: 1,
    title: /*i18n*/ 'Choose Your Plan',
    subtitle: /*i18n*/ 'Choose your meal plan and customize your weekly deliveries',
  },
  { step: 2, title: /*i18n*/ 'Your Selections', subtitle: /*i18n*/ 'Select your meals for the week' },
  {
    step: 3,
    title: /*i18n*/ 'Create Account',
    subtitle: /*i18n*/ 'Finalise your account to start your meal subscription',
  },
  { step: 4, title: /*i18n*/ 'Complete Checkout', subtitle: /*i18n*/ 'Review your order and complete payment' },
];

/**
 * A step's title (in English: the screen shows it through `i18n._`). Step 3 is "Create Account" on every page, the plan page included (the
 * specification's "Finalise Account" there named one step two ways, and the button says
 * "Create Account").
 */
export function stepTitle(info: ProgressStepInfo, _currentStep: ProgressStep): string {
  return info.title;
}

/**
 * Whether a funnel screen hides the indicator: /auth with skip_progress=true (the plain
 * login link) and /menu when opened from the account (fromAccount set).
 */
export function isProgressHidden(pathname: string, search: URLSearchParams): boolean {
  const path = pathname.toLowerCase();
  if (path === '/auth' || path.startsWith('/auth/')) return search.get('skip_progress') === 'true';
  if (path === '/menu' || path.startsWith('/menu/')) return search.has('fromAccount');
  return false;
}
