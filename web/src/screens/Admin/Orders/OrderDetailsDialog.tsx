import { Badge, Box, Heading, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { OrderDetailsDialog_order$key } from '../../../__generated__/OrderDetailsDialog_order.graphql.ts';
import { AdminDialog, ViewDialogContent } from '../AdminDialog.tsx';
import { PaymentBadge } from './orderCells.tsx';
import { useListDate } from '../adminFormat.ts';
import { useLingui } from '@lingui/react';
import { useFormat } from '../../../i18n/format.ts';
import { ORDER_STATUS_LABELS, PORTION_LABELS, SLOT_LABELS, useLabels } from '../../../lib/labels.ts';

const ATTEMPT_LABELS: Record<string, string> = {
  pending: /*i18n*/ 'Pending',
  succeeded: /*i18n*/ 'Succeeded',
  failed: /*i18n*/ 'Failed',
};
const PROVIDER_LABELS: Record<string, string> = { paymob: /*i18n*/ 'Card (Paymob)', instapay: /*i18n*/ 'InstaPay' };

/** One order opened from a list: its items with portions, where it goes, notes and payment history. */
export function OrderDetailsDialog({
  order,
  onClose,
}: {
  order: OrderDetailsDialog_order$key | null;
  onClose: () => void;
}) {
  return (
    <AdminDialog open={order !== null} size="lg" scrollBehavior="inside" onClose={onClose}>
      {order ? <Details order={order} /> : null}
    </AdminDialog>
  );
}

function Details({ order: key }: { order: OrderDetailsDialog_order$key }) {
  const order = useFragment(
    graphql`
      fragment OrderDetailsDialog_order on Order {
        databaseId
        createdAt
        status
        mealCount
        defaultPortionSize
        deliverySlot
        deliveryNotes
        delivered
        paymentMethod
        paymentStatus
        total {
          piasters
        }
        week {
          label
          startDate
          endDate
        }
        customer {
          name
          email
          phone
        }
        deliveryAddress {
          name
          street
          building
          floor
          apartment
          area
          landmark
          phone
        }
        items {
          id
          portionSize
          meal {
            title
          }
        }
        payments {
          provider
          status
          amount {
            piasters
          }
          failureReason
          createdAt
        }
      }
    `,
    key,
  );
  const { i18n } = useLingui();
  const format = useFormat();
  const listDate = useListDate();
  const { labelOf } = useLabels();
  const address = order.deliveryAddress;
  const addressLines: [string, string][] = [
    [i18n._('Name'), address.name],
    [i18n._('Street'), address.street],
    [i18n._('Building'), address.building],
    [i18n._('Floor'), address.floor],
    [i18n._('Apartment'), address.apartment],
    [i18n._('Area'), address.area],
    [i18n._('Landmark'), address.landmark],
    [i18n._('Phone'), address.phone],
  ];
  return (
    <ViewDialogContent title={i18n._('Order #{id}', { id: order.databaseId })}>
      <Stack gap="5">
        <Text color="fg.muted">
          {order.customer.name} · {order.customer.email} ·{' '}
          {i18n._('Week of {week} · placed {date}', {
            week: format.week(order.week),
            date: listDate(order.createdAt as string),
          })}
        </Text>
        <Stack direction="row" gap="2" wrap="wrap">
          <Badge>{labelOf(ORDER_STATUS_LABELS, order.status)}</Badge>
          <PaymentBadge order={order} />
          <Badge colorPalette={order.delivered ? 'green' : 'gray'}>
            {order.delivered ? i18n._('Delivered') : i18n._('Not delivered')}
          </Badge>
          <Badge variant="outline">{labelOf(SLOT_LABELS, order.deliverySlot)}</Badge>
        </Stack>

        <Box as="section" aria-labelledby="order-items">
          <Heading as="h3" size="sm" id="order-items" mb="2">
            {i18n._('Items ({meals}, {portion})', {
              meals: i18n._('{count, plural, one {# meal} other {# meals}}', { count: order.mealCount }),
              portion: labelOf(PORTION_LABELS, order.defaultPortionSize),
            })}
          </Heading>
          {order.items.length === 0 ? (
            <Text color="fg.muted">{i18n._('No meals chosen yet: the chef picks them at the deadline.')}</Text>
          ) : (
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{i18n._('Meal')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{i18n._('Portion')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {order.items.map((item) => (
                  <Table.Row key={item.id}>
                    <Table.Cell>{item.meal.title}</Table.Cell>
                    <Table.Cell>{labelOf(PORTION_LABELS, item.portionSize)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          )}
        </Box>

        <Box as="section" aria-labelledby="order-address">
          <Heading as="h3" size="sm" id="order-address" mb="2">
            {i18n._('Delivery address')}
          </Heading>
          <SimpleGrid as="dl" columns={2} gapX="4" gapY="1" templateColumns="auto 1fr">
            {addressLines.map(([label, value]) => (
              <Box key={label} display="contents">
                <Text as="dt" color="fg.muted">
                  {label}
                </Text>
                <Text as="dd">{value || '—'}</Text>
              </Box>
            ))}
          </SimpleGrid>
        </Box>

        <Box as="section" aria-labelledby="order-notes">
          <Heading as="h3" size="sm" id="order-notes" mb="1">
            {i18n._('Notes')}
          </Heading>
          <Text>{order.deliveryNotes || i18n._('No notes.')}</Text>
        </Box>

        <Box as="section" aria-labelledby="order-payments">
          <Heading as="h3" size="sm" id="order-payments" mb="2">
            {i18n._('Payment history')}
          </Heading>
          <Text mb="2">{i18n._('Total {amount}', { amount: format.money(order.total.piasters) })}</Text>
          {order.payments.length === 0 ? (
            <Text color="fg.muted">{i18n._('No payment attempts yet.')}</Text>
          ) : (
            <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
              {order.payments.map((payment, index) => (
                <Text as="li" key={index}>
                  {listDate(payment.createdAt as string)} · {labelOf(PROVIDER_LABELS, payment.provider)} ·{' '}
                  {format.money(payment.amount.piasters)} · {labelOf(ATTEMPT_LABELS, payment.status)}
                  {payment.failureReason ? ` (${payment.failureReason})` : ''}
                </Text>
              ))}
            </Stack>
          )}
        </Box>
      </Stack>
    </ViewDialogContent>
  );
}
