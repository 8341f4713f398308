// Partner webhooks: a partner key registers an endpoint (a node:http receiver here), an order
// marked delivered reaches it signed and verifiable with the Standard Webhooks library, and again
// after an admin's replay; bodies match the documented examples; slow, failing and silent
// endpoints; the retry window; the SSRF guard in production; who may do what; bad input.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCustomer,
  createOrder,
  createSignedInAdmin,
  liveWeeksWithMenus,
  unique,
} from '../../../test/factories.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import type { AppContext } from '../../app.ts';
import { ValidationError } from '../../errors.ts';
import { registerJobs } from '../../jobs.ts';
import { backoffDelayMs } from '../../lib/backoff/index.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { PARTNER_EVENTS, PARTNER_SCOPE_VALUES, WEBHOOK_RETRY_HOURS } from '../../shared/rules.ts';
import { attemptDelivery, WEBHOOK_BACKOFF } from './deliveries.service.ts';
import { createWebhookEndpoint } from './endpoints.service.ts';
import {
  publishMenuPublished,
  publishOrderConfirmed,
  publishOrderDelivered,
  publishSubscriptionCancelled,
} from './events.service.ts';
import { sendSigned } from './send.ts';
import { checkWebhookUrl, webhookUrlMessages } from './urlGuard.ts';

interface Received {
  headers: Record<string, string>;
  body: string;
}

/** A partner's endpoint on 127.0.0.1: records each request and answers as `answer` says. */
async function startReceiver(
  answer: (req: http.IncomingMessage, res: http.ServerResponse) => void = (_q, res) => res.end('ok'),
) {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ headers: req.headers as Record<string, string>, body: Buffer.concat(chunks).toString() });
      answer(req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  receivers.push(server);
  return { url, received };
}
const receivers: http.Server[] = [];

let server: TestServer;
let app: AppContext;
let superAdmin: { token: string; admin: { id: number } };

beforeAll(async () => {
  // Its own database: every active endpoint of a database gets every event, so other files'
  // orders must not reach these receivers.
  server = await startTestServer({}, { ownDatabase: 'partner_webhooks' });
  app = server.app;
  superAdmin = await createSignedInAdmin(app, 'super_admin');
  registerJobs(app);
  await app.jobs.start();
});
// The clock only moves forward in this file: the job runner's schedule (manual mode) counts the
// occurrences passed since its last check.
afterAll(async () => {
  for (const receiver of receivers) receiver.closeAllConnections();
  await Promise.all(receivers.map((receiver) => new Promise((resolve) => receiver.close(resolve))));
  await server?.close();
});

async function partnerKey(options: { revoked?: boolean; scopes?: readonly string[] } = {}) {
  const token = newToken('partner');
  const key = await app.prisma.partnerApiKey.create({
    data: {
      name: unique('Courier'),
      prefix: token.slice(0, 10),
      keyHash: hashToken(token),
      scopes: [...(options.scopes ?? PARTNER_SCOPE_VALUES)],
      revokedAt: options.revoked ? new Date() : null,
    },
  });
  return { token, key };
}

const CREATE = `mutation ($input: WebhookEndpointCreateInput!) { webhookEndpointCreate(input: $input) {
  __typename
  ... on WebhookEndpointPayload { webhookEndpoint { id url events secret partnerKeyName } }
  ... on ValidationError { message issues { path message } }
  ... on Error { message } } }`;
const REPLAY = `mutation ($id: ID!) { webhookDeliveryReplay(input: { id: $id }) {
  __typename ... on WebhookDeliveryPayload { webhookDelivery { id eventId status attempts lastStatusCode } }
  ... on Error { message } } }`;
const DELIVERIES = `query ($status: WebhookDeliveryStatus) { adminWebhookDeliveries(first: 20, status: $status) {
  totalCount edges { node { id eventId type status attempts lastStatusCode lastResponseMs endpoint { url } } } } }`;

/** A delivered-ready order: confirmed card payment in a live week. */
async function confirmedOrder() {
  const { week, menu } = (await liveWeeksWithMenus(app))[0]!;
  const { customer } = await createCustomer(app);
  return createOrder(app, {
    customerId: customer.id,
    weekId: week.id,
    mealIds: menu.slice(0, 4),
    paymentStatus: 'confirmed',
  });
}

/**
 * Runs the jobs a minute later: the dispatcher's schedule is every minute, so a minute's step
 * always passes one of its occurrences.
 */
