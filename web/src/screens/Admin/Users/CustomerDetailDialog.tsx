import { Badge, Heading, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import type { CustomerDetailDialogQuery } from '../../../__generated__/CustomerDetailDialogQuery.graphql.ts';
import { ScreenError } from '../../../components/ScreenError.tsx';
import { AdminDialog, ViewDialogContent } from '../AdminDialog.tsx';
import { AdminTable } from '../AdminTable.tsx';
import { formatListDate } from '../adminFormat.ts';
import { narrowOnly, wideOnly } from '../responsiveTable.ts';

const PAYMENT_STATUS_PALETTE: Record<string, string> = {
  confirmed: 'green',
  succeeded: 'green',
  processing: 'orange',
  pending: 'gray',
  failed: 'red',
};

export const customerDetailDialogQuery = graphql`
  query CustomerDetailDialogQuery($id: ID!) {
    node(id: $id) {
      ... on Customer {
        email
        phone
        addressLine
        userType
        subscription {
          status
          mealCount
          portionSize
          deliverySlot
          startedAt
          cancelledAt
        }
        orders(first: 20) {
          totalCount
          edges {
            node {
              id
              databaseId
              week {
                label
              }
              status
              mealCount
              paymentMethod
              paymentStatus
              total {
                formatted
              }
            }
          }
        }
        payments {
          databaseId
          provider
          status
          amount {
            formatted
          }
          createdAt
          weekLabel
          failureReason
        }
      }
    }
  }
`;

/** A customer opened from User Accounts: their subscription, orders and payments (read-only). */
export function CustomerDetailDialog({
  queryRef,
  name,
  onClose,
}: {
  /** The customer's query, started by the click that opened the dialog. */
  queryRef: PreloadedQuery<CustomerDetailDialogQuery>;
  name: string;
  onClose: () => void;
}) {
  return (
    <AdminDialog size="xl" onClose={onClose} scrollBehavior="inside">
      <ViewDialogContent title={name || 'Customer'}>
        <ErrorBoundary FallbackComponent={ScreenError}>
          <Suspense fallback={<Spinner aria-label="Loading customer" />}>
            <CustomerDetail queryRef={queryRef} />
          </Suspense>
        </ErrorBoundary>
      </ViewDialogContent>
    </AdminDialog>
  );
}

function CustomerDetail({ queryRef }: { queryRef: PreloadedQuery<CustomerDetailDialogQuery> }) {
  const { node } = usePreloadedQuery<CustomerDetailDialogQuery>(customerDetailDialogQuery, queryRef);
  if (!node?.orders || !node.payments) return <Text>Customer not found.</Text>;
  const subscription = node.subscription;
  return (
    <Stack gap="5">
      <Text color="fg.muted" fontSize="sm">
        {node.email}
        {node.phone ? ` · ${node.phone}` : ''}
        {node.addressLine ? ` · ${node.addressLine}` : ''}
      </Text>
      <Stack gap="1" as="section" aria-labelledby="customer-subscription">
        <Heading as="h3" size="sm" id="customer-subscription">
          Subscription
        </Heading>
        {subscription ? (
          <Text>
            <Badge colorPalette={subscription.status === 'active' ? 'green' : 'gray'}>
              {subscription.status === 'active' ? 'Active' : 'Cancelled'}
            </Badge>{' '}
            {subscription.mealCount} meals, {subscription.portionSize}, {subscription.deliverySlot} · since{' '}
            {formatListDate(subscription.startedAt)}
            {subscription.cancelledAt ? ` · cancelled ${formatListDate(subscription.cancelledAt)}` : ''}
          </Text>
        ) : (
          <Text>No subscription ({node.userType === 'trial' ? 'trial customer' : node.userType}).</Text>
        )}
      </Stack>
      <Stack gap="2" as="section" aria-labelledby="customer-orders">
        <Heading as="h3" size="sm" id="customer-orders">
          Orders ({node.orders.totalCount})
        </Heading>
        {node.orders.edges.length === 0 ? (
          <Text color="fg.muted">No orders yet.</Text>
        ) : (
          <AdminTable
            aria-label="Orders"
            columns={
              <>
                <Table.ColumnHeader>Week</Table.ColumnHeader>
                <Table.ColumnHeader {...wideOnly}>Status</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end" {...wideOnly}>
                  Meals
                </Table.ColumnHeader>
                <Table.ColumnHeader>Payment</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Total</Table.ColumnHeader>
              </>
            }
          >
            {node.orders.edges.map(({ node: order }) => (
              <Table.Row key={order.id}>
                <Table.Cell whiteSpace="nowrap">
                  {order.week.label}
                  <Text as="span" fontSize="xs" color="fg.muted" {...narrowOnly}>
                    {order.status.replace('_', ' ')}, {order.mealCount} meals
                  </Text>
                </Table.Cell>
                <Table.Cell {...wideOnly}>{order.status.replace('_', ' ')}</Table.Cell>
                <Table.Cell textAlign="end" {...wideOnly}>
                  {order.mealCount}
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">
                  {order.paymentMethod ?? '—'}{' '}
                  <Badge colorPalette={PAYMENT_STATUS_PALETTE[order.paymentStatus] ?? 'gray'}>
                    {order.paymentStatus}
                  </Badge>
                </Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {order.total.formatted}
                </Table.Cell>
              </Table.Row>
            ))}
          </AdminTable>
        )}
      </Stack>
      <Stack gap="2" as="section" aria-labelledby="customer-payments">
        <Heading as="h3" size="sm" id="customer-payments">
          Payments
        </Heading>
        {node.payments.length === 0 ? (
          <Text color="fg.muted">No payments yet.</Text>
        ) : (
          <AdminTable
            aria-label="Payments"
            columns={
              <>
                <Table.ColumnHeader>Date</Table.ColumnHeader>
                <Table.ColumnHeader {...wideOnly}>Week</Table.ColumnHeader>
                <Table.ColumnHeader {...wideOnly}>Provider</Table.ColumnHeader>
                <Table.ColumnHeader>Status</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
              </>
            }
          >
            {node.payments.map((payment) => (
              <Table.Row key={payment.databaseId}>
                <Table.Cell whiteSpace="nowrap">
                  {formatListDate(payment.createdAt)}
                  <Text as="span" fontSize="xs" color="fg.muted" {...narrowOnly}>
                    {payment.provider}
                  </Text>
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap" {...wideOnly}>
                  {payment.weekLabel ?? '—'}
                </Table.Cell>
                <Table.Cell {...wideOnly}>{payment.provider}</Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={PAYMENT_STATUS_PALETTE[payment.status] ?? 'gray'}>{payment.status}</Badge>
                  {payment.failureReason ? ` ${payment.failureReason}` : ''}
                </Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {payment.amount.formatted}
                </Table.Cell>
              </Table.Row>
            ))}
          </AdminTable>
        )}
      </Stack>
    </Stack>
  );
}
