import { Box, Button, Dialog, RadioCard, Stack, Text, Textarea } from '@chakra-ui/react';
import { CANCEL_REASON_TEXT_LIMIT, CANCEL_REASONS, PAUSE_WEEKS_MAX } from '@rules';
import { useState } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { CancelDialogMutation } from '../../__generated__/CancelDialogMutation.graphql.ts';
import { Field } from '../../components/ui/field.tsx';
import { notify } from '../../components/ui/toaster.tsx';
import { AccountDialog } from './AccountDialog.tsx';
import { notifyFailure, setSubscriber } from './subscriptionFeedback.ts';

const cancelMutation = graphql`
  mutation CancelDialogMutation($input: SubscriptionCancelInput) {
    subscriptionCancel(input: $input) {
      __typename
      ... on SubscriptionCancelPayload {
        subscription {
          id
          status
          cancelledAt
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

/** Cancel: offers the pause first, then asks why (a short list, or Other in the customer's words). */
export function CancelDialog({ onPauseInstead, onClose }: { onPauseInstead: () => void; onClose: () => void }) {
  const [reason, setReason] = useState<string | null>(null);
  const [reasonText, setReasonText] = useState('');
  const [missing, setMissing] = useState<string | null>(null);
  const [commit, cancelling] = useMutation<CancelDialogMutation>(cancelMutation);

  const cancel = (why: { reason: string; reasonText: string }) =>
    commit({
      variables: { input: why },
      updater: (store, response) => {
        if (response?.subscriptionCancel.__typename === 'SubscriptionCancelPayload') setSubscriber(store, false);
      },
      onCompleted: ({ subscriptionCancel: result }) => {
        onClose();
        if (result.__typename !== 'SubscriptionCancelPayload') return notifyFailure();
        notify({
          title: 'Subscription cancelled',
          description: 'Your paid deliveries will still arrive.',
          type: 'success',
        });
      },
      onError: () => {
        onClose();
        notifyFailure();
      },
    });
  const confirm = () => {
    if (!reason) return setMissing('Please choose a reason.');
    if (reason === 'other' && !reasonText.trim()) return setMissing('Please tell us why you are cancelling.');
    cancel({ reason, reasonText: reasonText.trim() });
  };

  return (
    <AccountDialog
      open
      onClose={onClose}
      role="alertdialog"
      title="Cancel your subscription?"
      cancelLabel="Keep subscription"
      confirmLabel="Cancel subscription"
      confirmPalette="red"
      onConfirm={confirm}
      busy={cancelling}
      busyLabel="Cancelling…"
      closeButton
    >
      <Stack gap="4">
        <Box bg="bg.muted" borderRadius="lg" p="3">
          <Text fontWeight="semibold">Need a break instead?</Text>
          <Text fontSize="sm" color="fg.muted">
            Skip up to {PAUSE_WEEKS_MAX} weeks in one step and keep your plan and first-order price.
          </Text>
          <Button mt="2" size="sm" variant="outline" onClick={onPauseInstead}>
            Pause instead
          </Button>
        </Box>
        <Dialog.Description>
          Your upcoming deliveries that are not paid yet will be cancelled and your card will not be charged again.
          Deliveries already paid will still arrive. You can resume at any time.
        </Dialog.Description>
        {/* A radio group is named by its heading (aria-labelledby), not by a <label>. */}
        <Stack gap="1.5">
          <Text id="cancel-reason-label" fontWeight="medium" fontSize="sm">
            Why are you cancelling?{' '}
            <Text as="span" color="fg.error" aria-hidden>
              *
            </Text>
          </Text>
          <RadioCard.Root
            value={reason}
            onValueChange={(event) => {
              setReason(event.value);
              setMissing(null);
            }}
            aria-labelledby="cancel-reason-label"
            size="sm"
            w="full"
          >
            <Stack gap="2">
              {CANCEL_REASONS.map((option) => (
                <RadioCard.Item key={option.value} value={option.value}>
                  <RadioCard.ItemHiddenInput />
                  <RadioCard.ItemControl py="2">
                    <RadioCard.ItemText>{option.label}</RadioCard.ItemText>
                    <RadioCard.ItemIndicator />
                  </RadioCard.ItemControl>
                </RadioCard.Item>
              ))}
            </Stack>
          </RadioCard.Root>
        </Stack>
        {reason === 'other' ? (
          <Field label="Tell us why" required invalid={missing !== null && !reasonText.trim()}>
            <Textarea
              value={reasonText}
              maxLength={CANCEL_REASON_TEXT_LIMIT}
              rows={3}
              onChange={(event) => {
                setReasonText(event.currentTarget.value);
                setMissing(null);
              }}
            />
          </Field>
        ) : null}
        {missing ? (
          <Text role="alert" color="red.fg">
            {missing}
          </Text>
        ) : null}
      </Stack>
    </AccountDialog>
  );
}