async function runJobsAMinuteLater() {
  const later = new Date(server.clock.now().getTime() + 60_000);
  server.clock.set(later);
  await app.jobs.runDue(later);
}

const globalId = (typename: string, id: number) => Buffer.from(`${typename}:${id}`).toString('base64');

/** The keys of a value, recursively (arrays by their first element): the shape a partner parses. */
function shape(value: unknown): unknown {
  if (Array.isArray(value)) return [value.length > 0 ? shape(value[0]) : 'empty'];
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, inner]) => [key, shape(inner)]),
    );
  }
  return typeof value;
}

describe('done when: a partner endpoint gets order.delivered signed, and again after a replay', () => {
  it('registers by the partner key, receives, verifies, replays', async () => {
    const receiver = await startReceiver();
    const { token } = await partnerKey();
    const created = await server.gql(CREATE, { input: { url: receiver.url, events: ['order_delivered'] } }, { token });
    expect(created.data.webhookEndpointCreate.__typename).toBe('WebhookEndpointPayload');
    const endpoint = created.data.webhookEndpointCreate.webhookEndpoint;
    expect(endpoint.secret).toMatch(/^whsec_/);
    expect(endpoint.events).toEqual(['order_delivered']);
    const own = await server.gql('{ partnerWebhookEndpoints { id url } }', {}, { token });
    expect(own.data.partnerWebhookEndpoints).toEqual([{ id: endpoint.id, url: receiver.url }]);

    const order = await confirmedOrder();
    const marked = await server.gql(
      `mutation ($id: ID!) { orderDeliveredUpdate(input: { orderId: $id, delivered: true }) { __typename } }`,
      { id: globalId('Order', order.id) },
      { token: superAdmin.token },
    );
    expect(marked.data.orderDeliveredUpdate.__typename).toBe('OrderDeliveredUpdatePayload');

    await runJobsAMinuteLater();
    expect(receiver.received).toHaveLength(1);
    const first = receiver.received[0]!;
    const verified = new Webhook(endpoint.secret).verify(first.body, first.headers) as { type: string; data: any };
    expect(verified.type).toBe('order.delivered');
    expect(verified.data.orderId).toBe(globalId('Order', order.id));
    expect(shape(verified)).toEqual(shape(PARTNER_EVENTS.find((event) => event.type === 'order.delivered')!.example));
    // Signed with another secret: the library refuses it.
    expect(() =>
      new Webhook('whsec_' + Buffer.alloc(24, 1).toString('base64')).verify(first.body, first.headers),
    ).toThrow();

    const log = await server.gql(DELIVERIES, { status: 'succeeded' }, { token: superAdmin.token });
    const delivery = log.data.adminWebhookDeliveries.edges.find(
      (edge: any) => edge.node.endpoint.url === receiver.url,
    ).node;
    expect(delivery).toMatchObject({ type: 'order_delivered', status: 'succeeded', attempts: 1, lastStatusCode: 200 });
    expect(delivery.lastResponseMs).toBeGreaterThanOrEqual(0);
    expect(delivery.eventId).toBe(first.headers['webhook-id']);

    // A partner key cannot replay (admins only); a super admin can.
    const refused = await server.gql(REPLAY, { id: delivery.id }, { token });
    expect(refused.errors?.[0]?.message).toMatch(/not authorized/i);
    server.clock.set(new Date(Date.now() + 5 * 60_000)); // signed anew: another timestamp
    const replay = await server.gql(REPLAY, { id: delivery.id }, { token: superAdmin.token });
    expect(replay.data.webhookDeliveryReplay.webhookDelivery).toMatchObject({
      eventId: delivery.eventId,
      status: 'succeeded',
      attempts: 1,
      lastStatusCode: 200,
    });
    expect(replay.data.webhookDeliveryReplay.webhookDelivery.id).not.toBe(delivery.id);
    expect(receiver.received).toHaveLength(2);
    const second = receiver.received[1]!;
    expect(second.body).toBe(first.body);
    expect(second.headers['webhook-id']).toBe(first.headers['webhook-id']);
    expect(second.headers['webhook-timestamp']).not.toBe(first.headers['webhook-timestamp']);
    // Verified at the receiver's clock (the library refuses a timestamp 5 minutes off).
    const realNow = Date.now;
    const receiverNow = server.clock.now().getTime();
    Date.now = () => receiverNow;
    try {
      expect(new Webhook(endpoint.secret).verify(second.body, second.headers)).toEqual(verified);
    } finally {
      Date.now = realNow;
    }
  });
});

