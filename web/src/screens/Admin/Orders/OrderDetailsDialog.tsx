import { Badge, Box, Heading, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { OrderDetailsDialog_order$key } from '../../../__generated__/OrderDetailsDialog_order.graphql.ts';
import { AdminDialog, ViewDialogContent } from '../AdminDialog.tsx';
import { PaymentBadge } from './orderCells.tsx';
import { formatListDate } from '../adminFormat.ts';
import { ORDER_STATUS_LABELS, PORTION_LABELS, SLOT_LABELS, labelOf } from '../../../lib/labels.ts';

const ATTEMPT_LABELS: Record<string, string> = { pending: 'Pending', succeeded: 'Succeeded', failed: 'Failed' };
const PROVIDER_LABELS: Record<string, string> = { paymob: 'Card (Paymob)', instapay: 'InstaPay' };

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
          formatted
        }
        week {
          label
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
            formatted
          }
          failureReason
          createdAt
        }
      }
    `,
    key,
  );
  const address = order.deliveryAddress;
  const addressLines: [string, string][] = [
    ['Name', address.name],
    ['Street', address.street],
    ['Building', address.building],
    ['Floor', address.floor],
    ['Apartment', address.apartment],
    ['Area', address.area],
    ['Landmark', address.landmark],
    ['Phone', address.phone],
  ];
  return (
    <ViewDialogContent title={`Order #${order.databaseId}`}>
      <Stack gap="5">
        <Text color="fg.muted">
          {order.customer.name} · {order.customer.email} · Week of {order.week.label} · placed{' '}
          {formatListDate(order.createdAt as string)}
        </Text>
        <Stack direction="row" gap="2" wrap="wrap">
          <Badge>{labelOf(ORDER_STATUS_LABELS, order.status)}</Badge>
          <PaymentBadge order={order} />
          <Badge colorPalette={order.delivered ? 'green' : 'gray'}>
            {order.delivered ? 'Delivered' : 'Not delivered'}
          </Badge>
          <Badge variant="outline">{labelOf(SLOT_LABELS, order.deliverySlot)}</Badge>
        </Stack>

        <Box as="section" aria-labelledby="order-items">
          <Heading as="h3" size="sm" id="order-items" mb="2">
            Items ({order.mealCount} meals, {labelOf(PORTION_LABELS, order.defaultPortionSize)})
          </Heading>
          {order.items.length === 0 ? (
            <Text color="fg.muted">No meals chosen yet: the chef picks them at the deadline.</Text>
          ) : (
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Meal</Table.ColumnHeader>
                  <Table.ColumnHeader>Portion</Table.ColumnHeader>
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
            Delivery address
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
            Notes
          </Heading>
          <Text>{order.deliveryNotes || 'No notes.'}</Text>
        </Box>

        <Box as="section" aria-labelledby="order-payments">
          <Heading as="h3" size="sm" id="order-payments" mb="2">
            Payment history
          </Heading>
          <Text mb="2">Total {order.total.formatted}</Text>
          {order.payments.length === 0 ? (
            <Text color="fg.muted">No payment attempts yet.</Text>
          ) : (
            <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
              {order.payments.map((payment, index) => (
                <Text as="li" key={index}>
                  {formatListDate(payment.createdAt as string)} ·{' '}
                  {PROVIDER_LABELS[payment.provider] ?? payment.provider} · {payment.amount.formatted} ·{' '}
                  {ATTEMPT_LABELS[payment.status] ?? payment.status}
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
