import { useLingui } from '@lingui/react';
import { Button, Stack } from '@chakra-ui/react';
import { checkoutMessages, checkPhone, type OrderType, type PaymentMethod } from '@rules';
import { useEffect, useState, type ReactNode } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import { useNavigate } from 'react-router-dom';
import type { CheckoutForm_neighborhoods$key } from '../../__generated__/CheckoutForm_neighborhoods.graphql.ts';
import type { CheckoutForm_viewer$key } from '../../__generated__/CheckoutForm_viewer.graphql.ts';
import type { CheckoutFormMutation } from '../../__generated__/CheckoutFormMutation.graphql.ts';
import type { PaymentSection_recipient$key } from '../../__generated__/PaymentSection_recipient.graphql.ts';
import { notify } from '../../components/ui/toaster.tsx';
import { useFormat } from '../../i18n/format.ts';
import { GraphQLRequestError } from '../../relay/environment.ts';
import { AddressSection, type AddressErrors } from './AddressSection.tsx';
import { amountsOf } from './checkoutAmounts.ts';
import {
  allowedPayment,
  clearCheckoutDraft,
  formProblem,
  initialAddress,
  writeCheckoutDraft,
  type AddressFields,
} from './checkoutForm.ts';
import { ChoiceCards, CheckoutSection } from './CheckoutSection.tsx';
import type { Amounts } from './OrderReview.tsx';
import { PaymentSection } from './PaymentSection.tsx';
import { translatorOf } from '../../i18n/index.ts';

const viewerFragment = graphql`
  fragment CheckoutForm_viewer on Viewer {
    customer {
      name
      phone
      hasUsedTrialBox
    }
    address {
      ...ProfileTab_address @relay(mask: false)
    }
    pendingOrder {
      id
      orderType
      paymentReference
      paymentRetry {
        reason
      }
      subscription: checkoutQuote(orderType: subscription) {
        ...checkoutAmounts_quote
      }
      trial: checkoutQuote(orderType: trial) {
        ...checkoutAmounts_quote
      }
    }
  }
`;

const neighborhoodsFragment = graphql`
  fragment CheckoutForm_neighborhoods on Neighborhood @relay(plural: true) {
    id
    name
    displayName
    isServiced
  }
`;

const checkoutMutation = graphql`
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
`;

/** The phone as stored (`+201XXXXXXXXX`) once it is valid; what was typed otherwise (the server says why). */
const normalisedPhone = (typed: string) => {
  const check = checkPhone(typed);
  return check.ok ? check.e164 : typed;
};

const GENERIC_FAILURE = /*i18n*/ 'There was a problem processing your order. Please try again.';

const ORDER_TYPES: { value: OrderType; label: string; text: string }[] = [
  {
    value: 'subscription',
    label: /*i18n*/ 'Subscription',
    text: /*i18n*/ 'Weekly deliveries, 10% off your first order. Card only.',
  },
  { value: 'trial', label: /*i18n*/ 'Trial box', text: /*i18n*/ 'One box, once. Pay by card or InstaPay.' },
];

export interface CheckoutFormProps {
  /** The signed-in customer with a pending order. */
  viewer: CheckoutForm_viewer$key;
  neighborhoods: CheckoutForm_neighborhoods$key;
  /** Whom to pay by InstaPay; null until a super admin sets it (InstaPay is then not offered). */
  instapayRecipient: PaymentSection_recipient$key | null;
  /** The order summary, given the amounts for the type chosen. */
  summary: (amounts: Amounts) => ReactNode;
}

