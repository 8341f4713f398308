import {
  checkoutNotices,
  checkPhone,
  deliveryAddressProblems,
  inEnglish,
  noticeIn,
  noticeText,
  PAYMENT_PROOF_MAX_BYTES,
  paymentMethodsFor,
  type DeliveryAddressInput,
  type Notice,
  type OrderType,
  type PaymentMethod,
  type Translate,
} from '@rules';

export type AddressFields = Required<{ [K in keyof DeliveryAddressInput]: string }>;

export const emptyAddress: AddressFields = {
  name: '',
  street: '',
  apartment: '',
  building: '',
  floor: '',
  area: '',
  landmark: '',
  phone: '',
};

/**
 * What the phone field keeps: what was typed or pasted, as typed (`010 1234 5678`, `+20…`,
 * `0020…`); the shared rule reads it and the server stores `+201XXXXXXXXX`. Only the length is
 * bounded, so a pasted number is never cut to the wrong digits.
 */
export const PHONE_INPUT_LIMIT = 20;
export const phoneInput = (typed: string): string => typed.slice(0, PHONE_INPUT_LIMIT);

/** A stored `+201XXXXXXXXX` as the field shows it, beside its +20: `1012345678`. */
export const phoneForField = (stored: string | null | undefined): string => stored?.replace(/^\+20/, '') ?? '';

/** The live hint under the phone field; null while it is empty. */
export function phoneHint(digits: string, t: Translate = inEnglish): { text: string; ok: boolean } | null {
  if (!digits) return null;
  const check = checkPhone(digits, t);
  return { text: check.message, ok: check.ok };
}

/**
 * The delivery address and notes being typed, kept in this tab's session storage so a reload
 * (or a trip to Paymob and back) keeps them. Only what the customer typed into our own form: no
 * card data ever passes through it, and nothing secret is kept.
 */
export const CHECKOUT_DRAFT_KEY = 'checkoutDraft';

export interface CheckoutDraft {
  address: AddressFields;
  notes: string;
}

export function readCheckoutDraft(): CheckoutDraft | null {
  try {
    const raw = window.sessionStorage.getItem(CHECKOUT_DRAFT_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as { address?: Record<string, unknown>; notes?: unknown };
    if (!value || typeof value !== 'object' || !value.address || typeof value.address !== 'object') return null;
    const address = { ...emptyAddress };
    for (const key of Object.keys(emptyAddress) as (keyof AddressFields)[]) {
      const field = value.address[key];
      if (typeof field === 'string') address[key] = field.slice(0, 200);
    }
    return { address, notes: typeof value.notes === 'string' ? value.notes.slice(0, 500) : '' };
  } catch {
    return null;
  }
}

export function writeCheckoutDraft(draft: CheckoutDraft): void {
  try {
    window.sessionStorage.setItem(CHECKOUT_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // storage unavailable: the form still works, without surviving a reload
  }
}

export function clearCheckoutDraft(): void {
  try {
    window.sessionStorage.removeItem(CHECKOUT_DRAFT_KEY);
  } catch {
    // nothing to do
  }
}

/**
 * The address the form starts with: the draft typed before a reload, else the address the
 * customer last gave (their profile's: a second try after a declined card starts from it; an
 * area no longer serviced is left out), else the account's name and phone.
 */
export function initialAddress(initial: {
  name: string;
  phone: string | null;
  address?: Partial<Record<keyof AddressFields | 'deliveryNotes', string>> | null;
  areas?: readonly string[];
}): CheckoutDraft {
  const draft = readCheckoutDraft();
  if (draft) return draft;
  const saved = initial.address ?? {};
  return {
    address: {
      ...emptyAddress,
      street: saved.street ?? '',
      building: saved.building ?? '',
      floor: saved.floor ?? '',
      apartment: saved.apartment ?? '',
      area: saved.area && initial.areas?.includes(saved.area) ? saved.area : '',
      landmark: saved.landmark ?? '',
      name: initial.name,
      phone: phoneForField(initial.phone),
    },
    notes: saved.deliveryNotes ?? '',
  };
}

/** The order type's allowed payment: a subscription, or a customer whose trial is used, pays by card. */
export function allowedPayment(orderType: OrderType, method: PaymentMethod): PaymentMethod {
  return paymentMethodsFor(orderType).includes(method) ? method : 'card';
}

/** Checks an InstaPay screenshot before it is sent (the server checks its bytes again). */
export function proofProblem(file: File | null, t: Translate = inEnglish): Notice | null {
  const notice = !file
    ? checkoutNotices.proofRequired
    : !file.type.startsWith('image/')
      ? checkoutNotices.invalidFileType
      : file.size > PAYMENT_PROOF_MAX_BYTES
        ? checkoutNotices.fileTooLarge
        : null;
  return notice && noticeIn(notice, t);
}

export interface FormProblem {
  notice: Notice;
  fields: Partial<Record<keyof AddressFields, string>>;
}

/**
 * What stops the order from being sent: missing required delivery information is one notice
 * (the specification's), a bad phone shows its own hint; InstaPay needs its screenshot unless the
 * customer's credit pays it all (`paidByCredit`: no transfer to make).
 */
export function formProblem(
  address: AddressFields,
  method: PaymentMethod,
  proof: File | null,
  t: Translate = inEnglish,
  paidByCredit = false,
): FormProblem | null {
  const problems = deliveryAddressProblems(address, undefined, t);
  if (problems.length > 0) {
    const fields = Object.fromEntries(problems.map((p) => [p.field, p.message]));
    const missingInformation = noticeIn(checkoutNotices.missingInformation, t);
    const missing = problems.some((p) => p.message === noticeText(missingInformation));
    return {
      notice: missing
        ? missingInformation
        : { title: t(/*i18n*/ 'Check your details'), description: problems[0]!.message },
      fields,
    };
  }
  if (method === 'instapay' && !paidByCredit) {
    const problem = proofProblem(proof, t);
    if (problem) return { notice: problem, fields: {} };
  }
  return null;
}
