/**
 * The product's rules that the server enforces and the web app shows before it asks: limits,
 * choices and the user-facing messages the specifications fix. One copy, imported by both
 * sides (the web app through the `@rules` alias), so a screen can never disagree with the API.
 *
 * This file imports nothing and touches nothing outside itself (the lint config enforces it):
 * it is bundled into the browser as it is.
 */

// --- messages ----------------------------------------------------------------------------

/**
 * How a rule writes a message: in English by default (the API's answers, GraphiQL included), in
 * the page's language when the web app passes Lingui's `i18n._`. Each message is an entry of the
 * web app's catalogue (English source text with ICU `{placeholders}`), marked `i18n` for its
 * extractor, so a fixed message also translates as `i18n._(message)` where it is shown.
 */
export type Translate = (message: string, values?: Record<string, string | number>) => string;

/** English: the message with its `{placeholders}` filled in. */
export const inEnglish: Translate = (message, values = {}) =>
  message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

// --- languages ---------------------------------------------------------------------------

/** The product's languages; English is the default (and the API's own). */
export const LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Arabic pages live under this prefix (`/ar/meals`); English ones at the root. */
export const ARABIC_PATH_PREFIX = '/ar';
/** The cookie that remembers the visitor's language (`ar` or `en`), which the server's redirects follow. */
export const LANGUAGE_COOKIE = 'mb_lang';

/** A path of the web app in the language a request's cookie names (`/payment/response` → `/ar/payment/response`). */
export const pathInLanguage = (path: string, language: string | undefined): string =>
  language === 'ar' ? `${ARABIC_PATH_PREFIX}${path === '/' ? '' : path}` : path;

// --- meal plans --------------------------------------------------------------------------

/** A weekly box holds 4 to 15 meals (the menu, orders and subscription defaults). */
export const MIN_MEALS = 4;
export const MAX_MEALS = 15;

/** The meal counts the plan page offers. */
export const PLAN_MEAL_COUNTS = [4, 6, 8, 10, 12, 14] as const;
export type PlanMealCount = (typeof PLAN_MEAL_COUNTS)[number];
/** The plan page's preselected (and "Recommended") count; the menu's default when coming from it. */
export const PLAN_DEFAULT_MEAL_COUNT: PlanMealCount = 10;
/** The menu's default when it is opened without a plan. */
export const MENU_DEFAULT_MEAL_COUNT = 6;

export const PORTION_SIZES = ['standard', 'large', 'mixed'] as const;
export type PortionSize = (typeof PORTION_SIZES)[number];
/** The size of one meal; a mixed plan gives each meal one of these. */
export const MEAL_PORTIONS = ['standard', 'large'] as const;
export type MealPortion = (typeof MEAL_PORTIONS)[number];
export const DELIVERY_SLOTS = ['morning', 'evening'] as const;
export type DeliverySlot = (typeof DELIVERY_SLOTS)[number];

export function isValidMealCount(count: number): boolean {
  return Number.isInteger(count) && count >= MIN_MEALS && count <= MAX_MEALS;
}

/** The meal counts a box may hold, smallest first. */
export function mealCountChoices(): number[] {
  return Array.from({ length: MAX_MEALS - MIN_MEALS + 1 }, (_, i) => MIN_MEALS + i);
}

export const MEAL_COUNT_RANGE_MESSAGE = inEnglish(/*i18n*/ 'Meal count must be from {min} to {max}', {
  min: MIN_MEALS,
  max: MAX_MEALS,
});

/** A titled notice (the web app shows title and description; the API joins them into one sentence). */
export interface Notice {
  title: string;
  description: string;
}

/** A fixed notice said in the language of `t` (its title and description are catalogue messages). */
export const noticeIn = (notice: Notice, t: Translate): Notice => ({
  title: t(notice.title),
  description: t(notice.description),
});

/** "Title: description", the form the API's error messages take. */
export const noticeText = (notice: Notice): string => `${notice.title}: ${notice.description}`;

