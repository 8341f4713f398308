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
import { useListDate } from '../adminFormat.ts';
import { useLingui } from '@lingui/react';
import { useFormat } from '../../../i18n/format.ts';
import { AdminDialog, ViewDialogContent } from '../AdminDialog.tsx';
import { AdminTable, LoadMoreButton, ShownCount } from '../AdminTable.tsx';
import { ConfirmDialog } from '../ConfirmDialog.tsx';
import { problemOf } from '../mutationResult.ts';
import { narrowOnly, wideOnly } from '../responsiveTable.ts';
import { FilterSelects } from './FilterSelects.tsx';
import { OpenOrderButton, PaymentBadge, paymentSummary } from './orderCells.tsx';
import { OrderDetailsDialog } from './OrderDetailsDialog.tsx';
import { ANY, ORDERS_PAGE_SIZE, PAYMENT_STATUS_FAILURE } from './ordersFormat.ts';
import { PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS, useLabels } from '../../../lib/labels.ts';

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
  const { i18n } = useLingui();
  const format = useFormat();
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
            ['paymentMethod', i18n._('Payment method'), PAYMENT_METHOD_LABELS, i18n._('All')],
            ['paymentStatus', i18n._('Payment status'), PAYMENT_STATUS_LABELS, i18n._('All')],
          ]}
        />
      </SimpleGrid>
      <ShownCount
        text={i18n._('{total, plural, one {Showing {shown} of # order} other {Showing {shown} of # orders}}', {
          shown: format.number(edges.length),
          total: data.adminOrders.totalCount,
        })}
        busy={isFiltering}
      />
      <AdminTable
        dimmed={isFiltering}
        emptyText={edges.length === 0 ? i18n._('No payments wait to be verified.') : null}
        columns={
          <>
            <Table.ColumnHeader>{i18n._('Customer')}</Table.ColumnHeader>
            <Table.ColumnHeader {...wideOnly}>{i18n._('Email')}</Table.ColumnHeader>
            <Table.ColumnHeader {...wideOnly}>{i18n._('Total')}</Table.ColumnHeader>
            <Table.ColumnHeader {...wideOnly}>{i18n._('Placed')}</Table.ColumnHeader>
            <Table.ColumnHeader {...wideOnly}>{i18n._('Payment')}</Table.ColumnHeader>
            <Table.ColumnHeader>{i18n._('Actions')}</Table.ColumnHeader>
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
          piasters
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
  const { i18n } = useLingui();
  const format = useFormat();
  const listDate = useListDate();
  const { labelOf } = useLabels();
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
        if (problem)
          return notify({ type: 'error', title: i18n._(PAYMENT_STATUS_FAILURE), description: i18n._(problem.message) });
        notify({
          type: 'success',
          title: i18n._('Success'),
          description:
            verdict === 'confirmed'
              ? i18n._('Payment received for {name}', { name })
              : i18n._('Payment marked failed for {name}', { name }),
        });
      },
      onError: (error) => {
        setAsking(null);
        notify({ type: 'error', title: i18n._(PAYMENT_STATUS_FAILURE), description: error.message });
      },
    });

  const payment = paymentSummary(order, labelOf);
  const total = format.money(order.total.piasters);
  return (
    <Table.Row>
      <Table.Cell minW="9rem">
        <OpenOrderButton databaseId={order.databaseId} name={name} onOpen={onOpen} />
        <Box {...narrowOnly} fontSize="xs" color="fg.muted">
          <Text>
            #{order.databaseId} · {total}
          </Text>
          <Text>{payment}</Text>
        </Box>
      </Table.Cell>
      <Table.Cell {...wideOnly}>{order.customer.email}</Table.Cell>
      <Table.Cell {...wideOnly} whiteSpace="nowrap">
        {total}
      </Table.Cell>
      <Table.Cell {...wideOnly} whiteSpace="nowrap">
        {listDate(order.createdAt as string)}
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
              aria-label={i18n._('View Proof of {name}', { name })}
            >
              {i18n._('View Proof')}
            </Button>
          ) : null}
          {waiting ? (
            <>
              <Button
                size="xs"
                colorPalette="green"
                onClick={() => setAsking('confirmed')}
                aria-label={i18n._('Mark Received for {name}', { name })}
              >
                {i18n._('Mark Received')}
              </Button>
              <Button
                size="xs"
                variant="outline"
                colorPalette="red"
                onClick={() => setAsking('failed')}
                aria-label={i18n._('Mark Failed for {name}', { name })}
              >
                {i18n._('Mark Failed')}
              </Button>
            </>
          ) : null}
        </Flex>
        <ConfirmDialog
          open={asking !== null}
          title={asking === 'confirmed' ? i18n._('Mark payment received') : i18n._('Mark payment failed')}
          message={
            asking === 'confirmed'
              ? i18n._(
                  'Mark the InstaPay transfer of {total} from {name} received? The order is confirmed and the customer is told by e-mail.',
                  { total, name },
                )
              : i18n._(
                  'Mark the InstaPay transfer of {total} from {name} failed? The order will not be delivered and the customer is told by e-mail.',
                  { total, name },
                )
          }
          confirmLabel={asking === 'confirmed' ? i18n._('Mark Received') : i18n._('Mark Failed')}
          destructive={asking === 'failed'}
          busy={isSaving}
          onCancel={() => setAsking(null)}
          onConfirm={() => asking && decide(asking)}
        />
        {order.paymentProof ? (
          <ProofDialog
            open={showingProof}
            url={order.paymentProof.url}
            title={i18n._('Payment proof: order #{id} ({name})', { id: order.databaseId, name })}
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
  const { i18n } = useLingui();
  return (
    <AdminDialog open={open} size="lg" placement="center" onClose={onClose}>
      <ViewDialogContent
        title={title}
        closeVariant="solid"
        actions={
          <Button asChild variant="outline">
            <a href={url} target="_blank" rel="noreferrer">
              {i18n._('Open full size')}
            </a>
          </Button>
        }
      >
        {open ? <Image src={url} alt={title} w="full" maxH="70vh" objectFit="contain" /> : null}
      </ViewDialogContent>
    </AdminDialog>
  );
}
