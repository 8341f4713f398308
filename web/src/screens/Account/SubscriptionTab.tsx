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
  Stack,
  Text,
} from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay/hooks';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { MAX_MEALS, MIN_MEALS } from '@rules';
import type { SubscriptionTabCancelMutation } from '../../__generated__/SubscriptionTabCancelMutation.graphql.ts';
import type { SubscriptionTabCardMutation } from '../../__generated__/SubscriptionTabCardMutation.graphql.ts';
import type { SubscriptionTabDefaultsMutation } from '../../__generated__/SubscriptionTabDefaultsMutation.graphql.ts';
import type { SubscriptionTabQuery } from '../../__generated__/SubscriptionTabQuery.graphql.ts';
import type { SubscriptionTabResumeMutation } from '../../__generated__/SubscriptionTabResumeMutation.graphql.ts';
import type { SubscriptionTabStartMutation } from '../../__generated__/SubscriptionTabStartMutation.graphql.ts';
import { notify } from '../../components/ui/toaster.tsx';

/**
 * The Subscription tab of /account: status, cancel (with a confirmation), resume, the
 * defaults each new week starts from, and the saved card the weekly charges use (replaced
 * through Paymob's hosted checkout). Self-contained: it loads its own data when shown.
 */

export const SLOT_LABELS = { morning: 'Morning (09:00-12:00)', evening: 'Evening (18:00-21:00)' } as const;
export const PORTION_LABELS = { standard: 'Standard', large: 'Large', mixed: 'Mixed' } as const;
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
  const [editingDefaults, setEditingDefaults] = useState(false);

  const [commitCancel, cancelling] = useMutation<SubscriptionTabCancelMutation>(graphql`
    mutation SubscriptionTabCancelMutation {
      subscriptionCancel {
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

  const cancel = () =>
    commitCancel({
      variables: {},
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
            <Button variant="outline" colorPalette="red" onClick={() => setConfirmingCancel(true)}>
              Cancel subscription
            </Button>
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
          <Row label="Delivery slot" value={SLOT_LABELS[subscription.deliverySlot as keyof typeof SLOT_LABELS]} />
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

      <CancelDialog
        open={confirmingCancel}
        busy={cancelling}
        onConfirm={cancel}
        onClose={() => setConfirmingCancel(false)}
      />
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

function CancelDialog(props: { open: boolean; busy: boolean; onConfirm: () => void; onClose: () => void }) {
  return (
    <Dialog.Root
      open={props.open}
      onOpenChange={(event) => (event.open ? null : props.onClose())}
      role="alertdialog"
      placement="center"
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
              <Dialog.Description>
                Your upcoming deliveries that are not paid yet will be cancelled and your card will not be charged
                again. Deliveries already paid will still arrive. You can resume at any time.
              </Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={props.onClose}>
                Keep subscription
              </Button>
              <Button colorPalette="red" onClick={props.onConfirm} loading={props.busy} loadingText="Cancelling…">
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
                    { value: 'morning', label: SLOT_LABELS.morning },
                    { value: 'evening', label: SLOT_LABELS.evening },
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
