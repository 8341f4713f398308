import { Badge, Heading, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import type { CustomerDetailDialogQuery } from '../../../__generated__/CustomerDetailDialogQuery.graphql.ts';
import { ScreenError } from '../../../components/ScreenError.tsx';
import { AdminDialog, ViewDialogContent } from '../AdminDialog.tsx';
import { AdminTable } from '../AdminTable.tsx';
import { useListDate } from '../adminFormat.ts';
import { useLingui } from '@lingui/react';
import { useFormat } from '../../../i18n/format.ts';
import {
  ORDER_STATUS_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  PORTION_LABELS,
  SLOT_LABELS,
  useLabels,
} from '../../../lib/labels.ts';
import { narrowOnly, wideOnly } from '../responsiveTable.ts';

/** A payment attempt's state (an order's payment states, and a card charge that went through). */
const ATTEMPT_STATUS_LABELS: Record<string, string> = { ...PAYMENT_STATUS_LABELS, succeeded: /*i18n*/ 'Succeeded' };
const PROVIDER_LABELS: Record<string, string> = { paymob: /*i18n*/ 'Card (Paymob)', instapay: /*i18n*/ 'InstaPay' };

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
                startDate
                endDate
              }
              status
              mealCount
              paymentMethod
              paymentStatus
              total {
                piasters
              }
            }
          }
        }
        payments {
          databaseId
          provider
          status
          amount {
            piasters
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
  const { i18n } = useLingui();
  return (
    <AdminDialog size="xl" onClose={onClose} scrollBehavior="inside">
      <ViewDialogContent title={name || i18n._('Customer')}>
        <ErrorBoundary FallbackComponent={ScreenError}>
          <Suspense fallback={<Spinner aria-label={i18n._('Loading customer')} />}>
            <CustomerDetail queryRef={queryRef} />
          </Suspense>
        </ErrorBoundary>
      </ViewDialogContent>
    </AdminDialog>
  );
}

function CustomerDetail({ queryRef }: { queryRef: PreloadedQuery<CustomerDetailDialogQuery> }) {
  const { i18n } = useLingui();
  const format = useFormat();
  const listDate = useListDate();
  const { labelOf } = useLabels();
  const { node } = usePreloadedQuery<CustomerDetailDialogQuery>(customerDetailDialogQuery, queryRef);
  if (!node?.orders || !node.payments) return <Text>{i18n._('Customer not found.')}</Text>;
  const meals = (count: number) => i18n._('{count, plural, one {# meal} other {# meals}}', { count });
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
          {i18n._('Subscription')}
        </Heading>
        {subscription ? (
          <Text>
            <Badge colorPalette={subscription.status === 'active' ? 'green' : 'gray'}>
              {subscription.status === 'active' ? i18n._('Active') : i18n._('Cancelled')}
            </Badge>{' '}
            {i18n._('{meals}, {portion}, {slot} · since {date}', {
              meals: meals(subscription.mealCount),
              portion: labelOf(PORTION_LABELS, subscription.portionSize),
              slot: labelOf(SLOT_LABELS, subscription.deliverySlot),
              date: listDate(subscription.startedAt),
            })}
            {subscription.cancelledAt
              ? ` · ${i18n._('cancelled {date}', { date: listDate(subscription.cancelledAt) })}`
              : ''}
          </Text>
        ) : (
          <Text>
            {node.userType === 'trial'
              ? i18n._('No subscription (trial customer).')
              : i18n._('No subscription ({type}).', { type: node.userType })}
          </Text>
        )}
      </Stack>
      <Stack gap="2" as="section" aria-labelledby="customer-orders">
        <Heading as="h3" size="sm" id="customer-orders">
          {i18n._('Orders ({count})', { count: format.number(node.orders.totalCount) })}
        </Heading>
        {node.orders.edges.length === 0 ? (
          <Text color="fg.muted">{i18n._('No orders yet.')}</Text>
        ) : (
          <AdminTable
            aria-label={i18n._('Orders')}
            columns={
              <>
                <Table.ColumnHeader>{i18n._('Week')}</Table.ColumnHeader>
                <Table.ColumnHeader {...wideOnly}>{i18n._('Status')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end" {...wideOnly}>
                  {i18n._('Meals')}
                </Table.ColumnHeader>
                <Table.ColumnHeader>{i18n._('Payment')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{i18n._('Total')}</Table.ColumnHeader>
              </>
            }
          >
            {node.orders.edges.map(({ node: order }) => (
              <Table.Row key={order.id}>
                <Table.Cell whiteSpace="nowrap">
                  {format.week({
                    label: order.week.label,
                    startDate: String(order.week.startDate),
                    endDate: String(order.week.endDate),
                  })}
                  <Text as="span" fontSize="xs" color="fg.muted" {...narrowOnly}>
                    {labelOf(ORDER_STATUS_LABELS, order.status)}, {meals(order.mealCount)}
                  </Text>
                </Table.Cell>
                <Table.Cell {...wideOnly}>{labelOf(ORDER_STATUS_LABELS, order.status)}</Table.Cell>
                <Table.Cell textAlign="end" {...wideOnly}>
                  {format.number(order.mealCount)}
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">
                  {labelOf(PAYMENT_METHOD_LABELS, order.paymentMethod)}{' '}
                  <Badge colorPalette={PAYMENT_STATUS_PALETTE[order.paymentStatus] ?? 'gray'}>
                    {labelOf(PAYMENT_STATUS_LABELS, order.paymentStatus)}
                  </Badge>
                </Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {format.money(order.total.piasters)}
                </Table.Cell>
              </Table.Row>
            ))}
          </AdminTable>
        )}
      </Stack>
      <Stack gap="2" as="section" aria-labelledby="customer-payments">
        <Heading as="h3" size="sm" id="customer-payments">
          {i18n._('Payments')}
        </Heading>
        {node.payments.length === 0 ? (
          <Text color="fg.muted">{i18n._('No payments yet.')}</Text>
        ) : (
          <AdminTable
            aria-label={i18n._('Payments')}
            columns={
              <>
                <Table.ColumnHeader>{i18n._('Date')}</Table.ColumnHeader>
                <Table.ColumnHeader {...wideOnly}>{i18n._('Week')}</Table.ColumnHeader>
                <Table.ColumnHeader {...wideOnly}>{i18n._('Provider')}</Table.ColumnHeader>
                <Table.ColumnHeader>{i18n._('Status')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{i18n._('Amount')}</Table.ColumnHeader>
              </>
            }
          >
            {node.payments.map((payment) => (
              <Table.Row key={payment.databaseId}>
                <Table.Cell whiteSpace="nowrap">
                  {listDate(payment.createdAt)}
                  <Text as="span" fontSize="xs" color="fg.muted" {...narrowOnly}>
                    {labelOf(PROVIDER_LABELS, payment.provider)}
                  </Text>
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap" {...wideOnly}>
                  {payment.weekLabel ?? '—'}
                </Table.Cell>
                <Table.Cell {...wideOnly}>{labelOf(PROVIDER_LABELS, payment.provider)}</Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={PAYMENT_STATUS_PALETTE[payment.status] ?? 'gray'}>
                    {labelOf(ATTEMPT_STATUS_LABELS, payment.status)}
                  </Badge>
                  {payment.failureReason ? ` ${payment.failureReason}` : ''}
                </Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {format.money(payment.amount.piasters)}
                </Table.Cell>
              </Table.Row>
            ))}
          </AdminTable>
        )}
      </Stack>
    </Stack>
  );
}
