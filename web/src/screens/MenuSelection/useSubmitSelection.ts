import { useLingui } from '@lingui/react';
import { useCallback, useState } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { useNavigate } from 'react-router-dom';
import type { useSubmitSelectionOrderCreateMutation } from '../../__generated__/useSubmitSelectionOrderCreateMutation.graphql.ts';
import type { useSubmitSelectionTempSaveMutation } from '../../__generated__/useSubmitSelectionTempSaveMutation.graphql.ts';
import { notify } from '../../components/ui/toaster.tsx';
import {
  clearStoredSelection,
  orderInputFromSelection,
  writeStoredSelection,
  type StoredSelection,
} from '../../lib/selections.ts';
import { clearWeekDraft } from './menuDrafts.ts';

/** Where a visitor goes to create an account, carrying the plan back for "Back to Menu". */
export function registerPathFor(selection: StoredSelection): string {
  const params = new URLSearchParams({
    tab: 'register',
    fromSelection: 'true',
    weekId: selection.weekId,
    mealCount: String(selection.mealCount),
    portionSize: selection.portionSize,
    returnTo: '/checkout',
  });
  return `/auth?${params.toString()}`;
}

export const orderCreateMutation = graphql`
  mutation useSubmitSelectionOrderCreateMutation($input: OrderCreateInput!) {
    orderCreate(input: $input) {
      __typename
      ... on OrderCreatePayload {
        order {
          id
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

/**
 * Continue on the menu. A visitor's picks are kept on the server (a temporary selection tied
 * to the visitor cookie) and in browser storage, then registration takes over; a signed-in
 * customer's picks become their order for the week at once.
 */
export function useSubmitSelection() {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const [commitTempSave, isSaving] = useMutation<useSubmitSelectionTempSaveMutation>(graphql`
    mutation useSubmitSelectionTempSaveMutation($input: TempMealSelectionSaveInput!) {
      tempMealSelectionSave(input: $input) {
        __typename
      }
    }
  `);
  const [commitOrderCreate, isCreating] = useMutation<useSubmitSelectionOrderCreateMutation>(orderCreateMutation);
  const [isNavigating, setNavigating] = useState(false);

  const submit = useCallback(
    (selection: StoredSelection, signedIn: boolean) => {
      if (signedIn) {
        commitOrderCreate({
          variables: { input: orderInputFromSelection(selection) },
          onCompleted: ({ orderCreate }) => {
            if (orderCreate.__typename === 'OrderCreatePayload') {
              clearStoredSelection();
              clearWeekDraft(selection.weekId);
              navigate('/checkout');
              return;
            }
            const message = orderCreate.__typename === '%other' ? undefined : orderCreate.message;
            notify({
              type: 'error',
              title: i18n._('Error placing order'),
              description: message
                ? i18n._(message)
                : i18n._('There was a problem processing your order. Please try again.'),
            });
          },
          onError: () => {
            notify({
              type: 'error',
              title: i18n._('Error placing order'),
              description: i18n._('There was a problem processing your order. Please try again.'),
            });
          },
        });
        return;
      }

      writeStoredSelection(selection);
      const goRegister = () => {
        setNavigating(true);
        navigate(registerPathFor(selection));
      };
      // The browser copy is enough to carry on: a failed server copy only costs the
      // cross-device restore, so it does not stop the visitor.
      commitTempSave({
        variables: {
          input: {
            weekId: selection.weekGlobalId,
            mealCount: selection.mealCount,
            portionSize: selection.portionSize,
            deliverySlot: selection.deliverySlot,
            selectedMeals: selection.selectedMeals,
          },
        },
        onCompleted: goRegister,
        onError: goRegister,
      });
    },
    [commitOrderCreate, commitTempSave, navigate, i18n],
  );

  return { submit, isSubmitting: isSaving || isCreating || isNavigating };
}
