import { Box, Button, Dialog, RadioCard, Stack, Text, Textarea } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
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

/**
 * The reasons of @rules CANCEL_REASONS as catalogue messages (the rules' labels are the English;
 * the server stores the value, so only what the customer reads changes).
 */
const REASON_TEXT: Record<(typeof CANCEL_REASONS)[number]['value'], string> = {
  too_expensive: /*i18n*/ 'It is too expensive',
  not_enough_variety: /*i18n*/ 'Not enough variety in the meals',
  taste_or_portions: /*i18n*/ "The taste or portions didn't suit me",
  delivery: /*i18n*/ 'Delivery times or problems',
  travelling: /*i18n*/ "I'm travelling or taking a break",
  other: /*i18n*/ 'Other',
};

/** Cancel: offers the pause first, then asks why (a short list, or Other in the customer's words). */
export function CancelDialog({ onPauseInstead, onClose }: { onPauseInstead: () => void; onClose: () => void }) {
  const { i18n } = useLingui();
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
        if (result.__typename !== 'SubscriptionCancelPayload') return notifyFailure(i18n);
        notify({
          title: i18n._('Subscription cancelled'),
          description: i18n._('Your paid deliveries will still arrive.'),
          type: 'success',
        });
      },
      onError: () => {
        onClose();
        notifyFailure(i18n);
      },
    });
  const confirm = () => {
    if (!reason) return setMissing(i18n._('Please choose a reason.'));
    if (reason === 'other' && !reasonText.trim()) return setMissing(i18n._('Please tell us why you are cancelling.'));
    cancel({ reason, reasonText: reasonText.trim() });
  };

  return (
    <AccountDialog
      open
      onClose={onClose}
      role="alertdialog"
      title={i18n._('Cancel your subscription?')}
      cancelLabel={i18n._('Keep subscription')}
      confirmLabel={i18n._('Cancel subscription')}
      confirmPalette="red"
      onConfirm={confirm}
      busy={cancelling}
      busyLabel={i18n._('Cancelling…')}
      closeButton
    >
      <Stack gap="4">
        <Box bg="bg.muted" borderRadius="lg" p="3">
          <Text fontWeight="semibold">{i18n._('Need a break instead?')}</Text>
          <Text fontSize="sm" color="fg.muted">
            {i18n._(
              '{count, plural, one {Skip up to # week in one step and keep your plan and first-order price.} other {Skip up to # weeks in one step and keep your plan and first-order price.}}',
              { count: PAUSE_WEEKS_MAX },
            )}
          </Text>
          <Button mt="2" size="sm" variant="outline" onClick={onPauseInstead}>
            {i18n._('Pause instead')}
          </Button>
        </Box>
        <Dialog.Description>
          {i18n._(
            'Your upcoming deliveries that are not paid yet will be cancelled and your card will not be charged again. Deliveries already paid will still arrive. You can resume at any time.',
          )}
        </Dialog.Description>
        {/* A radio group is named by its heading (aria-labelledby), not by a <label>. */}
        <Stack gap="1.5">
          <Text id="cancel-reason-label" fontWeight="medium" fontSize="sm">
            {i18n._('Why are you cancelling?')}{' '}
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
                    <RadioCard.ItemText>{i18n._(REASON_TEXT[option.value])}</RadioCard.ItemText>
                    <RadioCard.ItemIndicator />
                  </RadioCard.ItemControl>
                </RadioCard.Item>
              ))}
            </Stack>
          </RadioCard.Root>
        </Stack>
        {reason === 'other' ? (
          <Field label={i18n._('Tell us why')} required invalid={missing !== null && !reasonText.trim()}>
            <Textarea
              dir="auto"
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
