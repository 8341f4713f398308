import { z } from 'zod';
import { PaymobCallbackError } from './errors.ts';
import {
  cardTokenHmacString,
  hmacMatches,
  hmacString,
  readPath,
  TRANSACTION_HMAC_FIELDS,
  transactionHmacString,
} from './hmac.ts';

/**
 * What a Paymob transaction means for us, from the signed flags only:
 * a refund or void of an earlier payment (or its child transaction) is a
 * `reversed`, never a new confirmation, even though Paymob marks it success.
 */
export type PaymobPaymentOutcome = 'succeeded' | 'failed' | 'pending' | 'reversed';

export interface PaymobTransaction {
  /** Paymob's transaction id (signed). */
  transactionId: string;
  /**
   * Paymob's order id (signed): the intention's `intention_order_id`. Find our
   * payment attempt by this, not by `specialReference`.
   */
  paymobOrderId: string;
  outcome: PaymobPaymentOutcome;
  /** Signed. Compare with the amount we asked for before confirming. */
  amountPiasters: number;
  currency: string;
  integrationId: number;
  is3dSecure: boolean;
  /** Last four digits and brand (signed); null for a method that is not a card. */
  card: { last4: string; brand: string } | null;
  /**
   * Our `special_reference`, echoed as `merchant_order_id`. NOT covered by
   * the HMAC: a cross-check at most, never the key to find an order.
   */
  specialReference: string | null;
  /** Paymob's text ("Approved", a decline reason); unsigned, for logs and screens. */
  message: string | null;
  /** As Paymob wrote it (its local time, no zone). */
  createdAt: string;
}

export interface PaymobTransactionEvent extends PaymobTransaction {
  kind: 'transaction';
  /** Unique per transaction and outcome: record it in the same database transaction as the state change. */
  eventKey: string;
}

export interface PaymobCardTokenEvent {
  kind: 'cardToken';
  eventKey: string;
  tokenId: string;
  /** The saved-card token: it can charge the card, so it is never logged. */
  token: string;
  /** As Paymob sends it, e.g. `xxxx-xxxx-xxxx-2346`. */
  maskedPan: string;
  last4: string;
  brand: string;
  email: string;
  /** The Paymob order (intention) the card was saved during (signed). */
  paymobOrderId: string;
  createdAt: string;
}

export type PaymobNotification = PaymobTransactionEvent | PaymobCardTokenEvent;

/**
 * The key a transaction's outcome is recorded under: the same whether the processed callback or
 * the customer's redirect reports it, so whichever comes first applies it and the other replays.
 */
export const transactionEventKey = (transaction: Pick<PaymobTransaction, 'transactionId' | 'outcome'>): string =>
  `paymob:transaction:${transaction.transactionId}:${transaction.outcome}`;

/** The customer's return from the hosted checkout, signed over the same fields as the processed callback. */
export interface PaymobRedirect extends PaymobTransaction {
  kind: 'redirect';
}

/** A query as Fastify parses it (`request.query`), a URLSearchParams, or a raw query string. */
export type QueryInput = Record<string, unknown> | URLSearchParams | string;

const malformed = (message: string) => new PaymobCallbackError('malformed', message);

/** One value per key: a repeated parameter could make us check one value and use another. */
function queryMap(query: QueryInput): Map<string, string> {
  const map = new Map<string, string>();
  if (typeof query === 'string' || query instanceof URLSearchParams) {
    const params = typeof query === 'string' ? new URLSearchParams(query.replace(/^\?/, '')) : query;
    for (const key of new Set(params.keys())) {
      const values = params.getAll(key);
      if (values.length !== 1) throw malformed(`Repeated query parameter ${key}`);
      map.set(key, values[0]!);
    }
    return map;
  }
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (typeof value !== 'string') throw malformed(`Repeated or structured query parameter ${key}`);
    map.set(key, value);
  }
  return map;
}

function jsonBody(body: unknown): Record<string, unknown> {
  let parsed = body;
  if (typeof body === 'string' || Buffer.isBuffer(body)) {
    try {
      parsed = JSON.parse(body.toString());
    } catch {
      throw malformed('The body is not JSON');
    }
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw malformed('The body is not an object');
  return parsed as Record<string, unknown>;
}

function requireSignature(secret: string, signed: string, hmac: string | undefined): void {
  if (!hmac) throw new PaymobCallbackError('missing_signature', 'The callback has no hmac');
  if (!hmacMatches(secret, signed, hmac)) {
    throw new PaymobCallbackError('bad_signature', 'The callback hmac does not match');
  }
}

// Query strings carry every value as text; JSON bodies carry real types.
const flag = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);
const integer = z.union([z.number().int().nonnegative(), z.string().regex(/^\d+$/).transform(Number)]);
const identifier = z.union([z.number().int().nonnegative().transform(String), z.string().min(1).max(100)]);
const optionalText = z.union([z.string(), z.null(), z.undefined()]).transform((v) => (v ? v : null));

const transactionShape = z.object({
  id: identifier,
  orderId: identifier,
  amountCents: integer,
  currency: z.string().regex(/^[A-Z]{3}$/),
  integrationId: integer,
  success: flag,
  pending: flag,
  isRefunded: flag,
  isVoided: flag,
  hasParentTransaction: flag,
  is3dSecure: flag,
  errorOccured: flag,
  createdAt: z.string().min(1),
  sourceType: optionalText,
  pan: optionalText,
  subType: optionalText,
  merchantOrderId: optionalText,
  message: optionalText,
});

