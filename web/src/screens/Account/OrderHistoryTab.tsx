import { Badge, Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { graphql, usePreloadedQuery, type PreloadedQuery, usePaginationFragment } from 'react-relay/hooks';
import type { OrderHistoryTab_viewer$key } from '../../__generated__/OrderHistoryTab_viewer.graphql.ts';
import type { OrderHistoryTabQuery } from '../../__generated__/OrderHistoryTabQuery.graphql.ts';
import { useSearchParams } from 'react-router-dom';
import { useAccountFormat } from './accountFormat.ts';
import { MealRatings } from './MealRatings.tsx';
import { useFormat } from '../../i18n/format.ts';
import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_COLORS,
  CUSTOMER_PAYMENT_STATUS_LABELS,
  useLabels,
} from '../../lib/labels.ts';

const orderHistoryTabQuery = graphql`
  query OrderHistoryTabQuery @preloadable {
    viewer {
      ...OrderHistoryTab_viewer
    }
  }
`;

/** Order History: every order whose payment started, newest week first. */
export default function OrderHistoryTab({ queryRef }: { queryRef: PreloadedQuery<OrderHistoryTabQuery> }) {
  const { viewer } = usePreloadedQuery<OrderHistoryTabQuery>(orderHistoryTabQuery, queryRef);
  return viewer ? <History viewer={viewer} /> : null;
}

function History({ viewer }: { viewer: OrderHistoryTab_viewer$key }) {
  const { i18n } = useLingui();
  const format = useFormat();
  const dates = useAccountFormat();
  const labels = useLabels();
  // The delivered e-mail's link (/account?tab=history&rate=<order>) unfolds that order's ratings.
  const [params] = useSearchParams();
  const rateOrderId = params.get('rate');
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment OrderHistoryTab_viewer on Viewer
      @argumentDefinitions(first: { type: "Int", defaultValue: 10 }, after: { type: "String" })
      @refetchable(queryName: "OrderHistoryTabPaginationQuery") {
        orderHistory(first: $first, after: $after) @connection(key: "OrderHistoryTab_orderHistory") {
          edges {
            node {
              id
              databaseId
              paymentStatus
              paymentMethod
              mealCount
              delivered
              week {
                label
                startDate
                endDate
                deliveryDate
              }
              items {
                id
                portionSize
                meal {
                  title
                }
              }
              total {
                piasters
              }
              ...MealRatings_order
            }
          }
        }
      }
    `,
    viewer,
  );
  const orders = data.orderHistory.edges.map((edge) => edge.node);
  if (orders.length === 0) return <Text color="fg.muted">{i18n._('No orders yet.')}</Text>;
  return (
    <Stack gap="4">
      <Stack as="ul" gap="4" p="0" m="0" aria-label={i18n._('Past orders')}>
        {orders.map((order) => (
          <Box as="li" key={order.id} listStyleType="none" bg="bg.panel" borderWidth="1px" borderRadius="2xl" p="4">
            <Flex justify="space-between" align="flex-start" gap="3" wrap="wrap">
              <Box>
                <Heading as="h2" size="md">
                  {i18n._('Week of {week}', { week: format.week(order.week) })}
                </Heading>
                <Text fontSize="sm" color="fg.muted">
                  {i18n._('Delivery {day}', { day: dates.longDate(order.week.deliveryDate as string) })} ·{' '}
                  {labels.mealCount(order.mealCount)}
                </Text>
              </Box>
              <Flex gap="2" wrap="wrap">
                {order.delivered ? (
                  <Badge variant="solid" borderRadius="full" colorPalette="green">
                    {i18n._('Delivered')}
                  </Badge>
                ) : null}
                <Badge
                  variant="subtle"
                  borderRadius="full"
                  colorPalette={PAYMENT_STATUS_COLORS[order.paymentStatus] ?? 'gray'}
                >
                  {labels.labelOf(CUSTOMER_PAYMENT_STATUS_LABELS, order.paymentStatus)}
                </Badge>
              </Flex>
            </Flex>
            <Text mt="2" fontSize="sm">
              {order.items.map((item) => item.meal.title).join(i18n._(', '))}
            </Text>
            <Text mt="2" fontWeight="semibold">
              {i18n._('Total {amount}', { amount: format.money(order.total.piasters) })}
              {order.paymentMethod ? ` · ${labels.labelOf(PAYMENT_METHOD_LABELS, order.paymentMethod)}` : ''}
            </Text>
            <MealRatings order={order} open={rateOrderId === String(order.databaseId)} />
          </Box>
        ))}
      </Stack>
      {hasNext ? (
        <Button variant="outline" alignSelf="center" loading={isLoadingNext} onClick={() => loadNext(10)}>
          {i18n._('Show more orders')}
        </Button>
      ) : null}
    </Stack>
  );
}
