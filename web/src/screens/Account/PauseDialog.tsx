import { Dialog, Stack, Text } from '@chakra-ui/react';
import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { PAUSE_WEEKS_MAX, PAUSE_WEEKS_MIN } from '@rules';
import { useState } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { PauseDialogMutation } from '../../__generated__/PauseDialogMutation.graphql.ts';
import { notify } from '../../components/ui/toaster.tsx';
import { useFormat } from '../../i18n/format.ts';
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
          startDate
          endDate
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
const pauseLabel = (i18n: I18n, count: number) =>
  i18n._('{count, plural, one {Pause for # week} other {Pause for # weeks}}', { count });

/** Pause: skip the next 1 to 4 deliveries in one step (the server skips all of them or none). */
export function PauseDialog({ onClose }: { onClose: () => void }) {
  const { i18n } = useLingui();
  const format = useFormat();
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
            title: i18n._('{count, plural, one {Paused for # week} other {Paused for # weeks}}', {
              count: paused.length,
            }),
            description: i18n._('Skipped: {weeks}. You can unskip any of them in Upcoming Meals until its deadline.', {
              weeks: paused.map((week) => format.week(week)).join(i18n._(', ')),
            }),
            type: 'success',
          });
          onClose();
          return;
        }
        setProblem(i18n._(result.message ?? RETRY_MESSAGE));
      },
      onError: () => setProblem(i18n._(RETRY_MESSAGE)),
    });
  return (
    <AccountDialog
      open
      onClose={onClose}
      title={i18n._('Pause deliveries')}
      cancelLabel={i18n._('Keep deliveries')}
      confirmLabel={pauseLabel(i18n, weeks)}
      onConfirm={pause}
      busy={saving}
      busyLabel={i18n._('Pausing…')}
      closeButton
    >
      <Stack gap="4">
        <Dialog.Description>
          {i18n._(
            'Skip your next deliveries and keep your plan. Skipped weeks are not charged; deliveries already paid still arrive.',
          )}
        </Dialog.Description>
        <SelectField
          label={i18n._('How long?')}
          value={String(weeks)}
          options={PAUSE_CHOICES.map((count) => ({
            value: String(count),
            label: i18n._('{count, plural, one {Skip the next # week} other {Skip the next # weeks}}', { count }),
          }))}
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
