import { Box, Grid, Heading, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { Fragment } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { PaymentReceipt_order$key } from '../../__generated__/PaymentReceipt_order.graphql.ts';
import { useFormat } from '../../i18n/format.ts';
import { PAYMENT_METHOD_LABELS, PORTION_LABELS, SLOT_HOURS_LABELS, useLabels } from '../../lib/labels.ts';

/** What was paid for: the order number and its summary, read as the signed-in owner. */
export function PaymentReceipt({ order: orderKey }: { order: PaymentReceipt_order$key }) {
  const order = useFragment(
    graphql`
      fragment PaymentReceipt_order on Order {
        databaseId
        week {
          label
          startDate
          endDate
        }
        mealCount
        defaultPortionSize
        deliverySlot
        paymentMethod
        total {
          piasters
        }
      }
    `,
    orderKey,
  );
  const { i18n } = useLingui();
  const format = useFormat();
  const labels = useLabels();
  const rows: [string, string][] = [
    [i18n._('Week'), format.week(order.week)],
    [
      i18n._('Meals'),
      i18n._('{meals}, {portion}', {
        meals: labels.mealCount(order.mealCount),
        portion: labels.labelOf(PORTION_LABELS, order.defaultPortionSize),
      }),
    ],
    [i18n._('Delivery'), labels.labelOf(SLOT_HOURS_LABELS, order.deliverySlot)],
    [
      i18n._('Paid'),
      i18n._('{amount} by {method}', {
        amount: format.money(order.total.piasters),
        method: labels.labelOf(PAYMENT_METHOD_LABELS, order.paymentMethod),
      }),
    ],
  ];
  return (
    <Box as="section" aria-labelledby="receipt-title" bg="bg.muted" borderRadius="xl" p="5" textAlign="start">
      <Heading as="h2" size="md" id="receipt-title" mb="3">
        {i18n._('Order #{number}', { number: order.databaseId })}
      </Heading>
      <Grid as="dl" templateColumns="auto 1fr" columnGap="4" rowGap="1.5">
        {rows.map(([label, value]) => (
          <Fragment key={label}>
            <Text as="dt" color="fg.muted">
              {label}
            </Text>
            <Text as="dd" fontWeight="medium">
              {value}
            </Text>
          </Fragment>
        ))}
      </Grid>
    </Box>
  );
}
