import { Dialog, Stack, Text } from '@chakra-ui/react';
import { PAUSE_WEEKS_MAX, PAUSE_WEEKS_MIN } from '@rules';
import { useState } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { PauseDialogMutation } from '../../__generated__/PauseDialogMutation.graphql.ts';
import { notify } from '../../components/ui/toaster.tsx';
import { AccountDialog } from './AccountDialog.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { RETRY_MESSAGE } from './subscriptionFeedback.ts';

const pauseMutation = graphql`
  mutation PauseDialogMutation($input: SubscriptionPauseInput!) {
    subscriptionPause(input: $input) {
      __typename
      ... on SubscriptionPausePayload {
        weeks {
          id
          label
        }
        # Updates the Upcoming Meals tab's weeks in place (it stays mounted).
        orders {
          id
          status
          canEdit
          canSkip
          canUnskip
          canChangePayment
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const PAUSE_CHOICES = Array.from({ length: PAUSE_WEEKS_MAX - PAUSE_WEEKS_MIN + 1 }, (_, i) => PAUSE_WEEKS_MIN + i);
const weeksText = (count: number) => `${count} ${count === 1 ? 'week' : 'weeks'}`;

/** Pause: skip the next 1 to 4 deliveries in one step (the server skips all of them or none). */
export function PauseDialog({ onClose }: { onClose: () => void }) {
  const [weeks, setWeeks] = useState(2);
  const [problem, setProblem] = useState<string | null>(null);
  const [commit, saving] = useMutation<PauseDialogMutation>(pauseMutation);
  const pause = () =>
    commit({
      variables: { input: { weeks } },
      // The skipped weeks show on the Upcoming Meals tab: read afresh when it is opened.
      updater: (store, data) => {
        if (data?.subscriptionPause.__typename === 'SubscriptionPausePayload') store.invalidateStore();
      },
      onCompleted: ({ subscriptionPause: result }) => {
        if (result.__typename === 'SubscriptionPausePayload') {
          const paused = result.weeks ?? [];
          notify({
            title: `Paused for ${weeksText(paused.length)}`,
            description: `Skipped: ${paused.map((week) => week.label).join(', ')}. You can unskip any of them in Upcoming Meals until its deadline.`,
            type: 'success',
          });
          onClose();
          return;
        }
        setProblem(result.message ?? RETRY_MESSAGE);
      },
      onError: () => setProblem(RETRY_MESSAGE),
    });
  return (
    <AccountDialog
      open
      onClose={onClose}
      title="Pause deliveries"
      cancelLabel="Keep deliveries"
      confirmLabel={`Pause for ${weeksText(weeks)}`}
      onConfirm={pause}
      busy={saving}
      busyLabel="Pausing…"
      closeButton
    >
      <Stack gap="4">
        <Dialog.Description>
          Skip your next deliveries and keep your plan. Skipped weeks are not charged; deliveries already paid still
          arrive.
        </Dialog.Description>
        <SelectField
          label="How long?"
          value={String(weeks)}
          options={PAUSE_CHOICES.map((count) => ({ value: String(count), label: `Skip the next ${weeksText(count)}` }))}
          onChange={(value) => {
            setWeeks(Number(value));
            setProblem(null);
          }}
        />
        {problem ? (
          <Text role="alert" color="red.fg">
            {problem}
          </Text>
        ) : null}
      </Stack>
    </AccountDialog>
  );
}
