import { Badge, Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { graphql, useFragment, useMutation, useQueryLoader } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router-dom';
import menuQueryParameters from '../../__generated__/MealEditorDialogMenuQuery$parameters.ts';
import type { MealEditorDialogMenuQuery } from '../../__generated__/MealEditorDialogMenuQuery.graphql.ts';
import type { DeliveryDialog_viewer$key } from '../../__generated__/DeliveryDialog_viewer.graphql.ts';
import type { UpcomingWeekCard_entry$key } from '../../__generated__/UpcomingWeekCard_entry.graphql.ts';
import type { UpcomingWeekCardSkipMutation } from '../../__generated__/UpcomingWeekCardSkipMutation.graphql.ts';
import type { UpcomingWeekCardUnskipMutation } from '../../__generated__/UpcomingWeekCardUnskipMutation.graphql.ts';
import { notify } from '../../components/ui/toaster.tsx';
import { AccountDialog, retryNotice } from './AccountDialog.tsx';
import { formatDeadline, formatDeliveryDay, orderBadge } from './accountFormat.ts';
import { PAYMENT_METHOD_LABELS, SLOT_HOURS_LABELS } from '../../lib/labels.ts';

const skipMutation = graphql`
  mutation UpcomingWeekCardSkipMutation($input: OrderSkipInput!) {
    orderSkip(input: $input) {
      __typename
      ... on OrderSkipPayload {
        order {
          id
          status
          canEdit
          canSkip
          canUnskip
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const unskipMutation = graphql`
  mutation UpcomingWeekCardUnskipMutation($input: OrderUnskipInput!) {
    orderUnskip(input: $input) {
      __typename
      ... on OrderUnskipPayload {
        order {
          id
          status
          canEdit
          canSkip
          canUnskip
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const MealEditorDialog = lazy(() => import('./MealEditorDialog.tsx'));
const DeliveryDialog = lazy(() => import('./DeliveryDialog.tsx'));
const PaymentDialog = lazy(() => import('./PaymentDialog.tsx'));

export const DEADLINE_PASSED_TEXT = 'Order deadline has passed. You can no longer modify this order.';
export const SKIPPED_TEXT = 'This delivery is skipped';

type Dialog = 'meals' | 'skip' | 'delivery' | 'payment' | null;

/** One upcoming week: its meals and what can still be done with them. */
export function UpcomingWeekCard({
  entry: entryKey,
  viewer,
  highlighted,
}: {
  entry: UpcomingWeekCard_entry$key;
  /** The customer, for the delivery dialog's address. */
  viewer: DeliveryDialog_viewer$key;
  highlighted?: boolean;
}) {
  const entry = useFragment(
    graphql`
      fragment UpcomingWeekCard_entry on UpcomingWeek {
        restriction
        week {
          databaseId
          label
          deliveryDate
          orderDeadline
        }
        order {
          id
          status
          paymentStatus
          paymentMethod
          mealCount
          defaultPortionSize
          deliverySlot
          isDeadlinePassed
          canEdit
          canSkip
          canUnskip
          canChangePayment
          items {
            id
            portionSize
            meal {
              id
              title
            }
          }
          total {
            formatted
          }
          ...MealEditorDialog_order
          ...DeliveryDialog_order
          ...PaymentDialog_order
        }
      }
    `,
    entryKey,
  );
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  // The menu is asked for as Edit Meals is pressed, while the dialog's code downloads.
  const [menu, loadMenu] = useQueryLoader<MealEditorDialogMenuQuery>(menuQueryParameters);
  const [commitSkip, skipping] = useMutation<UpcomingWeekCardSkipMutation>(skipMutation);
  const [commitUnskip, unskipping] = useMutation<UpcomingWeekCardUnskipMutation>(unskipMutation);

  const { week, order, restriction } = entry;
  const openMeals = () => {
    loadMenu({ weekRef: String(week.databaseId) });
    setDialog('meals');
  };
  const label = `Delivery ${formatDeliveryDay(week.deliveryDate as string)}`;
  const skipped = order?.status === 'skipped';

  // Applied at once and rolled back by Relay if the server refuses or cannot be reached.
  const setSkipped = (skip: boolean) => {
    if (!order) return;
    const optimistic = {
      id: order.id,
      status: skip ? 'skipped' : order.items.length === order.mealCount ? 'selected' : 'not_selected',
      canEdit: !skip,
      canSkip: !skip,
      canUnskip: skip,
    } as const;
    const onFailure = () => void notify(retryNotice(skip ? 'skip this delivery' : 'unskip this delivery'));
    const variables = { input: { orderId: order.id } };
    if (skip) {
      commitSkip({
        variables,
        optimisticResponse: { orderSkip: { __typename: 'OrderSkipPayload', order: optimistic } },
        onCompleted: (result) => {
          if (result.orderSkip.__typename !== 'OrderSkipPayload') onFailure();
          else notify({ type: 'success', title: 'Delivery skipped', description: `${label} is skipped.` });
        },
        onError: onFailure,
      });
      close();
    } else {
      commitUnskip({
        variables,
        optimisticResponse: { orderUnskip: { __typename: 'OrderUnskipPayload', order: optimistic } },
        onCompleted: (result) => {
          if (result.orderUnskip.__typename !== 'OrderUnskipPayload') onFailure();
          else notify({ type: 'success', title: 'Delivery restored', description: `${label} is back on.` });
        },
        onError: onFailure,
      });
    }
  };

  return (
    <Box
      as="li"
      listStyleType="none"
      aria-label={week.label}
      bg="bg.panel"
      borderWidth={highlighted ? '2px' : '1px'}
      borderColor={highlighted ? 'brand.solid' : 'border'}
      borderRadius="2xl"
      p={{ base: '4', md: '5' }}
      opacity={restriction ? 0.75 : 1}
    >
      <Stack gap="3">
        <Flex justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Box>
            <Heading as="h2" size="md">
              {label}
            </Heading>
            {/* The heading already names the week (the specification reformats its label). */}
            {order ? (
              <Text color="fg.muted" fontSize="sm">
                {order.mealCount} meals · {SLOT_HOURS_LABELS[order.deliverySlot as 'morning'] ?? ''}
              </Text>
            ) : null}
          </Box>
          {order ? (
            <Badge variant="subtle" borderRadius="full" colorPalette={orderBadge(order).color}>
              {orderBadge(order).label}
            </Badge>
          ) : null}
        </Flex>

        {restriction ? (
          <Restricted restriction={restriction} weekId={week.databaseId} />
        ) : !order ? (
          <Text color="fg.muted">No order for this week yet.</Text>
        ) : (
          <>
            {order.isDeadlinePassed ? (
              <Text role="status" color="fg.warning" fontWeight="medium">
                {DEADLINE_PASSED_TEXT}
              </Text>
            ) : order.canEdit || order.canSkip || order.canUnskip || order.canChangePayment ? (
              <Text fontSize="sm" color="fg.muted">
                Changes possible until {formatDeadline(week.orderDeadline as string)}
              </Text>
            ) : null}
            {skipped ? (
              <Text role="status" fontWeight="semibold">
                {SKIPPED_TEXT}
              </Text>
            ) : (
              <MealList order={order} />
            )}
            <Flex gap="2" wrap="wrap">
              {order.canEdit ? (
                <>
                  <Button size="sm" onClick={openMeals}>
                    Edit Meals
                  </Button>
                  <Button size="sm" variant="outline" onClick={() => setDialog('delivery')}>
                    Edit Delivery
                  </Button>
                </>
              ) : null}
              {/* The server offers it only when there is a choice (not skipped, not a card-only subscriber). */}
              {order.canChangePayment && !skipped ? (
                <Button size="sm" variant="outline" onClick={() => setDialog('payment')}>
                  Edit Payment
                </Button>
              ) : null}
              {order.canSkip ? (
                <Button size="sm" variant="ghost" onClick={() => setDialog('skip')} loading={skipping}>
                  Skip Delivery
                </Button>
              ) : null}
              {order.canUnskip ? (
                <Button size="sm" variant="outline" onClick={() => setSkipped(false)} loading={unskipping}>
                  Unskip Delivery
                </Button>
              ) : null}
            </Flex>
            {order.paymentMethod && !skipped ? (
              <Text fontSize="sm" color="fg.muted">
                {order.total.formatted} · {PAYMENT_METHOD_LABELS[order.paymentMethod] ?? order.paymentMethod}
              </Text>
            ) : null}
          </>
        )}
      </Stack>

      <AccountDialog
        open={dialog === 'skip'}
        onClose={close}
        title="Skip Delivery"
        confirmLabel="Skip Delivery"
        onConfirm={() => setSkipped(true)}
      >
        <Text>
          Skip the delivery of {formatDeliveryDay(week.deliveryDate as string)}? Skipping is free until the deadline,
          and you can unskip it until then.
        </Text>
      </AccountDialog>
      {order && dialog && dialog !== 'skip' ? (
        <Suspense fallback={null}>
          {dialog === 'meals' && menu ? (
            <MealEditorDialog order={order} items={order.items} menu={menu} onClose={close} />
          ) : null}
          {dialog === 'delivery' ? (
            <DeliveryDialog order={order} viewer={viewer} weekId={week.databaseId} onClose={close} />
          ) : null}
          {dialog === 'payment' ? <PaymentDialog order={order} onClose={close} /> : null}
        </Suspense>
      ) : null}
    </Box>
  );
}

function MealList({
  order,
}: {
  order: { mealCount: number; items: readonly { id: string; portionSize: string; meal: { title: string } }[] };
}) {
  const missing = order.mealCount - order.items.length;
  return (
    <Stack gap="1">
      <Stack as="ul" gap="1" p="0" m="0" aria-label="Meals">
        {order.items.map((item) => (
          <Flex as="li" key={item.id} listStyleType="none" justify="space-between" gap="3">
            <Text>{item.meal.title}</Text>
            <Text color="fg.muted" textTransform="capitalize" flexShrink={0}>
              {item.portionSize}
            </Text>
          </Flex>
        ))}
      </Stack>
      {missing > 0 ? (
        <Text fontSize="sm" color="fg.warning">
          {missing} of {order.mealCount} meals still to choose — the chef picks any left at the deadline.
        </Text>
      ) : null}
    </Stack>
  );
}

function Restricted({ restriction, weekId }: { restriction: string; weekId: number }) {
  if (restriction === 'subscription_needed') {
    return (
      <Stack gap="1">
        <Text fontWeight="semibold">Subscription needed</Text>
        <Text fontSize="sm" color="fg.muted">
          Resume your subscription in the Subscription tab to order this week.
        </Text>
      </Stack>
    );
  }
  return (
    <Flex gap="3" align="center" wrap="wrap">
      <Text fontSize="sm" color="fg.muted">
        Only your trial box&apos;s week is open until you subscribe.
      </Text>
      <Button asChild size="sm" variant="outline">
        <RouterLink to={`/menu/${weekId}?fromAccount=true`}>Start subscription</RouterLink>
      </Button>
    </Flex>
  );
}
