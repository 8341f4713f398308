import { z } from 'zod';
import { readTransactionObject, type PaymobTransaction } from './callbacks.ts';
import {
  PaymobCallbackError,
  PaymobConfigurationError,
  PaymobRejectedError,
  PaymobUnavailableError,
  type PaymobCall,
} from './errors.ts';
import type { PaymobSettings } from './settings.ts';

/** Only what the client logs with: never a body, a header or a URL with a secret. */
export interface PaymobLogger {
  warn(fields: Record<string, unknown>, message: string): void;
}

const text = (max: number) => z.string().trim().min(1).max(max);

const billingSchema = z.object({
  firstName: text(100),
  lastName: text(100),
  email: z.string().email(),
  /** +20…, as we store it. */
  phoneNumber: text(20),
  street: text(200).optional(),
  building: text(50).optional(),
  floor: text(50).optional(),
  apartment: text(50).optional(),
  city: text(100).optional(),
  state: text(100).optional(),
});

const itemSchema = z.object({
  name: text(50),
  amountPiasters: z.number().int().nonnegative(),
  quantity: z.number().int().positive().default(1),
  description: text(255).optional(),
});

/** What every intention carries: the amount, what it is for, who pays, our reference, our webhook. */
const paymentFields = {
  amountPiasters: z.number().int().positive(),
  items: z.array(itemSchema).min(1),
  billing: billingSchema,
  /** Ours, unique per attempt (Paymob refuses a reference it has seen). */
  specialReference: text(100),
  notificationUrl: z.string().url(),
  extras: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).default({}),
};

const itemsAddUp: [
  (input: { amountPiasters: number; items: { amountPiasters: number; quantity: number }[] }) => boolean,
  { message: string; path: string[] },
] = [
  (input) => input.items.reduce((sum, item) => sum + item.amountPiasters * item.quantity, 0) === input.amountPiasters,
  { message: 'The items must add up to the amount (Paymob refuses the intention otherwise)', path: ['items'] },
];

const createIntentionSchema = z
  .object({
    ...paymentFields,
    redirectionUrl: z.string().url(),
    /** Subscription orders: ask Paymob to save the card for the weekly charges. */
    saveCard: z.boolean().default(false),
    expiresInSeconds: z.number().int().min(60).max(86_400).optional(),
  })
  .refine(...itemsAddUp);

const chargeSavedCardSchema = z.object({ ...paymentFields, token: z.string().min(8).max(512) }).refine(...itemsAddUp);

export type CreateIntentionInput = z.input<typeof createIntentionSchema>;
export type ChargeSavedCardInput = z.input<typeof chargeSavedCardSchema>;

export interface Intention {
  /** Paymob's intention id (`pi_…`). */
  intentionId: string;
  /** Paymob's order id (`intention_order_id`): store it; callbacks name the payment by it. */
  paymobOrderId: string;
  clientSecret: string;
  /** The hosted (unified) checkout to send the browser to. */
  checkoutUrl: string;
}

export interface SavedCardCharge {
  intentionId: string;
  paymobOrderId: string;
  /** Paymob's answer to the charge; the processed callback for it follows (same transaction id). */
  transaction: PaymobTransaction;
}

export interface PaymobClient {
  createIntention(input: CreateIntentionInput): Promise<Intention>;
  /** Merchant-initiated charge of a saved card (MOTO integration, no customer present). */
  chargeSavedCard(input: ChargeSavedCardInput): Promise<SavedCardCharge>;
}

// Paymob wants every billing field; its own plugins send "NA" for what a shop does not have.
const NA = 'NA';

function billingData(billing: z.output<typeof billingSchema>) {
  return {
    first_name: billing.firstName,
    last_name: billing.lastName,
    email: billing.email,
    phone_number: billing.phoneNumber,
    street: billing.street ?? NA,
    building: billing.building ?? NA,
    floor: billing.floor ?? NA,
    apartment: billing.apartment ?? NA,
    city: billing.city ?? NA,
    state: billing.state ?? NA,
    country: 'EG',
  };
}

type PaymentFields = z.output<z.ZodObject<typeof paymentFields>>;

/** The Intention API body common to the hosted checkout and the saved-card charge. */
const intentionBody = (input: PaymentFields, integration: number) => ({
  amount: input.amountPiasters,
  currency: 'EGP',
  payment_methods: [integration],
  items: input.items.map((item) => ({
    name: item.name,
    amount: item.amountPiasters,
    description: item.description ?? item.name,
    quantity: item.quantity,
  })),
  billing_data: billingData(input.billing),
  customer: { first_name: input.billing.firstName, last_name: input.billing.lastName, email: input.billing.email },
  special_reference: input.specialReference,
  notification_url: input.notificationUrl,
});

const intentionResponse = z.object({
  id: z.string().min(1),
  client_secret: z.string().min(1),
  intention_order_id: z.union([z.number().int(), z.string().min(1)]).transform(String),
  payment_keys: z.array(z.object({ integration: z.number().int(), key: z.string().min(1) })).default([]),
});