describe('events', () => {
  it('each type has exactly the keys of its documented example', async () => {
    const receiver = await startReceiver();
    const { key } = await partnerKey();
    await createWebhookEndpoint(
      app,
      { adminId: null, keyId: key.id },
      { url: receiver.url, events: PARTNER_EVENTS.map((event) => event.type) },
    );
    const order = await confirmedOrder();
    const { week } = (await liveWeeksWithMenus(app))[0]!;
    const { customer } = await createCustomer(app);
    await app.prisma.subscription.create({
      data: { customerId: customer.id, mealCount: 5, status: 'cancelled', cancelledAt: new Date() },
    });
    await app.prisma.order.update({ where: { id: order.id }, data: { delivered: true, deliveredAt: new Date() } });
    const now = new Date();
    await publishOrderConfirmed(app.prisma, order.id, now);
    await publishOrderDelivered(app.prisma, order.id, now);
    await publishMenuPublished(app.prisma, week.id, now);
    await publishSubscriptionCancelled(app.prisma, customer.id, now);
    await runJobsAMinuteLater();
    const bodies = receiver.received.map((request) => JSON.parse(request.body));
    expect(bodies.map((body) => body.type).sort()).toEqual(PARTNER_EVENTS.map((event) => event.type).sort());
    for (const event of PARTNER_EVENTS) {
      expect(shape(bodies.find((body) => body.type === event.type)), event.type).toEqual(shape(event.example));
    }
  });

  it("goes only to endpoints subscribed to the type, of keys not revoked holding the event's scope, and not deleted", async () => {
    const receiver = await startReceiver();
    const live = await partnerKey();
    const revoked = await partnerKey();
    // order.delivered needs deliveries:read: a key with every other scope hears nothing of it.
    const unscoped = await partnerKey({ scopes: PARTNER_SCOPE_VALUES.filter((s) => s !== 'deliveries:read') });
    await expect(
      createWebhookEndpoint(
        app,
        { adminId: null, keyId: unscoped.key.id },
        { url: receiver.url, events: ['order.delivered'] },
      ),
    ).rejects.toMatchObject({ issues: [{ path: ['events'] }] });
    // And should such an endpoint exist (written around the check), it still hears nothing.
    const ofUnscoped = await createWebhookEndpoint(
      app,
      { adminId: null, keyId: live.key.id },
      { url: receiver.url, events: ['order.delivered'] },
    );
    await app.prisma.webhookEndpoint.update({
      where: { id: ofUnscoped.id },
      data: { partnerApiKeyId: unscoped.key.id },
    });
    const menuOnly = await createWebhookEndpoint(
      app,
      { adminId: null, keyId: live.key.id },
      { url: receiver.url, events: ['menu.published'] },
    );
    const deleted = await createWebhookEndpoint(
      app,
      { adminId: null, keyId: live.key.id },
      { url: receiver.url, events: ['order.delivered'] },
    );
    const ofRevoked = await createWebhookEndpoint(
      app,
      { adminId: null, keyId: revoked.key.id },
      { url: receiver.url, events: ['order.delivered'] },
    );
    await app.prisma.partnerApiKey.update({ where: { id: revoked.key.id }, data: { revokedAt: new Date() } });
    const gone = await server.gql(
      'mutation ($id: ID!) { webhookEndpointDelete(input: { id: $id }) { __typename } }',
      { id: globalId('WebhookEndpoint', deleted.id) },
      { token: live.token },
    );
    expect(gone.data.webhookEndpointDelete.__typename).toBe('DeletedPayload');
    await publishOrderDelivered(app.prisma, (await confirmedOrder()).id, new Date());
    const rows = await app.prisma.webhookDelivery.count({
      where: { endpointId: { in: [menuOnly.id, deleted.id, ofRevoked.id, ofUnscoped.id] } },
    });
    expect(rows).toBe(0);
  });

  it('rolls back with the change that emitted it', async () => {
    const receiver = await startReceiver();
    const { key } = await partnerKey();
    const endpoint = await createWebhookEndpoint(
      app,
      { adminId: null, keyId: key.id },
      { url: receiver.url, events: ['order.delivered'] },
    );
    const order = await confirmedOrder();
    await expect(
      app.prisma.$transaction(async (tx) => {
        await publishOrderDelivered(tx, order.id, new Date());
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await app.prisma.webhookDelivery.count({ where: { endpointId: endpoint.id } })).toBe(0);
  });
});

describe('endpoints that do not answer well', () => {
  async function deliveryTo(url: string) {
    const { key } = await partnerKey();
    const endpoint = await createWebhookEndpoint(
      app,
      { adminId: null, keyId: key.id },
      { url, events: ['order.delivered'] },
    );
    await publishOrderDelivered(app.prisma, (await confirmedOrder()).id, server.clock.now());
    return app.prisma.webhookDelivery.findFirstOrThrow({ where: { endpointId: endpoint.id } });
  }

  it('a 500 is retried with growing back-off, then given up after the retry window', async () => {
    const receiver = await startReceiver((_req, res) => {
      res.statusCode = 500;
      res.end('boom');
    });
    const t0 = new Date(server.clock.now().getTime() + 86_400_000);
    server.clock.freeze(t0);
    const delivery = await deliveryTo(receiver.url);
    expect(await attemptDelivery(app, delivery.id, t0)).toBe('failed');
    let row = await app.prisma.webhookDelivery.findUniqueOrThrow({ where: { id: delivery.id } });
    expect(row).toMatchObject({ status: 'failed', attempts: 1, lastStatusCode: 500, lastError: 'HTTP 500' });
    expect(row.nextAttemptAt).toEqual(new Date(t0.getTime() + 30_000));
    // Not due yet: nothing sent.
    expect(await attemptDelivery(app, delivery.id, new Date(t0.getTime() + 29_000))).toBeNull();
    expect(receiver.received).toHaveLength(1);

    let now = row.nextAttemptAt!;
    let status = await attemptDelivery(app, delivery.id, now);
    row = await app.prisma.webhookDelivery.findUniqueOrThrow({ where: { id: delivery.id } });
    expect(row.nextAttemptAt!.getTime() - now.getTime()).toBe(60_000);
    while (status === 'failed') {
      now = row.nextAttemptAt!;
      status = await attemptDelivery(app, delivery.id, now);
      row = await app.prisma.webhookDelivery.findUniqueOrThrow({ where: { id: delivery.id } });
    }
    expect(status).toBe('given_up');
    expect(row.nextAttemptAt).toBeNull();
    const windowEnd = t0.getTime() + WEBHOOK_RETRY_HOURS * 3_600_000;
    expect(now.getTime()).toBeLessThanOrEqual(windowEnd);
    expect(now.getTime() + backoffDelayMs(WEBHOOK_BACKOFF, row.attempts)).toBeGreaterThan(windowEnd);
    expect(receiver.received).toHaveLength(row.attempts);
  });

  it('the jobs retry a failed delivery when it comes due, and it succeeds', async () => {
    let fail = true;
    const receiver = await startReceiver((_req, res) => {
      res.statusCode = fail ? 503 : 204;
      res.end();
    });
    const delivery = await deliveryTo(receiver.url);
    await runJobsAMinuteLater();
    expect(await app.prisma.webhookDelivery.findUniqueOrThrow({ where: { id: delivery.id } })).toMatchObject({
      status: 'failed',
      lastStatusCode: 503,
    });
    fail = false;
    await runJobsAMinuteLater(); // the retry is due 30 s after the failure
    expect(await app.prisma.webhookDelivery.findUniqueOrThrow({ where: { id: delivery.id } })).toMatchObject({
      status: 'succeeded',
      attempts: 2,
      lastStatusCode: 204,
    });
  });

  it('a slow answer within the timeout is delivered, with its response time', async () => {
    const receiver = await startReceiver((_req, res) => setTimeout(() => res.end('ok'), 300));
    const outcome = await sendSigned(
      {
        url: receiver.url,
        secret: 'whsec_' + Buffer.alloc(24, 7).toString('base64'),
        eventId: 'msg_1',
        payload: '{}',
        sentAt: new Date(),
      },
      { policy: { strict: false }, timeoutMs: 2000 },
    );
    expect(outcome).toMatchObject({ ok: true, statusCode: 200, error: null });
    expect(outcome.responseMs).toBeGreaterThanOrEqual(290);
  });

  it('an endpoint that never answers fails at the timeout, with no status code', async () => {
    const receiver = await startReceiver(() => {
      /* never answers */
    });
    const outcome = await sendSigned(
      {
        url: receiver.url,
        secret: 'whsec_' + Buffer.alloc(24, 7).toString('base64'),
        eventId: 'msg_2',
        payload: '{}',
        sentAt: new Date(),
      },
      { policy: { strict: false }, timeoutMs: 400 },
    );
    expect(outcome).toMatchObject({ ok: false, statusCode: null, error: 'No answer within 0 s' });
    expect(outcome.responseMs).toBeGreaterThanOrEqual(390);
    expect(outcome.responseMs).toBeLessThan(2000);
  });

  it('an unreachable endpoint is a failed attempt with the error recorded', async () => {
    const delivery = await deliveryTo('http://127.0.0.1:1/hooks');
    expect(await attemptDelivery(app, delivery.id, server.clock.now())).toBe('failed');
    const row = await app.prisma.webhookDelivery.findUniqueOrThrow({ where: { id: delivery.id } });
    expect(row).toMatchObject({ lastStatusCode: null, attempts: 1 });
    expect(row.lastError).toMatch(/ECONNREFUSED/);
  });
});

describe('SSRF guard in production', () => {
  const production = { strict: true };
  const refusal = async (url: string) => {
    try {
      await checkWebhookUrl(url, production);
      return null;
    } catch (error) {
      expect(error).toBeInstanceOf(ValidationError);
      return (error as Error).message;
    }
  };

  it('refuses http, private, loopback, link-local and unique-local addresses, and names resolving to them', async () => {
    expect(await refusal('http://partner.example.com/hooks')).toBe(webhookUrlMessages.https);
    for (const url of [
      'https://127.0.0.1/hooks',
      'https://10.0.0.1/hooks',
      'https://192.168.1.20/hooks',
      'https://172.16.5.4/hooks',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/hooks',
      'https://[fd00::1]/hooks',
      'https://[fe80::1]/hooks',
      'https://[::ffff:10.0.0.1]/hooks',
      'https://0.0.0.0/hooks',
      'https://localhost/hooks', // a name resolving to 127.0.0.1
    ]) {
      expect(await refusal(url), url).toBe(webhookUrlMessages.privateAddress);
    }
    expect(await refusal('https://user:pass@93.184.216.34/hooks')).toBe(webhookUrlMessages.credentials);
    expect(await refusal('not a url')).toBe(webhookUrlMessages.invalid);
    expect(await refusal('ftp://93.184.216.34/')).toBe(webhookUrlMessages.invalid);
    // A public address passes (no DNS needed for a literal).
    expect(await refusal('https://93.184.216.34/hooks')).toBeNull();
  });

  it('refuses registration on the production config, and each send re-checks the resolved address', async () => {
    const inProduction = { ...app, config: { ...app.config, NODE_ENV: 'production' as const } };
    const { key } = await partnerKey();
    await expect(
      createWebhookEndpoint(
        inProduction,
        { adminId: null, keyId: key.id },
        { url: 'https://10.0.0.1/x', events: ['order.delivered'] },
      ),
    ).rejects.toThrow(webhookUrlMessages.privateAddress);
    // Registered before (or resolving differently then): the send refuses it at connection time.
    const receiver = await startReceiver();
    const endpoint = await createWebhookEndpoint(
      app,
      { adminId: null, keyId: key.id },
      { url: receiver.url.replace('127.0.0.1', 'localhost'), events: ['order.delivered'] },
    );
    await publishOrderDelivered(app.prisma, (await confirmedOrder()).id, server.clock.now());
    const delivery = await app.prisma.webhookDelivery.findFirstOrThrow({ where: { endpointId: endpoint.id } });
    expect(await attemptDelivery(inProduction, delivery.id, server.clock.now())).toBe('failed');
    const row = await app.prisma.webhookDelivery.findUniqueOrThrow({ where: { id: delivery.id } });
    expect(row.lastError).toMatch(/non-public|https/);
    const literal = await sendSigned(
      { url: 'https://10.0.0.1/x', secret: endpoint.secret, eventId: 'msg_3', payload: '{}', sentAt: new Date() },
      { policy: { strict: true } },
    );
    expect(literal).toMatchObject({ ok: false, statusCode: null, error: '10.0.0.1 is not a public address' });
    const named = await sendSigned(
      {
        url: receiver.url.replace('http://127.0.0.1', 'https://localhost'),
        secret: endpoint.secret,
        eventId: 'msg_4',
        payload: '{}',
        sentAt: new Date(),
      },
      { policy: { strict: true } },
    );
    expect(named.error).toMatch(/non-public/);
    expect(receiver.received).toHaveLength(0);
  });
});

describe('who may do what, and bad input', () => {
  it('refuses bad input, naming the field, and writes nothing', async () => {
    const { token, key } = await partnerKey();
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ url: 'not a url', events: ['order_delivered'] }, /full URL/],
      [{ url: 'http://127.0.0.1:9/x', events: [] }, /at least one event/],
      [{ url: 'javascript:alert(1)', events: ['order_delivered'] }, /full URL/],
    ];
    for (const [input, message] of cases) {
      const answer = await server.gql(CREATE, { input }, { token });
      expect(answer.data.webhookEndpointCreate.__typename).toBe('ValidationError');
      expect(answer.data.webhookEndpointCreate.message).toMatch(message);
    }
    const unknownEvent = await server.gql(
      CREATE,
      { input: { url: 'http://127.0.0.1:9/x', events: ['order_eaten'] } },
      { token },
    );
    expect(unknownEvent.errors?.[0]?.message).toMatch(/order_eaten/);
    // A super admin must name a live key.
    const noKey = await server.gql(
      CREATE,
      { input: { url: 'http://127.0.0.1:9/x', events: ['order_delivered'] } },
      { token: superAdmin.token },
    );
    expect(noKey.data.webhookEndpointCreate).toMatchObject({
      __typename: 'ValidationError',
      issues: [{ path: ['partnerApiKeyId'] }],
    });
    const revoked = await partnerKey({ revoked: true });
    const onRevoked = await server.gql(
      CREATE,
      {
        input: {
          partnerApiKeyId: globalId('PartnerApiKey', revoked.key.id),
          url: 'http://127.0.0.1:9/x',
          events: ['order_delivered'],
        },
      },
      { token: superAdmin.token },
    );
    expect(onRevoked.data.webhookEndpointCreate.__typename).toBe('ValidationError');
    expect(
      await app.prisma.webhookEndpoint.count({ where: { partnerApiKeyId: { in: [key.id, revoked.key.id] } } }),
    ).toBe(0);
  });

  it('a partner sees and deletes only its own endpoints; customers, plain admins and revoked keys are refused', async () => {
    const mine = await partnerKey();
    const theirs = await partnerKey();
    const their = await createWebhookEndpoint(
      app,
      { adminId: null, keyId: theirs.key.id },
      { url: 'http://127.0.0.1:9/theirs', events: ['order.delivered'] },
    );
    const list = await server.gql('{ partnerWebhookEndpoints { url } }', {}, { token: mine.token });
    expect(list.data.partnerWebhookEndpoints).toEqual([]);
    const node = await server.gql(
      'query ($id: ID!) { node(id: $id) { id } }',
      { id: globalId('WebhookEndpoint', their.id) },
      { token: mine.token },
    );
    expect(node.data?.node ?? null).toBeNull();
    const del = await server.gql(
      'mutation ($id: ID!) { webhookEndpointDelete(input: { id: $id }) { __typename ... on Error { message } } }',
      { id: globalId('WebhookEndpoint', their.id) },
      { token: mine.token },
    );
    expect(del.data.webhookEndpointDelete).toEqual({
      __typename: 'NotFoundError',
      message: 'Webhook endpoint not found',
    });
    expect((await app.prisma.webhookEndpoint.findUniqueOrThrow({ where: { id: their.id } })).disabledAt).toBeNull();

    const customer = await createCustomer(app);
    const admin = await createSignedInAdmin(app, 'admin');
    const revoked = await partnerKey({ revoked: true });
    // A revoked key is refused as a credential (the partners module's gate), the others as not allowed.
    const refusal = (token: string | undefined) =>
      token === revoked.token ? /invalid partner key/i : /not authorized/i;
    for (const token of [undefined, customer.token, admin.token, revoked.token]) {
      for (const document of [
        '{ adminWebhookEndpoints { id } }',
        '{ adminWebhookDeliveries(first: 1) { totalCount } }',
      ]) {
        const answer = await server.gql(document, {}, { token });
        expect(answer.errors?.[0]?.message, document).toMatch(refusal(token));
      }
      const create = await server.gql(
        CREATE,
        { input: { url: 'http://127.0.0.1:9/x', events: ['order_delivered'] } },
        { token },
      );
      expect(create.errors?.[0]?.message).toMatch(refusal(token));
    }
    const all = await server.gql('{ adminWebhookEndpoints { url partnerKeyName } }', {}, { token: superAdmin.token });
    expect(all.data.adminWebhookEndpoints).toContainEqual({
      url: 'http://127.0.0.1:9/theirs',
      partnerKeyName: theirs.key.name,
    });
  });
});
