import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { loadConfig } from '../../config.ts';
import {
  createPaymobClient,
  paymobSettings,
  PaymobRejectedError,
  PaymobUnavailableError,
  registerPaymobSimulator,
  SIMULATOR_TEST_TOKENS,
  verifyNotification,
  verifyRedirect,
  type CreateIntentionInput,
  type PaymobClient,
  type PaymobNotification,
  type PaymobSettings,
} from './index.ts';

/** Our stand-in for the webhook route: records every POST as Paymob sent it. */
interface Received {
  query: string;
  body: string;
}

async function startReceiver(): Promise<{ url: string; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      received.push({ query: new URL(request.url!, 'http://receiver').search, body });
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/payments/paymob/notification?source=paymob`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Every test talks to the simulator, even on a machine with PAYMOB_* in its environment. */
const NO_PAYMOB_KEYS = {
  PAYMOB_SECRET_KEY: '',
  PAYMOB_PUBLIC_KEY: '',
  PAYMOB_HMAC_SECRET: '',
  PAYMOB_CARD_INTEGRATION_ID: '',
  PAYMOB_MOTO_INTEGRATION_ID: '',
};

let server: TestServer;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let settings: PaymobSettings;
let client: PaymobClient;
let reference = 0;

const notifications = (): PaymobNotification[] =>
  receiver.received.map(({ body, query }) => verifyNotification(settings.hmacSecret, body, query));

function intentionInput(overrides: Partial<CreateIntentionInput> = {}): CreateIntentionInput {
  reference += 1;
  return {
    amountPiasters: 199_000,
    items: [{ name: '10 meals, week of 2 Jan', amountPiasters: 199_000, quantity: 1 }],
    billing: {
      firstName: 'Mona',
      lastName: 'Hassan',
      email: 'mona@example.eg',
      phoneNumber: '+201001234567',
      street: '26 July St',
      city: 'Cairo',
    },
    specialReference: `order-${Date.now()}-${reference}`,
    notificationUrl: receiver.url,
    redirectionUrl: `${server.url}/payment/response?from=paymob`,
    ...overrides,
  };
}

/** The browser on the hosted page: the form's hidden fields, then Pay or Decline. */
async function submitCheckout(checkoutUrl: string, fields: Record<string, string>) {
  const page = await fetch(checkoutUrl);
  const html = await page.text();
  const hidden = Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)">/g)].map((m) => [m[1]!, m[2]!]),
  );
  const action = /<form method="post" action="([^"]+)">/.exec(html)![1]!;
  return fetch(new URL(action, checkoutUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...hidden, ...fields }),
    redirect: 'manual',
  });
}

async function setFault(target: string, fault: Record<string, unknown>) {
  const response = await fetch(`${settings.baseUrl}/_control/faults/${target}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Token ${settings.secretKey}` },
    body: JSON.stringify(fault),
  });
  expect(response.status).toBe(204);
}

beforeAll(async () => {
  server = await startTestServer(NO_PAYMOB_KEYS);
  receiver = await startReceiver();
  // The harness listens on a free port; the simulator is at that origin.
  settings = { ...paymobSettings(server.app.config), baseUrl: `${server.url}/paymob-sim` };
  client = createPaymobClient(settings);
});

afterAll(async () => {
  await receiver?.close();
  await server?.close();
});

afterEach(async () => {
  receiver.received.length = 0;
  await fetch(`${settings.baseUrl}/_control/faults`, {
    method: 'DELETE',
    headers: { authorization: `Token ${settings.secretKey}` },
  });
});

describe('hosted checkout round trip over HTTP', () => {
  it('Pay: intention, hosted page, verified processed callback, signed redirect', async () => {
    expect(settings.mode).toBe('simulator');
    const input = intentionInput();
    const intention = await client.createIntention(input);
    expect(intention.intentionId).toMatch(/^pi_test_/);
    expect(intention.checkoutUrl).toBe(
      `${server.url}/paymob-sim/unifiedcheckout/?publicKey=${settings.publicKey}&clientSecret=${intention.clientSecret}`,
    );

    const page = await fetch(intention.checkoutUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(page.headers.get('content-security-policy')).toContain(`form-action 'self' ${server.url}`);
    const html = await page.text();
    expect(html).toContain('<button type="submit" name="action" value="pay">Pay</button>');
    expect(html).toContain('>Decline</button>');
    expect(html).toContain('EGP 1,990');
    expect(html).toContain('MealBox');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('save_card'); // not asked for

    const paid = await submitCheckout(intention.checkoutUrl, { action: 'pay' });
    expect(paid.status).toBe(303);
    const location = new URL(paid.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(`${server.url}/payment/response`);
    expect(location.searchParams.get('from')).toBe('paymob');
    const redirect = verifyRedirect(settings.hmacSecret, location.search);
    expect(redirect).toMatchObject({
      outcome: 'succeeded',
      paymobOrderId: intention.paymobOrderId,
      amountPiasters: 199_000,
      currency: 'EGP',
      specialReference: input.specialReference,
      card: { last4: '2346', brand: 'MasterCard' },
    });

    const [callback, ...others] = notifications();
    expect(others).toEqual([]);
    expect(callback).toMatchObject({
      kind: 'transaction',
      transactionId: redirect.transactionId,
      paymobOrderId: intention.paymobOrderId,
      outcome: 'succeeded',
      amountPiasters: 199_000,
      is3dSecure: true,
      eventKey: `paymob:transaction:${redirect.transactionId}:succeeded`,
    });
    // The receiver's own query string stays beside Paymob's hmac.
    expect(receiver.received[0]!.query).toMatch(/^\?source=paymob&hmac=[0-9a-f]{128}$/);

    // A tampered redirect is refused.
    const tampered = new URLSearchParams(location.search);
    tampered.set('success', 'false');
    expect(() => verifyRedirect(settings.hmacSecret, tampered)).toThrow(/does not match/);

    // Paid: the link no longer takes a payment.
    const again = await fetch(intention.checkoutUrl);
    expect(again.status).toBe(409);
    expect(await again.text()).toContain('Already paid');
  });

  it('Decline: failed callback and redirect; the checkout can be tried again', async () => {
    const intention = await client.createIntention(intentionInput());
    const declined = await submitCheckout(intention.checkoutUrl, { action: 'decline' });
    expect(declined.status).toBe(303);
    const redirect = verifyRedirect(settings.hmacSecret, new URL(declined.headers.get('location')!).searchParams);
    expect(redirect).toMatchObject({
      outcome: 'failed',
      paymobOrderId: intention.paymobOrderId,
      message: 'Do not honour',
    });
    expect(notifications()).toMatchObject([
      { kind: 'transaction', outcome: 'failed', transactionId: redirect.transactionId },
    ]);

    const retry = await submitCheckout(intention.checkoutUrl, { action: 'pay' });
    expect(verifyRedirect(settings.hmacSecret, new URL(retry.headers.get('location')!).search).outcome).toBe(
      'succeeded',
    );
  });

  it('refuses unknown checkouts and a wrong public key', async () => {
    const intention = await client.createIntention(intentionInput());
    const wrongKey = intention.checkoutUrl.replace(settings.publicKey, 'egy_pk_test_other');
    expect((await fetch(wrongKey)).status).toBe(404);
    expect(
      (await fetch(`${settings.baseUrl}/unifiedcheckout/?publicKey=${settings.publicKey}&clientSecret=nope`)).status,
    ).toBe(404);
  });
});

describe('the requests on the wire', () => {
  it('Intention API: Token auth, piasters, EGP, the card integration, billing, reference, URLs, save_card', async () => {
    const sent: { url: string; headers: Headers; body: Record<string, unknown> }[] = [];
    const spy: typeof fetch = async (url, init) => {
      sent.push({ url: String(url), headers: new Headers(init?.headers), body: JSON.parse(String(init?.body)) });
      return fetch(url, init);
    };
    const input = intentionInput({ saveCard: true, extras: { orderType: 'subscription' } });
    await createPaymobClient(settings, { fetch: spy }).createIntention(input);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe(`${settings.baseUrl}/v1/intention/`);
    expect(sent[0]!.headers.get('authorization')).toBe(`Token ${settings.secretKey}`);
    expect(sent[0]!.body).toEqual({
      amount: 199_000,
      currency: 'EGP',
      payment_methods: [settings.integrations.card],
      items: [
        { name: '10 meals, week of 2 Jan', amount: 199_000, description: '10 meals, week of 2 Jan', quantity: 1 },
      ],
      billing_data: {
        first_name: 'Mona',
        last_name: 'Hassan',
        email: 'mona@example.eg',
        phone_number: '+201001234567',
        street: '26 July St',
        building: 'NA',
        floor: 'NA',
        apartment: 'NA',
        city: 'Cairo',
        state: 'NA',
        country: 'EG',
      },
      customer: { first_name: 'Mona', last_name: 'Hassan', email: 'mona@example.eg' },
      special_reference: input.specialReference,
      notification_url: receiver.url,
      redirection_url: `${server.url}/payment/response?from=paymob`,
      extras: { orderType: 'subscription', save_card: true },
    });
  });

  it('saved-card charge: a MOTO intention, then its payment key and the card token', async () => {
    const sent: { url: string; body: Record<string, unknown> }[] = [];
    const spy: typeof fetch = async (url, init) => {
      sent.push({ url: String(url), body: JSON.parse(String(init?.body)) });
      return fetch(url, init);
    };
    await createPaymobClient(settings, { fetch: spy }).chargeSavedCard({
      ...intentionInput(),
      token: SIMULATOR_TEST_TOKENS.approved,
    });
    expect(sent.map((request) => request.url)).toEqual([
      `${settings.baseUrl}/v1/intention/`,
      `${settings.baseUrl}/api/acceptance/payments/pay`,
    ]);
    expect(sent[0]!.body).toMatchObject({ payment_methods: [settings.integrations.moto] });
    expect(sent[0]!.body).not.toHaveProperty('redirection_url');
    expect(sent[1]!.body).toEqual({
      source: { identifier: SIMULATOR_TEST_TOKENS.approved, subtype: 'TOKEN' },
      payment_token: expect.stringMatching(/^[\w-]{40,}$/),
    });
  });
});

describe('saved cards', () => {
  async function saveCard(card: string) {
    const intention = await client.createIntention(intentionInput({ saveCard: true }));
    const html = await (await fetch(intention.checkoutUrl)).text();
    expect(html).toContain('<input type="checkbox" name="save_card" value="on" checked> Save card for future payments');
    const paid = await submitCheckout(intention.checkoutUrl, { action: 'pay', card, save_card: 'on' });
    expect(paid.status).toBe(303);
    const events = notifications();
    receiver.received.length = 0;
    return { intention, events };
  }

  it('the token callback carries the card (masked PAN, brand) for the order it was saved on', async () => {
    const { intention, events } = await saveCard('approve');
    expect(events.map((event) => event.kind)).toEqual(['cardToken', 'transaction']);
    expect(events[0]).toMatchObject({
      kind: 'cardToken',
      paymobOrderId: intention.paymobOrderId,
      maskedPan: 'xxxx-xxxx-xxxx-2346',
      last4: '2346',
      brand: 'MasterCard',
      email: 'mona@example.eg',
    });
    expect(events[1]).toMatchObject({ outcome: 'succeeded', paymobOrderId: intention.paymobOrderId });
  });

  it('no token when the customer unticks "save card"', async () => {
    const intention = await client.createIntention(intentionInput({ saveCard: true }));
    await submitCheckout(intention.checkoutUrl, { action: 'pay' });
    expect(notifications().map((event) => event.kind)).toEqual(['transaction']);
  });

  it('merchant-initiated charge of the saved card succeeds, and its processed callback follows', async () => {
    const { events } = await saveCard('approve');
    const token = (events[0] as { token: string }).token;
    const charge = await client.chargeSavedCard({
      ...intentionInput(),
      token,
      amountPiasters: 89_600,
      items: [{ name: '4 meals', amountPiasters: 89_600 }],
    });
    expect(charge.transaction).toMatchObject({
      outcome: 'succeeded',
      amountPiasters: 89_600,
      is3dSecure: false,
      paymobOrderId: charge.paymobOrderId,
    });
    expect(notifications()).toMatchObject([
      {
        kind: 'transaction',
        outcome: 'succeeded',
        transactionId: charge.transaction.transactionId,
        paymobOrderId: charge.paymobOrderId,
      },
    ]);
  });

  it('a card that declines later charges gives a declined weekly charge (not an error)', async () => {
    const { events } = await saveCard('later-decline');
    const token = (events[0] as { token: string }).token;
    const charge = await client.chargeSavedCard({ ...intentionInput(), token });
    expect(charge.transaction).toMatchObject({
      outcome: 'failed',
      message: 'Insufficient funds',
      card: { last4: '1111', brand: 'Visa' },
    });
    expect(notifications()).toMatchObject([{ outcome: 'failed', transactionId: charge.transaction.transactionId }]);
  });

  it('the fixed test tokens approve and decline without a checkout first', async () => {
    expect(
      (await client.chargeSavedCard({ ...intentionInput(), token: SIMULATOR_TEST_TOKENS.approved })).transaction
        .outcome,
    ).toBe('succeeded');
    expect(
      (await client.chargeSavedCard({ ...intentionInput(), token: SIMULATOR_TEST_TOKENS.declined })).transaction
        .outcome,
    ).toBe('failed');
  });

  it('an unknown token is refused by Paymob (4xx), not a provider outage', async () => {
    await expect(
      client.chargeSavedCard({ ...intentionInput(), token: 'not-a-saved-card-token' }),
    ).rejects.toMatchObject({
      name: 'PaymobRejectedError',
      call: 'pay',
      status: 400,
    });
  });
});

describe('requests Paymob refuses', () => {
  it('a wrong secret key, a reused special reference, an unknown integration', async () => {
    const wrongKey = createPaymobClient({ ...settings, secretKey: 'egy_sk_test_wrong' });
    await expect(wrongKey.createIntention(intentionInput())).rejects.toMatchObject({
      name: 'PaymobRejectedError',
      status: 401,
    });

    const input = intentionInput();
    await client.createIntention(input);
    const reused = client.createIntention({ ...input });
    await expect(reused).rejects.toBeInstanceOf(PaymobRejectedError);
    await expect(reused).rejects.toMatchObject({ status: 400, detail: expect.stringContaining('special_reference') });

    const otherIntegration = createPaymobClient({ ...settings, integrations: { card: 123 } });
    await expect(otherIntegration.createIntention(intentionInput())).rejects.toMatchObject({ status: 404 });
  });

  it('items that do not add up are refused before any request', async () => {
    await expect(client.createIntention(intentionInput({ amountPiasters: 100_000 }))).rejects.toThrow(/add up/);
  });
});

describe('Paymob unreachable, slow or failing', () => {
  const quick = (overrides: Partial<PaymobSettings> = {}) =>
    createPaymobClient({ ...settings, timeoutMs: 400, ...overrides });

  async function timed<T>(run: () => Promise<T>) {
    const started = performance.now();
    const error = await run().then(
      () => undefined,
      (caught: unknown) => caught,
    );
    return { error: error as PaymobUnavailableError, ms: performance.now() - started };
  }

  it('nothing listening: unavailable at once', async () => {
    const closed = Fastify();
    await closed.listen({ port: 0, host: '127.0.0.1' });
    const { port } = closed.server.address() as AddressInfo;
    await closed.close();
    const { error, ms } = await timed(() =>
      quick({ baseUrl: `http://127.0.0.1:${port}` }).createIntention(intentionInput()),
    );
    expect(error).toBeInstanceOf(PaymobUnavailableError);
    expect(error).toMatchObject({ call: 'intention', reason: 'unreachable', chargeMayHaveHappened: false });
    expect(ms).toBeLessThan(1_000);
  });

  it('slow intention: the configured bound, not the provider, decides', async () => {
    await setFault('intention', { mode: 'slow', delayMs: 10_000 });
    const { error, ms } = await timed(() => quick().createIntention(intentionInput()));
    expect(error).toMatchObject({ name: 'PaymobUnavailableError', reason: 'timeout' });
    expect(ms).toBeGreaterThanOrEqual(350);
    expect(ms).toBeLessThan(2_000);
  });

  it('5xx: unavailable with the status; the next call works again', async () => {
    await setFault('intention', { mode: 'error', status: 502, times: 1 });
    const { error } = await timed(() => client.createIntention(intentionInput()));
    expect(error).toMatchObject({ name: 'PaymobUnavailableError', reason: 'server_error', status: 502 });
    await expect(client.createIntention(intentionInput())).resolves.toMatchObject({ intentionId: expect.any(String) });
  });

  it('connection dropped during a saved-card charge: the charge may have happened', async () => {
    await setFault('pay', { mode: 'reset' });
    const { error } = await timed(() =>
      client.chargeSavedCard({ ...intentionInput(), token: SIMULATOR_TEST_TOKENS.approved }),
    );
    expect(error).toMatchObject({
      name: 'PaymobUnavailableError',
      call: 'pay',
      reason: 'connection_lost',
      chargeMayHaveHappened: true,
    });
  });

  it('slow saved-card charge: we time out, the card was charged, the processed callback still arrives', async () => {
    await setFault('pay', { mode: 'slow', delayMs: 10_000 });
    const { error, ms } = await timed(() =>
      quick().chargeSavedCard({ ...intentionInput(), token: SIMULATOR_TEST_TOKENS.approved }),
    );
    expect(error).toMatchObject({ call: 'pay', reason: 'timeout', chargeMayHaveHappened: true });
    expect(ms).toBeLessThan(2_000);
    expect(notifications()).toMatchObject([{ kind: 'transaction', outcome: 'succeeded' }]);
  });

  it('a dropped processed callback: the redirect still tells the customer', async () => {
    await setFault('notification', { mode: 'drop', times: 1 });
    const intention = await client.createIntention(intentionInput());
    const paid = await submitCheckout(intention.checkoutUrl, { action: 'pay' });
    expect(verifyRedirect(settings.hmacSecret, new URL(paid.headers.get('location')!).search).outcome).toBe(
      'succeeded',
    );
    expect(receiver.received).toEqual([]);
  });

  it('fault injection needs the simulator’s secret key', async () => {
    const response = await fetch(`${settings.baseUrl}/_control/faults/intention`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mode: 'error' }),
    });
    expect(response.status).toBe(401);
  });

  it('logs a failure without keys, tokens or client secrets', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'debug' }, { write: (line: string) => void lines.push(line) });
    const logged = createPaymobClient({ ...settings, timeoutMs: 400 }, { logger });
    const intention = await logged.createIntention(intentionInput());
    await setFault('pay', { mode: 'error', status: 500 });
    await expect(
      logged.chargeSavedCard({ ...intentionInput(), token: SIMULATOR_TEST_TOKENS.approved }),
    ).rejects.toThrow(PaymobUnavailableError);
    const output = lines.join('\n');
    expect(output).toContain('Paymob is unavailable (pay: server_error 500)');
    for (const secret of [
      settings.secretKey,
      settings.hmacSecret,
      SIMULATOR_TEST_TOKENS.approved,
      intention.clientSecret,
    ]) {
      expect(output).not.toContain(secret);
    }
  });
});

