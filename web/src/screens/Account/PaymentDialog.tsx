import { Checkbox, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import type { PaymentDialog_order$key } from '../../__generated__/PaymentDialog_order.graphql.ts';
import type { PaymentDialogMutation } from '../../__generated__/PaymentDialogMutation.graphql.ts';
import { useAuthState } from '../../components/guards/useAuthState.ts';
import { notify } from '../../components/ui/toaster.tsx';
import { AccountDialog, retryNotice } from './AccountDialog.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { PAYMENT_METHOD_LABELS, useLabels } from '../../lib/labels.ts';

const paymentDialogMutation = graphql`
  mutation PaymentDialogMutation($input: OrderPaymentUpdateInput!) {
    orderPaymentUpdate(input: $input) {
      __typename
      ... on OrderPaymentUpdatePayload {
        order {
          id
          paymentMethod
        }
        futureOrders {
          id
          paymentMethod
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

/** Edit Payment: card, or InstaPay for a trial customer's unpaid order (subscriptions are card only). */
export default function PaymentDialog({
  order: orderKey,
  onClose,
}: {
  order: PaymentDialog_order$key;
  onClose: () => void;
}) {
  const order = useFragment(
    graphql`
      fragment PaymentDialog_order on Order {
        id
        paymentMethod
      }
    `,
    orderKey,
  );
  const { i18n } = useLingui();
  const labels = useLabels();
  const { isSubscriber } = useAuthState();
  const [method, setMethod] = useState<'card' | 'instapay'>(order.paymentMethod === 'instapay' ? 'instapay' : 'card');
  const [applyToFuture, setApplyToFuture] = useState(false);
  const [commit, saving] = useMutation<PaymentDialogMutation>(paymentDialogMutation);
  const options = labels.optionsOf(PAYMENT_METHOD_LABELS).filter(({ value }) => !isSubscriber || value === 'card');
  const save = () =>
    commit({
      variables: { input: { orderId: order.id, paymentMethod: method, applyToFuture } },
      onCompleted: ({ orderPaymentUpdate: result }) => {
        if (result.__typename === 'OrderPaymentUpdatePayload') {
          notify({
            type: 'success',
            title: i18n._('Payment updated'),
            description: i18n._('Your payment method is saved.'),
          });
          onClose();
        } else
          notify({
            type: 'error',
            title: i18n._("Couldn't update the payment"),
            description: i18n._(result.message ?? ''),
          });
      },
      onError: () => void notify(retryNotice(i18n, i18n._("We couldn't update the payment method. Please try again."))),
    });
  return (
    <AccountDialog
      open
      onClose={onClose}
      title={i18n._('Edit Payment')}
      confirmLabel={i18n._('Save Changes')}
      onConfirm={save}
      busy={saving}
    >
      <Stack gap="4">
        <SelectField
          label={i18n._('Payment method')}
          value={method}
          options={options}
          onChange={(value) => setMethod(value as 'card' | 'instapay')}
        />
        {isSubscriber ? (
          <Text fontSize="sm" color="fg.muted">
            {i18n._('Subscriptions are paid by card; update the saved card in the Subscription tab.')}
          </Text>
        ) : null}
        <Checkbox.Root
          checked={applyToFuture}
          onCheckedChange={(details) => setApplyToFuture(details.checked === true)}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{i18n._('Apply to future weeks')}</Checkbox.Label>
        </Checkbox.Root>
      </Stack>
    </AccountDialog>
  );
}
