// Pausing (skip the next 1 to 4 weeks in one step) and cancelling with a reason, over
// real HTTP on the run's database (and on PGlite: api-pglite).

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createSignedInAdmin } from '../../../test/factories.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { SIMULATOR_TEST_TOKENS } from '../../lib/paymob/index.ts';
import { SIMULATOR_CONFIG } from '../../../test/paymobSimulator.ts';
import { weekIsLive } from '../catalog/index.ts';
import { pauseMessages } from './subscriptions.service.ts';

let server: TestServer;
let liveWeekIds: number[];

beforeAll(async () => {
  server = await startTestServer(SIMULATOR_CONFIG, { ownPublicUrl: true });
  const weeks = await server.app.prisma.week.findMany({ orderBy: { startDate: 'asc' } });
  liveWeekIds = weeks.filter((week) => weekIsLive(server.app, week)).map((week) => week.id);
  expect(liveWeekIds.length).toBeGreaterThanOrEqual(3);
});

afterAll(async () => {
  await server?.close();
});

/** A new subscriber (started through the API: their live weeks' orders exist at once). */
async function subscriber() {
  const made = await createCustomer(server.app);
  await server.app.prisma.savedCard.create({
    data: {
      customerId: made.customer.id,
      token: `${SIMULATOR_TEST_TOKENS.approved}-${made.customer.id}`,
      maskedPan: 'xxxx-xxxx-xxxx-2346',
      cardBrand: 'MasterCard',
      isDefault: true,
    },
  });
  const started = await server.rest('POST', '/api/user/start-subscription', {}, { token: made.token });
  expect(started.status).toBe(200);
  return made;
}

const statusByWeek = async (customerId: number) =>
  Object.fromEntries(
    (await server.app.prisma.order.findMany({ where: { customerId } })).map((o) => [o.weekId, o.status]),
  );

const PAUSE = `mutation ($input: SubscriptionPauseInput!) {
  subscriptionPause(input: $input) {
    __typename
    ... on SubscriptionPausePayload { weeks { databaseId } }
    ... on ValidationError { message issues { path message } }
    ... on Error { message }
  }
}`;

describe('starting a subscription', () => {
  it("makes the live weeks' orders in the same transaction: next week is skippable at once", async () => {
    const { customer, token } = await subscriber();
    const orders = await server.app.prisma.order.findMany({ where: { customerId: customer.id } });
    expect(orders.map((o) => o.weekId).sort()).toEqual([...liveWeekIds].sort());
    const skip = await server.rest('PATCH', `/api/orders/${orders[0]!.id}/skip`, {}, { token });
    expect(skip.status).toBe(200);
  });
});

