import { Badge, Box, Button, Flex, Input, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { useEffect, useRef, useState, useTransition } from 'react';
import { useFormat } from '../../../i18n/format.ts';
import {
  graphql,
  useFragment,
  useMutation,
  usePaginationFragment,
  usePreloadedQuery,
  type PreloadedQuery,
} from 'react-relay/hooks';
import type { OrdersListTab_order$key } from '../../../__generated__/OrdersListTab_order.graphql.ts';
import type { OrdersListTab_query$key } from '../../../__generated__/OrdersListTab_query.graphql.ts';
import type { OrdersListTabDeliveredMutation } from '../../../__generated__/OrdersListTabDeliveredMutation.graphql.ts';
import type { OrdersListTabMarkManyMutation } from '../../../__generated__/OrdersListTabMarkManyMutation.graphql.ts';
import type {
  OrdersListTabPaginationQuery,
  OrdersListTabPaginationQuery$variables,
} from '../../../__generated__/OrdersListTabPaginationQuery.graphql.ts';
import type { OrdersListTabQuery } from '../../../__generated__/OrdersListTabQuery.graphql.ts';
import { notify } from '../../../components/ui/toaster.tsx';
import { AdminTable, LoadMoreButton, ShownCount } from '../AdminTable.tsx';
import { ConfirmDialog } from '../ConfirmDialog.tsx';
import { problemOf } from '../mutationResult.ts';
import { narrowOnly, wideOnly } from '../responsiveTable.ts';
import { FilterSelects } from './FilterSelects.tsx';
import { OpenOrderButton, PaymentBadge, SelectCheckbox, paymentSummary } from './orderCells.tsx';
import { OrderDetailsDialog } from './OrderDetailsDialog.tsx';
import { ANY, DELIVERY_STATUS_FAILURE, ORDERS_PAGE_SIZE } from './ordersFormat.ts';
import {
  ORDER_STATUS_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  PORTION_LABELS,
  SLOT_LABELS,
  useLabels,
} from '../../../lib/labels.ts';
import { Field } from '../../../components/ui/field.tsx';

const markManyMutation = graphql`
  mutation OrdersListTabMarkManyMutation($input: OrderDeliveredMarkManyInput!) {
    orderDeliveredMarkMany(input: $input) {
      __typename
      ... on OrderDeliveredMarkManyPayload {
        orders {
          id
          delivered
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const deliveredMutation = graphql`
  mutation OrdersListTabDeliveredMutation($input: OrderDeliveredUpdateInput!) {
    orderDeliveredUpdate(input: $input) {
      __typename
      ... on OrderDeliveredUpdatePayload {
        order {
          id
          delivered
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const SEARCH_DEBOUNCE_MS = 300;

const DELIVERED_LABELS = { true: /*i18n*/ 'Delivered', false: /*i18n*/ 'Not delivered' };
/** Orders the chef's choice could not fill: no meal of the week fits the customer's food profile. */
const FOOD_PROFILE_LABELS = { true: /*i18n*/ 'Nothing fits the food profile', false: /*i18n*/ 'Meals fit' };
/** Filters whose values are booleans in the API. */
const BOOLEAN_FILTERS: readonly string[] = ['delivered', 'noFittingMeals'];

export const ordersListTabQuery = graphql`
  query OrdersListTabQuery($weekId: ID!) @preloadable {
    neighborhoods {
      id
      name
    }
    ...OrdersListTab_query @arguments(weekId: $weekId)
  }
`;

type Filters = Pick<
  OrdersListTabPaginationQuery$variables,
  'status' | 'paymentMethod' | 'paymentStatus' | 'delivered' | 'area' | 'slot' | 'noFittingMeals'
>;

/**
 * Orders List (the delivery view): one row per order of the week, skipped orders left out
 * unless asked for; filters, search, Load more; Mark Delivered per row or for a selection; a
 * row opens the order. The orders, their customers and their items arrive in one request.
 */
export default function OrdersListTab({
  queryRef,
  weekId,
}: {
  queryRef: PreloadedQuery<OrdersListTabQuery>;
  weekId: string;
}) {
  const { i18n } = useLingui();
  const format = useFormat();
  const query = usePreloadedQuery<OrdersListTabQuery>(ordersListTabQuery, queryRef);
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<
    OrdersListTabPaginationQuery,
    OrdersListTab_query$key
  >(
    graphql`
      fragment OrdersListTab_query on Query
      @refetchable(queryName: "OrdersListTabPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 25 }
        cursor: { type: "String" }
        weekId: { type: "ID" }
        status: { type: "OrderStatus" }
        paymentMethod: { type: "PaymentMethodKind" }
        paymentStatus: { type: "PaymentStatus" }
        delivered: { type: "Boolean" }
        area: { type: "String" }
        slot: { type: "DeliverySlot" }
        noFittingMeals: { type: "Boolean" }
        search: { type: "String" }
      ) {
        adminOrders(
          first: $count
          after: $cursor
          weekId: $weekId
          status: $status
          paymentMethod: $paymentMethod
          paymentStatus: $paymentStatus
          delivered: $delivered
          area: $area
          slot: $slot
          noFittingMeals: $noFittingMeals
          search: $search
        )
          @connection(
            key: "OrdersListTab_adminOrders"
            filters: [
              "weekId"
              "status"
              "paymentMethod"
              "paymentStatus"
              "delivered"
              "area"
              "slot"
              "noFittingMeals"
              "search"
            ]
          ) {
          totalCount
          edges {
            node {
              id
              delivered
              status
              paymentStatus
              ...OrdersListTab_order
              ...OrderDetailsDialog_order
            }
          }
        }
      }
    `,
    query,
  );

  const [filters, setFilters] = useState<Filters>({});
  const [search, setSearch] = useState('');
  const [isFiltering, startTransition] = useTransition();
  const applied = useRef({ filters, search: '' });
  const reload = (next: Filters, nextSearch: string) => {
    applied.current = { filters: next, search: nextSearch };
    startTransition(() => {
      refetch(
        { ...next, search: nextSearch || null, weekId, count: ORDERS_PAGE_SIZE, cursor: null },
        { fetchPolicy: 'store-or-network' },
      );
    });
  };
  const setFilter = (name: keyof Filters, value: string) => {
    const next = {
      ...filters,
      [name]: value === ANY ? null : BOOLEAN_FILTERS.includes(name) ? value === 'true' : value,
    };
    setFilters(next);
    reload(next, applied.current.search);
  };
  /** A filter select's value and change, "any" standing for no filter. */
  const filter = (name: keyof Filters) => ({
    value: filters[name] == null ? ANY : String(filters[name]),
    onChange: (value: string) => setFilter(name, value),
  });
  useEffect(() => {
    const wanted = search.trim();
    if (wanted === applied.current.search) return;
    const timer = setTimeout(() => reload(applied.current.filters, wanted), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reload reads the latest filters through the ref
  }, [search]);

  const [commitMany, isMarkingMany] = useMutation<OrdersListTabMarkManyMutation>(markManyMutation);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [confirmingMany, setConfirmingMany] = useState(false);
  const [opened, setOpened] = useState<string | null>(null);

  const edges = data.adminOrders.edges;
  const { totalCount } = data.adminOrders;
  // What can be marked delivered (the API's rule): going out, and paid or awaiting InstaPay verification.
  const selectable = edges.filter(
    ({ node }) =>
      !node.delivered &&
      node.status !== 'skipped' &&
      node.status !== 'cancelled' &&
      (node.paymentStatus === 'confirmed' || node.paymentStatus === 'processing'),
  );
  const chosen = selectable.filter(({ node }) => selected.has(node.id)).map(({ node }) => node.id);
  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const markMany = () =>
    commitMany({
      variables: { input: { orderIds: chosen } },
      onCompleted: ({ orderDeliveredMarkMany }) => {
        setConfirmingMany(false);
        const problem = problemOf(orderDeliveredMarkMany, 'OrderDeliveredMarkManyPayload');
        if (problem)
          return notify({
            type: 'error',
            title: i18n._(DELIVERY_STATUS_FAILURE),
            description: i18n._(problem.message),
          });
        setSelected(new Set());
        notify({
          type: 'success',
          title: i18n._('Success'),
          description: i18n._('{count, plural, one {# order marked delivered} other {# orders marked delivered}}', {
            count: chosen.length,
          }),
        });
      },
      onError: (error) => {
        setConfirmingMany(false);
        notify({ type: 'error', title: i18n._(DELIVERY_STATUS_FAILURE), description: error.message });
      },
    });

  const neighborhoods = Object.fromEntries(query.neighborhoods.map((n) => [n.name, n.name]));
  const openedNode = edges.find(({ node }) => node.id === opened)?.node ?? null;

  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 2, md: 4, lg: 8 }} gap="3" alignItems="end">
        <Box gridColumn={{ base: 'span 2', md: 'span 4', lg: 'span 1' }}>
          <Field label={i18n._('Search orders')}>
            <Input
              size="sm"
              type="search"
              value={search}
              placeholder={i18n._('Name, email or phone')}
              onChange={(event) => setSearch(event.target.value)}
            />
          </Field>
        </Box>
        <FilterSelects
          filter={filter}
          filters={[
            ['status', i18n._('Status'), ORDER_STATUS_LABELS, i18n._('All but skipped')],
            ['paymentMethod', i18n._('Payment method'), PAYMENT_METHOD_LABELS, i18n._('All')],
            ['paymentStatus', i18n._('Payment status'), PAYMENT_STATUS_LABELS, i18n._('All')],
            ['delivered', i18n._('Delivered'), DELIVERED_LABELS, i18n._('All')],
            ['area', i18n._('Area'), neighborhoods, i18n._('All areas')],
            ['slot', i18n._('Slot'), SLOT_LABELS, i18n._('All slots')],
            ['noFittingMeals', i18n._('Food profile'), FOOD_PROFILE_LABELS, i18n._('All')],
          ]}
        />
      </SimpleGrid>

      <Flex align="center" justify="space-between" gap="3" wrap="wrap">
        <ShownCount
          text={i18n._('{total, plural, one {Showing {shown} of # order} other {Showing {shown} of # orders}}', {
            shown: format.number(edges.length),
            total: totalCount,
          })}
          busy={isFiltering}
        />
        <Button size="sm" disabled={chosen.length === 0} onClick={() => setConfirmingMany(true)}>
          {chosen.length > 0
            ? i18n._('Mark selected delivered ({count})', { count: format.number(chosen.length) })
            : i18n._('Mark selected delivered')}
        </Button>
      </Flex>

      <AdminTable
        dimmed={isFiltering}
        emptyText={edges.length === 0 ? i18n._('No orders match.') : null}
        columns={
          <>
            <Table.ColumnHeader w="8">
              <SelectCheckbox
                label={i18n._('Select every order shown')}
                checked={chosen.length === 0 ? false : chosen.length === selectable.length ? true : 'indeterminate'}
                disabled={selectable.length === 0}
                onChange={(on) => setSelected(on ? new Set(selectable.map(({ node }) => node.id)) : new Set())}
              />
            </Table.ColumnHeader>
            <Table.ColumnHeader>{i18n._('Customer')}</Table.ColumnHeader>
            <Table.ColumnHeader {...wideOnly}>{i18n._('Phone')}</Table.ColumnHeader>
            <Table.ColumnHeader {...wideOnly}>{i18n._('Area')}</Table.ColumnHeader>
            <Table.ColumnHeader {...wideOnly}>{i18n._('Slot')}</Table.ColumnHeader>
            <Table.ColumnHeader {...wideOnly}>{i18n._('Meals')}</Table.ColumnHeader>
            <Table.ColumnHeader {...wideOnly}>{i18n._('Portion')}</Table.ColumnHeader>
            <Table.ColumnHeader {...wideOnly}>{i18n._('Total')}</Table.ColumnHeader>
            <Table.ColumnHeader {...wideOnly}>{i18n._('Payment')}</Table.ColumnHeader>
            <Table.ColumnHeader {...wideOnly}>{i18n._('Delivered')}</Table.ColumnHeader>
            <Table.ColumnHeader>{i18n._('Actions')}</Table.ColumnHeader>
          </>
        }
      >
        {edges.map(({ node }) => (
          <OrderRow
            key={node.id}
            order={node}
            selectable={selectable.some((edge) => edge.node.id === node.id)}
            selected={selected.has(node.id)}
            onSelect={(on) => toggle(node.id, on)}
            onOpen={() => setOpened(node.id)}
          />
        ))}
      </AdminTable>
      <LoadMoreButton hasNext={hasNext} loading={isLoadingNext} onClick={() => loadNext(ORDERS_PAGE_SIZE)} />

      <OrderDetailsDialog order={openedNode} onClose={() => setOpened(null)} />
      <ConfirmDialog
        open={confirmingMany}
        title={i18n._('Mark orders delivered')}
        message={i18n._(
          '{count, plural, one {Mark # order delivered? Each customer is told by e-mail.} other {Mark # orders delivered? Each customer is told by e-mail.}}',
          { count: chosen.length },
        )}
        confirmLabel={i18n._('Mark Delivered')}
        busy={isMarkingMany}
        onCancel={() => setConfirmingMany(false)}
        onConfirm={markMany}
      />
    </Stack>
  );
}

function OrderRow({
  order: key,
  selectable,
  selected,
  onSelect,
  onOpen,
}: {
  order: OrdersListTab_order$key;
  selectable: boolean;
  selected: boolean;
  onSelect: (on: boolean) => void;
  onOpen: () => void;
}) {
  const order = useFragment(
    graphql`
      fragment OrdersListTab_order on Order {
        id
        databaseId
        mealCount
        defaultPortionSize
        deliverySlot
        delivered
        paymentMethod
        paymentStatus
        noFittingMealsAt
        total {
          piasters
        }
        customer {
          name
          email
          phone
        }
        deliveryAddress {
          area
        }
      }
    `,
    key,
  );
  const { i18n } = useLingui();
  const format = useFormat();
  const { labelOf } = useLabels();
  const [commit, isSaving] = useMutation<OrdersListTabDeliveredMutation>(deliveredMutation);
  const setDelivered = (delivered: boolean) =>
    commit({
      variables: { input: { orderId: order.id, delivered } },
      onCompleted: ({ orderDeliveredUpdate }) => {
        const problem = problemOf(orderDeliveredUpdate, 'OrderDeliveredUpdatePayload');
        if (problem)
          notify({ type: 'error', title: i18n._(DELIVERY_STATUS_FAILURE), description: i18n._(problem.message) });
        else if (delivered) onSelect(false);
      },
      onError: (error) => notify({ type: 'error', title: i18n._(DELIVERY_STATUS_FAILURE), description: error.message }),
    });
  const payment = paymentSummary(order, labelOf);
  const name = order.customer.name || order.customer.email;
  return (
    <Table.Row data-selected={selected ? '' : undefined}>
      <Table.Cell>
        <SelectCheckbox
          label={i18n._('Select order {id}', { id: order.databaseId })}
          checked={selected}
          disabled={!selectable}
          onChange={onSelect}
        />
      </Table.Cell>
      <Table.Cell minW="11rem" maxW="16rem">
        <OpenOrderButton databaseId={order.databaseId} name={name} onOpen={onOpen} />
        {order.noFittingMealsAt ? (
          <Badge display="flex" w="fit-content" colorPalette="orange" my="1">
            {i18n._('No fitting meals')}
          </Badge>
        ) : null}
        <Text fontSize="xs" color="fg.muted" wordBreak="break-all">
          {order.customer.email}
        </Text>
        <Box {...narrowOnly} fontSize="xs" color="fg.muted">
          <Text>{order.customer.phone ?? ''}</Text>
          <Text>
            #{order.databaseId} · {order.deliveryAddress.area || '—'} · {labelOf(SLOT_LABELS, order.deliverySlot)}
          </Text>
          <Text>
            {i18n._('{count, plural, one {# meal} other {# meals}}', { count: order.mealCount })} ·{' '}
            {format.money(order.total.piasters)} · {payment}
          </Text>
          <Text>{order.delivered ? i18n._('Delivered') : i18n._('Not delivered')}</Text>
        </Box>
      </Table.Cell>
      <Table.Cell {...wideOnly} whiteSpace="nowrap">
        {order.customer.phone ?? '—'}
      </Table.Cell>
      <Table.Cell {...wideOnly}>{order.deliveryAddress.area || '—'}</Table.Cell>
      <Table.Cell {...wideOnly}>{labelOf(SLOT_LABELS, order.deliverySlot)}</Table.Cell>
      <Table.Cell {...wideOnly}>{format.number(order.mealCount)}</Table.Cell>
      <Table.Cell {...wideOnly}>{labelOf(PORTION_LABELS, order.defaultPortionSize)}</Table.Cell>
      <Table.Cell {...wideOnly} whiteSpace="nowrap">
        {format.money(order.total.piasters)}
      </Table.Cell>
      <Table.Cell {...wideOnly}>
        <PaymentBadge order={order} />
      </Table.Cell>
      <Table.Cell {...wideOnly}>
        <Badge colorPalette={order.delivered ? 'green' : 'gray'} whiteSpace="nowrap">
          {order.delivered ? i18n._('Delivered') : i18n._('Not delivered')}
        </Badge>
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap">
        {order.delivered ? (
          <Button size="xs" variant="outline" loading={isSaving} onClick={() => setDelivered(false)}>
            {i18n._('Mark Not Delivered')}
          </Button>
        ) : (
          <Button size="xs" loading={isSaving} disabled={!selectable} onClick={() => setDelivered(true)}>
            {i18n._('Mark Delivered')}
          </Button>
        )}
      </Table.Cell>
    </Table.Row>
  );
}