/** The meal selection's notices (customer specification §5). */
export const selectionNotices = {
  tooMany: (mealCount: number, t: Translate = inEnglish): Notice => ({
    title: t(/*i18n*/ 'Maximum meals reached'),
    description: t(/*i18n*/ 'You have already selected {mealCount} meals. Remove a meal to add a different one.', {
      mealCount,
    }),
  }),
  incomplete: (mealCount: number, t: Translate = inEnglish): Notice => ({
    title: t(/*i18n*/ 'Incomplete Selection'),
    description: t(/*i18n*/ 'Please select all {mealCount} meals before proceeding to checkout.', { mealCount }),
  }),
  wrongCount: (mealCount: number, t: Translate = inEnglish): Notice => ({
    title: t(/*i18n*/ 'Wrong number of meals'),
    description: t(/*i18n*/ 'Please select exactly {mealCount} meals before saving.', { mealCount }),
  }),
  portionsRequired: {
    title: /*i18n*/ 'Portion sizes required',
    description: /*i18n*/ 'Please choose Standard or Large for every selected meal.',
  } satisfies Notice,
} as const;

// --- accounts ----------------------------------------------------------------------------

export const MIN_PASSWORD_LENGTH = 6;
/** argon2's input bound: a megabyte "password" is an attack, not a password. */
export const MAX_PASSWORD_LENGTH = 256;

/** The account forms' messages (customer specification §5). */
const PASSWORD_TOO_SHORT = /*i18n*/ 'Password must be at least {min} characters long';
const PASSWORD_TOO_LONG = /*i18n*/ 'Password must be at most {max} characters long';

export const accountMessages = {
  loginMissing: /*i18n*/ 'Please enter both email and password',
  registerMissing: /*i18n*/ 'Please fill in all required fields',
  fillAllFields: /*i18n*/ 'Please fill in all fields',
  emailRequired: /*i18n*/ 'Email required',
  passwordTooShort: inEnglish(PASSWORD_TOO_SHORT, { min: MIN_PASSWORD_LENGTH }),
  passwordTooLong: inEnglish(PASSWORD_TOO_LONG, { max: MAX_PASSWORD_LENGTH }),
  passwordsDiffer: /*i18n*/ 'Passwords do not match',
  /** What a reset request always answers, registered e-mail or not. */
  resetRequested: /*i18n*/ "If your email is in our system, you'll receive password reset instructions shortly.",
  resetDone: /*i18n*/ 'Your password has been reset successfully. You can now log in with your new password.',
} as const;

/** What is wrong with a new password's length, or null when it is acceptable. */
export function passwordLengthProblem(password: string, t: Translate = inEnglish): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return t(PASSWORD_TOO_SHORT, { min: MIN_PASSWORD_LENGTH });
  if (password.length > MAX_PASSWORD_LENGTH) return t(PASSWORD_TOO_LONG, { max: MAX_PASSWORD_LENGTH });
  return null;
}

// --- Egyptian mobile numbers -------------------------------------------------------------

/**
 * Money as every screen, e-mail and page shows it: whole pounds, grouped by thousands, "EGP 1,990"
 * (DESIGN §2). Piasters in, rounded to the pound.
 */
