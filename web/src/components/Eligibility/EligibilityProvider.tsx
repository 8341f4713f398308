import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { useQueryLoader } from 'react-relay/hooks';
import neighborhoodsQuery from '../../__generated__/EligibilityDialogNeighborhoodsQuery$parameters.ts';
import type { EligibilityDialogNeighborhoodsQuery } from '../../__generated__/EligibilityDialogNeighborhoodsQuery.graphql.ts';
import { GetStartedProvider } from '../GetStarted.tsx';

// The dialog downloads on the first "Get Started", keeping it out of the landing page's first
// load; the neighbourhoods are asked for at the same moment, not once its code has arrived.
const EligibilityDialog = lazy(() => import('./EligibilityDialog.tsx'));

/**
 * Makes every "Get Started" button open the eligibility dialog ("Join MealBox").
 * Each opening mounts a fresh dialog (new `key`), which is how opening resets the fields,
 * the errors and the view.
 */
export function EligibilityProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [session, setSession] = useState(0);
  const [neighborhoods, loadNeighborhoods] = useQueryLoader<EligibilityDialogNeighborhoodsQuery>(neighborhoodsQuery);
  // A friend's share link (/?invite=CODE) opens the dialog with the code filled in.
  const [invite, setInvite] = useState('');

  const openDialog = useCallback(() => {
    loadNeighborhoods({}, { fetchPolicy: 'store-or-network' });
    setSession((n) => n + 1);
    setOpen(true);
  }, [loadNeighborhoods]);
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    const code = new URLSearchParams(window.location.search).get('invite')?.trim().slice(0, 64);
    if (!code) return;
    setInvite(code.toUpperCase());
    openDialog();
  }, [openDialog]);

  return (
    <GetStartedProvider onGetStarted={openDialog}>
      {children}
      {session > 0 && neighborhoods ? (
        <Suspense fallback={null}>
          <EligibilityDialog
            key={session}
            open={open}
            onClose={close}
            neighborhoods={neighborhoods}
            invitationCode={invite}
          />
        </Suspense>
      ) : null}
    </GetStartedProvider>
  );
}
