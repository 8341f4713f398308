import { Badge, Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
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
import { orderBadge, useAccountFormat } from './accountFormat.ts';
import { useFormat } from '../../i18n/format.ts';
import { PAYMENT_METHOD_LABELS, PORTION_LABELS, SLOT_HOURS_LABELS, useLabels } from '../../lib/labels.ts';

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

export const DEADLINE_PASSED_TEXT = /*i18n*/ 'Order deadline has passed. You can no longer modify this order.';
export const SKIPPED_TEXT = /*i18n*/ 'This delivery is skipped';

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
          startDate
          endDate
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
            pickedForYou
            meal {
              id
              title
            }
          }
          total {
            piasters
          }
          ...MealEditorDialog_order
          ...DeliveryDialog_order
          ...PaymentDialog_order
        }
      }
    `,
    entryKey,
  );
  const { i18n } = useLingui();
  const format = useFormat();
  const dates = useAccountFormat();
  const labels = useLabels();
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
  const deliveryDay = dates.deliveryDay(week.deliveryDate as string);
  const label = i18n._('Delivery {day}', { day: deliveryDay });
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
    const onFailure = () =>
      void notify(
        retryNotice(
          i18n,
          skip
            ? i18n._("We couldn't skip this delivery. Please try again.")
            : i18n._("We couldn't unskip this delivery. Please try again."),
        ),
      );
    const variables = { input: { orderId: order.id } };
    if (skip) {
      commitSkip({
        variables,
        optimisticResponse: { orderSkip: { __typename: 'OrderSkipPayload', order: optimistic } },
        onCompleted: (result) => {
          if (result.orderSkip.__typename !== 'OrderSkipPayload') onFailure();
          else
            notify({
              type: 'success',
              title: i18n._('Delivery skipped'),
              description: i18n._('{delivery} is skipped.', { delivery: label }),
            });
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
          else
            notify({
              type: 'success',
              title: i18n._('Delivery restored'),
              description: i18n._('{delivery} is back on.', { delivery: label }),
            });
        },
        onError: onFailure,
      });
    }
  };

  return (
    <Box
      as="li"
      listStyleType="none"
      aria-label={format.week(week)}
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
                {labels.mealCount(order.mealCount)} · {labels.labelOf(SLOT_HOURS_LABELS, order.deliverySlot)}
              </Text>
            ) : null}
          </Box>
          {order ? (
            <Badge variant="subtle" borderRadius="full" colorPalette={orderBadge(order).color}>
              {i18n._(orderBadge(order).label)}
            </Badge>
          ) : null}
        </Flex>

        {restriction ? (
          <Restricted restriction={restriction} weekId={week.databaseId} />
        ) : !order ? (
          <Text color="fg.muted">{i18n._('No order for this week yet.')}</Text>
        ) : (
          <>
            {order.isDeadlinePassed ? (
              <Text role="status" color="fg.warning" fontWeight="medium">
                {i18n._(DEADLINE_PASSED_TEXT)}
              </Text>
            ) : order.canEdit || order.canSkip || order.canUnskip || order.canChangePayment ? (
              <Text fontSize="sm" color="fg.muted">
                {i18n._('Changes possible until {deadline}', {
                  deadline: dates.deadline(week.orderDeadline as string),
                })}
              </Text>
            ) : null}
            {skipped ? (
              <Text role="status" fontWeight="semibold">
                {i18n._(SKIPPED_TEXT)}
              </Text>
            ) : (
              <MealList order={order} />
            )}
            <Flex gap="2" wrap="wrap">
              {order.canEdit ? (
                <>
                  <Button size="sm" onClick={openMeals}>
                    {i18n._('Edit Meals')}
                  </Button>
                  <Button size="sm" variant="outline" onClick={() => setDialog('delivery')}>
                    {i18n._('Edit Delivery')}
                  </Button>
                </>
              ) : null}
              {/* The server offers it only when there is a choice (not skipped, not a card-only subscriber). */}
              {order.canChangePayment && !skipped ? (
                <Button size="sm" variant="outline" onClick={() => setDialog('payment')}>
                  {i18n._('Edit Payment')}
                </Button>
              ) : null}
              {order.canSkip ? (
                <Button size="sm" variant="ghost" onClick={() => setDialog('skip')} loading={skipping}>
                  {i18n._('Skip Delivery')}
                </Button>
              ) : null}
              {order.canUnskip ? (
                <Button size="sm" variant="outline" onClick={() => setSkipped(false)} loading={unskipping}>
                  {i18n._('Unskip Delivery')}
                </Button>
              ) : null}
            </Flex>
            {order.paymentMethod && !skipped ? (
              <Text fontSize="sm" color="fg.muted">
                {format.money(order.total.piasters)} · {labels.labelOf(PAYMENT_METHOD_LABELS, order.paymentMethod)}
              </Text>
            ) : null}
          </>
        )}
      </Stack>

      <AccountDialog
        open={dialog === 'skip'}
        onClose={close}
        title={i18n._('Skip Delivery')}
        confirmLabel={i18n._('Skip Delivery')}
        onConfirm={() => setSkipped(true)}
      >
        <Text>
          {i18n._(
            'Skip the delivery of {day}? Skipping is free until the deadline, and you can unskip it until then.',
            { day: deliveryDay },
          )}
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
  order: {
    mealCount: number;
    items: readonly { id: string; portionSize: string; pickedForYou?: string | null; meal: { title: string } }[];
  };
}) {
  const { i18n } = useLingui();
  const labels = useLabels();
  const format = useFormat();
  const missing = order.mealCount - order.items.length;
  return (
    <Stack gap="1">
      <Stack as="ul" gap="1" p="0" m="0" aria-label={i18n._('Meals')}>
        {order.items.map((item) => (
          <Flex as="li" key={item.id} listStyleType="none" justify="space-between" gap="3">
            <Stack gap="0">
              <Text>{item.meal.title}</Text>
              {item.pickedForYou ? (
                <Text fontSize="xs" color="fg.muted">
                  {item.pickedForYou}
                </Text>
              ) : null}
            </Stack>
            <Text color="fg.muted" flexShrink={0}>
              {labels.labelOf(PORTION_LABELS, item.portionSize)}
            </Text>
          </Flex>
        ))}
      </Stack>
      {missing > 0 ? (
        <Text fontSize="sm" color="fg.warning">
          {i18n._(
            '{missing} of {count, plural, one {# meal} other {# meals}} still to choose — the chef picks any left at the deadline.',
            { missing: format.number(missing), count: order.mealCount },
          )}
        </Text>
      ) : null}
    </Stack>
  );
}

function Restricted({ restriction, weekId }: { restriction: string; weekId: number }) {
  const { i18n } = useLingui();
  if (restriction === 'subscription_needed') {
    return (
      <Stack gap="1">
        <Text fontWeight="semibold">{i18n._('Subscription needed')}</Text>
        <Text fontSize="sm" color="fg.muted">
          {i18n._('Resume your subscription in the Subscription tab to order this week.')}
        </Text>
      </Stack>
    );
  }
  return (
    <Flex gap="3" align="center" wrap="wrap">
      <Text fontSize="sm" color="fg.muted">
        {i18n._("Only your trial box's week is open until you subscribe.")}
      </Text>
      <Button asChild size="sm" variant="outline">
        <RouterLink to={`/menu/${weekId}?fromAccount=true`}>{i18n._('Start subscription')}</RouterLink>
      </Button>
    </Flex>
  );
}
