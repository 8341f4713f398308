import { Box, Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { useEffect, useRef } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { PaymentReceipt_order$key } from '../../__generated__/PaymentReceipt_order.graphql.ts';
import type { PaymentResponseScreenQuery } from '../../__generated__/PaymentResponseScreenQuery.graphql.ts';
import { useAuthState } from '../../components/guards/useAuthState.ts';
import { notify } from '../../components/ui/toaster.tsx';
import { PaymentReceipt } from './PaymentReceipt.tsx';
import { nextAfterPayment, paymentFailedToast, paymentSuccessToast } from './paymentResult.ts';

export const paymentResponseScreenQuery = graphql`
  query PaymentResponseScreenQuery($order: ID!) @preloadable {
    node(id: $order) {
      ... on Order {
        databaseId
      }
      ...PaymentReceipt_order @alias(as: "receipt")
    }
  }
`;

export interface PaymentResponseScreenProps {
  success: boolean;
  /** A verified success names its order: its receipt (null when the redirect named none). */
  receipt: PreloadedQuery<PaymentResponseScreenQuery> | null;
}

/** The payment result: the toast, the receipt of a paid order, then the account (or checkout to try again). */
export default function PaymentResponseScreen({ success, receipt }: PaymentResponseScreenProps) {
  return receipt ? <WithReceipt receipt={receipt} /> : <PaymentResult success={success} order={null} />;
}

function WithReceipt({ receipt }: { receipt: PreloadedQuery<PaymentResponseScreenQuery> }) {
  const { node } = usePreloadedQuery<PaymentResponseScreenQuery>(paymentResponseScreenQuery, receipt);
  // Not the viewer's order (signed out, another account): the result without a receipt.
  const order = node?.receipt && node.databaseId != null ? { number: node.databaseId, receipt: node.receipt } : null;
  return <PaymentResult success order={order} />;
}

interface ReceiptOrder {
  number: number;
  receipt: PaymentReceipt_order$key;
}

function PaymentResult({ success, order }: { success: boolean; order: ReceiptOrder | null }) {
  const { i18n } = useLingui();
  const { signedIn } = useAuthState();
  const navigate = useNavigate();
  const shown = useRef(false);
  const result = success ? paymentSuccessToast : paymentFailedToast;
  const title = i18n._(result.title);
  const description = i18n._(result.description ?? '');
  const orderNumber = order?.number;

  useEffect(() => {
    if (!shown.current) {
      shown.current = true;
      // The toast follows the customer to the account, so it names the order too.
      notify({
        type: result.type,
        title,
        description: orderNumber
          ? i18n._('Order #{number}: {description}', { number: orderNumber, description })
          : description,
      });
    }
    const next = nextAfterPayment(success, signedIn);
    const timer = window.setTimeout(() => navigate(next.path, { replace: true }), next.delayMs);
    return () => window.clearTimeout(timer);
  }, [navigate, signedIn, success, result.type, title, description, orderNumber, i18n]);

  return (
    <Container maxW="xl" py={{ base: '10', md: '16' }}>
      <title>{`${title} · MealBox`}</title>
      <Stack gap="3" textAlign="center" role="status">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        <Text color="fg.muted">{description}</Text>
        {order ? <PaymentReceipt order={order.receipt} /> : null}
        {!success && signedIn ? (
          <Box pt="2">
            {/* The order is kept: the checkout shows it with "Your last payment did not go through". */}
            <Button asChild>
              <RouterLink to="/checkout" replace>
                {i18n._('Try again')}
              </RouterLink>
            </Button>
          </Box>
        ) : null}
      </Stack>
    </Container>
  );
}
