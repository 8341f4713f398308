import { useLingui } from '@lingui/react';
import { Box, Button, Container, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { paymentRetryMessages } from '@rules';
import { Suspense, useEffect } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router-dom';
import type { CheckoutScreenQuery, CheckoutScreenQuery$data } from '../../__generated__/CheckoutScreenQuery.graphql.ts';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { ProgressIndicator } from '../../components/ProgressIndicator/index.ts';
import { CheckoutForm } from './CheckoutForm.tsx';
import { OrderReview } from './OrderReview.tsx';
import { translatorOf } from '../../i18n/index.ts';

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
export default function CheckoutScreen({
  queryRef,
  autoRetried,
  onReload,
}: {
  queryRef: PreloadedQuery<CheckoutScreenQuery>;
  /** The load failed once already and was retried by itself: the next failure asks the customer. */
  autoRetried: boolean;
  /** Asks for the order again (the route mounts a new load). */
  onReload: (automatic: boolean) => void;
}) {
  const { i18n } = useLingui();
  return (
    <Container maxW="3xl" px={{ base: '4', md: '6' }} py={{ base: '4', md: '8' }}>
      <title>{i18n._('{page} · MealBox', { page: i18n._('Checkout') })}</title>
      <ErrorBoundary
        fallbackRender={() =>
          autoRetried ? (
            <OrderState
              title={i18n._('Unable to Load Order')}
              text={i18n._("We couldn't load your order. Please try again.")}
              action={i18n._('Try Again')}
              onAction={() => onReload(false)}
            />
          ) : (
            <RetryOnce onRetry={() => onReload(true)} />
          )
        }
      >
        <Suspense fallback={<PageSpinner label={i18n._('Loading your order…')} />}>
          <CheckoutReview queryRef={queryRef} onRefresh={() => onReload(false)} />
        </Suspense>
      </ErrorBoundary>
    </Container>
  );
}

function RetryOnce({ onRetry }: { onRetry: () => void }) {
  const { i18n } = useLingui();
  useEffect(() => {
    const timer = window.setTimeout(onRetry, CHECKOUT_RETRY_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [onRetry]);
  return <PageSpinner label={i18n._('Loading your order…')} />;
}

const checkoutScreenQuery = graphql`
  query CheckoutScreenQuery @preloadable {
    viewer {
      customer {
        hasUsedTrialBox
        isSubscriber
      }
      pendingOrder {
        mealCount
        defaultPortionSize
        week {
          databaseId
        }
        paymentRetry {
          reason
          message
          bankMessage
        }
        ...OrderReview_order
      }
      ...CheckoutForm_viewer
    }
    neighborhoods {
      ...CheckoutForm_neighborhoods
    }
    instapayRecipient {
      ...PaymentSection_recipient
    }
  }
`;

function CheckoutReview({
  queryRef,
  onRefresh,
}: {
  queryRef: PreloadedQuery<CheckoutScreenQuery>;
  onRefresh: () => void;
}) {
  const { viewer, neighborhoods, instapayRecipient } = usePreloadedQuery<CheckoutScreenQuery>(
    checkoutScreenQuery,
    queryRef,
  );
  const { i18n } = useLingui();
  const me = viewer?.customer ?? null;
  const order = viewer?.pendingOrder ?? null;

  return (
    <Stack gap={{ base: '5', md: '6' }}>
      <Box>
        <Link asChild color="brand.fg" fontWeight="medium">
          <RouterLink to={checkoutBackPath(me, order)}>{i18n._('← Back')}</RouterLink>
        </Link>
      </Box>
      <ProgressIndicator step={4} />
      {order?.paymentRetry ? <PaymentRetryNotice retry={order.paymentRetry} /> : null}
      {viewer && order ? (
        <CheckoutForm
          viewer={viewer}
          neighborhoods={neighborhoods}
          instapayRecipient={instapayRecipient ?? null}
          summary={(amounts) => <OrderReview order={order} amounts={amounts} />}
        />
      ) : (
        <OrderState
          title={i18n._('No Pending Order')}
          text={i18n._("We couldn't find an order waiting for payment. Pick your meals to start one.")}
          action={i18n._('Refresh')}
          onAction={onRefresh}
        />
      )}
    </Stack>
  );
}

/** The last payment did not go through: the same order, kept as it was, is paid again below. */
function PaymentRetryNotice({ retry }: { retry: NonNullable<Order['paymentRetry']> }) {
  const { i18n } = useLingui();
  const t = translatorOf(i18n);
  // The server's reason, said in the page's language (its own message is English).
  const message =
    retry.reason === 'declined'
      ? paymentRetryMessages.declined(retry.bankMessage ?? null, t)
      : retry.reason === '%future added value'
        ? retry.message
        : paymentRetryMessages[retry.reason](t);
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
        {i18n._(paymentRetryMessages.title)}
      </Heading>
      <Text mt="1">{message}</Text>
    </Box>
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
  const { i18n } = useLingui();
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
          <RouterLink to="/menu/current">{i18n._('Browse Menu')}</RouterLink>
        </Button>
      </Flex>
    </Stack>
  );
}
