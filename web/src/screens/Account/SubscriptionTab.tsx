import {
  Badge,
  Box,
  Button,
  CloseButton,
  Dialog,
  Field,
  Heading,
  HStack,
  NativeSelect,
  Portal,
  RadioCard,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay/hooks';
import { useSearchParams } from 'react-router-dom';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import {
  CANCEL_REASON_TEXT_LIMIT,
  CANCEL_REASONS,
  MAX_MEALS,
  MIN_MEALS,
  PAUSE_WEEKS_MAX,
  PAUSE_WEEKS_MIN,
} from '@rules';
import type { SubscriptionTabPauseMutation } from '../../__generated__/SubscriptionTabPauseMutation.graphql.ts';
import type { SubscriptionTabCancelMutation } from '../../__generated__/SubscriptionTabCancelMutation.graphql.ts';
import type { SubscriptionTabCardMutation } from '../../__generated__/SubscriptionTabCardMutation.graphql.ts';
import type { SubscriptionTabDefaultsMutation } from '../../__generated__/SubscriptionTabDefaultsMutation.graphql.ts';
import type { SubscriptionTabQuery } from '../../__generated__/SubscriptionTabQuery.graphql.ts';
import type { SubscriptionTabResumeMutation } from '../../__generated__/SubscriptionTabResumeMutation.graphql.ts';
import type { SubscriptionTabStartMutation } from '../../__generated__/SubscriptionTabStartMutation.graphql.ts';
import { notify } from '../../components/ui/toaster.tsx';
import { PORTION_LABELS, SLOT_HOURS_LABELS } from '../../lib/labels.ts';

/**
 * The Subscription tab of /account: status, cancel (with a confirmation), resume, the
 * defaults each new week starts from, and the saved card the weekly charges use (replaced
 * through Paymob's hosted checkout). Self-contained: it loads its own data when shown.
 */

export const RETRY_MESSAGE = 'Something went wrong. Please try again.';

const failed = (): void => {
  notify({ title: 'Error', description: RETRY_MESSAGE, type: 'error' });
};

/** Sends the browser to Paymob's hosted checkout (a full page: the card form is Paymob's). */
export const goToCheckout = (url: string): void => {
  window.location.assign(url);
};

const longDate = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso));

/** Keeps `me.isSubscriber` (read by the route guards and the header) in step with the subscription. */
function setSubscriber(store: RecordSourceSelectorProxy, value: boolean) {
  store.getRoot().getLinkedRecord('me')?.setValue(value, 'isSubscriber');
}

