import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../../config.ts';
import { paymobSettings, SIMULATOR_PREFIX, type PaymobSettings } from '../settings.ts';
import { CHECKOUT_CSS, checkoutPage, messagePage } from './page.ts';
import {
  paymobTimestamp,
  redirectLocation,
  tokenCallback,
  transactionCallback,
  transactionObject,
  type SimTransaction,
} from './payloads.ts';
import { SIMULATOR_TEST_CARDS, SimulatorState, type SimFault, type SimIntention } from './state.ts';

/**
 * Paymob's side of the flow, on our own server under /paymob-sim, for
 * development, demos without Paymob keys, and the tests: the Intention API,
 * the hosted (unified) checkout, the saved-card charge, and the signed
 * callbacks and redirect. Our client and verifiers cannot tell it from
 * Paymob: same paths, shapes, signatures; only the base URL and keys differ.
 */
export interface SimulatorOptions {
  settings: PaymobSettings;
  /** Test-only fault injection routes (never in production). */
  allowFaultInjection: boolean;
}

type Callback = { body: { type: string }; hmac: string };

const CALLBACK_TIMEOUT_MS = 5_000;
const DEFAULT_EXPIRATION_S = 3_600;

const intentionRequest = z.object({
  amount: z.number().int().positive(),
  currency: z.literal('EGP'),
  payment_methods: z.array(z.union([z.number().int().positive(), z.string().min(1)])).min(1),
  items: z
    .array(
      z.object({
        name: z.string().min(1).max(255),
        amount: z.number().int(),
        description: z.string().max(255).optional(),
        quantity: z.number().int().positive().default(1),
      }),
    )
    .default([]),
  billing_data: z
    .object({
      first_name: z.string().min(1),
      last_name: z.string().min(1),
      email: z.string().min(1),
      phone_number: z.string().min(1),
    })
    .catchall(z.string()),
  special_reference: z.string().min(1).max(255).optional(),
  notification_url: z.string().url().optional(),
  redirection_url: z.string().url().optional(),
  expiration: z.number().int().min(60).max(86_400).optional(),
  extras: z.record(z.string(), z.unknown()).default({}),
});

const payRequest = z.object({
  source: z.object({ identifier: z.string().min(1), subtype: z.literal('TOKEN') }),
  payment_token: z.string().min(1),
});

const faultRequest = z.object({
  mode: z.enum(['slow', 'error', 'reset', 'drop']),
  delayMs: z.number().int().min(0).max(60_000).default(0),
  status: z.number().int().min(400).max(599).default(503),
  times: z.number().int().positive().nullable().default(null),
});

const faultTarget = z.enum(['intention', 'pay', 'notification']);

/** Django REST Framework's error shape, which Paymob answers with: `{ field: { sub: ["message"] } }`. */
function fieldErrors(error: z.ZodError): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const issue of error.issues) {
    const path = issue.path.length ? issue.path.map(String) : ['non_field_errors'];
    const message =
      issue.code === 'invalid_type' && /received undefined/.test(issue.message)
        ? 'This field is required.'
        : issue.message;
    let node = result;
    for (const key of path.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
    node[path.at(-1)!] ??= [message];
  }
  return result;
}