export function formatEgpAmount(piasters: number): string {
  const pounds = Math.round(piasters / 100);
  return `EGP ${String(pounds).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}

/**
 * Egypt's mobile numbers: +20 and 10 digits starting 10, 11, 12 or 15 (DESIGN §3; the
 * specification's "1 followed by 9 digits" would let 13… and 14… through).
 */
export const PHONE_COUNTRY_CODE = '+20';
export const PHONE_DIGITS = 10;
export const MOBILE_PREFIXES = ['10', '11', '12', '15'] as const;

export const phoneMessages = {
  /** The specification's text, "(s)" included. */
  moreDigits: (missing: number, t: Translate = inEnglish) => t(/*i18n*/ 'Enter {missing} more digit(s)', { missing }),
  /** A wrong start: says what a right one looks like. */
  invalid: /*i18n*/ 'Egyptian mobile numbers start with 010, 011, 012 or 015',
  tooLong: (extra: number, t: Translate = inEnglish) =>
    t(/*i18n*/ '{extra} digit(s) too many: an Egyptian mobile number is 01 and 9 more digits (e.g. 010 1234 5678)', {
      extra,
    }),
  notDigits: /*i18n*/ 'Use digits only (spaces, dashes and a leading +20 are fine)',
  otherCountry: /*i18n*/ 'Only Egyptian mobile numbers (+20) are accepted',
  valid: /*i18n*/ 'Valid Egyptian mobile number',
} as const;

export type PhoneCheck = { ok: true; e164: string; message: string } | { ok: false; message: string };

/**
 * Digits as Arabic readers may type them, Arabic-Indic (٠١٢…٩) or Eastern Arabic-Indic
 * (۰۱۲…۹, Persian keyboards), as the 0-9 every rule reads. Anything else is left as it is.
 */
export function westernDigits(typed: string): string {
  return typed.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) & 0xf));
}

/**
 * A number typed as text, in any digits `westernDigits` reads, with `٫` as a decimal point too;
 * `Number`'s answer otherwise (NaN for what is not a number, 0 for blank: callers check blank).
 */
export const typedNumber = (typed: string): number => Number(westernDigits(typed).replace('\u066b', '.'));

/**
 * The digits after +20 in what was typed or pasted, as Egyptians write numbers: `01012345678`,
 * `010 1234 5678`, `010-1234-5678`, `+20 10 1234 5678`, `0020 1012345678`, `201012345678` or
 * `1012345678`. Spaces, dashes, dots and brackets are dropped, then a country code (`+20`, `0020`,
 * or `20` before a 1) and the local trunk `0`. `null` when something other than digits is left, or
 * another country's code. A country code still being typed (`+`, `+2`, `00`) is no digits yet.
 * Arabic-Indic digits count as digits (`westernDigits`).
 */
export function phoneNationalDigits(typed: string): string | null {
  let rest = westernDigits(typed).replace(/[\s\-.()\u00a0]/g, '');
  if (/^(\+|\+2|0{2}|0{2}2)$/.test(rest)) return '';
  if (rest.startsWith('+')) {
    if (!rest.startsWith('+20')) return null;
    rest = rest.slice(3);
  } else if (rest.startsWith('00')) {
    if (!rest.startsWith('0020')) return null;
    rest = rest.slice(4);
  } else if (/^20(1|$)/.test(rest) && rest.length !== PHONE_DIGITS) {
    // "201012345678" pasted without its +; "20" alone may still become it.
    rest = rest.slice(2);
  }
  rest = rest.replace(/^0(?=1|$)/, '');
  return /^\d*$/.test(rest) ? rest : null;
}

/**
 * Checks a mobile number however it is typed (see `phoneNationalDigits`), and says exactly what
 * is wrong: a wrong start as soon as it is typed, the digits still missing, the digits too many.
 * `e164` is what is stored: `+201XXXXXXXXX` (prefixes 10, 11, 12, 15).
 */
export function checkPhone(typed: string, t: Translate = inEnglish): PhoneCheck {
  const stripped = typed.replace(/[\s\-.()\u00a0]/g, '');
  const digits = phoneNationalDigits(typed);
  if (digits === null) {
    const otherCountry = /^(\+|00)/.test(stripped) && /^[+\d]+$/.test(stripped);
    return { ok: false, message: t(otherCountry ? phoneMessages.otherCountry : phoneMessages.notDigits) };
  }
  const prefixes: readonly string[] = MOBILE_PREFIXES;
  const badStart =
    (digits.length >= 1 && digits[0] !== '1') || (digits.length >= 2 && !prefixes.includes(digits.slice(0, 2)));
  if (badStart) return { ok: false, message: t(phoneMessages.invalid) };
  if (digits.length > PHONE_DIGITS)
    return { ok: false, message: phoneMessages.tooLong(digits.length - PHONE_DIGITS, t) };
  if (digits.length < PHONE_DIGITS)
    return { ok: false, message: phoneMessages.moreDigits(PHONE_DIGITS - digits.length, t) };
  return { ok: true, e164: `${PHONE_COUNTRY_CODE}${digits}`, message: t(phoneMessages.valid) };
}

// --- availability ------------------------------------------------------------------------

/** What the API answers (503) and the web app shows while the database cannot be reached. */
export const DATABASE_UNAVAILABLE_MESSAGE =
  /*i18n*/ "We're having trouble reaching our kitchen, try again in a minute.";

// --- onboarding --------------------------------------------------------------------------

/** Shown before the check (web) and answered by it (API) for a neighbourhood we do not serve. */
export const areaNotServicedMessage = (neighborhood: string, t: Translate = inEnglish): string =>
  t(
    /*i18n*/ "Sorry, we don't currently deliver to {neighborhood}. We've added you to our waitlist and will notify you when we expand service to your area.",
    { neighborhood },
  );

/** The eligibility check's answers (customer specification §2; the invalid-code one is ours). */
export const eligibilityMessages = {
  eligible: /*i18n*/ "Great! You're eligible. Redirecting you to meal plans...",
  alreadyRegistered:
    /*i18n*/ 'This email is already registered. Please use a different email or login with your existing account.',
  invalidCode:
    /*i18n*/ 'That invitation code isn\'t valid or has no places left. Check it and try again, or choose "I don\'t have a code".',
  invitationRequested: (email: string, t: Translate = inEnglish) =>
    t(
      /*i18n*/ "Thank you! We've noted your request and will e-mail {email} an invitation code as soon as a place opens up.",
      { email },
    ),
} as const;

// --- admin reference data (admin specification §2, §5, §9) -------------------------------

/** Generated invitation codes: 8 characters from A-Z and 0-9. */
export const INVITATION_CODE_LENGTH = 8;
export const INVITATION_CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
/** Codes are stored and compared upper-cased, however a client typed them. */
export const normalizeInvitationCode = (code: string): string => code.trim().toUpperCase();
/**
 * A new code for the back office's Generate button: INVITATION_CODE_LENGTH characters drawn
 * uniformly from INVITATION_CODE_ALPHABET with the platform's CSPRNG (a guessable code would
 * let anyone register). Bytes of 252 and above are drawn again, so no character is likelier
 * than another (256 is not a multiple of 36).
 */
export function generateInvitationCode(
  randomBytes: (length: number) => Uint8Array = (length) => crypto.getRandomValues(new Uint8Array(length)),
): string {
  const limit = 256 - (256 % INVITATION_CODE_ALPHABET.length);
  let code = '';
  while (code.length < INVITATION_CODE_LENGTH) {
    for (const byte of randomBytes(INVITATION_CODE_LENGTH)) {
      if (byte < limit && code.length < INVITATION_CODE_LENGTH)
        code += INVITATION_CODE_ALPHABET[byte % INVITATION_CODE_ALPHABET.length];
    }
  }
  return code;
}
/** How long "Copied" shows after a code is copied. */
export const CODE_COPIED_MS = 2000;
/** The waitlist's "top neighbourhoods" list. */
export const WAITLIST_TOP_NEIGHBORHOODS = 10;
/** The waitlist export's columns, in order. */
export const WAITLIST_CSV_COLUMNS = ['Email', 'Neighborhood', 'Reason', 'Date'] as const;
/** The neighbourhoods' cities (a neighbourhood belongs to one). */
export const NEIGHBORHOOD_CITIES = ['Cairo', 'Giza'] as const;

export const adminMessages = {
  neighborhoodNameRequired: 'Neighborhood name is required.',
  neighborhoodExists: 'A neighborhood with this name already exists.',
  codeRequired: 'Code is required.',
  codeExists: 'This invitation code already exists.',
  codeCharacters: 'Code may contain only letters A-Z, digits 0-9, "-" and "_".',
  maxUsesInteger: 'Max uses must be a whole number of at least 1, or empty for unlimited.',
  maxUsesBelowUses: 'Max uses cannot be lower than the uses already counted.',
  priceNegative: 'Price cannot be negative.',
  priceWhole: 'Price must be a whole number of pounds.',
  superAdminRequired: 'Super Admin Required — You need super admin privileges to manage admin accounts.',
  cannotDeleteSelf: 'You cannot delete your own account.',
  cannotDemoteSelf: 'You cannot change your own role.',
  lastSuperAdmin: 'There must always be at least one super admin.',
  usernameExists: 'This username is already taken.',
  adminEmailExists: 'This email is already used by another admin.',
} as const;

// --- fixed copy --------------------------------------------------------------------------

/** The landing page's headline (not editable; the hero's image and button are). */
export const LANDING_HEADLINE = /*i18n*/ 'Refined recipes. Real ingredients. Ready in minutes.';

// --- checkout ----------------------------------------------------------------------------

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
// --- admin back office: menus, meals, landing content (admin specification §5, §8, §9) -------

/** New-meal price default (an unused form default, kept as the old product had it). */
export const DEFAULT_MEAL_PRICE_EGP = 249;

/** Large portion values default to 1.5 × regular, rounded. */
export const LARGE_PORTION_FACTOR = 1.5;
export const largePortionValue = (regular: number): number => Math.round(regular * LARGE_PORTION_FACTOR);

export const MEAL_IMAGE_MAX_MB = 5;
export const LANDING_IMAGE_MAX_MB = 10;

export const adminMealMessages = {
  required: 'Please fill in all required fields.',
  imageUrlInvalid: 'Image URL is not valid',
  notFound: 'Meal not found',
  imageType: 'Please upload an image file.',
  imageSize: `Please upload an image smaller than ${MEAL_IMAGE_MAX_MB}MB.`,
  uploadUrlFailed: 'Failed to get upload URL',
  uploadFailed: 'Failed to upload file',
  confirmFailed: 'Failed to confirm upload',
  createFailed: 'Failed to create meal. Please try again.',
  updateFailed: 'Failed to update meal. Please try again.',
  deleteFailed: 'Failed to delete meal. Please try again.',
} as const;

export const weekMenuMessages = {
  addFailed: 'There was an error adding the meal. Please try again.',
  removeFailed: 'There was an error removing the meal. Please try again.',
  /** After the deadline orders exist for the week: its menu is frozen. */
  deadlinePassed: "This week's order deadline has passed and orders exist: its menu can no longer change.",
  notOnMenu: "This meal is not on this week's menu",
} as const;

export const landingMessages = {
  nameRequired: 'Name is required',
  questionRequired: 'Question is required',
  answerRequired: 'Answer is required',
  urlInvalid: 'Please enter a valid URL or leave it empty',
  imageTypeTitle: 'Invalid File',
  imageType: 'Please select an image file',
  imageSizeTitle: 'File Too Large',
  imageSize: `Please select an image smaller than ${LANDING_IMAGE_MAX_MB}MB`,
  heroSaved: 'Hero section updated successfully',
  heroFailed: 'Failed to update hero section',
  carouselSaved: 'Carousel meal updated successfully',
  carouselFailed: 'Failed to update carousel meal',
  carouselDeleted: 'Meal deleted successfully',
  carouselDeleteFailed: 'Failed to delete meal',
  faqSaved: 'FAQ updated successfully',
  faqFailed: 'Failed to update FAQ',
  faqDeleted: 'FAQ deleted successfully',
  faqDeleteFailed: 'Failed to delete FAQ',
  imageUploaded: 'Image uploaded successfully',
  uploadFailedTitle: 'Upload Failed',
  uploadFailed: 'Failed to upload image. Please try again.',
  carouselDeleteConfirm: (name: string): string =>
    `Are you sure you want to delete "${name}"? This action cannot be undone.`,
  faqDeleteConfirm: 'Are you sure you want to delete this FAQ? This action cannot be undone.',
} as const;

/**
 * A link or image location an admin may save: one of our paths (`/uploads/…`, `/images/…`,
 * `/meal-plans`) or an http(s) URL; never `javascript:`, `data:` or a protocol-relative `//host`.
 */
export function isSafeLocation(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//') && !/\s/.test(value);
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

export const DEFAULT_CTA_TEXT = 'Get Started';
export const DEFAULT_CTA_URL = '/';

export const adminLoginMessages = {
  missing: 'Please fill in all fields',
  failed: 'Invalid admin credentials',
} as const;

/** Pausing: skip the next 1 to 4 weeks in one step (the Subscription tab). */
export const PAUSE_WEEKS_MIN = 1;
export const PAUSE_WEEKS_MAX = 4;

/** Why a subscriber cancels: the dialog's choices (ours; the specification asks nothing). */
export const CANCEL_REASONS = [
  { value: 'too_expensive', label: 'It is too expensive' },
  { value: 'not_enough_variety', label: 'Not enough variety in the meals' },
  { value: 'taste_or_portions', label: "The taste or portions didn't suit me" },
  { value: 'delivery', label: 'Delivery times or problems' },
  { value: 'travelling', label: "I'm travelling or taking a break" },
  { value: 'other', label: 'Other' },
] as const;
export const CANCEL_REASON_TEXT_LIMIT = 500;

export const cancelReasonLabel = (reason: string | null | undefined): string | null =>
  CANCEL_REASONS.find((entry) => entry.value === reason)?.label ?? null;

/** The reference a customer writes on an InstaPay transfer: the order number (admins match by it). */
export const instapayReference = (orderId: number): string => `MB-${orderId}`;
