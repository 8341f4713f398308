import { Checkbox, Field, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import { mealCountChoices } from '@rules';
import type { DeliveryDialog_order$key } from '../../__generated__/DeliveryDialog_order.graphql.ts';
import type { DeliveryDialogMutation } from '../../__generated__/DeliveryDialogMutation.graphql.ts';
import { notify } from '../../components/ui/toaster.tsx';
import { PORTION_LABELS, SLOT_LABELS } from '../MenuSelection/selectionRules.ts';
import { AccountDialog, retryNotice } from './AccountDialog.tsx';

/** Edit Delivery: meal count, portion size and slot for the week, optionally for later weeks too. */
export default function DeliveryDialog({
  order: orderKey,
  weekId,
  onClose,
}: {
  order: DeliveryDialog_order$key;
  weekId: number;
  onClose: () => void;
}) {
  const order = useFragment(
    graphql`
      fragment DeliveryDialog_order on Order {
        mealCount
        defaultPortionSize
        deliverySlot
      }
    `,
    orderKey,
  );
  const [values, setValues] = useState({
    mealCount: order.mealCount,
    defaultPortionSize: order.defaultPortionSize,
    deliverySlot: order.deliverySlot,
    applyToFuture: false,
  });
  const [commit, saving] = useMutation<DeliveryDialogMutation>(graphql`
    mutation DeliveryDialogMutation($input: OrderDeliveryUpdateInput!) {
      orderDeliveryUpdate(input: $input) {
        __typename
        ... on OrderDeliveryUpdatePayload {
          order {
            id
            status
            mealCount
            defaultPortionSize
            deliverySlot
            items {
              id
            }
            total {
              formatted
            }
          }
          futureOrders {
            id
            status
            mealCount
            defaultPortionSize
            deliverySlot
            items {
              id
            }
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const clears = values.mealCount !== order.mealCount || values.defaultPortionSize !== order.defaultPortionSize;
  const save = () =>
    commit({
      variables: { input: { weekId: String(weekId), ...values } },
      onCompleted: ({ orderDeliveryUpdate: result }) => {
        if (result.__typename === 'OrderDeliveryUpdatePayload') onClose();
        else notify({ type: 'error', title: 'Error', description: result.message ?? '' });
      },
      onError: () => void notify(retryNotice('update the delivery')),
    });

  return (
    <AccountDialog
      open
      onClose={onClose}
      title="Edit Delivery"
      confirmLabel="Save Changes"
      onConfirm={save}
      busy={saving}
    >
      <Stack gap="4">
        <Choice
          label="Meals per week"
          value={String(values.mealCount)}
          options={mealCountChoices().map((count) => [String(count), `${count} meals`])}
          onChange={(value) => setValues({ ...values, mealCount: Number(value) })}
        />
        <Choice
          label="Portion size"
          value={values.defaultPortionSize}
          options={Object.entries(PORTION_LABELS)}
          onChange={(value) => setValues({ ...values, defaultPortionSize: value as typeof values.defaultPortionSize })}
        />
        <Choice
          label="Delivery slot"
          value={values.deliverySlot}
          options={Object.entries(SLOT_LABELS)}
          onChange={(value) => setValues({ ...values, deliverySlot: value as typeof values.deliverySlot })}
        />
        <Checkbox.Root
          checked={values.applyToFuture}
          onCheckedChange={(details) => setValues({ ...values, applyToFuture: details.checked === true })}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Apply to future weeks</Checkbox.Label>
        </Checkbox.Root>
        {clears ? (
          <Text fontSize="sm" color="fg.warning">
            Changing the meal count or portion size clears this week&apos;s meals; choose them again afterwards.
          </Text>
        ) : null}
      </Stack>
    </AccountDialog>
  );
}

export function Choice({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: [string, string][];
  onChange: (value: string) => void;
}) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.currentTarget.value)}>
          {options.map(([option, text]) => (
            <option key={option} value={option}>
              {text}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
