import { Box, Button, Flex, Image, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { useState, useTransition } from 'react';
import {
  graphql,
  useFragment,
  useMutation,
  usePaginationFragment,
  usePreloadedQuery,
  type PreloadedQuery,
} from 'react-relay/hooks';
import type { UpcomingOrdersTab_order$key } from '../../../__generated__/UpcomingOrdersTab_order.graphql.ts';
import type { UpcomingOrdersTab_query$key } from '../../../__generated__/UpcomingOrdersTab_query.graphql.ts';
import type {
  UpcomingOrdersTabPaginationQuery,
  UpcomingOrdersTabPaginationQuery$variables,
} from '../../../__generated__/UpcomingOrdersTabPaginationQuery.graphql.ts';
import type { UpcomingOrdersTabPaymentMutation } from '../../../__generated__/UpcomingOrdersTabPaymentMutation.graphql.ts';
import type { UpcomingOrdersTabQuery } from '../../../__generated__/UpcomingOrdersTabQuery.graphql.ts';
import { notify } from '../../../components/ui/toaster.tsx';
import { formatListDate } from '../adminFormat.ts';
import { AdminDialog, ViewDialogContent } from '../AdminDialog.tsx';
import { AdminTable, LoadMoreButton, ShownCount } from '../AdminTable.tsx';
import { ConfirmDialog } from '../ConfirmDialog.tsx';
import { problemOf } from '../mutationResult.ts';
import { narrowOnly, wideOnly } from '../responsiveTable.ts';
import { FilterSelects } from './FilterSelects.tsx';
import { OpenOrderButton, PaymentBadge, paymentSummary } from './orderCells.tsx';
import { OrderDetailsDialog } from './OrderDetailsDialog.tsx';
import { ANY, ORDERS_PAGE_SIZE, PAYMENT_STATUS_FAILURE } from './ordersFormat.ts';
import { PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS } from '../../../lib/labels.ts';

const paymentMutation = graphql`
  mutation UpcomingOrdersTabPaymentMutation($input: OrderPaymentStatusUpdateInput!) {
    orderPaymentStatusUpdate(input: $input) {
      __typename
      ... on OrderPaymentStatusUpdatePayload {
        order {
          id
          paymentStatus
          ...OrdersListTab_order
          ...OrderDetailsDialog_order
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

export const upcomingOrdersTabQuery = graphql`
  query UpcomingOrdersTabQuery($weekId: ID!) @preloadable {
    ...UpcomingOrdersTab_query @arguments(weekId: $weekId)
  }
`;

type Filters = Pick<UpcomingOrdersTabPaginationQuery$variables, 'paymentMethod' | 'paymentStatus'>;

/**
 * Upcoming Orders (InstaPay verification): by default the week's InstaPay orders whose transfer
 * waits to be checked; per row View Proof, Mark Received and Mark Failed, each after a confirmation.
 */
export default function UpcomingOrdersTab({
  queryRef,
  weekId,
}: {
  queryRef: PreloadedQuery<UpcomingOrdersTabQuery>;
  weekId: string;
}) {
  const query = usePreloadedQuery<UpcomingOrdersTabQuery>(upcomingOrdersTabQuery, queryRef);
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<
    UpcomingOrdersTabPaginationQuery,
    UpcomingOrdersTab_query$key
  >(
    graphql`
      fragment UpcomingOrdersTab_query on Query
      @refetchable(queryName: "UpcomingOrdersTabPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 25 }
        cursor: { type: "String" }
        weekId: { type: "ID" }
        paymentMethod: { type: "PaymentMethodKind", defaultValue: instapay }
        paymentStatus: { type: "PaymentStatus", defaultValue: processing }
      ) {
        adminOrders(
          first: $count
          after: $cursor
          weekId: $weekId
          paymentMethod: $paymentMethod
          paymentStatus: $paymentStatus
        ) @connection(key: "UpcomingOrdersTab_adminOrders", filters: ["weekId", "paymentMethod", "paymentStatus"]) {
          totalCount
          edges {
            node {
              id
              ...UpcomingOrdersTab_order
              ...OrderDetailsDialog_order
            }
          }
        }
      }
    `,
    query,
  );
  const [filters, setFilters] = useState<Filters>({ paymentMethod: 'instapay', paymentStatus: 'processing' });
  const [isFiltering, startTransition] = useTransition();
  /** A filter select's value and change: the first page read again, the rows shown meanwhile. */
  const filter = (name: keyof Filters) => ({
    value: filters[name] ?? ANY,
    onChange: (raw: string) => {
      const next = { ...filters, [name]: raw || null } as Filters;
      setFilters(next);
      startTransition(() => {
        refetch({ ...next, weekId, count: ORDERS_PAGE_SIZE, cursor: null }, { fetchPolicy: 'store-or-network' });
      });
    },
  });
  const [opened, setOpened] = useState<string | null>(null);
  const edges = data.adminOrders.edges;
  const openedNode = edges.find(({ node }) => node.id === opened)?.node ?? null;

  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3" alignItems="end">
        <FilterSelects
          filter={filter}
          filters={[
            ['paymentMethod', 'Payment method', PAYMENT_METHOD_LABELS, 'All'],
            ['paymentStatus', 'Payment status', PAYMENT_STATUS_LABELS, 'All'],
          ]}
        />
      </SimpleGrid>
      <ShownCount
        shown={edges.length}
        total={data.adminOrders.totalCount}
        noun={['order', 'orders']}
        busy={isFiltering}
      />
      <AdminTable
        dimmed={isFiltering}
        emptyText={edges.length === 0 ? 'No payments wait to be verified.' : null}
        columns={
          <>
            <Table.ColumnHeader>Customer</Table.ColumnHeader>
            <Table.ColumnHeader {...wideOnly}>Email</Table.ColumnHeader>
            <Table.ColumnHeader {...wideOnly}>Total</Table.ColumnHeader>
            <Table.ColumnHeader {...wideOnly}>Placed</Table.ColumnHeader>
            <Table.ColumnHeader {...wideOnly}>Payment</Table.ColumnHeader>
            <Table.ColumnHeader>Actions</Table.ColumnHeader>
          </>
        }
      >
        {edges.map(({ node }) => (
          <UpcomingOrderRow key={node.id} order={node} onOpen={() => setOpened(node.id)} />
        ))}
      </AdminTable>
      <LoadMoreButton hasNext={hasNext} loading={isLoadingNext} onClick={() => loadNext(ORDERS_PAGE_SIZE)} />
      <OrderDetailsDialog order={openedNode} onClose={() => setOpened(null)} />
    </Stack>
  );
}

type Verdict = 'confirmed' | 'failed';

function UpcomingOrderRow({ order: key, onOpen }: { order: UpcomingOrdersTab_order$key; onOpen: () => void }) {
  const order = useFragment(
    graphql`
      fragment UpcomingOrdersTab_order on Order {
        id
        databaseId
        createdAt
        paymentMethod
        paymentStatus
        total {
          formatted
        }
        customer {
          name
          email
        }
        paymentProof {
          url
        }
      }
    `,
    key,
  );
  const [commit, isSaving] = useMutation<UpcomingOrdersTabPaymentMutation>(paymentMutation);
  const [asking, setAsking] = useState<Verdict | null>(null);
  const [showingProof, setShowingProof] = useState(false);
  const name = order.customer.name || order.customer.email;
  const waiting = order.paymentMethod === 'instapay' && order.paymentStatus === 'processing';

  const decide = (verdict: Verdict) =>
    commit({
      variables: { input: { orderId: order.id, paymentStatus: verdict } },
      onCompleted: ({ orderPaymentStatusUpdate }) => {
        setAsking(null);
        const problem = problemOf(orderPaymentStatusUpdate, 'OrderPaymentStatusUpdatePayload');
        if (problem) return notify({ type: 'error', title: PAYMENT_STATUS_FAILURE, description: problem.message });
        notify({
          type: 'success',
          title: 'Success',
          description: verdict === 'confirmed' ? `Payment received for ${name}` : `Payment marked failed for ${name}`,
        });
      },
      onError: (error) => {
        setAsking(null);
        notify({ type: 'error', title: PAYMENT_STATUS_FAILURE, description: error.message });
      },
    });

  const payment = paymentSummary(order);
  return (
    <Table.Row>
      <Table.Cell minW="9rem">
        <OpenOrderButton databaseId={order.databaseId} name={name} onOpen={onOpen} />
        <Box {...narrowOnly} fontSize="xs" color="fg.muted">
          <Text>
            #{order.databaseId} · {order.total.formatted}
          </Text>
          <Text>{payment}</Text>
        </Box>
      </Table.Cell>
      <Table.Cell {...wideOnly}>{order.customer.email}</Table.Cell>
      <Table.Cell {...wideOnly} whiteSpace="nowrap">
        {order.total.formatted}
      </Table.Cell>
      <Table.Cell {...wideOnly} whiteSpace="nowrap">
        {formatListDate(order.createdAt as string)}
      </Table.Cell>
      <Table.Cell {...wideOnly}>
        <PaymentBadge order={order} />
      </Table.Cell>
      <Table.Cell>
        <Flex gap="2" wrap="wrap">
          {order.paymentProof ? (
            <Button
              size="xs"
              variant="outline"
              onClick={() => setShowingProof(true)}
              aria-label={`View Proof of ${name}`}
            >
              View Proof
            </Button>
          ) : null}
          {waiting ? (
            <>
              <Button
                size="xs"
                colorPalette="green"
                onClick={() => setAsking('confirmed')}
                aria-label={`Mark Received for ${name}`}
              >
                Mark Received
              </Button>
              <Button
                size="xs"
                variant="outline"
                colorPalette="red"
                onClick={() => setAsking('failed')}
                aria-label={`Mark Failed for ${name}`}
              >
                Mark Failed
              </Button>
            </>
          ) : null}
        </Flex>
        <ConfirmDialog
          open={asking !== null}
          title={asking === 'confirmed' ? 'Mark payment received' : 'Mark payment failed'}
          message={
            asking === 'confirmed'
              ? `Mark the InstaPay transfer of ${order.total.formatted} from ${name} received? The order is confirmed and the customer is told by e-mail.`
              : `Mark the InstaPay transfer of ${order.total.formatted} from ${name} failed? The order will not be delivered and the customer is told by e-mail.`
          }
          confirmLabel={asking === 'confirmed' ? 'Mark Received' : 'Mark Failed'}
          destructive={asking === 'failed'}
          busy={isSaving}
          onCancel={() => setAsking(null)}
          onConfirm={() => asking && decide(asking)}
        />
        {order.paymentProof ? (
          <ProofDialog
            open={showingProof}
            url={order.paymentProof.url}
            title={`Payment proof: order #${order.databaseId} (${name})`}
            onClose={() => setShowingProof(false)}
          />
        ) : null}
      </Table.Cell>
    </Table.Row>
  );
}

function ProofDialog({
  open,
  url,
  title,
  onClose,
}: {
  open: boolean;
  url: string;
  title: string;
  onClose: () => void;
}) {
  return (
    <AdminDialog open={open} size="lg" placement="center" onClose={onClose}>
      <ViewDialogContent
        title={title}
        closeVariant="solid"
        actions={
          <Button asChild variant="outline">
            <a href={url} target="_blank" rel="noreferrer">
              Open full size
            </a>
          </Button>
        }
      >
        {open ? <Image src={url} alt={title} w="full" maxH="70vh" objectFit="contain" /> : null}
      </ViewDialogContent>
    </AdminDialog>
  );
}