/** Paymob's explanation of a 4xx: `detail`, or the first field error of a Django REST answer. */
function detailOf(body: unknown): string {
  if (typeof body === 'object' && body !== null) {
    const record = body as Record<string, unknown>;
    if (typeof record.detail === 'string') return record.detail.slice(0, 300);
    const [field, value] = Object.entries(record)[0] ?? [];
    if (field) {
      const first = Array.isArray(value) ? value[0] : typeof value === 'object' && value ? detailOf(value) : value;
      return `${field}: ${String(first)}`.slice(0, 300);
    }
  }
  return 'no detail';
}

// Errors that mean the request never left this machine.
const NEVER_CONNECTED = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

function failureReason(error: unknown): 'timeout' | 'unreachable' | 'connection_lost' {
  if (error instanceof Error && error.name === 'TimeoutError') return 'timeout';
  const code = (error as { cause?: { code?: string } })?.cause?.code;
  return code && NEVER_CONNECTED.has(code) ? 'unreachable' : 'connection_lost';
}

export function createPaymobClient(
  settings: PaymobSettings,
  options: { logger?: PaymobLogger; fetch?: typeof fetch } = {},
): PaymobClient {
  const fetchImpl = options.fetch ?? fetch;

  async function post(call: PaymobCall, path: string, body: unknown): Promise<unknown> {
    const started = performance.now();
    const fail = (error: PaymobUnavailableError | PaymobRejectedError) => {
      options.logger?.warn(
        {
          paymobCall: call,
          reason: error instanceof PaymobUnavailableError ? error.reason : 'rejected',
          status: error.status,
          durationMs: Math.round(performance.now() - started),
        },
        error.message,
      );
      return error;
    };
    // One bound for connecting, sending and reading the whole answer.
    const signal = AbortSignal.timeout(settings.timeoutMs);
    let status: number;
    let raw: string;
    try {
      const response = await fetchImpl(`${settings.baseUrl}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          authorization: `Token ${settings.secretKey}`,
        },
        body: JSON.stringify(body),
        signal,
        redirect: 'error',
      });
      status = response.status;
      raw = await response.text();
    } catch (error) {
      throw fail(new PaymobUnavailableError(call, failureReason(error), { cause: error }));
    }
    if (status >= 500 || status === 429) throw fail(new PaymobUnavailableError(call, 'server_error', { status }));
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      json = undefined;
    }
    if (status >= 400) throw fail(new PaymobRejectedError(call, status, detailOf(json)));
    if (json === undefined) throw fail(new PaymobUnavailableError(call, 'bad_response', { status }));
    return json;
  }

  async function intention(body: Record<string, unknown>) {
    const parsed = intentionResponse.safeParse(await post('intention', '/v1/intention/', body));
    if (!parsed.success) throw new PaymobUnavailableError('intention', 'bad_response');
    return parsed.data;
  }

  return {
    async createIntention(raw) {
      const input = createIntentionSchema.parse(raw);
      const created = await intention({
        ...intentionBody(input, settings.integrations.card),
        redirection_url: input.redirectionUrl,
        ...(input.expiresInSeconds ? { expiration: input.expiresInSeconds } : {}),
        // Paymob's hosted checkout offers "save card" on a card integration with
        // tokenisation enabled; Paymob's integration guide passes save_card in extras.
        extras: input.saveCard ? { ...input.extras, save_card: true } : input.extras,
      });
      const query = new URLSearchParams({ publicKey: settings.publicKey, clientSecret: created.client_secret });
      return {
        intentionId: created.id,
        paymobOrderId: created.intention_order_id,
        clientSecret: created.client_secret,
        checkoutUrl: `${settings.baseUrl}/unifiedcheckout/?${query}`,
      };
    },

    async chargeSavedCard(raw) {
      const moto = settings.integrations.moto;
      if (moto === undefined) {
        throw new PaymobConfigurationError('Saved-card charges need PAYMOB_MOTO_INTEGRATION_ID');
      }
      const input = chargeSavedCardSchema.parse(raw);
      // Documented MIT flow: an intention on the MOTO integration, then its
      // payment key and the card token to /api/acceptance/payments/pay.
      const created = await intention({ ...intentionBody(input, moto), extras: input.extras });
      const paymentKey = (created.payment_keys.find((key) => key.integration === moto) ?? created.payment_keys[0])?.key;
      if (!paymentKey) throw new PaymobUnavailableError('intention', 'bad_response');

      const answer = await post('pay', '/api/acceptance/payments/pay', {
        source: { identifier: input.token, subtype: 'TOKEN' },
        payment_token: paymentKey,
      });
      // Documented as `{ type: "TRANSACTION", obj }`; a bare transaction object is read the same way.
      const record = (answer ?? {}) as Record<string, unknown>;
      const obj = (typeof record.obj === 'object' && record.obj !== null ? record.obj : record) as Record<
        string,
        unknown
      >;
      try {
        return {
          intentionId: created.id,
          paymobOrderId: created.intention_order_id,
          transaction: readTransactionObject(obj),
        };
      } catch (error) {
        if (error instanceof PaymobCallbackError)
          throw new PaymobUnavailableError('pay', 'bad_response', { cause: error });
        throw error;
      }
    },
  };
}