export default function SubscriptionTab() {
  const data = useLazyLoadQuery<SubscriptionTabQuery>(
    graphql`
      query SubscriptionTabQuery {
        me {
          id
          isSubscriber
          subscription {
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
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  const subscription = data.me?.subscription ?? null;
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const [pausing, setPausing] = useState(false);
  const [editingDefaults, setEditingDefaults] = useState(false);

  const [commitCancel, cancelling] = useMutation<SubscriptionTabCancelMutation>(graphql`
    mutation SubscriptionTabCancelMutation($input: SubscriptionCancelInput) {
      subscriptionCancel(input: $input) {
        __typename
        ... on SubscriptionCancelPayload {
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
  `);
  const [commitResume, resuming] = useMutation<SubscriptionTabResumeMutation>(graphql`
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
  `);
  const [commitStart, starting] = useMutation<SubscriptionTabStartMutation>(graphql`
    mutation SubscriptionTabStartMutation($input: SubscriptionStartInput) {
      subscriptionStart(input: $input) {
        __typename
        ... on SubscriptionStartPayload {
          subscription {
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
          cardSetup {
            checkoutUrl
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const [commitCard, updatingCard] = useMutation<SubscriptionTabCardMutation>(graphql`
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
  `);

  const cancel = (why: { reason: string; reasonText: string }) =>
    commitCancel({
      variables: { input: why },
      updater: (store, response) => {
        if (response?.subscriptionCancel.__typename === 'SubscriptionCancelPayload') setSubscriber(store, false);
      },
      onCompleted: ({ subscriptionCancel: result }) => {
        setConfirmingCancel(false);
        if (result.__typename === 'SubscriptionCancelPayload') {
          notify({
            title: 'Subscription cancelled',
            description: 'Your paid deliveries will still arrive.',
            type: 'success',
          });
        } else failed();
      },
      onError: () => {
        setConfirmingCancel(false);
        failed();
      },
    });

  const resume = () =>
    commitResume({
      variables: {},
      updater: (store, response) => {
        if (response?.subscriptionResume.__typename === 'SubscriptionResumePayload') setSubscriber(store, true);
      },
      onCompleted: ({ subscriptionResume: result }) => {
        if (result.__typename !== 'SubscriptionResumePayload') return failed();
        notify({ title: 'Subscription resumed', description: 'Your upcoming weeks are back.', type: 'success' });
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
        notify({ title: 'Subscription started', description: 'Your weekly deliveries are set up.', type: 'success' });
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
          <Row label="Portion size" value={PORTION_LABELS[subscription.portionSize as keyof typeof PORTION_LABELS]} />
          <Row
            label="Delivery slot"
            value={SLOT_HOURS_LABELS[subscription.deliverySlot as keyof typeof SLOT_HOURS_LABELS]}
          />
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
          busy={cancelling}
          onConfirm={cancel}
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

/** What the customer is told on coming back from Paymob's card-saving page (`?card=saved|declined`). */
export const CARD_RESULT_TEXT = {
  saved: { title: 'Your card is saved', text: 'Your weekly charges will use it from now on.' },
  declined: {
    title: 'Your card was not saved',
    text: 'The card verification did not go through, so nothing changed and nothing was charged. Try again, or use another card.',
  },
} as const;

function CardResultNotice() {
  const [params] = useSearchParams();
  const result = params.get('card');
  if (result !== 'saved' && result !== 'declined') return null;
  const { title, text } = CARD_RESULT_TEXT[result];
  const ok = result === 'saved';
  return (
    <Box
      role={ok ? 'status' : 'alert'}
      bg={ok ? 'green.subtle' : 'red.subtle'}
      borderWidth="1px"
      borderColor={ok ? 'green.muted' : 'red.muted'}
      borderRadius="xl"
      p={{ base: '4', md: '5' }}
    >
      <Heading as="h2" size="md" color={ok ? 'green.fg' : 'red.fg'}>
        {title}
      </Heading>
      <Text mt="1">{text}</Text>
    </Box>
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

const PAUSE_CHOICES = Array.from({ length: PAUSE_WEEKS_MAX - PAUSE_WEEKS_MIN + 1 }, (_, i) => PAUSE_WEEKS_MIN + i);
const weeksText = (count: number) => `${count} ${count === 1 ? 'week' : 'weeks'}`;

/** Pause: skip the next 1 to 4 deliveries in one step (the server skips all of them or none). */
function PauseDialog({ onClose }: { onClose: () => void }) {
  const [weeks, setWeeks] = useState(2);
  const [problem, setProblem] = useState<string | null>(null);
  const [commit, saving] = useMutation<SubscriptionTabPauseMutation>(graphql`
    mutation SubscriptionTabPauseMutation($input: SubscriptionPauseInput!) {
      subscriptionPause(input: $input) {
        __typename
        ... on SubscriptionPausePayload {
          weeks {
            id
            label
          }
          # Updates the Upcoming Meals tab's weeks in place (it stays mounted).
          orders {
            id
            status
            canEdit
            canSkip
            canUnskip
            canChangePayment
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const pause = () =>
    commit({
      variables: { input: { weeks } },
      // The skipped weeks show on the Upcoming Meals tab: read afresh when it is opened.
      updater: (store, data) => {
        if (data?.subscriptionPause.__typename === 'SubscriptionPausePayload') store.invalidateStore();
      },
      onCompleted: ({ subscriptionPause: result }) => {
        if (result.__typename === 'SubscriptionPausePayload') {
          const paused = result.weeks ?? [];
          notify({
            title: `Paused for ${weeksText(paused.length)}`,
            description: `Skipped: ${paused.map((week) => week.label).join(', ')}. You can unskip any of them in Upcoming Meals until its deadline.`,
            type: 'success',
          });
          onClose();
          return;
        }
        setProblem(result.message ?? RETRY_MESSAGE);
      },
      onError: () => setProblem(RETRY_MESSAGE),
    });
  return (
    <Dialog.Root open onOpenChange={(event) => (event.open ? null : onClose())} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx={{ base: '4', sm: 'auto' }}>
            <Dialog.Header>
              <Dialog.Title fontFamily="heading" fontSize="xl">
                Pause deliveries
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Dialog.Description>
                  Skip your next deliveries and keep your plan. Skipped weeks are not charged; deliveries already paid
                  still arrive.
                </Dialog.Description>
                <Select
                  label="How long?"
                  value={String(weeks)}
                  options={PAUSE_CHOICES.map((count) => ({
                    value: String(count),
                    label: `Skip the next ${weeksText(count)}`,
                  }))}
                  onChange={(value) => {
                    setWeeks(Number(value));
                    setProblem(null);
                  }}
                />
                {problem ? (
                  <Text role="alert" color="red.fg">
                    {problem}
                  </Text>
                ) : null}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                Keep deliveries
              </Button>
              <Button onClick={pause} loading={saving} loadingText="Pausing…">
                Pause for {weeksText(weeks)}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close dialog" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** Cancel: offers the pause first, then asks why (a short list, or Other in the customer's words). */
function CancelDialog(props: {
  busy: boolean;
  onConfirm: (why: { reason: string; reasonText: string }) => void;
  onPauseInstead: () => void;
  onClose: () => void;
}) {
  const [reason, setReason] = useState<string | null>(null);
  const [reasonText, setReasonText] = useState('');
  const [missing, setMissing] = useState<string | null>(null);
  const confirm = () => {
    if (!reason) return setMissing('Please choose a reason.');
    if (reason === 'other' && !reasonText.trim()) return setMissing('Please tell us why you are cancelling.');
    props.onConfirm({ reason, reasonText: reasonText.trim() });
  };
  return (
    <Dialog.Root
      open
      onOpenChange={(event) => (event.open ? null : props.onClose())}
      role="alertdialog"
      placement="center"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx={{ base: '4', sm: 'auto' }}>
            <Dialog.Header>
              <Dialog.Title fontFamily="heading" fontSize="xl">
                Cancel your subscription?
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Box bg="bg.muted" borderRadius="lg" p="3">
                  <Text fontWeight="semibold">Need a break instead?</Text>
                  <Text fontSize="sm" color="fg.muted">
                    Skip up to {PAUSE_WEEKS_MAX} weeks in one step and keep your plan and first-order price.
                  </Text>
                  <Button mt="2" size="sm" variant="outline" onClick={props.onPauseInstead}>
                    Pause instead
                  </Button>
                </Box>
                <Dialog.Description>
                  Your upcoming deliveries that are not paid yet will be cancelled and your card will not be charged
                  again. Deliveries already paid will still arrive. You can resume at any time.
                </Dialog.Description>
                <Field.Root required invalid={missing !== null && !reason}>
                  <Field.Label id="cancel-reason-label">
                    Why are you cancelling? <Field.RequiredIndicator />
                  </Field.Label>
                  <RadioCard.Root
                    value={reason}
                    onValueChange={(event) => {
                      setReason(event.value);
                      setMissing(null);
                    }}
                    aria-labelledby="cancel-reason-label"
                    size="sm"
                    w="full"
                  >
                    <Stack gap="2">
                      {CANCEL_REASONS.map((option) => (
                        <RadioCard.Item key={option.value} value={option.value}>
                          <RadioCard.ItemHiddenInput />
                          <RadioCard.ItemControl py="2">
                            <RadioCard.ItemText>{option.label}</RadioCard.ItemText>
                            <RadioCard.ItemIndicator />
                          </RadioCard.ItemControl>
                        </RadioCard.Item>
                      ))}
                    </Stack>
                  </RadioCard.Root>
                </Field.Root>
                {reason === 'other' ? (
                  <Field.Root required invalid={missing !== null && !reasonText.trim()}>
                    <Field.Label>
                      Tell us why <Field.RequiredIndicator />
                    </Field.Label>
                    <Textarea
                      value={reasonText}
                      maxLength={CANCEL_REASON_TEXT_LIMIT}
                      rows={3}
                      onChange={(event) => {
                        setReasonText(event.currentTarget.value);
                        setMissing(null);
                      }}
                    />
                  </Field.Root>
                ) : null}
                {missing ? (
                  <Text role="alert" color="red.fg">
                    {missing}
                  </Text>
                ) : null}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={props.onClose}>
                Keep subscription
              </Button>
              <Button colorPalette="red" onClick={confirm} loading={props.busy} loadingText="Cancelling…">
                Cancel subscription
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close dialog" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

type SubscriptionRow = NonNullable<NonNullable<SubscriptionTabQuery['response']['me']>['subscription']>;
type Defaults = Pick<SubscriptionRow, 'mealCount' | 'portionSize' | 'deliverySlot'>;

/** The dialog's portion choices: the plan's own size always shows truthfully (a mixed plan is Mixed). */
const PORTION_OPTIONS = [
  { value: 'standard', label: 'Standard' },
  { value: 'large', label: 'Large' },
  { value: 'mixed', label: 'Mixed (chosen per meal)' },
];

/** Only what the customer changed: a field left as it was is not sent, so the server keeps it. */
function changedDefaults(initial: Defaults, values: Defaults): Partial<Defaults> {
  return {
    ...(values.mealCount !== initial.mealCount ? { mealCount: values.mealCount } : {}),
    ...(values.portionSize !== initial.portionSize ? { portionSize: values.portionSize } : {}),
    ...(values.deliverySlot !== initial.deliverySlot ? { deliverySlot: values.deliverySlot } : {}),
  };
}

const MEAL_COUNTS = Array.from({ length: MAX_MEALS - MIN_MEALS + 1 }, (_, i) => MIN_MEALS + i);

function DefaultsDialog({ initial, onClose }: { initial: Defaults; onClose: () => void }) {
  const [values, setValues] = useState<Defaults>(initial);
  const [commit, saving] = useMutation<SubscriptionTabDefaultsMutation>(graphql`
    mutation SubscriptionTabDefaultsMutation($input: SubscriptionDefaultsUpdateInput!) {
      subscriptionDefaultsUpdate(input: $input) {
        __typename
        ... on SubscriptionDefaultsUpdatePayload {
          subscription {
            id
            mealCount
            portionSize
            deliverySlot
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const save = () => {
    const input = changedDefaults(initial, values);
    // Nothing changed: nothing to save.
    if (Object.keys(input).length === 0) return onClose();
    commit({
      variables: { input },
      onCompleted: ({ subscriptionDefaultsUpdate: result }) => {
        if (result.__typename !== 'SubscriptionDefaultsUpdatePayload') return failed();
        notify({ title: 'Defaults updated', description: 'New weeks will use these settings.', type: 'success' });
        onClose();
      },
      onError: failed,
    });
  };
  return (
    <Dialog.Root open onOpenChange={(event) => (event.open ? null : onClose())} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx={{ base: '4', sm: 'auto' }}>
            <Dialog.Header>
              <Dialog.Title fontFamily="heading" fontSize="xl">
                Edit delivery defaults
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Select
                  label="Meals per week"
                  value={String(values.mealCount)}
                  options={MEAL_COUNTS.map((count) => ({ value: String(count), label: `${count} meals` }))}
                  onChange={(value) => setValues((v) => ({ ...v, mealCount: Number(value) }))}
                />
                <Select
                  label="Portion size"
                  value={values.portionSize}
                  options={PORTION_OPTIONS}
                  onChange={(value) => setValues((v) => ({ ...v, portionSize: value as Defaults['portionSize'] }))}
                />
                <Select
                  label="Delivery slot"
                  value={values.deliverySlot}
                  options={[
                    { value: 'morning', label: SLOT_HOURS_LABELS.morning },
                    { value: 'evening', label: SLOT_HOURS_LABELS.evening },
                  ]}
                  onChange={(value) => setValues((v) => ({ ...v, deliverySlot: value as Defaults['deliverySlot'] }))}
                />
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                Cancel
              </Button>
              <Button onClick={save} loading={saving} loadingText="Saving…">
                Save defaults
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close dialog" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function Select(props: {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <Field.Root>
      <Field.Label>{props.label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={props.value} onChange={(event) => props.onChange(event.currentTarget.value)}>
          {props.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
