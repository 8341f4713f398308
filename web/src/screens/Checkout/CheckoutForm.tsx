import {
  Box,
  Button,
  chakra,
  Field,
  Flex,
  Heading,
  Input,
  NativeSelect,
  RadioCard,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { checkoutMessages, checkPhone, type OrderType, type PaymentMethod } from '@rules';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay/hooks';
import { useNavigate } from 'react-router-dom';
import type { CheckoutFormMutation } from '../../__generated__/CheckoutFormMutation.graphql.ts';
import type { CheckoutFormQuoteQuery } from '../../__generated__/CheckoutFormQuoteQuery.graphql.ts';
import { notify } from '../../components/ui/toaster.tsx';
import { GraphQLRequestError } from '../../relay/environment.ts';
import {
  allowedPayment,
  clearCheckoutDraft,
  formProblem,
  initialAddress,
  phoneHint,
  phoneInput,
  proofProblem,
  writeCheckoutDraft,
  type AddressFields,
} from './checkoutForm.ts';

export interface CheckoutFormProps {
  orderId: string;
  trialUsed: boolean;
  areas: readonly { id: string; name: string }[];
  initial: {
    name: string;
    phone: string | null;
    /** The address the customer last gave (their profile's): a second try starts from it. */
    address?: Partial<Record<keyof AddressFields | 'deliveryNotes', string>> | null;
    /** The type the last attempt was for, when paying again. */
    orderType?: OrderType | null;
  };
  /** The customer left the payment page of this order without paying: this checkout replaces that attempt. */
  replacesUnfinishedPayment?: boolean;
  /** The order summary, given the amounts for the type chosen. */
  summary: (amounts: Amounts) => ReactNode;
  /** Whom to pay by InstaPay (null: not set up, so InstaPay is not offered) and the order's reference. */
  instapay: { recipient: { address: string; accountName: string } | null; reference: string };
}

export interface Amounts {
  subtotal: string;
  discount: string | null;
  deliveryFee: string;
  total: string;
  firstOrderDiscount: string | null;
}

/** The phone as stored (`+201XXXXXXXXX`) once it is valid; what was typed otherwise (the server says why). */
const normalisedPhone = (typed: string) => {
  const check = checkPhone(typed);
  return check.ok ? check.e164 : typed;
};

const GENERIC_FAILURE = 'There was a problem processing your order. Please try again.';

const ORDER_TYPES: { value: OrderType; label: string; text: string }[] = [
  { value: 'subscription', label: 'Subscription', text: 'Weekly deliveries, 10% off your first order. Card only.' },
  { value: 'trial', label: 'Trial box', text: 'One box, once. Pay by card or InstaPay.' },
];

const PAYMENT_METHODS: { value: PaymentMethod; label: string; text: string }[] = [
  { value: 'card', label: 'Card', text: 'Pay securely on Paymob’s page.' },
  { value: 'instapay', label: 'InstaPay', text: 'Transfer, then upload the confirmation.' },
];

/** Checkout's choices, delivery address and payment (the order summary shows the chosen type's amounts). */
export function CheckoutForm({
  orderId,
  trialUsed,
  areas,
  initial,
  summary,
  instapay,
  replacesUnfinishedPayment = false,
}: CheckoutFormProps) {
  const navigate = useNavigate();
  const [orderType, setOrderType] = useState<OrderType>(initial.orderType ?? 'subscription');
  const [method, setMethod] = useState<PaymentMethod>('card');
  // The draft typed before a reload, else the address the customer last gave (a second try).
  const [start] = useState(() => initialAddress({ ...initial, areas: areas.map((area) => area.name) }));
  const [address, setAddress] = useState<AddressFields>(start.address);
  const [notes, setNotes] = useState(start.notes);
  // A draft of the address survives a reload (checkoutForm.ts: nothing secret, never card data).
  useEffect(() => writeCheckoutDraft({ address, notes }), [address, notes]);
  const [proof, setProof] = useState<File | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<keyof AddressFields, string>>>({});
  const [redirecting, setRedirecting] = useState(false);

  const quotes = useLazyLoadQuery<CheckoutFormQuoteQuery>(
    graphql`
      query CheckoutFormQuoteQuery($orderId: ID!) {
        subscription: checkoutQuote(orderId: $orderId, orderType: subscription) {
          __typename
          ... on CheckoutQuote {
            subtotal {
              formatted
            }
            discount {
              piasters
              formatted
            }
            firstOrderDiscount {
              piasters
              formatted
            }
            deliveryFee {
              piasters
              formatted
            }
            total {
              formatted
            }
          }
        }
        trial: checkoutQuote(orderId: $orderId, orderType: trial) {
          __typename
          ... on CheckoutQuote {
            subtotal {
              formatted
            }
            discount {
              piasters
              formatted
            }
            firstOrderDiscount {
              piasters
              formatted
            }
            deliveryFee {
              piasters
              formatted
            }
            total {
              formatted
            }
          }
        }
      }
    `,
    { orderId },
    { fetchPolicy: 'network-only' },
  );
  const quote = quotes[orderType];
  const amounts: Amounts | null =
    quote.__typename === 'CheckoutQuote'
      ? {
          subtotal: quote.subtotal.formatted,
          discount: quote.discount.piasters > 0 ? quote.discount.formatted : null,
          deliveryFee: quote.deliveryFee.piasters === 0 ? 'Free' : quote.deliveryFee.formatted,
          total: quote.total.formatted,
          firstOrderDiscount: quote.firstOrderDiscount.piasters > 0 ? quote.firstOrderDiscount.formatted : null,
        }
      : null;

  const [commit, isSending] = useMutation<CheckoutFormMutation>(graphql`
    mutation CheckoutFormMutation($input: OrderCheckoutInput!) {
      orderCheckout(input: $input) {
        __typename
        ... on OrderCheckoutPayload {
          message
          paymentUrl
          order {
            id
            paymentStatus
            paymentMethod
            orderType
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);

  const chooseType = (next: OrderType) => {
    setOrderType(next);
    setMethod((current) => allowedPayment(next, current));
  };
  const setField = (field: keyof AddressFields) => (value: string) => {
    setAddress((current) => ({ ...current, [field]: value }));
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = () => {
    const problem = formProblem(address, method, proof);
    if (problem) {
      setFieldErrors(problem.fields);
      notify({ type: 'error', title: problem.notice.title, description: problem.notice.description });
      return;
    }
    commit({
      variables: {
        input: {
          orderId,
          orderType,
          paymentMethod: method,
          address: { ...address, phone: normalisedPhone(address.phone) },
          deliveryNotes: notes,
          replaceUnfinishedPayment: replacesUnfinishedPayment,
          paymentProof: null,
        },
      },
      uploadables: method === 'instapay' && proof ? { 'input.paymentProof': proof } : undefined,
      // Who the customer is now (trial used) and their orders: read afresh by the next screen.
      updater: (store, data) => {
        if (data?.orderCheckout.__typename !== 'OrderCheckoutPayload') return;
        // The trial is held from now on (the server's hasUsedTrialBox): the account's guard reads it at once.
        if (orderType === 'trial') store.getRoot().getLinkedRecord('me')?.setValue(true, 'hasUsedTrialBox');
        store.invalidateStore();
      },
      onCompleted: ({ orderCheckout: result }) => {
        if (result.__typename === 'OrderCheckoutPayload') {
          // A card payment may come back declined: the draft stays for the retry (this tab only).
          if (result.paymentUrl) {
            setRedirecting(true);
            window.location.assign(result.paymentUrl);
            return;
          }
          clearCheckoutDraft();
          notify({ type: 'success', title: 'Order submitted', description: checkoutMessages.instapaySubmitted });
          navigate('/account');
          return;
        }
        notify({
          type: 'error',
          title: 'Error placing order',
          description: result.__typename === '%other' ? GENERIC_FAILURE : result.message,
        });
      },
      onError: (error) => {
        const expired = error instanceof GraphQLRequestError && error.status === 401;
        notify(
          expired
            ? {
                type: 'error',
                title: 'Authentication required',
                description: 'Your session has expired. Please refresh the page and try again.',
              }
            : { type: 'error', title: 'Error placing order', description: GENERIC_FAILURE },
        );
      },
    });
  };

  const phone = phoneHint(address.phone);
  const busy = isSending || redirecting;

  return (
    <Stack gap={{ base: '5', md: '6' }}>
      {amounts ? summary(amounts) : null}

      <Section title="Order type" id="order-type-title">
        <ChoiceCards
          labelledBy="order-type-title"
          value={orderType}
          onChange={(value) => chooseType(value as OrderType)}
          options={ORDER_TYPES.map((type) => ({
            ...type,
            disabledText: type.value === 'trial' && trialUsed ? 'You have already used your trial box.' : null,
          }))}
        />
      </Section>

      <Section title="Delivery address" id="address-title">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextField
            label="Full name"
            required
            value={address.name}
            onChange={setField('name')}
            error={fieldErrors.name}
            autoComplete="name"
          />
          <TextField
            label="Street"
            required
            value={address.street}
            onChange={setField('street')}
            error={fieldErrors.street}
            autoComplete="address-line1"
          />
          <TextField label="Building" value={address.building} onChange={setField('building')} />
          <TextField label="Floor" value={address.floor} onChange={setField('floor')} />
          <TextField label="Apartment" value={address.apartment} onChange={setField('apartment')} />
          <Field.Root required invalid={fieldErrors.area != null}>
            <Field.Label>
              Area <Field.RequiredIndicator />
            </Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                name="area"
                value={address.area}
                onChange={(event) => setField('area')(event.currentTarget.value)}
                bg="bg.panel"
              >
                <option value="">Select your area</option>
                {areas.map((area) => (
                  <option key={area.id} value={area.name}>
                    {area.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            {fieldErrors.area ? <Field.ErrorText>{fieldErrors.area}</Field.ErrorText> : null}
          </Field.Root>
          <TextField label="Landmark" value={address.landmark} onChange={setField('landmark')} />
          <Field.Root required invalid={fieldErrors.phone != null || (phone != null && !phone.ok)}>
            <Field.Label>
              Phone <Field.RequiredIndicator />
            </Field.Label>
            <Flex align="center" gap="2" w="full">
              <Input
                name="phone"
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                placeholder="010 1234 5678"
                value={address.phone}
                onChange={(event) => setField('phone')(phoneInput(event.currentTarget.value))}
                bg="bg.panel"
              />
            </Flex>
            {phone ? (
              <Text fontSize="sm" color={phone.ok ? 'green.fg' : 'red.fg'} aria-live="polite">
                {phone.text}
              </Text>
            ) : (
              <Field.HelperText>Egyptian mobile starting 010, 011, 012 or 015</Field.HelperText>
            )}
          </Field.Root>
        </SimpleGrid>
        <Field.Root mt="4">
          <Field.Label>Delivery notes (optional)</Field.Label>
          <Textarea
            name="deliveryNotes"
            value={notes}
            maxLength={500}
            onChange={(event) => setNotes(event.currentTarget.value)}
            bg="bg.panel"
            rows={2}
          />
        </Field.Root>
      </Section>

      <Section title="Payment" id="payment-title">
        <ChoiceCards
          labelledBy="payment-title"
          value={method}
          onChange={(value) => setMethod(allowedPayment(orderType, value as PaymentMethod))}
          options={PAYMENT_METHODS.map((option) => ({
            ...option,
            disabledText:
              option.value === 'instapay' && orderType === 'subscription'
                ? checkoutMessages.subscriptionCardOnly
                : option.value === 'instapay' && !instapay.recipient
                  ? checkoutMessages.instapayUnavailable
                  : null,
          }))}
        />
        {method === 'instapay' && instapay.recipient ? (
          <Stack gap="4" mt="4">
            <InstapayInstructions
              amount={amounts?.total ?? 'the total'}
              recipient={instapay.recipient}
              reference={instapay.reference}
            />
            <ProofUpload
              proof={proof}
              onChange={(file) => {
                const problem = file ? proofProblem(file) : null;
                if (problem) {
                  notify({ type: 'error', title: problem.title, description: problem.description });
                  setProof(null);
                  return false;
                }
                setProof(file);
                return true;
              }}
            />
          </Stack>
        ) : null}
      </Section>

      <Button
        size="lg"
        onClick={submit}
        loading={busy}
        loadingText={method === 'card' ? 'Opening payment…' : 'Submitting…'}
      >
        {method === 'card' ? 'Continue to Payment' : 'Submit Order'}
      </Button>
    </Stack>
  );
}

/** Whom to pay, how much, and the reference to write: the details a transfer needs. */
function InstapayInstructions({
  amount,
  recipient,
  reference,
}: {
  amount: string;
  recipient: { address: string; accountName: string };
  reference: string;
}) {
  return (
    <Box bg="bg.muted" borderRadius="xl" p="4" aria-labelledby="instapay-title" as="section">
      <Text id="instapay-title" fontWeight="semibold" mb="2">
        Transfer {amount} with InstaPay
      </Text>
      <Stack as="dl" gap="1.5" fontSize="sm">
        <InstapayLine label="InstaPay address" value={recipient.address} />
        <InstapayLine label="Account name" value={recipient.accountName} />
        <InstapayLine label="Amount" value={amount} />
        <InstapayLine label="Reference" value={reference} />
      </Stack>
      <Text fontSize="sm" color="fg.muted" mt="2">
        Write the reference in the transfer&apos;s note, then upload the screenshot of the confirmation below. We
        confirm your order once we see the transfer.
      </Text>
    </Box>
  );
}

function InstapayLine({ label, value }: { label: string; value: string }) {
  return (
    <Flex gap="2" wrap="wrap">
      <Text as="dt" color="fg.muted" minW="32">
        {label}
      </Text>
      <Text as="dd" fontWeight="semibold" fontFamily={label === 'Reference' ? 'mono' : undefined} wordBreak="break-all">
        {value}
      </Text>
    </Flex>
  );
}

/**
 * The transfer screenshot: a button and a preview instead of the browser's file picker. The file
 * input stays the labelled control (screen readers, keyboard and tests reach it by its label),
 * visually hidden; the button opens it.
 */
function ProofUpload({ proof, onChange }: { proof: File | null; onChange: (file: File | null) => boolean }) {
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!proof) return setPreview(null);
    const url = URL.createObjectURL(proof);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [proof]);
  return (
    <Field.Root required>
      <Field.Label>
        Payment confirmation image <Field.RequiredIndicator />
      </Field.Label>
      <Flex
        align="center"
        gap="4"
        w="full"
        borderWidth="2px"
        borderStyle="dashed"
        borderColor={proof ? 'brand.solid' : 'border'}
        borderRadius="xl"
        p="3"
        bg="bg.panel"
        position="relative"
        _focusWithin={{ outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '2px' }}
      >
        <Input
          ref={input}
          name="paymentConfirmationImage"
          type="file"
          accept="image/*"
          position="absolute"
          w="1px"
          h="1px"
          p="0"
          m="-1px"
          overflow="hidden"
          clipPath="inset(50%)"
          borderWidth="0"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0] ?? null;
            if (!onChange(file)) event.currentTarget.value = '';
          }}
        />
        {preview ? (
          <chakra.img
            src={preview}
            alt="Your transfer screenshot"
            w="20"
            h="20"
            objectFit="cover"
            borderRadius="md"
            flexShrink={0}
          />
        ) : null}
        <Stack gap="1" minW="0" flex="1">
          <Text fontSize="sm" color="fg.muted" truncate={proof !== null}>
            {proof ? proof.name : 'A screenshot of the InstaPay confirmation (JPEG, PNG, GIF or WebP, up to 5 MB)'}
          </Text>
          <Box>
            <Button size="sm" variant="outline" onClick={() => input.current?.click()} aria-hidden="true" tabIndex={-1}>
              {proof ? 'Change screenshot' : 'Choose screenshot'}
            </Button>
          </Box>
        </Stack>
      </Flex>
    </Field.Root>
  );
}

/** A choice of two or more cards; a card that cannot be chosen now says why instead of its text. */
function ChoiceCards({
  labelledBy,
  value,
  onChange,
  options,
}: {
  labelledBy: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string; text: string; disabledText: string | null }[];
}) {
  return (
    <RadioCard.Root
      value={value}
      onValueChange={(event) => event.value && onChange(event.value)}
      aria-labelledby={labelledBy}
      size="sm"
    >
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
        {options.map((option) => (
          <RadioCard.Item key={option.value} value={option.value} disabled={option.disabledText !== null} bg="bg.panel">
            <RadioCard.ItemHiddenInput />
            <RadioCard.ItemControl>
              <RadioCard.ItemContent>
                <RadioCard.ItemText fontWeight="semibold">{option.label}</RadioCard.ItemText>
                <RadioCard.ItemDescription>{option.disabledText ?? option.text}</RadioCard.ItemDescription>
              </RadioCard.ItemContent>
              <RadioCard.ItemIndicator />
            </RadioCard.ItemControl>
          </RadioCard.Item>
        ))}
      </SimpleGrid>
    </RadioCard.Root>
  );
}

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Box
      as="section"
      aria-labelledby={id}
      bg="bg.panel"
      borderWidth="1px"
      borderRadius="2xl"
      p={{ base: '4', md: '6' }}
    >
      <Heading as="h2" id={id} size="md" mb="4">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

function TextField({
  label,
  value,
  onChange,
  required,
  error,
  autoComplete,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  error?: string;
  autoComplete?: string;
}) {
  return (
    <Field.Root required={required} invalid={error != null}>
      <Field.Label>
        {label} {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      <Input
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        autoComplete={autoComplete}
        maxLength={200}
        bg="bg.panel"
      />
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}