function outcomeOf(t: z.output<typeof transactionShape>): PaymobPaymentOutcome {
  if (t.isRefunded || t.isVoided || t.hasParentTransaction) return 'reversed';
  if (t.pending) return 'pending';
  return t.success && !t.errorOccured ? 'succeeded' : 'failed';
}

/** Builds the typed transaction from a field reader (JSON `obj` paths, or query keys). */
function readTransaction(
  read: (field: string) => unknown,
  extras: { merchantOrderId: unknown; message: unknown },
): PaymobTransaction {
  const parsed = transactionShape.safeParse({
    id: read('id'),
    orderId: read('order.id'),
    amountCents: read('amount_cents'),
    currency: read('currency'),
    integrationId: read('integration_id'),
    success: read('success'),
    pending: read('pending'),
    isRefunded: read('is_refunded'),
    isVoided: read('is_voided'),
    hasParentTransaction: read('has_parent_transaction'),
    is3dSecure: read('is_3d_secure'),
    errorOccured: read('error_occured'),
    createdAt: read('created_at'),
    sourceType: read('source_data.type'),
    pan: read('source_data.pan'),
    subType: read('source_data.sub_type'),
    ...extras,
  });
  // Field paths only: values may hold card data.
  if (!parsed.success)
    throw malformed(`Unexpected transaction fields: ${parsed.error.issues.map((i) => i.path.join('.')).join(', ')}`);
  const t = parsed.data;
  return {
    transactionId: t.id,
    paymobOrderId: t.orderId,
    outcome: outcomeOf(t),
    amountPiasters: t.amountCents,
    currency: t.currency,
    integrationId: t.integrationId,
    is3dSecure: t.is3dSecure,
    card: t.sourceType === 'card' && t.pan ? { last4: t.pan.slice(-4), brand: t.subType ?? 'card' } : null,
    specialReference: t.merchantOrderId,
    message: t.message,
    createdAt: t.createdAt,
  };
}

const tokenShape = z.object({
  id: identifier,
  token: z.string().min(8).max(512),
  masked_pan: z.string().regex(/\d{4}$/),
  card_subtype: z.string().min(1),
  email: z.string(),
  order_id: identifier,
  created_at: z.string().min(1),
});

function readCardToken(obj: Record<string, unknown>): PaymobCardTokenEvent {
  const parsed = tokenShape.safeParse(obj);
  if (!parsed.success)
    throw malformed(`Unexpected card token fields: ${parsed.error.issues.map((i) => i.path.join('.')).join(', ')}`);
  const t = parsed.data;
  return {
    kind: 'cardToken',
    eventKey: `paymob:card-token:${t.id}`,
    tokenId: t.id,
    token: t.token,
    maskedPan: t.masked_pan,
    last4: t.masked_pan.slice(-4),
    brand: t.card_subtype,
    email: t.email,
    paymobOrderId: t.order_id,
    createdAt: t.created_at,
  };
}

/**
 * Verifies and reads a POST to our notification_url: the transaction
 * processed callback (`type: "TRANSACTION"`) or the card-token callback
 * (`type: "TOKEN"`), both signed with `?hmac=`. Throws PaymobCallbackError
 * (answer 401 for a signature, 400 for a malformed payload) and returns a
 * typed event only for an authentic callback.
 */
export function verifyNotification(hmacSecret: string, body: unknown, query: QueryInput): PaymobNotification {
  const payload = jsonBody(body);
  const hmac = queryMap(query).get('hmac');
  const obj = payload.obj;
  if (typeof obj !== 'object' || obj === null || Array.isArray(obj)) throw malformed('The callback has no obj');
  const fields = obj as Record<string, unknown>;

  if (payload.type === 'TOKEN') {
    requireSignature(hmacSecret, cardTokenHmacString(fields), hmac);
    return readCardToken(fields);
  }
  if (payload.type === 'TRANSACTION') {
    requireSignature(hmacSecret, transactionHmacString(fields), hmac);
    const transaction = readTransactionObject(fields);
    return {
      kind: 'transaction',
      eventKey: transactionEventKey(transaction),
      ...transaction,
    };
  }
  throw malformed('Unknown callback type');
}

/**
 * Verifies and reads the transaction response callback: the query string
 * Paymob appends to redirection_url when it sends the customer back. Paymob's
 * current page names the order `order_id`; its plugins read `order`: we take
 * whichever is present (both are covered by the signature either way).
 */
export function verifyRedirect(hmacSecret: string, query: QueryInput): PaymobRedirect {
  const params = queryMap(query);
  const read = (field: string): string | undefined =>
    field === 'order.id' ? (params.get('order_id') ?? params.get('order')) : params.get(field);
  requireSignature(hmacSecret, hmacString(TRANSACTION_HMAC_FIELDS.map(read)), params.get('hmac'));
  return {
    kind: 'redirect',
    ...readTransaction(read, { merchantOrderId: params.get('merchant_order_id'), message: params.get('data.message') }),
  };
}

/** Reads a transaction object Paymob returned to our own authenticated call (the saved-card charge). */
export function readTransactionObject(obj: Record<string, unknown>): PaymobTransaction {
  return readTransaction((path) => readPath(obj, path), {
    merchantOrderId: readPath(obj, 'order.merchant_order_id'),
    message: readPath(obj, 'data.message'),
  });
}
