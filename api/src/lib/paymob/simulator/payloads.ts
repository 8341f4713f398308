import { DateTime } from 'luxon';
import { cardTokenHmacString, signHmac, transactionHmacString } from '../hmac.ts';
import type { SimIntention, SimToken } from './state.ts';

/** The simulated merchant: Paymob's profile (merchant) id and the owner (user) id. */
export const SIM_MERCHANT = { name: 'MealBox', profileId: 900_001, ownerId: 900_002 } as const;

export interface SimTransaction {
  id: number;
  intention: SimIntention;
  success: boolean;
  is3dSecure: boolean;
  card: { last4: string; brand: string };
  createdAt: string;
  message: string;
  responseCode: string;
}

/** Paymob's timestamps: Cairo wall time with microseconds and no zone (2024-06-13T11:33:44.592345). */
export const paymobTimestamp = (date: Date): string =>
  `${DateTime.fromJSDate(date, { zone: 'Africa/Cairo' }).toFormat("yyyy-MM-dd'T'HH:mm:ss.SSS")}000`;

/** The transaction object of the processed callback (`obj`), in Paymob's documented shape. */
export function transactionObject(t: SimTransaction): Record<string, unknown> {
  const { intention } = t;
  return {
    id: t.id,
    pending: false,
    amount_cents: intention.amount,
    success: t.success,
    is_auth: false,
    is_capture: false,
    is_standalone_payment: true,
    is_voided: false,
    is_refunded: false,
    is_3d_secure: t.is3dSecure,
    integration_id: intention.integrationId,
    profile_id: SIM_MERCHANT.profileId,
    has_parent_transaction: false,
    order: {
      id: intention.paymobOrderId,
      created_at: paymobTimestamp(intention.created),
      delivery_needed: false,
      merchant: { id: SIM_MERCHANT.profileId, company_name: SIM_MERCHANT.name },
      amount_cents: intention.amount,
      currency: intention.currency,
      merchant_order_id: intention.specialReference,
      paid_amount_cents: t.success ? intention.amount : 0,
      items: intention.items.map((item) => ({ ...item, amount_cents: item.amount })),
    },
    created_at: t.createdAt,
    currency: intention.currency,
    source_data: { pan: t.card.last4, type: 'card', sub_type: t.card.brand },
    api_source: t.is3dSecure ? 'IFRAME' : 'OTHER',
    data: { message: t.message, txn_response_code: t.responseCode },
    is_void: false,
    is_refund: false,
    error_occured: false,
    refunded_amount_cents: 0,
    captured_amount: 0,
    owner: SIM_MERCHANT.ownerId,
    parent_transaction: null,
    payment_key_claims: {
      extra: intention.extras,
      integration_id: intention.integrationId,
      order_id: intention.paymobOrderId,
    },
  };
}

/** Processed callback: body and the hmac for its URL. */
export function transactionCallback(t: SimTransaction, hmacSecret: string) {
  const obj = transactionObject(t);
  const hmac = signHmac(hmacSecret, transactionHmacString(obj));
  return { body: { type: 'TRANSACTION', obj, issuer_bank: null, transaction_processed_callback_responses: '' }, hmac };
}

/** Card-token callback: body and the hmac for its URL. */
export function tokenCallback(token: SimToken, nextIntentionId: string, hmacSecret: string) {
  const obj: Record<string, unknown> = {
    id: token.id,
    token: token.token,
    masked_pan: token.maskedPan,
    merchant_id: SIM_MERCHANT.profileId,
    card_subtype: token.brand,
    created_at: paymobTimestamp(token.created),
    email: token.email,
    order_id: String(token.paymobOrderId),
    user_added: false,
    next_payment_intention: nextIntentionId,
  };
  const hmac = signHmac(hmacSecret, cardTokenHmacString(obj));
  return { body: { type: 'TOKEN', obj }, hmac };
}

/**
 * The response callback: redirection_url plus the transaction as query
 * parameters (dotted names for nested fields, `order` for the order id, as
 * Paymob's own plugins read it) and the hmac. The merchant's own query stays.
 */
export function redirectLocation(t: SimTransaction, hmacSecret: string): string {
  const obj = transactionObject(t);
  const url = new URL(t.intention.redirectionUrl!);
  const values: [string, unknown][] = [
    ['id', obj.id],
    ['pending', obj.pending],
    ['amount_cents', obj.amount_cents],
    ['success', obj.success],
    ['is_auth', obj.is_auth],
    ['is_capture', obj.is_capture],
    ['is_standalone_payment', obj.is_standalone_payment],
    ['is_voided', obj.is_voided],
    ['is_refunded', obj.is_refunded],
    ['is_3d_secure', obj.is_3d_secure],
    ['integration_id', obj.integration_id],
    ['profile_id', obj.profile_id],
    ['has_parent_transaction', obj.has_parent_transaction],
    ['order', t.intention.paymobOrderId],
    ['created_at', obj.created_at],
    ['currency', obj.currency],
    ['is_void', obj.is_void],
    ['is_refund', obj.is_refund],
    ['error_occured', obj.error_occured],
    ['owner', obj.owner],
    ['merchant_order_id', t.intention.specialReference ?? ''],
    ['data.message', t.message],
    ['source_data.type', 'card'],
    ['source_data.pan', t.card.last4],
    ['source_data.sub_type', t.card.brand],
    ['txn_response_code', t.responseCode],
  ];
  for (const [key, value] of values) url.searchParams.set(key, String(value));
  const { hmac } = transactionCallback(t, hmacSecret);
  url.searchParams.set('hmac', hmac);
  return url.toString();
}
