import { useCallback } from 'react';
import { useMutation, useRelayEnvironment, fetchQuery } from 'react-relay/hooks';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { useSubmitSelectionOrderCreateMutation } from '../../__generated__/useSubmitSelectionOrderCreateMutation.graphql.ts';
import useAuthStateQueryNode, { type useAuthStateQuery } from '../../__generated__/useAuthStateQuery.graphql.ts';
import { clearStoredSelection, orderInputFromSelection, readStoredSelection } from '../../lib/selections.ts';
import { clearWeekDraft } from '../MenuSelection/menuDrafts.ts';
import { orderCreateMutation } from '../MenuSelection/useSubmitSelection.ts';
import { afterSignInPath } from './authPaths.ts';

/** The specification's pause after login/register before the current user is read again. */
export const AFTER_SIGN_IN_WAIT_MS = 500;

const wait = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

/**
 * What happens once login or registration succeeded: wait 500 ms, re-read the current user
 * (a failure is tolerated: the mutation already put them in the store), then
 * - with a stored selection: create the order and go to /checkout, even if creating it
 *   failed (checkout says "No Pending Order" and offers the menu), and forget the selection;
 * - otherwise: go to returnTo, else /account.
 */
export function useAfterSignIn() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const environment = useRelayEnvironment();
  const [commitOrderCreate] = useMutation<useSubmitSelectionOrderCreateMutation>(orderCreateMutation);

  return useCallback(async () => {
    await wait(AFTER_SIGN_IN_WAIT_MS);
    await fetchQuery<useAuthStateQuery>(environment, useAuthStateQueryNode, {}, { fetchPolicy: 'network-only' })
      .toPromise()
      .catch(() => undefined);

    const selection = readStoredSelection();
    if (!selection) {
      navigate(afterSignInPath(searchParams));
      return;
    }
    const goToCheckout = () => {
      clearStoredSelection();
      navigate('/checkout');
    };
    commitOrderCreate({
      variables: { input: orderInputFromSelection(selection) },
      onCompleted: ({ orderCreate }) => {
        // The menu's draft of that week is now the order; kept if creating it failed.
        if (orderCreate.__typename === 'OrderCreatePayload') clearWeekDraft(selection.weekId);
        goToCheckout();
      },
      onError: goToCheckout,
    });
  }, [commitOrderCreate, environment, navigate, searchParams]);
}
