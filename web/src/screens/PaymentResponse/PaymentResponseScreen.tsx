import { Box, Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useRelayEnvironment } from 'react-relay/hooks';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { commitLocalUpdate } from 'relay-runtime';
import { useAuthState } from '../../components/guards/useAuthState.ts';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { notify } from '../../components/ui/toaster.tsx';
import { nextAfterPayment, paymentFailedToast, paymentSuccessToast } from './paymentResult.ts';

/**
 * /payment/response and /payments/response: where Paymob's checkout sends the customer back
 * (through the API, which checks the signature and says `success=true` only for a verified
 * payment). The store is invalidated first, so who the customer is now and their orders are
 * read afresh; then the toast, then the account (or checkout to try again).
 */
export default function PaymentResponseScreen() {
  const environment = useRelayEnvironment();
  // Once, before anything reads the store: the payment changed the customer and their orders.
  useState(() => commitLocalUpdate(environment, (store) => store.invalidateStore()));
  return (
    <Suspense fallback={<PageSpinner label="Checking your payment…" />}>
      <PaymentResult />
    </Suspense>
  );
}

function PaymentResult() {
  const [params] = useSearchParams();
  const success = params.get('success') === 'true';
  const { signedIn } = useAuthState();
  const navigate = useNavigate();
  const shown = useRef(false);

  useEffect(() => {
    if (!shown.current) {
      shown.current = true;
      notify(success ? paymentSuccessToast : paymentFailedToast);
    }
    const next = nextAfterPayment(success, signedIn);
    const timer = window.setTimeout(() => navigate(next.path, { replace: true }), next.delayMs);
    return () => window.clearTimeout(timer);
  }, [navigate, signedIn, success]);

  const toast = success ? paymentSuccessToast : paymentFailedToast;
  return (
    <Container maxW="xl" py={{ base: '10', md: '16' }}>
      <title>{`${toast.title} · MealBox`}</title>
      <Stack gap="3" textAlign="center" role="status">
        <Heading as="h1" size="2xl">
          {toast.title}
        </Heading>
        <Text color="fg.muted">{toast.description}</Text>
        {!success && signedIn ? (
          <Box pt="2">
            {/* The order is kept: the checkout shows it with "Your last payment did not go through". */}
            <Button asChild>
              <RouterLink to="/checkout" replace>
                Try again
              </RouterLink>
            </Button>
          </Box>
        ) : null}
      </Stack>
    </Container>
  );
}
