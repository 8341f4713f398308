import { Badge, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { graphql, usePreloadedQuery, useMutation, type PreloadedQuery } from 'react-relay/hooks';
import type { SubscriptionTabCardMutation } from '../../__generated__/SubscriptionTabCardMutation.graphql.ts';
import type { SubscriptionTabQuery } from '../../__generated__/SubscriptionTabQuery.graphql.ts';
import type { SubscriptionTabResumeMutation } from '../../__generated__/SubscriptionTabResumeMutation.graphql.ts';
import type { SubscriptionTabStartMutation } from '../../__generated__/SubscriptionTabStartMutation.graphql.ts';
import { notify } from '../../components/ui/toaster.tsx';
import { labelOf, PORTION_LABELS, SLOT_HOURS_LABELS } from '../../lib/labels.ts';
import { CancelDialog } from './CancelDialog.tsx';
import { CardResultNotice } from './CardResultNotice.tsx';
import { DefaultsDialog } from './DefaultsDialog.tsx';
import { PauseDialog } from './PauseDialog.tsx';
import { goToCheckout, notifyFailure, setSubscriber } from './subscriptionFeedback.ts';

const resumeMutation = graphql`
  mutation SubscriptionTabResumeMutation {
    subscriptionResume {
      __typename
      ... on SubscriptionResumePayload {
        subscription {
          id
          status
          cancelledAt
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const startMutation = graphql`
  mutation SubscriptionTabStartMutation($input: SubscriptionStartInput) {
    subscriptionStart(input: $input) {
      __typename
      ... on SubscriptionStartPayload {
        subscription {
          ...SubscriptionTab_subscription @relay(mask: false)
        }
        cardSetup {
          checkoutUrl
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const cardMutation = graphql`
  mutation SubscriptionTabCardMutation {
    paymentMethodUpdate(input: {}) {
      __typename
      ... on PaymentMethodUpdatePayload {
        cardSetup {
          checkoutUrl
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

/**
 * The Subscription tab of /account: status, cancel (with a confirmation), pause, resume, the
 * defaults each new week starts from, and the saved card the weekly charges use (replaced
 * through Paymob's hosted checkout). Self-contained: it loads its own data when shown.
 */

const longDate = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso));

// What the tab shows of a subscription (spread unmasked in the query and in Start's answer).
void graphql`
  fragment SubscriptionTab_subscription on CustomerSubscription {
    id
    status
    cancelledAt
    mealCount
    portionSize
    deliverySlot
    paymentMethod {
      id
      cardBrand
      last4
    }
  }
`;

const subscriptionTabQuery = graphql`
  query SubscriptionTabQuery @preloadable {
    me {
      id
      isSubscriber
      subscription {
        ...SubscriptionTab_subscription @relay(mask: false)
      }
    }
  }
`;

export default function SubscriptionTab({ queryRef }: { queryRef: PreloadedQuery<SubscriptionTabQuery> }) {
  const data = usePreloadedQuery<SubscriptionTabQuery>(subscriptionTabQuery, queryRef);
  const subscription = data.me?.subscription ?? null;
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const [pausing, setPausing] = useState(false);
  const [editingDefaults, setEditingDefaults] = useState(false);

  const [commitResume, resuming] = useMutation<SubscriptionTabResumeMutation>(resumeMutation);
  const [commitStart, starting] = useMutation<SubscriptionTabStartMutation>(startMutation);
  const [commitCard, updatingCard] = useMutation<SubscriptionTabCardMutation>(cardMutation);

  const resume = () =>
    commitResume({
      variables: {},
      updater: (store, response) => {
        if (response?.subscriptionResume.__typename === 'SubscriptionResumePayload') setSubscriber(store, true);
      },
      onCompleted: ({ subscriptionResume: result }) => {
        if (result.__typename !== 'SubscriptionResumePayload') return notifyFailure();
        notify({ title: 'Subscription resumed', description: 'Your upcoming weeks are back.', type: 'success' });
      },
      onError: notifyFailure,
    });

  const start = () =>
    commitStart({
      variables: { input: { paymentMethod: 'credit_card' } },
      updater: (store, response) => {
        const result = response?.subscriptionStart;
        if (result?.__typename !== 'SubscriptionStartPayload') return;
        const created = store.getRootField('subscriptionStart')?.getLinkedRecord('subscription');
        const me = store.getRoot().getLinkedRecord('me');
        if (created && me) me.setLinkedRecord(created, 'subscription');
        setSubscriber(store, true);
      },
      onCompleted: ({ subscriptionStart: result }) => {
        if (result.__typename !== 'SubscriptionStartPayload') return notifyFailure();
        if (result.cardSetup) {
          goToCheckout(result.cardSetup.checkoutUrl);
          return;
        }
        notify({ title: 'Subscription started', description: 'Your weekly deliveries are set up.', type: 'success' });
      },
      onError: notifyFailure,
    });

  const updateCard = () =>
    commitCard({
      variables: {},
      onCompleted: ({ paymentMethodUpdate: result }) => {
        if (result.__typename !== 'PaymentMethodUpdatePayload' || !result.cardSetup) return notifyFailure();
        goToCheckout(result.cardSetup.checkoutUrl);
      },
      onError: notifyFailure,
    });

  if (!subscription) {
    return (
      <Section title="Subscription">
        <CardResultNotice />
        <Text>You don&apos;t have a subscription yet.</Text>
        <Text color="fg.muted">
          Subscribe to get your meals every week, paid by card at each week&apos;s order deadline. Skip or cancel any
          time.
        </Text>
        <Box>
          <Button onClick={start} loading={starting} loadingText="Starting…">
            Start subscription
          </Button>
        </Box>
      </Section>
    );
  }

  const active = subscription.status === 'active';
  const card = subscription.paymentMethod;
  return (
    <Stack gap="5">
      <CardResultNotice />
      <Section title="Subscription">
        <HStack gap="3" wrap="wrap">
          <Text fontWeight="semibold">Status</Text>
          <Badge colorPalette={active ? 'green' : 'gray'} size="lg">
            {active ? 'Active' : 'Cancelled'}
          </Badge>
        </HStack>
        {!active && subscription.cancelledAt ? (
          <Text color="fg.muted">Cancelled on {longDate(subscription.cancelledAt)}.</Text>
        ) : null}
        <Box>
          {active ? (
            <HStack gap="3" wrap="wrap">
              <Button variant="outline" onClick={() => setPausing(true)}>
                Pause deliveries
              </Button>
              <Button variant="outline" colorPalette="red" onClick={() => setConfirmingCancel(true)}>
                Cancel subscription
              </Button>
            </HStack>
          ) : (
            <Button onClick={resume} loading={resuming} loadingText="Resuming…">
              Resume subscription
            </Button>
          )}
        </Box>
      </Section>

      <Section title="Delivery defaults">
        <Text color="fg.muted">Every new week starts with these; you can still change each week.</Text>
        <Stack as="dl" gap="1">
          <Row label="Meals per week" value={String(subscription.mealCount)} />
          <Row label="Portion size" value={labelOf(PORTION_LABELS, subscription.portionSize)} />
          <Row label="Delivery slot" value={labelOf(SLOT_HOURS_LABELS, subscription.deliverySlot)} />
        </Stack>
        <Box>
          <Button variant="outline" onClick={() => setEditingDefaults(true)}>
            Edit defaults
          </Button>
        </Box>
      </Section>

      <Section title="Payment method">
        <Text>{card ? `${card.cardBrand} ending ${card.last4}` : 'No saved card'}</Text>
        <Text color="fg.muted">
          Charged each week at the order deadline. Updating opens Paymob&apos;s secure page to save a new card (EGP 1
          verification).
        </Text>
        <Box>
          <Button variant="outline" onClick={updateCard} loading={updatingCard} loadingText="Opening Paymob…">
            Update payment method
          </Button>
        </Box>
      </Section>

      {confirmingCancel ? (
        <CancelDialog
          onPauseInstead={() => {
            setConfirmingCancel(false);
            setPausing(true);
          }}
          onClose={() => setConfirmingCancel(false)}
        />
      ) : null}
      {pausing ? <PauseDialog onClose={() => setPausing(false)} /> : null}
      {editingDefaults ? (
        <DefaultsDialog
          initial={{
            mealCount: subscription.mealCount,
            portionSize: subscription.portionSize,
            deliverySlot: subscription.deliverySlot,
          }}
          onClose={() => setEditingDefaults(false)}
        />
      ) : null}
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="3" bg="bg.panel" borderWidth="1px" borderRadius="2xl" p={{ base: '4', md: '6' }}>
      <Heading as="h2" size="lg" fontFamily="heading">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <HStack gap="2">
      <Text as="dt" color="fg.muted" minW="36">
        {label}
      </Text>
      <Text as="dd" fontWeight="semibold">
        {value}
      </Text>
    </HStack>
  );
}
