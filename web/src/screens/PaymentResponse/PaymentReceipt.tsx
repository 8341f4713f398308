import { Box, Grid, Heading, Text } from '@chakra-ui/react';
import { Fragment } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { PaymentReceipt_order$key } from '../../__generated__/PaymentReceipt_order.graphql.ts';
import { labelOf, PAYMENT_METHOD_LABELS, PORTION_LABELS, SLOT_HOURS_LABELS } from '../../lib/labels.ts';

/** What was paid for: the order number and its summary, read as the signed-in owner. */
export function PaymentReceipt({ order: orderKey }: { order: PaymentReceipt_order$key }) {
  const order = useFragment(
    graphql`
      fragment PaymentReceipt_order on Order {
        databaseId
        week {
          label
        }
        mealCount
        defaultPortionSize
        deliverySlot
        paymentMethod
        total {
          formatted
        }
      }
    `,
    orderKey,
  );
  const rows: [string, string][] = [
    ['Week', order.week.label],
    ['Meals', `${order.mealCount} meals, ${labelOf(PORTION_LABELS, order.defaultPortionSize)}`],
    ['Delivery', labelOf(SLOT_HOURS_LABELS, order.deliverySlot)],
    ['Paid', `${order.total.formatted} by ${labelOf(PAYMENT_METHOD_LABELS, order.paymentMethod)}`],
  ];
  return (
    <Box as="section" aria-labelledby="receipt-title" bg="bg.muted" borderRadius="xl" p="5" textAlign="start">
      <Heading as="h2" size="md" id="receipt-title" mb="3">
        Order #{order.databaseId}
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
