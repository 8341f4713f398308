import { Box, Checkbox, Link, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { Suspense, useState } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router-dom';
import type { DeliveryDialog_order$key } from '../../__generated__/DeliveryDialog_order.graphql.ts';
import type { DeliveryDialog_viewer$key } from '../../__generated__/DeliveryDialog_viewer.graphql.ts';
import type { DeliveryDialogMutation } from '../../__generated__/DeliveryDialogMutation.graphql.ts';
import { notify } from '../../components/ui/toaster.tsx';
import { AccountDialog, retryNotice } from './AccountDialog.tsx';
import { PLAN_PORTION_LABELS, SLOT_HOURS_LABELS, useLabels } from '../../lib/labels.ts';
import { SelectField } from '../../components/ui/select-field.tsx';

const deliveryDialogMutation = graphql`
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
            piasters
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
`;

/**
 * Edit Delivery: where it goes (the profile's address), and meal count, portion size and slot for
 * the week, optionally for later weeks too. A paid order offers only what the server allows
 * (the slot); its count and size are shown, not offered.
 */
export default function DeliveryDialog({
  order: orderKey,
  viewer,
  weekId,
  onClose,
}: {
  order: DeliveryDialog_order$key;
  /** The customer: the profile's address the delivery goes to. */
  viewer: DeliveryDialog_viewer$key;
  weekId: number;
  onClose: () => void;
}) {
  const order = useFragment(
    graphql`
      fragment DeliveryDialog_order on Order {
        mealCount
        defaultPortionSize
        deliverySlot
        paymentStatus
      }
    `,
    orderKey,
  );
  const { i18n } = useLingui();
  const labels = useLabels();
  const [values, setValues] = useState({
    mealCount: order.mealCount,
    defaultPortionSize: order.defaultPortionSize,
    deliverySlot: order.deliverySlot,
    applyToFuture: false,
  });
  const [commit, saving] = useMutation<DeliveryDialogMutation>(deliveryDialogMutation);
  // The server's rule (orderRules: paidDelivery): a paid or processing order changes only its slot.
  const paid = order.paymentStatus === 'processing' || order.paymentStatus === 'confirmed';
  const clears = values.mealCount !== order.mealCount || values.defaultPortionSize !== order.defaultPortionSize;
  const save = () =>
    commit({
      variables: { input: { weekId: String(weekId), ...values } },
      onCompleted: ({ orderDeliveryUpdate: result }) => {
        if (result.__typename === 'OrderDeliveryUpdatePayload') {
          notify({
            type: 'success',
            title: i18n._('Delivery updated'),
            description: i18n._('Your delivery changes are saved.'),
          });
          onClose();
        } else
          notify({
            type: 'error',
            title: i18n._("Couldn't update the delivery"),
            description: i18n._(result.message ?? ''),
          });
      },
      onError: () => void notify(retryNotice(i18n, i18n._("We couldn't update the delivery. Please try again."))),
    });

  return (
    <AccountDialog
      open
      onClose={onClose}
      title={i18n._('Edit Delivery')}
      confirmLabel={i18n._('Save Changes')}
      onConfirm={save}
      busy={saving}
    >
      <Stack gap="4">
        <Suspense fallback={<Text color="fg.muted">{i18n._('Loading your address…')}</Text>}>
          <DeliveryAddress viewer={viewer} onLeave={onClose} />
        </Suspense>
        {paid ? (
          <Box bg="bg.muted" borderRadius="md" p="3">
            <Text fontSize="sm">
              {labels.mealCount(order.mealCount)} · {labels.labelOf(PLAN_PORTION_LABELS, order.defaultPortionSize)}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {i18n._('This order is paid, so only its delivery slot can change.')}
            </Text>
          </Box>
        ) : (
          <>
            <SelectField
              label={i18n._('Meals per week')}
              value={String(values.mealCount)}
              options={labels.mealCountOptions()}
              onChange={(value) => setValues({ ...values, mealCount: Number(value) })}
            />
            <SelectField
              label={i18n._('Portion size')}
              value={values.defaultPortionSize}
              options={labels.optionsOf(PLAN_PORTION_LABELS)}
              onChange={(value) =>
                setValues({ ...values, defaultPortionSize: value as typeof values.defaultPortionSize })
              }
            />
          </>
        )}
        <SelectField
          label={i18n._('Delivery slot')}
          value={values.deliverySlot}
          options={labels.optionsOf(SLOT_HOURS_LABELS)}
          onChange={(value) => setValues({ ...values, deliverySlot: value as typeof values.deliverySlot })}
        />
        <Checkbox.Root
          checked={values.applyToFuture}
          onCheckedChange={(details) => setValues({ ...values, applyToFuture: details.checked === true })}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{i18n._('Apply to future weeks')}</Checkbox.Label>
        </Checkbox.Root>
        {clears ? (
          <Text fontSize="sm" color="fg.warning">
            {i18n._("Changing the meal count or portion size clears this week's meals; choose them again afterwards.")}
          </Text>
        ) : null}
      </Stack>
    </AccountDialog>
  );
}

const viewerFragment = graphql`
  fragment DeliveryDialog_viewer on Viewer {
    phone
    address {
      name
      street
      building
      floor
      apartment
      area
      landmark
    }
  }
`;

/** Where this delivery goes: the profile's address, changed on the Profile tab. */
function DeliveryAddress({ viewer: viewerKey, onLeave }: { viewer: DeliveryDialog_viewer$key; onLeave: () => void }) {
  const { i18n } = useLingui();
  const viewer = useFragment(viewerFragment, viewerKey);
  const address = viewer?.address;
  const line = address
    ? [
        address.street,
        address.building && i18n._('Building {building}', { building: address.building }),
        address.floor && i18n._('Floor {floor}', { floor: address.floor }),
        address.apartment && i18n._('Apartment {apartment}', { apartment: address.apartment }),
        address.area,
        address.landmark,
      ]
        .filter(Boolean)
        .join(i18n._(', '))
    : '';
  return (
    <Box as="section" aria-label={i18n._('Delivery address')} borderWidth="1px" borderRadius="md" p="3">
      <Text fontSize="sm" fontWeight="semibold">
        {i18n._('Delivering to')}
      </Text>
      {line ? (
        <Text fontSize="sm">
          {address?.name ? `${address.name}${i18n._(', ')}` : ''}
          {line}
          {viewer?.phone ? (
            <>
              {' · '}
              <bdi dir="ltr">{viewer.phone}</bdi>
            </>
          ) : null}
        </Text>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          {i18n._('No address saved yet.')}
        </Text>
      )}
      <Link asChild fontSize="sm" color="brand.fg" textDecoration="underline">
        <RouterLink to="/account?tab=profile" onClick={onLeave}>
          {i18n._('Change the address in your profile')}
        </RouterLink>
      </Link>
    </Box>
  );
}
