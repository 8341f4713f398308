import { Badge, Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { graphql, usePreloadedQuery, type PreloadedQuery, usePaginationFragment } from 'react-relay/hooks';
import type { OrderHistoryTab_viewer$key } from '../../__generated__/OrderHistoryTab_viewer.graphql.ts';
import type { OrderHistoryTabQuery } from '../../__generated__/OrderHistoryTabQuery.graphql.ts';
import { formatLongDate } from './accountFormat.ts';
import { PAYMENT_METHOD_LABELS, PAYMENT_STATUS_COLORS, CUSTOMER_PAYMENT_STATUS_LABELS } from '../../lib/labels.ts';

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
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment OrderHistoryTab_viewer on Viewer
      @argumentDefinitions(first: { type: "Int", defaultValue: 10 }, after: { type: "String" })
      @refetchable(queryName: "OrderHistoryTabPaginationQuery") {
        orderHistory(first: $first, after: $after) @connection(key: "OrderHistoryTab_orderHistory") {
          edges {
            node {
              id
              paymentStatus
              paymentMethod
              mealCount
              delivered
              week {
                label
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
                formatted
              }
            }
          }
        }
      }
    `,
    viewer,
  );
  const orders = data.orderHistory.edges.map((edge) => edge.node);
  if (orders.length === 0) return <Text color="fg.muted">No orders yet.</Text>;
  return (
    <Stack gap="4">
      <Stack as="ul" gap="4" p="0" m="0" aria-label="Past orders">
        {orders.map((order) => (
          <Box as="li" key={order.id} listStyleType="none" bg="bg.panel" borderWidth="1px" borderRadius="2xl" p="4">
            <Flex justify="space-between" align="flex-start" gap="3" wrap="wrap">
              <Box>
                <Heading as="h2" size="md">
                  Week of {order.week.label}
                </Heading>
                <Text fontSize="sm" color="fg.muted">
                  Delivery {formatLongDate(order.week.deliveryDate as string)} · {order.mealCount} meals
                </Text>
              </Box>
              <Flex gap="2" wrap="wrap">
                {order.delivered ? (
                  <Badge variant="solid" borderRadius="full" colorPalette="green">
                    Delivered
                  </Badge>
                ) : null}
                <Badge
                  variant="subtle"
                  borderRadius="full"
                  colorPalette={PAYMENT_STATUS_COLORS[order.paymentStatus] ?? 'gray'}
                >
                  {CUSTOMER_PAYMENT_STATUS_LABELS[order.paymentStatus] ?? order.paymentStatus}
                </Badge>
              </Flex>
            </Flex>
            <Text mt="2" fontSize="sm">
              {order.items.map((item) => item.meal.title).join(', ')}
            </Text>
            <Text mt="2" fontWeight="semibold">
              Total {order.total.formatted}
              {order.paymentMethod ? ` · ${PAYMENT_METHOD_LABELS[order.paymentMethod] ?? order.paymentMethod}` : ''}
            </Text>
          </Box>
        ))}
      </Stack>
      {hasNext ? (
        <Button variant="outline" alignSelf="center" loading={isLoadingNext} onClick={() => loadNext(10)}>
          Show more orders
        </Button>
      ) : null}
    </Stack>
  );
}
