import { Button, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import type { DeliveryStartButton_sheet$key } from '../../../__generated__/DeliveryStartButton_sheet.graphql.ts';
import type { DeliveryStartButtonMutation } from '../../../__generated__/DeliveryStartButtonMutation.graphql.ts';
import { useFormat } from '../../../i18n/format.ts';
import { ConfirmDialog } from '../ConfirmDialog.tsx';
import { adminAnswer } from '../mutationResult.ts';

const fragment = graphql`
  fragment DeliveryStartButton_sheet on DeliverySheet {
    slot
    deliveryCount
    startedAt
  }
`;

const mutation = graphql`
  mutation DeliveryStartButtonMutation($input: DeliveryStartInput!) {
    deliveryStart(input: $input) {
      __typename
      ... on DeliverySheet {
        startedAt
      }
      ... on Error {
        message
      }
    }
  }
`;

/**
 * "Start delivery" for a slot's sheet: after a confirmation naming how many customers hear
 * "your box is on its way", the server records the start and sends them once; then the time
 * it started shows instead.
 */
export function DeliveryStartButton({ sheet, weekId }: { sheet: DeliveryStartButton_sheet$key; weekId: string }) {
  const { i18n } = useLingui();
  const format = useFormat();
  const data = useFragment(fragment, sheet);
  const [commit, starting] = useMutation<DeliveryStartButtonMutation>(mutation);
  const [asking, setAsking] = useState(false);
  if (data.startedAt) {
    return (
      <Text fontWeight="semibold" color="green.fg">
        {i18n._('Delivery started at {time}', {
          time: format.moment(data.startedAt, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
        })}
      </Text>
    );
  }
  const start = () =>
    commit({
      variables: { input: { weekId, slot: data.slot } },
      // The sheet has no id: its root field (same week and slot) takes the start's time.
      updater: (store) => {
        const answer = store.getRootField('deliveryStart');
        if (answer?.getValue('__typename') !== 'DeliverySheet') return;
        store
          .getRoot()
          .getLinkedRecord('adminDeliverySheet', { weekId, slot: data.slot })
          ?.setValue(answer.getValue('startedAt'), 'startedAt');
      },
      ...adminAnswer('DeliverySheet', /*i18n*/ 'start delivery', () => setAsking(false)),
    });
  return (
    <>
      <Button size="sm" colorPalette="green" onClick={() => setAsking(true)} disabled={data.deliveryCount === 0}>
        {i18n._('Start delivery')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={i18n._('Start delivery')}
        message={i18n._(
          '{count, plural, one {Tell # customer their box is on its way?} other {Tell # customers their box is on its way?}}',
          { count: data.deliveryCount },
        )}
        confirmLabel={i18n._('Start delivery')}
        busy={starting}
        onCancel={() => setAsking(false)}
        onConfirm={start}
      />
    </>
  );
}
