/** Checkout: order types, payment methods, notices, and the delivery address's rules. (The shared rules: see ../rules.ts.) */
import { inEnglish, type Notice, noticeText, type Translate } from './messages.ts';
import { checkPhone } from './phones.ts';

export const ORDER_TYPES = ['trial', 'subscription'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];
export const PAYMENT_METHODS = ['card', 'instapay'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The payment methods each order type allows: a subscription is charged weekly, so only a card. */
export const paymentMethodsFor = (orderType: OrderType): readonly PaymentMethod[] =>
  orderType === 'subscription' ? ['card'] : PAYMENT_METHODS;

/** The checkout's notices and messages (customer specification §5 and §8). */
export const checkoutNotices = {
  missingInformation: {
    title: /*i18n*/ 'Missing information',
    description: /*i18n*/ 'Please fill in all required delivery information',
  } satisfies Notice,
  proofRequired: {
    title: /*i18n*/ 'Payment confirmation required',
    description: /*i18n*/ 'Please upload your InstaPay payment confirmation image',
  } satisfies Notice,
  invalidFileType: {
    title: /*i18n*/ 'Invalid file type',
    description: /*i18n*/ 'Please select an image file',
  } satisfies Notice,
  fileTooLarge: {
    title: /*i18n*/ 'File too large',
    description: /*i18n*/ 'Please select an image smaller than 5MB',
  } satisfies Notice,
} as const;

export const checkoutMessages = {
  instapaySubmitted:
    /*i18n*/ "Order submitted successfully! Your payment is being processed. You'll receive confirmation once verified.",
  orderPlaced: /*i18n*/ 'Order placed successfully!',
  /** Referrals: the customer's credit paid the whole order. */
  paidByCredit: /*i18n*/ 'Paid with your credit: nothing to pay.',
  // The specifications give no text for the rules below; these are ours.
  subscriptionCardOnly: /*i18n*/ 'Subscriptions are paid by card only.',
  instapayUnavailable: /*i18n*/ 'InstaPay is not available right now: please pay by card.',
  trialUsed: /*i18n*/ 'You have already used your trial box. Please choose a subscription.',
  alreadyPaying: /*i18n*/ 'This order is already being paid.',
  areaNotServiced: (area: string, t: Translate = inEnglish) =>
    t(/*i18n*/ "We don't deliver to {area} yet. Please choose one of our delivery areas.", { area }),
  paymentUnavailable:
    /*i18n*/ "We couldn't reach our payment provider. Your order is saved and still waiting for payment: please try again in a few minutes.",
} as const;

/** A card payment that did not go through: the order stays payable (ours; the specification has none). */
export const paymentRetryMessages = {
  title: /*i18n*/ 'Your last payment did not go through',
  declined: (bankSays: string | null, t: Translate = inEnglish) =>
    bankSays && !/^declined$/i.test(bankSays)
      ? t(
          /*i18n*/ 'Your card was not charged (the bank said: {bankSays}). Your meals and address are kept: try again, or use another card.',
          { bankSays },
        )
      : t(/*i18n*/ 'Your card was not charged. Your meals and address are kept: try again, or use another card.'),
  abandoned: (t: Translate = inEnglish) =>
    t(
      /*i18n*/ 'You left the payment page before paying, so nothing was charged. Your meals and address are kept: pay when you are ready.',
    ),
  unverified: (t: Translate = inEnglish) =>
    t(
      /*i18n*/ 'We could not verify your InstaPay transfer. Your meals and address are kept: pay by card, or send the transfer again.',
    ),
  expired: (t: Translate = inEnglish) =>
    t(
      /*i18n*/ 'The payment page expired before the payment was completed. Your meals and address are kept: pay when you are ready.',
    ),
} as const;

/** At most this many bytes for an InstaPay screenshot (the uploads service counts them). */
export const PAYMENT_PROOF_MAX_BYTES = 5 * 1024 * 1024;

export interface DeliveryAddressInput {
  name?: string | null;
  street?: string | null;
  apartment?: string | null;
  building?: string | null;
  floor?: string | null;
  area?: string | null;
  landmark?: string | null;
  phone?: string | null;
}

/** How long each address field may be (a courier's label, not an essay). */
export const ADDRESS_FIELD_LIMITS: Record<keyof DeliveryAddressInput, number> = {
  name: 100,
  street: 200,
  apartment: 50,
  building: 50,
  floor: 50,
  area: 100,
  landmark: 200,
  phone: 20,
};
export const DELIVERY_NOTES_LIMIT = 500;

/** The fields the courier cannot do without (the full name is marked required too). */
export const REQUIRED_ADDRESS_FIELDS = ['name', 'street', 'area', 'phone'] as const;

/**
 * The profile keeps the same address under the same rule; its phone is a field of its own and
 * the name on the door falls back to the account's, so a saved address needs a street and an
 * area (a served one: the server checks). An address left wholly empty is no address.
 */
export const PROFILE_REQUIRED_ADDRESS_FIELDS = ['street', 'area'] as const;

export function profileAddressProblems(
  address: Omit<DeliveryAddressInput, 'phone'>,
  t: Translate = inEnglish,
): FieldProblem[] {
  const rest: DeliveryAddressInput = { ...address, phone: null };
  const fields = (Object.keys(ADDRESS_FIELD_LIMITS) as (keyof DeliveryAddressInput)[]).filter((f) => f !== 'phone');
  if (fields.every((field) => !(rest[field] ?? '').trim())) return [];
  return deliveryAddressProblems(rest, PROFILE_REQUIRED_ADDRESS_FIELDS, t);
}

export interface FieldProblem {
  field: keyof DeliveryAddressInput;
  message: string;
}

/**
 * What is wrong with a delivery address, field by field (empty when nothing is): a missing
 * required field gets the specification's "Missing information" text, a phone its own hint,
 * an overlong field its limit. The API refuses an address with problems; the form shows them.
 */
export function deliveryAddressProblems(
  address: DeliveryAddressInput,
  required: readonly (keyof DeliveryAddressInput)[] = REQUIRED_ADDRESS_FIELDS,
  t: Translate = inEnglish,
): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const { title, description } = checkoutNotices.missingInformation;
  const missing = noticeText({ title: t(title), description: t(description) });
  for (const field of Object.keys(ADDRESS_FIELD_LIMITS) as (keyof DeliveryAddressInput)[]) {
    const value = (address[field] ?? '').trim();
    if (!value) {
      if ((required as readonly string[]).includes(field)) problems.push({ field, message: missing });
      continue;
    }
    if (field === 'phone') {
      const phone = checkPhone(value, t);
      if (!phone.ok) problems.push({ field, message: phone.message });
      continue;
    }
    if (value.length > ADDRESS_FIELD_LIMITS[field]) {
      problems.push({
        field,
        message: t(/*i18n*/ 'At most {limit} characters', { limit: ADDRESS_FIELD_LIMITS[field] }),
      });
    }
  }
  return problems;
}