describe('where the simulator exists', () => {
  const keys = {
    PAYMOB_SECRET_KEY: 'egy_sk_live_x',
    PAYMOB_PUBLIC_KEY: 'egy_pk_live_x',
    PAYMOB_HMAC_SECRET: 'h',
    PAYMOB_CARD_INTEGRATION_ID: '11',
  };

  async function routes(env: Record<string, string>) {
    const app = Fastify();
    await registerPaymobSimulator(app, loadConfig({ ...env, LOG_LEVEL: 'silent' }));
    const status = async (method: 'POST' | 'PUT', url: string) =>
      (await app.inject({ method, url, payload: {} })).statusCode;
    const result = {
      intention: await status('POST', '/paymob-sim/v1/intention/'),
      faults: await status('PUT', '/paymob-sim/_control/faults/pay'),
    };
    await app.close();
    return result;
  }

  it('with Paymob keys: not mounted at all, in any environment', async () => {
    expect(await routes({ ...keys, NODE_ENV: 'development' })).toEqual({ intention: 404, faults: 404 });
    expect(await routes({ ...keys, NODE_ENV: 'production' })).toEqual({ intention: 404, faults: 404 });
  });

  it('without keys in production: the simulator, but no fault injection', async () => {
    expect(await routes({ ...NO_PAYMOB_KEYS, NODE_ENV: 'production' })).toEqual({ intention: 401, faults: 404 });
    expect(await routes({ ...NO_PAYMOB_KEYS, NODE_ENV: 'test' })).toEqual({ intention: 401, faults: 401 });
  });

  it('live settings: Paymob’s base URL and the configured keys; a half configuration fails at start-up', () => {
    const live = paymobSettings(loadConfig({ ...keys, PAYMOB_MOTO_INTEGRATION_ID: '12' }));
    expect(live).toMatchObject({
      mode: 'live',
      baseUrl: 'https://accept.paymob.com',
      integrations: { card: 11, moto: 12 },
      timeoutMs: 15_000,
    });
    expect(() => paymobSettings(loadConfig({ PAYMOB_SECRET_KEY: 'egy_sk_live_x' }))).toThrow(
      /Incomplete Paymob configuration: set PAYMOB_PUBLIC_KEY, PAYMOB_HMAC_SECRET, PAYMOB_CARD_INTEGRATION_ID/,
    );
    expect(() => paymobSettings(loadConfig({ PAYMOB_MOTO_INTEGRATION_ID: '12' }))).toThrow(
      /Incomplete Paymob configuration/,
    );
  });
});
