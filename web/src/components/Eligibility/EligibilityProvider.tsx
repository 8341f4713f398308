import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { GetStartedProvider } from '../GetStarted.tsx';

// The dialog (and its neighbourhood query) downloads on the first "Get Started", keeping
// it out of the landing page's first load.
const EligibilityDialog = lazy(() => import('./EligibilityDialog.tsx'));

/**
 * Makes every "Get Started" button open the eligibility dialog ("Join MealBox").
 * Each opening mounts a fresh dialog (new `key`), which is how opening resets the fields,
 * the errors and the view.
 */
export function EligibilityProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [session, setSession] = useState(0);

  const openDialog = useCallback(() => {
    setSession((n) => n + 1);
    setOpen(true);
  }, []);
  const close = useCallback(() => setOpen(false), []);

  return (
    <GetStartedProvider onGetStarted={openDialog}>
      {children}
      {session > 0 ? (
        <Suspense fallback={null}>
          <EligibilityDialog key={session} open={open} onClose={close} />
        </Suspense>
      ) : null}
    </GetStartedProvider>
  );
}
