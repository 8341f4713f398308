import { useLingui } from '@lingui/react';
import { Badge, Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { OrderReview_order$key } from '../../__generated__/OrderReview_order.graphql.ts';
import { MealCountList } from '../../components/MealCountList.tsx';
import { useFormat } from '../../i18n/format.ts';
import { PORTION_LABELS, SLOT_HOURS_LABELS, useLabels } from '../../lib/labels.ts';

/** The amounts of the order type chosen, as the form shows them ("Free" delivery, no zero discount). */
export interface Amounts {
  subtotal: string;
  discount: string | null;
  deliveryFee: string;
  total: string;
  firstOrderDiscount: string | null;
  /** Referrals: a friend's 10 % off their first order (part of `discount`). */
  referralDiscount?: string | null;
  /** Referrals: the customer's credit, used first (`total` is after it). */
  credit?: string | null;
  /** The credit pays it all: nothing to pay, no transfer to make. */
  paidByCredit?: boolean;
}

const orderFragment = graphql`
  fragment OrderReview_order on Order {
    mealCount
    defaultPortionSize
    deliverySlot
    week {
      label
      startDate
      endDate
    }
    items {
      portionSize
      meal {
        id
        title
      }
    }
  }
`;

/** "Review your order": the week, the meals grouped by meal and size, and the amounts. */
export function OrderReview({ order: orderKey, amounts }: { order: OrderReview_order$key; amounts: Amounts }) {
  const { i18n } = useLingui();
  const format = useFormat();
  const { labelOf, mealCount } = useLabels();
  const order = useFragment(orderFragment, orderKey);
  return (
    <Stack gap="5">
      <Heading as="h1" size={{ base: 'xl', md: '2xl' }} fontFamily="heading">
        {i18n._('Review your order')}
      </Heading>
      <Box
        as="section"
        aria-labelledby="order-title"
        bg="bg.panel"
        borderWidth="1px"
        borderRadius="2xl"
        p={{ base: '4', md: '6' }}
      >
        <Stack gap="4">
          <Flex justify="space-between" align="flex-start" gap="3" wrap="wrap">
            <Box>
              <Heading as="h2" id="order-title" size="md">
                {format.week(order.week)}
              </Heading>
              <Text color="fg.muted" fontSize="sm">
                {i18n._('{meals} · {slot} delivery', {
                  meals: mealCount(order.mealCount),
                  slot: labelOf(SLOT_HOURS_LABELS, order.deliverySlot),
                })}
              </Text>
            </Box>
            <Badge colorPalette="saffron" variant="subtle" borderRadius="full">
              {i18n._('{portion} portions', { portion: labelOf(PORTION_LABELS, order.defaultPortionSize) })}
            </Badge>
          </Flex>
          <Box borderTopWidth="1px" />
          <MealCountList
            label={i18n._('Meals')}
            picks={order.items.map((item) => ({ mealId: item.meal.id, portionSize: item.portionSize }))}
            titleOf={(mealId) => order.items.find((item) => item.meal.id === mealId)?.meal.title ?? ''}
          />
          <Box borderTopWidth="1px" />
          <Stack gap="1.5" as="dl">
            <PriceLine label={i18n._('Subtotal')} value={amounts.subtotal} />
            {amounts.discount ? (
              <PriceLine label={i18n._('Discount')} value={`− ${amounts.discount}`} tone="green.fg" />
            ) : null}
            {amounts.firstOrderDiscount ? (
              <Text fontSize="sm" color="green.fg">
                {i18n._('Includes 10% off your first subscription order ({amount})', {
                  amount: amounts.firstOrderDiscount,
                })}
              </Text>
            ) : null}
            {amounts.referralDiscount ? (
              <Text fontSize="sm" color="green.fg">
                {i18n._("Includes 10% off your first order, from your friend's invitation ({amount})", {
                  amount: amounts.referralDiscount,
                })}
              </Text>
            ) : null}
            <PriceLine label={i18n._('Delivery fee')} value={amounts.deliveryFee} />
            {amounts.credit ? (
              <PriceLine label={i18n._('Your credit')} value={`− ${amounts.credit}`} tone="green.fg" />
            ) : null}
            <PriceLine label={i18n._('Total')} value={amounts.total} strong />
          </Stack>
        </Stack>
      </Box>
    </Stack>
  );
}

function PriceLine({ label, value, strong, tone }: { label: string; value: string; strong?: boolean; tone?: string }) {
  return (
    <Flex
      justify="space-between"
      fontWeight={strong ? 'bold' : 'normal'}
      fontSize={strong ? 'lg' : 'md'}
      pt={strong ? '2' : '0'}
      borderTopWidth={strong ? '1px' : '0'}
    >
      <Text as="dt">{label}</Text>
      <Text as="dd" color={tone}>
        {value}
      </Text>
    </Flex>
  );
}