describe('pause', () => {
  it('skips the next two weeks in one step (GraphQL), and only those', async () => {
    const { customer, token } = await subscriber();
    const answer = await server.gql(PAUSE, { input: { weeks: 2 } }, { token });
    expect(answer.data.subscriptionPause.__typename).toBe('SubscriptionPausePayload');
    expect(answer.data.subscriptionPause.weeks.map((w: { databaseId: number }) => w.databaseId)).toEqual(
      liveWeekIds.slice(0, 2),
    );
    const statuses = await statusByWeek(customer.id);
    expect(liveWeekIds.map((id) => statuses[id])).toEqual([
      'skipped',
      'skipped',
      ...liveWeekIds.slice(2).map(() => 'not_selected'),
    ]);
  });

  it('passes over a paid week (delivered), and counts a week already skipped (REST)', async () => {
    const { customer, token } = await subscriber();
    const [first, second, third] = liveWeekIds;
    await server.app.prisma.order.updateMany({
      where: { customerId: customer.id, weekId: first },
      data: { paymentStatus: 'confirmed', status: 'selected' },
    });
    await server.app.prisma.order.updateMany({
      where: { customerId: customer.id, weekId: second },
      data: { status: 'skipped' },
    });
    const paused = await server.rest('POST', '/api/user/subscription/pause', { weeks: 2 }, { token });
    expect(paused.status).toBe(200);
    expect(paused.body.skippedWeeks.map((w: { id: number }) => w.id)).toEqual([second, third]);
    const statuses = await statusByWeek(customer.id);
    expect([statuses[first!], statuses[second!], statuses[third!]]).toEqual(['selected', 'skipped', 'skipped']);
  });

  it('is all or nothing: more weeks than can be skipped changes nothing and says how many can', async () => {
    const { customer, token } = await subscriber();
    await server.app.prisma.order.updateMany({
      where: { customerId: customer.id, weekId: { in: liveWeekIds.slice(1) } },
      data: { paymentStatus: 'confirmed', status: 'selected' },
    });
    const before = await statusByWeek(customer.id);
    const answer = await server.gql(PAUSE, { input: { weeks: 2 } }, { token });
    expect(answer.data.subscriptionPause).toMatchObject({
      __typename: 'ValidationError',
      message: pauseMessages.tooFew(1),
      issues: [{ path: ['weeks'] }],
    });
    expect(await statusByWeek(customer.id)).toEqual(before);
  });

  it('refuses a count outside 1 to 4, a cancelled subscription, and a customer without one', async () => {
    const { token } = await subscriber();
    for (const weeks of [0, 5, 1.5]) {
      const answer = await server.rest('POST', '/api/user/subscription/pause', { weeks }, { token });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('Weeks must be a whole number from 1 to 4');
    }
    expect((await server.rest('POST', '/api/user/subscription/cancel', {}, { token })).status).toBe(200);
    const cancelled = await server.rest('POST', '/api/user/subscription/pause', { weeks: 1 }, { token });
    expect(cancelled.status).toBe(409);
    expect(cancelled.body.message).toBe(pauseMessages.notActive);
    const stranger = await createCustomer(server.app);
    const none = await server.rest('POST', '/api/user/subscription/pause', { weeks: 1 }, { token: stranger.token });
    expect(none.status).toBe(404);
  });

  it('two pauses at once: both succeed or one waits, never a half pause', async () => {
    const { customer, token } = await subscriber();
    const answers = await Promise.all([
      server.rest('POST', '/api/user/subscription/pause', { weeks: 1 }, { token }),
      server.rest('POST', '/api/user/subscription/pause', { weeks: 2 }, { token }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const statuses = await statusByWeek(customer.id);
    expect(liveWeekIds.slice(0, 2).map((id) => statuses[id])).toEqual(['skipped', 'skipped']);
  });
});

describe('cancel with a reason', () => {
  const CANCEL = `mutation ($input: SubscriptionCancelInput) {
    subscriptionCancel(input: $input) {
      __typename
      ... on SubscriptionCancelPayload { subscription { status cancelReason cancelReasonText } }
      ... on ValidationError { message issues { path message } }
    }
  }`;

  it('keeps the reason; "other" needs words; an unknown reason is refused and nothing changes', async () => {
    const { customer, token } = await subscriber();
    const bad = await server.gql(CANCEL, { input: { reason: 'because' } }, { token });
    expect(bad.data.subscriptionCancel).toMatchObject({
      __typename: 'ValidationError',
      issues: [{ path: ['reason'] }],
    });
    const noWords = await server.gql(CANCEL, { input: { reason: 'other', reasonText: '  ' } }, { token });
    expect(noWords.data.subscriptionCancel).toMatchObject({
      __typename: 'ValidationError',
      message: 'Please tell us why you are cancelling',
    });
    expect(
      (await server.app.prisma.subscription.findUniqueOrThrow({ where: { customerId: customer.id } })).status,
    ).toBe('active');

    const done = await server.gql(
      CANCEL,
      { input: { reason: 'other', reasonText: 'Moving to Alexandria' } },
      { token },
    );
    expect(done.data.subscriptionCancel.subscription).toEqual({
      status: 'cancelled',
      cancelReason: 'Other',
      cancelReasonText: 'Moving to Alexandria',
    });
    const row = await server.app.prisma.subscription.findUniqueOrThrow({ where: { customerId: customer.id } });
    expect(row).toMatchObject({ cancelReason: 'other', cancelReasonText: 'Moving to Alexandria' });

    // The old client sends no reason: still cancels.
    const other = await subscriber();
    expect((await server.rest('POST', '/api/user/subscription/cancel', undefined, { token: other.token })).status).toBe(
      200,
    );
  });

  it('the admin sees the reason in the customer list', async () => {
    const { customer, token } = await subscriber();
    await server.gql(CANCEL, { input: { reason: 'too_expensive' } }, { token });
    const admin = await createSignedInAdmin(server.app);
    const answer = await server.gql(
      `query ($search: String) {
        adminUsers(first: 5, search: $search) { edges { node { email subscription { status cancelReason } } } }
      }`,
      { search: customer.email },
      { token: admin.token },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data.adminUsers.edges[0].node).toEqual({
      email: customer.email,
      subscription: { status: 'cancelled', cancelReason: 'It is too expensive' },
    });
  });
});
