import { Badge, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { useState, type ReactNode } from 'react';
import { graphql, usePreloadedQuery, useMutation, type PreloadedQuery } from 'react-relay/hooks';
import type { SubscriptionTabCardMutation } from '../../__generated__/SubscriptionTabCardMutation.graphql.ts';
import type { SubscriptionTabQuery } from '../../__generated__/SubscriptionTabQuery.graphql.ts';
import type { SubscriptionTabResumeMutation } from '../../__generated__/SubscriptionTabResumeMutation.graphql.ts';
import type { SubscriptionTabStartMutation } from '../../__generated__/SubscriptionTabStartMutation.graphql.ts';
import { notify } from '../../components/ui/toaster.tsx';
import { useFormat } from '../../i18n/format.ts';
import { PORTION_LABELS, SLOT_HOURS_LABELS, useLabels } from '../../lib/labels.ts';
import { CancelDialog } from './CancelDialog.tsx';
import { CardResultNotice } from './CardResultNotice.tsx';
import { DefaultsDialog } from './DefaultsDialog.tsx';
import { PauseDialog } from './PauseDialog.tsx';
import { ReferralSection } from './ReferralSection.tsx';
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
    viewer {
      ...ReferralSection_viewer
    }
  }
`;

export default function SubscriptionTab({ queryRef }: { queryRef: PreloadedQuery<SubscriptionTabQuery> }) {
  const { i18n } = useLingui();
  const format = useFormat();
  const labels = useLabels();
  const failed = () => notifyFailure(i18n);
  const data = usePreloadedQuery<SubscriptionTabQuery>(subscriptionTabQuery, queryRef);
  const subscription = data.me?.subscription ?? null;
  // Referrals: the personal code and the credit ledger, with or without a subscription.
  const referrals = data.viewer ? <ReferralSection viewer={data.viewer} /> : null;
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
        if (result.__typename !== 'SubscriptionResumePayload') return failed();
        notify({
          title: i18n._('Subscription resumed'),
          description: i18n._('Your upcoming weeks are back.'),
          type: 'success',
        });
      },
      onError: failed,
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
        if (result.__typename !== 'SubscriptionStartPayload') return failed();
        if (result.cardSetup) {
          goToCheckout(result.cardSetup.checkoutUrl);
          return;
        }
        notify({
          title: i18n._('Subscription started'),
          description: i18n._('Your weekly deliveries are set up.'),
          type: 'success',
        });
      },
      onError: failed,
    });

  const updateCard = () =>
    commitCard({
      variables: {},
      onCompleted: ({ paymentMethodUpdate: result }) => {
        if (result.__typename !== 'PaymentMethodUpdatePayload' || !result.cardSetup) return failed();
        goToCheckout(result.cardSetup.checkoutUrl);
      },
      onError: failed,
    });

  if (!subscription) {
    return (
      <Stack gap="5">
        <Section title={i18n._('Subscription')}>
          <CardResultNotice />
          <Text>{i18n._("You don't have a subscription yet.")}</Text>
          <Text color="fg.muted">
            {i18n._(
              "Subscribe to get your meals every week, paid by card at each week's order deadline. Skip or cancel any time.",
            )}
          </Text>
          <Box>
            <Button onClick={start} loading={starting} loadingText={i18n._('Starting…')}>
              {i18n._('Start subscription')}
            </Button>
          </Box>
        </Section>
        {referrals}
      </Stack>
    );
  }

  const active = subscription.status === 'active';
  const card = subscription.paymentMethod;
  return (
    <Stack gap="5">
      <CardResultNotice />
      <Section title={i18n._('Subscription')}>
        <HStack gap="3" wrap="wrap">
          <Text fontWeight="semibold">{i18n._('Status')}</Text>
          <Badge colorPalette={active ? 'green' : 'gray'} size="lg">
            {active ? i18n._('Active') : i18n._('Cancelled')}
          </Badge>
        </HStack>
        {!active && subscription.cancelledAt ? (
          <Text color="fg.muted">
            {i18n._('Cancelled on {date}.', {
              date: format.moment(subscription.cancelledAt, { day: 'numeric', month: 'long', year: 'numeric' }),
            })}
          </Text>
        ) : null}
        <Box>
          {active ? (
            <HStack gap="3" wrap="wrap">
              <Button variant="outline" onClick={() => setPausing(true)}>
                {i18n._('Pause deliveries')}
              </Button>
              <Button variant="outline" colorPalette="red" onClick={() => setConfirmingCancel(true)}>
                {i18n._('Cancel subscription')}
              </Button>
            </HStack>
          ) : (
            <Button onClick={resume} loading={resuming} loadingText={i18n._('Resuming…')}>
              {i18n._('Resume subscription')}
            </Button>
          )}
        </Box>
      </Section>

      <Section title={i18n._('Delivery defaults')}>
        <Text color="fg.muted">{i18n._('Every new week starts with these; you can still change each week.')}</Text>
        <Stack as="dl" gap="1">
          <Row label={i18n._('Meals per week')} value={format.number(subscription.mealCount)} />
          <Row label={i18n._('Portion size')} value={labels.labelOf(PORTION_LABELS, subscription.portionSize)} />
          <Row label={i18n._('Delivery slot')} value={labels.labelOf(SLOT_HOURS_LABELS, subscription.deliverySlot)} />
        </Stack>
        <Box>
          <Button variant="outline" onClick={() => setEditingDefaults(true)}>
            {i18n._('Edit defaults')}
          </Button>
        </Box>
      </Section>

      <Section title={i18n._('Payment method')}>
        <Text>
          {card
            ? i18n._('{brand} ending {last4}', { brand: card.cardBrand, last4: card.last4 })
            : i18n._('No saved card')}
        </Text>
        <Text color="fg.muted">
          {i18n._(
            "Charged each week at the order deadline. Updating opens Paymob's secure page to save a new card ({amount} verification).",
            { amount: format.money(100) },
          )}
        </Text>
        <Box>
          <Button variant="outline" onClick={updateCard} loading={updatingCard} loadingText={i18n._('Opening Paymob…')}>
            {i18n._('Update payment method')}
          </Button>
        </Box>
      </Section>

      {referrals}

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
