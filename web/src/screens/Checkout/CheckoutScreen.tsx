import { Badge, Box, Button, Container, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Suspense, useEffect, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router-dom';
import type { CheckoutScreenQuery, CheckoutScreenQuery$data } from '../../__generated__/CheckoutScreenQuery.graphql.ts';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { ProgressIndicator } from '../../components/ProgressIndicator/index.ts';
import { CheckoutForm, type Amounts } from './CheckoutForm.tsx';
import { SLOT_HOURS_LABELS } from '../../lib/labels.ts';

/** The specification retries a failed pending-order load once, a second later. */
export const CHECKOUT_RETRY_DELAY_MS = 1000;

type Viewer = NonNullable<CheckoutScreenQuery$data['viewer']>;
type Order = NonNullable<Viewer['pendingOrder']>;
type Me = Viewer['customer'] | null;

/** Where Back goes: the account for customers who already started, else the order's menu. */
export function checkoutBackPath(
  me: Me,
  order: Pick<Order, 'mealCount' | 'defaultPortionSize' | 'week'> | null,
): string {
  if (me && (me.hasUsedTrialBox || me.isSubscriber)) return '/account';
  if (!order) return '/menu/current';
  const query = new URLSearchParams({
    mealCount: String(order.mealCount),
    portionSize: order.defaultPortionSize,
    fromPlan: 'true',
  });
  return `/menu/${order.week.databaseId}?${query.toString()}`;
}

/** /checkout — step 4: the order review, the order type, the delivery address and payment. */
export default function CheckoutScreen() {
  const [fetchKey, setFetchKey] = useState(0);
  const [autoRetried, setAutoRetried] = useState(false);
  const reload = () => setFetchKey((key) => key + 1);

  return (
    <Container maxW="3xl" px={{ base: '4', md: '6' }} py={{ base: '4', md: '8' }}>
      <title>Checkout · MealBox</title>
      <ErrorBoundary
        resetKeys={[fetchKey]}
        fallbackRender={() =>
          autoRetried ? (
            <OrderState
              title="Unable to Load Order"
              text="We couldn't load your order. Please try again."
              action="Try Again"
              onAction={reload}
            />
          ) : (
            <RetryOnce
              onRetry={() => {
                setAutoRetried(true);
                reload();
              }}
            />
          )
        }
      >
        <Suspense fallback={<PageSpinner label="Loading your order…" />}>
          <CheckoutReview fetchKey={fetchKey} onRefresh={reload} />
        </Suspense>
      </ErrorBoundary>
    </Container>
  );
}

function RetryOnce({ onRetry }: { onRetry: () => void }) {
  useEffect(() => {
    const timer = window.setTimeout(onRetry, CHECKOUT_RETRY_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [onRetry]);
  return <PageSpinner label="Loading your order…" />;
}

function CheckoutReview({ fetchKey, onRefresh }: { fetchKey: number; onRefresh: () => void }) {
  const { viewer, neighborhoods, instapayRecipient } = useLazyLoadQuery<CheckoutScreenQuery>(
    graphql`
      query CheckoutScreenQuery {
        viewer {
          customer {
            id
            name
            phone
            hasUsedTrialBox
            isSubscriber
          }
          address {
            name
            street
            apartment
            building
            floor
            area
            landmark
            deliveryNotes
          }
          pendingOrder {
            id
            paymentReference
            orderType
            paymentRetry {
              reason
              title
              message
            }
            mealCount
            defaultPortionSize
            deliverySlot
            week {
              databaseId
              label
              deliveryDate
            }
            items {
              id
              portionSize
              meal {
                id
                title
              }
            }
          }
        }
        neighborhoods {
          id
          name
          isServiced
        }
        instapayRecipient {
          address
          accountName
        }
      }
    `,
    {},
    { fetchPolicy: 'network-only', fetchKey },
  );
  const me = viewer?.customer ?? null;
  const order = viewer?.pendingOrder ?? null;

  return (
    <Stack gap={{ base: '5', md: '6' }}>
      <Box>
        <Link asChild color="brand.fg" fontWeight="medium">
          <RouterLink to={checkoutBackPath(me, order ?? null)}>← Back</RouterLink>
        </Link>
      </Box>
      <ProgressIndicator step={4} />
      {order?.paymentRetry ? <PaymentRetryNotice retry={order.paymentRetry} /> : null}
      {order ? (
        <Suspense fallback={<PageSpinner label="Loading your order…" />}>
          <CheckoutForm
            orderId={order.id}
            trialUsed={me?.hasUsedTrialBox ?? false}
            areas={neighborhoods.filter((area) => area.isServiced)}
            initial={{
              name: viewer?.address.name || me?.name || '',
              phone: me?.phone ?? null,
              address: viewer?.address ?? null,
              orderType: order.paymentRetry && !me?.hasUsedTrialBox && order.orderType === 'trial' ? 'trial' : null,
            }}
            summary={(amounts) => <OrderReview order={order} amounts={amounts} />}
            instapay={{ recipient: instapayRecipient ?? null, reference: order.paymentReference }}
            replacesUnfinishedPayment={order.paymentRetry?.reason === 'abandoned'}
          />
        </Suspense>
      ) : (
        <OrderState
          title="No Pending Order"
          text="We couldn't find an order waiting for payment. Pick your meals to start one."
          action="Refresh"
          onAction={onRefresh}
        />
      )}
    </Stack>
  );
}

/** The last payment did not go through: the same order, kept as it was, is paid again below. */
function PaymentRetryNotice({ retry }: { retry: NonNullable<Order['paymentRetry']> }) {
  return (
    <Box
      role="alert"
      aria-labelledby="payment-retry-title"
      bg="red.subtle"
      borderWidth="1px"
      borderColor="red.muted"
      borderRadius="xl"
      p={{ base: '4', md: '5' }}
    >
      <Heading as="h2" id="payment-retry-title" size="md" color="red.fg">
        {retry.title}
      </Heading>
      <Text mt="1">{retry.message}</Text>
    </Box>
  );
}

/** "2 × Koshari Bowl · Large": one line per meal and size. */
function groupItems(items: Order['items']) {
  const lines = new Map<string, { title: string; portion: string; count: number }>();
  for (const item of items) {
    const key = `${item.meal.id}|${item.portionSize}`;
    const line = lines.get(key) ?? { title: item.meal.title, portion: item.portionSize, count: 0 };
    line.count += 1;
    lines.set(key, line);
  }
  return [...lines.entries()];
}

function OrderReview({ order, amounts }: { order: Order; amounts: Amounts }) {
  return (
    <Stack gap="5">
      <Heading as="h1" size={{ base: 'xl', md: '2xl' }} fontFamily="heading">
        Review your order
      </Heading>
      <Box
        as="section"
        aria-labelledby="order-title"
        bg="bg.panel"
        borderWidth="1px"
        borderRadius="2xl"
        p={{ base: '4', md: '6' }}
      >
        <Stack gap="4">
          <Flex justify="space-between" align="flex-start" gap="3" wrap="wrap">
            <Box>
              <Heading as="h2" id="order-title" size="md">
                {order.week.label}
              </Heading>
              <Text color="fg.muted" fontSize="sm">
                {order.mealCount} meals ·{' '}
                {SLOT_HOURS_LABELS[order.deliverySlot as keyof typeof SLOT_HOURS_LABELS] ?? order.deliverySlot} delivery
              </Text>
            </Box>
            <Badge colorPalette="saffron" variant="subtle" borderRadius="full" textTransform="capitalize">
              {order.defaultPortionSize} portions
            </Badge>
          </Flex>
          <Box borderTopWidth="1px" />
          <Stack as="ul" gap="2" p="0" m="0" aria-label="Meals">
            {groupItems(order.items).map(([key, line]) => (
              <Flex as="li" key={key} listStyleType="none" justify="space-between" gap="3">
                <Text>
                  <Text as="span" fontWeight="bold">
                    {line.count} ×
                  </Text>{' '}
                  {line.title}
                </Text>
                <Text color="fg.muted" textTransform="capitalize" flexShrink={0}>
                  {line.portion}
                </Text>
              </Flex>
            ))}
          </Stack>
          <Box borderTopWidth="1px" />
          <Stack gap="1.5" as="dl">
            <PriceLine label="Subtotal" value={amounts.subtotal} />
            {amounts.discount ? <PriceLine label="Discount" value={`− ${amounts.discount}`} tone="green.fg" /> : null}
            {amounts.firstOrderDiscount ? (
              <Text fontSize="sm" color="green.fg">
                Includes 10% off your first subscription order ({amounts.firstOrderDiscount})
              </Text>
            ) : null}
            <PriceLine label="Delivery fee" value={amounts.deliveryFee} />
            <PriceLine label="Total" value={amounts.total} strong />
          </Stack>
        </Stack>
      </Box>
    </Stack>
  );
}

function PriceLine({ label, value, strong, tone }: { label: string; value: string; strong?: boolean; tone?: string }) {
  return (
    <Flex
      justify="space-between"
      fontWeight={strong ? 'bold' : 'normal'}
      fontSize={strong ? 'lg' : 'md'}
      pt={strong ? '2' : '0'}
      borderTopWidth={strong ? '1px' : '0'}
    >
      <Text as="dt">{label}</Text>
      <Text as="dd" color={tone}>
        {value}
      </Text>
    </Flex>
  );
}

function OrderState({
  title,
  text,
  action,
  onAction,
}: {
  title: string;
  text: string;
  action: string;
  onAction: () => void;
}) {
  return (
    <Stack gap="4" align="center" textAlign="center" py="12" role="status">
      <Heading as="h1" size="xl">
        {title}
      </Heading>
      <Text color="fg.muted" maxW="md">
        {text}
      </Text>
      <Flex gap="3" wrap="wrap" justify="center">
        <Button onClick={onAction}>{action}</Button>
        <Button asChild variant="outline">
          <RouterLink to="/menu/current">Browse Menu</RouterLink>
        </Button>
      </Flex>
    </Stack>
  );
}
