import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Paymob signs a callback with HMAC-SHA512 (lower-case hex, `?hmac=` on the
 * URL) over the values of a fixed list of fields, concatenated in that order
 * with no separator. It never signs the raw body.
 *
 * Transaction callbacks, processed (POST, fields of the JSON `obj`) and
 * response (GET, query parameters). Sources:
 * - https://developers.paymob.com/paymob-docs/developers/webhook-callbacks-and-hmac/hmac/hmac-transaction-callback
 *   (list below; "obj.id / order.id for Processed (POST) | id / order_id for Response (GET)";
 *   sample string 1000002024-06-13T11:33:44.592345EGPfalsefalse1920364654097558true…cardtrue)
 * - https://docs.paymob.com/docs/hmac-calculation (the older page: same list, sample
 *   1002020-03-25T18:39:44.719228EGPfalsefalse25567066741truefalse…2346MasterCardcardtrue)
 * - Paymob's own WooCommerce plugin (includes/helper/paymob.php, verifyAcceptHmac /
 *   verifyFlashHmac) and Odoo's addons/payment_paymob (const.SIGNATURE_FIELDS): same order;
 *   both read the GET order id from the `order` parameter, which we accept beside `order_id`.
 * - Test vectors reproduced in hmac.test.ts: odoo/odoo addons/payment_paymob/tests/common.py
 *   and xshaheen/xdot-paymob tests/CashIn.Tests.Unit/PaymobCashInBrokerTests.Validation.cs.
 */
export const TRANSACTION_HMAC_FIELDS = [
  'amount_cents',
  'created_at',
  'currency',
  'error_occured', // sic: Paymob's spelling
  'has_parent_transaction',
  'id',
  'integration_id',
  'is_3d_secure',
  'is_auth',
  'is_capture',
  'is_refunded',
  'is_standalone_payment',
  'is_voided',
  'order.id',
  'owner',
  'pending',
  'source_data.pan',
  'source_data.sub_type',
  'source_data.type',
  'success',
] as const;

/**
 * Card-token callback (POST to notification_url, `{ type: "TOKEN", obj }`),
 * fields of `obj`. Sources:
 * - https://developers.paymob.com/paymob-docs/developers/webhook-callbacks-and-hmac/hmac/hmac-for-card-tokens
 *   and .../pay-with-saved-cards/create-card-token (sample token object)
 * - https://docs.paymob.com/docs/hmac-calculation (older page, "Card Token Callback")
 * - PaymobAccept/Paymob-AI-Integration-Skill references/saved-cards.md (Paymob's own repository)
 * - Test vector in hmac.test.ts: xshaheen/xdot-paymob PaymobCashInBrokerTests.Validation.cs (TokenData).
 */
export const CARD_TOKEN_HMAC_FIELDS = [
  'card_subtype',
  'created_at',
  'email',
  'id',
  'masked_pan',
  'merchant_id',
  'order_id',
  'token',
] as const;

/**
 * One value as Paymob writes it in the signed string: booleans as `true` /
 * `false`, numbers in plain decimal, strings unchanged. Paymob does not
 * document null; its PHP plugin concatenates it as nothing, and so do we
 * (no field of a card transaction is null).
 */
export function hmacValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean' || typeof value === 'number' || typeof value === 'string') return String(value);
  // Objects and arrays never appear in the signed fields: make them fail the check.
  return '\u0000';
}

export const hmacString = (values: readonly unknown[]): string => values.map(hmacValue).join('');

export function signHmac(secret: string, message: string): string {
  return createHmac('sha512', secret).update(message, 'utf8').digest('hex');
}

const SHA512_HEX = /^[0-9a-f]{128}$/i;

/**
 * Compares the received signature with ours in constant time. A missing,
 * repeated, non-hex or wrong-length value is a mismatch, never an exception
 * (timingSafeEqual throws on buffers of different lengths).
 */
export function hmacMatches(secret: string, message: string, received: unknown): boolean {
  if (typeof received !== 'string' || !SHA512_HEX.test(received)) return false;
  const expected = Buffer.from(signHmac(secret, message), 'utf8');
  const given = Buffer.from(received.toLowerCase(), 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** A dotted path into a JSON object (`order.id`, `source_data.pan`). */
export const readPath = (source: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
      source,
    );

/** The signed string of a transaction object (the processed callback's `obj`). */
export const transactionHmacString = (obj: unknown): string =>
  hmacString(TRANSACTION_HMAC_FIELDS.map((path) => readPath(obj, path)));

/** The signed string of a card-token object. */
export const cardTokenHmacString = (obj: Record<string, unknown>): string =>
  hmacString(CARD_TOKEN_HMAC_FIELDS.map((key) => obj[key]));

/**
 * The `hmac` Paymob sends with a notification body (`{ type, obj }`): what the simulator signs
 * with, and what tests and partner tools use to send a callback of their own.
 */
export function signNotification(secret: string, body: { type: string; obj: Record<string, unknown> }): string {
  return signHmac(secret, body.type === 'TOKEN' ? cardTokenHmacString(body.obj) : transactionHmacString(body.obj));
}