/** Waits, but stops as soon as the caller has gone (so a test's server closes at once). */
function pause(ms: number, reply: FastifyReply): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    // The response's close: the caller gave up (or the server is closing).
    reply.raw.once('close', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

export async function paymobSimulator(server: FastifyInstance, options: SimulatorOptions): Promise<void> {
  const { settings } = options;
  const state = new SimulatorState();
  const paths = {
    form: `${SIMULATOR_PREFIX}/unifiedcheckout/`,
    css: `${SIMULATOR_PREFIX}/unifiedcheckout/checkout.css`,
  };

  // The hosted page posts a plain form; JSON stays the only format elsewhere on the server.
  server.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4_096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  const authorized = (request: FastifyRequest) => request.headers.authorization === `Token ${settings.secretKey}`;

  function html(reply: FastifyReply, status: number, body: string, redirectOrigin?: string) {
    return reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .header('x-content-type-options', 'nosniff')
      .header(
        'content-security-policy',
        `default-src 'none'; style-src 'self'; form-action 'self'${redirectOrigin ? ` ${redirectOrigin}` : ''}; frame-ancestors 'none'; base-uri 'none'`,
      )
      .send(body);
  }

  const message = (reply: FastifyReply, status: number, heading: string, text: string) =>
    html(reply, status, messagePage(heading, text, paths.css));

  /** Applies an `error` or `reset` fault; true when the request is answered (or dropped). */
  function failedByFault(fault: SimFault | undefined, request: FastifyRequest, reply: FastifyReply): boolean {
    if (fault?.mode === 'error') {
      void reply.status(fault.status).send({ detail: 'Simulated Paymob failure' });
      return true;
    }
    if (fault?.mode === 'reset') {
      reply.hijack();
      request.raw.socket.destroy();
      return true;
    }
    return false;
  }

  async function deliver(url: string, callback: Callback, log: FastifyBaseLogger): Promise<void> {
    const target = new URL(url);
    target.searchParams.set('hmac', callback.hmac);
    try {
      const response = await fetch(target, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(callback.body),
        signal: AbortSignal.timeout(CALLBACK_TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (!response.ok)
        log.warn({ status: response.status, callback: callback.body.type }, 'Paymob simulator: callback refused');
    } catch (error) {
      log.warn(
        { reason: (error as Error).message, callback: callback.body.type },
        'Paymob simulator: callback not delivered',
      );
    }
  }

  /** Sends the callbacks to notification_url, before answering unless a fault says otherwise. */
  async function notify(intention: SimIntention, callbacks: Callback[], log: FastifyBaseLogger): Promise<void> {
    const url = intention.notificationUrl;
    if (!url) return;
    const fault = state.takeFault('notification');
    if (fault?.mode === 'drop') return;
    const send = async () => {
      for (const callback of callbacks) await deliver(url, callback, log);
    };
    if (fault?.mode === 'slow') {
      setTimeout(() => void send(), fault.delayMs).unref();
      return;
    }
    await send();
  }

  function transaction(
    intention: SimIntention,
    success: boolean,
    card: { pan: string; brand: string },
    is3dSecure: boolean,
    declineReason: string,
  ): SimTransaction {
    return {
      id: state.nextTransaction(),
      intention,
      success,
      is3dSecure,
      card: { last4: card.pan.slice(-4), brand: card.brand },
      createdAt: paymobTimestamp(new Date()),
      message: success ? 'Approved' : declineReason,
      responseCode: success ? 'APPROVED' : 'DECLINED',
    };
  }

  // Server-to-server calls are answered uncompressed, as Paymob's own API answers them (brotli on
  // every weekly charge was a third of the deadline run's CPU).
  const machineCall = { compress: false } as const;

  // Intention API: POST /v1/intention/ with `Authorization: Token <secret key>`.
  server.post('/v1/intention/', machineCall, async (request, reply) => {
    if (!authorized(request)) return reply.status(401).send({ detail: 'Invalid token.' });
    const fault = state.takeFault('intention');
    if (failedByFault(fault, request, reply)) return reply;
    if (fault?.mode === 'slow') await pause(fault.delayMs, reply);

    const parsed = intentionRequest.safeParse(request.body);
    if (!parsed.success) return reply.status(400).send(fieldErrors(parsed.error));
    const input = parsed.data;
    const known = new Map<unknown, number>([
      [settings.integrations.card, settings.integrations.card],
      ['card', settings.integrations.card],
      ...(settings.integrations.moto ? ([[settings.integrations.moto, settings.integrations.moto]] as const) : []),
    ]);
    const integrationId = known.get(input.payment_methods[0]);
    if (integrationId === undefined || input.payment_methods.some((method) => !known.has(method))) {
      return reply.status(404).send({
        detail:
          'Integration ID/Name does not exist in our system . You can find the list of Integration ID’/Names from Merchant Dashboard under Developers → Payment Integrations Tab',
      });
    }
    const itemsTotal = input.items.reduce((sum, item) => sum + item.amount * item.quantity, 0);
    if (input.items.length > 0 && itemsTotal !== input.amount) {
      return reply.status(400).send({ detail: 'The sum of the items amounts does not match the intention amount.' });
    }
    if (input.special_reference && state.referenceTaken(input.special_reference)) {
      return reply
        .status(400)
        .send({ special_reference: ['An intention with this special reference already exists.'] });
    }

    const created = new Date();
    const intention = state.addIntention({
      amount: input.amount,
      currency: input.currency,
      integrationId,
      items: input.items,
      billing: input.billing_data,
      specialReference: input.special_reference ?? null,
      notificationUrl: input.notification_url ?? null,
      redirectionUrl: input.redirection_url ?? null,
      extras: input.extras,
      saveCard: integrationId === settings.integrations.card && input.extras.save_card === true,
      created,
      expiresAt: new Date(created.getTime() + (input.expiration ?? DEFAULT_EXPIRATION_S) * 1000),
    });
    const moto = integrationId !== settings.integrations.card;
    return reply.status(201).send({
      payment_keys: intention.paymentKeys.map((key) => ({
        integration: key.integration,
        key: key.key,
        gateway_type: moto ? 'MOTO' : 'VPC',
        iframe_id: null,
        order_id: intention.paymobOrderId,
        redirection_url: intention.redirectionUrl,
        save_card: intention.saveCard,
      })),
      intention_order_id: intention.paymobOrderId,
      id: intention.id,
      intention_detail: {
        amount: intention.amount,
        items: intention.items,
        currency: intention.currency,
        billing_data: intention.billing,
      },
      client_secret: intention.clientSecret,
      payment_methods: [
        {
          integration_id: integrationId,
          alias: null,
          name: null,
          method_type: 'card',
          currency: 'EGP',
          live: false,
          use_cvc_with_moto: false,
        },
      ],
      special_reference: intention.specialReference,
      extras: { creation_extras: intention.extras, confirmation_extras: null },
      confirmed: false,
      status: 'intended',
      created: created.toISOString(),
      card_detail: null,
      card_tokens: [],
      object: 'paymentintention',
    });
  });

  /** Why a checkout cannot be paid now, as [status, heading, text]; undefined when it can. */
  function unavailable(intention: SimIntention): [number, string, string] | undefined {
    if (intention.status === 'paid') return [409, 'Already paid', 'This payment is already complete.'];
    if (intention.expiresAt.getTime() < Date.now()) return [410, 'Checkout expired', 'This payment link has expired.'];
    if (intention.busy) return [409, 'Payment in progress', 'This payment is being processed.'];
    return undefined;
  }

  function checkoutIntention(publicKey: unknown, clientSecret: unknown): SimIntention | undefined {
    if (publicKey !== settings.publicKey || typeof clientSecret !== 'string') return undefined;
    const intention = state.intentionBySecret(clientSecret);
    return intention?.integrationId === settings.integrations.card ? intention : undefined;
  }

  const redirectOrigin = (intention: SimIntention) =>
    intention.redirectionUrl ? new URL(intention.redirectionUrl).origin : undefined;

  // The hosted checkout. Its URL carries the client secret: keep it out of the access log.
  server.get('/unifiedcheckout/', { logLevel: 'warn' }, async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const intention = checkoutIntention(query.publicKey, query.clientSecret);
    if (!intention) return message(reply, 404, 'Checkout not found', 'This payment link is not valid.');
    const blocked = unavailable(intention);
    if (blocked) return message(reply, ...blocked);
    return html(reply, 200, checkoutPage(intention, settings.publicKey, paths), redirectOrigin(intention));
  });

  server.get('/unifiedcheckout/checkout.css', async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(CHECKOUT_CSS),
  );

  // Pay or Decline: callbacks to notification_url, then the signed redirect.
  server.post('/unifiedcheckout/', { logLevel: 'warn' }, async (request, reply) => {
    const form = (request.body ?? {}) as Record<string, string>;
    const intention = checkoutIntention(form.publicKey, form.clientSecret);
    if (!intention) return message(reply, 404, 'Checkout not found', 'This payment link is not valid.');
    const blocked = unavailable(intention);
    if (blocked) return message(reply, ...blocked);

    intention.busy = true;
    try {
      const pay = form.action === 'pay';
      const card = SIMULATOR_TEST_CARDS.find((candidate) => candidate.id === form.card) ?? SIMULATOR_TEST_CARDS[0]!;
      const result = transaction(intention, pay, card, true, 'Do not honour');
      const callbacks: Callback[] = [];
      if (pay && intention.saveCard && form.save_card === 'on') {
        const saved = state.saveToken({
          maskedPan: `xxxx-xxxx-xxxx-${card.pan.slice(-4)}`,
          brand: card.brand,
          email: intention.billing.email ?? '',
          paymobOrderId: intention.paymobOrderId,
          laterChargesDecline: card.laterChargesDecline,
          created: new Date(),
        });
        callbacks.push(tokenCallback(saved, `pi_test_${randomBytes(16).toString('hex')}`, settings.hmacSecret));
      }
      callbacks.push(transactionCallback(result, settings.hmacSecret));
      if (pay) intention.status = 'paid';
      await notify(intention, callbacks, request.log);

      if (!intention.redirectionUrl) {
        return pay
          ? message(reply, 200, 'Payment successful', 'You can close this page.')
          : message(reply, 200, 'Payment declined', 'Your card was declined.');
      }
      return reply.redirect(redirectLocation(result, settings.hmacSecret), 303);
    } finally {
      intention.busy = false;
    }
  });

  // Merchant-initiated charge of a saved card: the MOTO intention's payment key and the card token.
  server.post('/api/acceptance/payments/pay', machineCall, async (request, reply) => {
    if (request.headers.authorization !== undefined && !authorized(request)) {
      return reply.status(401).send({ detail: 'Invalid token.' });
    }
    const fault = state.takeFault('pay');
    if (failedByFault(fault, request, reply)) return reply;

    const parsed = payRequest.safeParse(request.body);
    if (!parsed.success) return reply.status(400).send(fieldErrors(parsed.error));
    const intention = state.claimPaymentKey(parsed.data.payment_token);
    if (!intention || intention.integrationId === settings.integrations.card) {
      return reply.status(400).send({ detail: 'Invalid or already used payment token.' });
    }
    const saved = state.token(parsed.data.source.identifier);
    if (!saved) return reply.status(400).send({ detail: 'Card token not found.' });

    const success = !saved.laterChargesDecline;
    const result = transaction(
      intention,
      success,
      { pan: saved.maskedPan, brand: saved.brand },
      false,
      'Insufficient funds',
    );
    if (success) intention.status = 'paid';
    await notify(intention, [transactionCallback(result, settings.hmacSecret)], request.log);
    // A slow answer after the charge: the caller times out although the card was charged.
    if (fault?.mode === 'slow') await pause(fault.delayMs, reply);
    return reply.status(200).send({ type: 'TRANSACTION', obj: transactionObject(result) });
  });

  if (options.allowFaultInjection) {
    server.put('/_control/faults/:target', async (request, reply) => {
      if (!authorized(request)) return reply.status(401).send({ detail: 'Invalid token.' });
      const target = faultTarget.safeParse((request.params as { target: string }).target);
      const fault = faultRequest.safeParse(request.body);
      if (!target.success || !fault.success) return reply.status(400).send({ detail: 'Unknown fault' });
      state.setFault(target.data, fault.data);
      return reply.status(204).send();
    });
    server.delete('/_control/faults', async (request, reply) => {
      if (!authorized(request)) return reply.status(401).send({ detail: 'Invalid token.' });
      state.clearFaults();
      return reply.status(204).send();
    });
  }
}

/**
 * Mounts the simulator when no Paymob key is configured; with keys, nothing.
 * Fault injection exists outside production only.
 */
export async function registerPaymobSimulator(server: FastifyInstance, config: Config): Promise<void> {
  const settings = paymobSettings(config);
  if (settings.mode !== 'simulator') return;
  if (config.NODE_ENV === 'production') {
    server.log.warn('No Paymob keys: the Paymob simulator takes card payments and no money moves');
  }
  await server.register(paymobSimulator, {
    prefix: SIMULATOR_PREFIX,
    settings,
    allowFaultInjection: config.NODE_ENV !== 'production',
  });
}