/** Checkout's choices, delivery address and payment, and the order they are sent for. */
export function CheckoutForm({ viewer: viewerKey, neighborhoods, instapayRecipient, summary }: CheckoutFormProps) {
  const { i18n } = useLingui();
  const t = translatorOf(i18n);
  const format = useFormat();
  const { customer, address: saved, pendingOrder } = useFragment(viewerFragment, viewerKey);
  const order = pendingOrder!;
  const areas = useFragment(neighborhoodsFragment, neighborhoods).filter((area) => area.isServiced);
  const trialUsed = customer.hasUsedTrialBox;
  // Paying again for a trial keeps the trial chosen; anything else starts from the subscription.
  const retryingTrial = order.paymentRetry != null && !trialUsed && order.orderType === 'trial';
  // The customer left the payment page of this order without paying: this checkout replaces that attempt.
  const replacesUnfinishedPayment = order.paymentRetry?.reason === 'abandoned';

  const navigate = useNavigate();
  const [orderType, setOrderType] = useState<OrderType>(retryingTrial ? 'trial' : 'subscription');
  const [method, setMethod] = useState<PaymentMethod>('card');
  // The draft typed before a reload, else the address the customer last gave (a second try).
  const [start] = useState(() =>
    initialAddress({
      name: saved.name || customer.name,
      phone: customer.phone ?? null,
      address: saved,
      areas: areas.map((area) => area.name),
    }),
  );
  const [address, setAddress] = useState<AddressFields>(start.address);
  const [notes, setNotes] = useState(start.notes);
  // A draft of the address survives a reload (checkoutForm.ts: nothing secret, never card data).
  useEffect(() => writeCheckoutDraft({ address, notes }), [address, notes]);
  const [proof, setProof] = useState<File | null>(null);
  const [fieldErrors, setFieldErrors] = useState<AddressErrors>({});
  const [redirecting, setRedirecting] = useState(false);
  const [commit, isSending] = useMutation<CheckoutFormMutation>(checkoutMutation);
  const amounts = amountsOf(order[orderType], format, t);
  const paidByCredit = amounts?.paidByCredit ?? false;

  const chooseType = (next: OrderType) => {
    setOrderType(next);
    setMethod((current) => allowedPayment(next, current));
  };
  const setField = (field: keyof AddressFields, value: string) => {
    setAddress((current) => ({ ...current, [field]: value }));
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = () => {
    const problem = formProblem(address, method, proof, t, paidByCredit);
    if (problem) {
      setFieldErrors(problem.fields);
      notify({ type: 'error', title: problem.notice.title, description: problem.notice.description });
      return;
    }
    commit({
      variables: {
        input: {
          orderId: order.id,
          orderType,
          paymentMethod: method,
          address: { ...address, phone: normalisedPhone(address.phone) },
          deliveryNotes: notes,
          replaceUnfinishedPayment: replacesUnfinishedPayment,
          paymentProof: null,
        },
      },
      uploadables: method === 'instapay' && proof && !paidByCredit ? { 'input.paymentProof': proof } : undefined,
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
          notify({
            type: 'success',
            title: i18n._('Order submitted'),
            description: i18n._(paidByCredit ? checkoutMessages.paidByCredit : checkoutMessages.instapaySubmitted),
          });
          navigate('/account');
          return;
        }
        notify({
          type: 'error',
          title: i18n._('Error placing order'),
          description: i18n._((result.__typename === '%other' ? null : result.message) ?? GENERIC_FAILURE),
        });
      },
      onError: (error) => {
        const expired = error instanceof GraphQLRequestError && error.status === 401;
        notify(
          expired
            ? {
                type: 'error',
                title: i18n._('Authentication required'),
                description: i18n._('Your session has expired. Please refresh the page and try again.'),
              }
            : { type: 'error', title: i18n._('Error placing order'), description: i18n._(GENERIC_FAILURE) },
        );
      },
    });
  };

  const busy = isSending || redirecting;

  return (
    <Stack gap={{ base: '5', md: '6' }}>
      {amounts ? summary(amounts) : null}

      <CheckoutSection title={i18n._('Order type')} id="order-type-title">
        <ChoiceCards
          labelledBy="order-type-title"
          value={orderType}
          onChange={(value) => chooseType(value as OrderType)}
          options={ORDER_TYPES.map((type) => ({
            value: type.value,
            label: i18n._(type.label),
            text: i18n._(type.text),
            disabledText: type.value === 'trial' && trialUsed ? i18n._('You have already used your trial box.') : null,
          }))}
        />
      </CheckoutSection>

      <AddressSection
        address={address}
        notes={notes}
        errors={fieldErrors}
        areas={areas}
        onField={setField}
        onNotes={setNotes}
      />

      <PaymentSection
        recipient={instapayRecipient}
        orderType={orderType}
        method={method}
        onMethod={setMethod}
        total={amounts?.total ?? i18n._('the total')}
        reference={order.paymentReference}
        proof={proof}
        onProof={setProof}
        paidByCredit={paidByCredit}
      />

      <Button
        size="lg"
        onClick={submit}
        loading={busy}
        loadingText={method === 'card' ? i18n._('Opening payment…') : i18n._('Submitting…')}
      >
        {method === 'card' ? i18n._('Continue to Payment') : i18n._('Submit Order')}
      </Button>
    </Stack>
  );
}
