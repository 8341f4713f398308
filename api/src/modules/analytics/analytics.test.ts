import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectGraphQLRefused, expectRestRefused } from '../../../test/adminAccess.ts';
import { createCustomer, createOrder, createSignedInAdmin, createSubscription } from '../../../test/factories.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { createOwnWeek } from '../../../test/weeks.ts';
import type { Order, Subscription, Week } from '../../generated/prisma/client.ts';

let server: TestServer;
let token: string;
let weeks: Week[];
let mealIds: number[];
const day = 24 * 3600 * 1000;

const ANALYTICS = `{
  adminAnalytics {
    weeks {
      weekDatabaseId label upcoming orders meals revenue { piasters } activeSubscribers newSubscriptions
      cancelledSubscriptions subscriptionOrders skippedOrders skipRate trials convertedTrials trialConversion
    }
    topMeals { mealDatabaseId title portions }
  }
}`;
const OVERVIEW = `{
  adminOverview {
    week { databaseId label } orders meals revenue { piasters } activeSubscribers instapayWaiting
    nextDeadline nextDeadlineWeekLabel
  }
}`;

async function order(weekId: number, options: Omit<Parameters<typeof createOrder>[1], 'customerId' | 'weekId'>) {
  const { customer } = await createCustomer(server.app);
  return createOrder(server.app, { ...options, customerId: customer.id, weekId });
}

async function subscribe(customerId: number, startedAt: Date, cancelledAt?: Date) {
  await createSubscription(server.app, customerId, { status: cancelledAt ? 'cancelled' : 'active' });
  return server.app.prisma.subscription.update({
    where: { customerId },
    data: { startedAt, cancelledAt: cancelledAt ?? null },
  });
}

// --- the figures computed directly from the rows, in JavaScript, independent of the SQL
const weekEnd = (week: Week) =>
  DateTime.fromISO(week.endDate.toISOString().slice(0, 10), { zone: 'Africa/Cairo' }).plus({ days: 1 }).toJSDate();
const weekStart = (week: Week) =>
  DateTime.fromISO(week.startDate.toISOString().slice(0, 10), { zone: 'Africa/Cairo' }).toJSDate();

function counts(o: Order, subs: Map<number, Subscription>) {
  if (o.status !== 'not_selected' && o.status !== 'selected') return false;
  if (o.paymentStatus === 'confirmed') return true;
  if (o.paymentStatus === 'processing' && o.paymentMethod === 'instapay') return true;
  return (
    (o.paymentStatus === 'pending' || o.paymentStatus === 'processing') &&
    o.purchaseType === 'subscription' &&
    subs.get(o.customerId)?.status === 'active'
  );
}

async function direct(week: Week) {
  const orders = await server.app.prisma.order.findMany({ where: { weekId: week.id } });
  const all = await server.app.prisma.subscription.findMany();
  const subs = new Map(all.map((s) => [s.customerId, s]));
  const from = weekStart(week);
  const to = weekEnd(week);
  const counted = orders.filter((o) => counts(o, subs));
  const subscriptionOrders = orders.filter((o) => o.purchaseType === 'subscription' && o.status !== 'cancelled');
  const trials = orders.filter((o) => o.purchaseType === 'trial' && o.paymentStatus === 'confirmed');
  const converted = trials.filter((o) => {
    const s = subs.get(o.customerId);
    return s && s.startedAt >= o.createdAt;
  });
  const skipped = subscriptionOrders.filter((o) => o.status === 'skipped').length;
  return {
    weekDatabaseId: week.id,
    label: week.label,
    orders: counted.length,
    meals: counted.reduce((sum, o) => sum + o.mealCount, 0),
    revenue: {
      piasters: orders.filter((o) => o.paymentStatus === 'confirmed').reduce((s, o) => s + o.totalPiasters, 0),
    },
    activeSubscribers: all.filter(
      (s) => s.startedAt < to && ((s.status === 'active' && !s.cancelledAt) || (s.cancelledAt && s.cancelledAt >= to)),
    ).length,
    newSubscriptions: all.filter((s) => s.startedAt >= from && s.startedAt < to).length,
    cancelledSubscriptions: all.filter((s) => s.cancelledAt && s.cancelledAt >= from && s.cancelledAt < to).length,
    subscriptionOrders: subscriptionOrders.length,
    skippedOrders: skipped,
    skipRate: subscriptionOrders.length ? skipped / subscriptionOrders.length : null,
    trials: trials.length,
    convertedTrials: converted.length,
    trialConversion: trials.length ? converted.length / trials.length : null,
  };
}

beforeAll(async () => {
  server = await startTestServer();
  mealIds = (await server.app.prisma.meal.findMany({ take: 2, orderBy: { id: 'asc' } })).map((m) => m.id);
  const first = await createOwnWeek(server.app);
  weeks = [first];
  for (let i = 1; i < 4; i++) {
    weeks.push(await createOwnWeek(server.app, { start: new Date(first.startDate.getTime() + i * 7 * day) }));
  }
  // "Now" is the day after week 3 starts: weeks 1-3 are past their deadline, week 4 is live.
  server.clock.set(new Date(weeks[2]!.startDate.getTime() + day + 3600 * 1000));
  // Sessions are made at the clock's time.
  ({ token } = await createSignedInAdmin(server.app));
  const [w1, w2, , w4] = weeks as [Week, Week, Week, Week];
  const [m1, m2] = mealIds as [number, number];

  // Week 1: two paid trials (one customer subscribes afterwards), InstaPay waiting, a failed
  // payment, an abandoned checkout; a subscriber's pending order and a skipped one.
  const converted = await order(w1.id, {
    mealIds: [m1, m1, m2, m2],
    paymentStatus: 'confirmed',
    purchaseType: 'trial',
    totalPiasters: 100000,
  });
  await order(w1.id, {
    mealIds: [m1, m1, m1, m1],
    paymentStatus: 'confirmed',
    purchaseType: 'trial',
    totalPiasters: 120000,
  });
  await order(w1.id, {
    mealIds: [m2, m2, m2, m2],
    paymentStatus: 'processing',
    paymentMethod: 'instapay',
    purchaseType: 'trial',
    totalPiasters: 90000,
  });
  await order(w1.id, { mealIds: [m2, m2, m2, m2], paymentStatus: 'failed', purchaseType: 'trial' });
  await order(w1.id, { mealIds: [m1, m2, m1, m2], purchaseType: 'trial' });
  const pending = await order(w1.id, { mealCount: 6, purchaseType: 'subscription' });
  const skipping = await order(w1.id, { mealCount: 4, purchaseType: 'subscription', status: 'skipped' });
  const inWeek = (week: Week, days: number) => new Date(weekStart(week).getTime() + days * day);
  await server.app.prisma.order.update({ where: { id: converted.id }, data: { createdAt: inWeek(w1, -5) } });
  await subscribe(converted.customerId, inWeek(w1, 1));
  await subscribe(pending.customerId, inWeek(w1, 2));
  await subscribe(skipping.customerId, inWeek(w1, -30), inWeek(w2, 3));

  // Week 4 (live, the next to be delivered): a paid order and an InstaPay proof waiting.
  await order(w4.id, {
    mealIds: [m1, m2, m1, m2],
    paymentStatus: 'confirmed',
    purchaseType: 'trial',
    totalPiasters: 110000,
  });
  await order(w4.id, {
    mealCount: 6,
    paymentStatus: 'processing',
    paymentMethod: 'instapay',
    purchaseType: 'trial',
    totalPiasters: 130000,
  });
});
afterAll(() => server?.close());

describe('Analytics', () => {
  it('answers the last weeks and the live ones, each figure equal to a direct count over the orders', async () => {
    const { data, errors } = await server.gql(ANALYTICS, {}, { token });
    expect(errors).toBeUndefined();
    const answered = data.adminAnalytics.weeks as { weekDatabaseId: number; upcoming: boolean }[];
    const ids = answered.map((w) => w.weekDatabaseId);
    for (const week of weeks) expect(ids).toContain(week.id);
    expect(answered.filter((w) => !w.upcoming).length).toBeLessThanOrEqual(12);
    expect(answered.find((w) => w.weekDatabaseId === weeks[3]!.id)?.upcoming).toBe(true);
    expect(answered.find((w) => w.weekDatabaseId === weeks[0]!.id)?.upcoming).toBe(false);
    const rows = await server.app.prisma.week.findMany({ where: { id: { in: ids } } });
    for (const week of rows) {
      const { upcoming: _upcoming, ...figures } = answered.find((w) => w.weekDatabaseId === week.id)!;
      expect(figures, week.label).toEqual(await direct(week));
    }
  });

  it('gives the known figures of a week built by hand', async () => {
    const { data } = await server.gql(ANALYTICS, {}, { token });
    const w1 = data.adminAnalytics.weeks.find((w: { weekDatabaseId: number }) => w.weekDatabaseId === weeks[0]!.id);
    expect(w1).toMatchObject({
      orders: 4, // two paid trials, InstaPay waiting, the subscriber's pending order
      meals: 4 + 4 + 4 + 6,
      revenue: { piasters: 220000 }, // confirmed only: not the InstaPay transfer still waiting
      newSubscriptions: 2,
      cancelledSubscriptions: 0,
      subscriptionOrders: 2,
      skippedOrders: 1,
      skipRate: 0.5,
      trials: 2,
      convertedTrials: 1,
      trialConversion: 0.5,
    });
    const w2 = data.adminAnalytics.weeks.find((w: { weekDatabaseId: number }) => w.weekDatabaseId === weeks[1]!.id);
    expect(w2).toMatchObject({ orders: 0, revenue: { piasters: 0 }, newSubscriptions: 0, cancelledSubscriptions: 1 });
    expect(w2.skipRate).toBeNull();
    expect(w2.trialConversion).toBeNull();
    // Active at the end of week 1: the two started in it and the one cancelled in week 2, beyond any others.
    const w2Active = w2.activeSubscribers;
    expect(w1.activeSubscribers - w2Active).toBe(1);
  });

  it('lists the top meals by portions in the orders that count', async () => {
    const { data } = await server.gql(ANALYTICS, {}, { token });
    const ids = data.adminAnalytics.weeks.map((w: { weekDatabaseId: number }) => w.weekDatabaseId);
    const items = await server.app.prisma.orderItem.findMany({
      where: { order: { weekId: { in: ids } } },
      include: { order: true, meal: true },
    });
    const subs = new Map((await server.app.prisma.subscription.findMany()).map((s) => [s.customerId, s]));
    const tally = new Map<number, { mealDatabaseId: number; title: string; portions: number }>();
    for (const item of items.filter((i) => counts(i.order, subs))) {
      const line = tally.get(item.mealId) ?? { mealDatabaseId: item.mealId, title: item.meal.title, portions: 0 };
      tally.set(item.mealId, { ...line, portions: line.portions + 1 });
    }
    const expected = [...tally.values()]
      .sort((a, b) => b.portions - a.portions || (a.title < b.title ? -1 : a.title > b.title ? 1 : 0))
      .slice(0, 10);
    expect(data.adminAnalytics.topMeals).toEqual(expected);
  });
});

describe('Overview', () => {
  it('shows the next week to be delivered, confirmed revenue, subscribers, InstaPay waiting, the next deadline', async () => {
    const { data, errors } = await server.gql(OVERVIEW, {}, { token });
    expect(errors).toBeUndefined();
    const w4 = weeks[3]!;
    const figures = await direct(w4);
    const waiting = await server.app.prisma.order.count({
      where: { paymentMethod: 'instapay', paymentStatus: 'processing', status: { in: ['not_selected', 'selected'] } },
    });
    const active = await server.app.prisma.subscription.count({ where: { status: 'active' } });
    expect(data.adminOverview).toEqual({
      week: { databaseId: w4.id, label: w4.label },
      orders: figures.orders,
      meals: figures.meals,
      revenue: figures.revenue,
      activeSubscribers: active,
      instapayWaiting: waiting,
      nextDeadline: w4.orderDeadline.toISOString(),
      nextDeadlineWeekLabel: w4.label,
    });
    expect(data.adminOverview).toMatchObject({ orders: 2, meals: 10, revenue: { piasters: 110000 } });
    const rest = await server.rest('GET', '/api/admin/overview', undefined, { token });
    expect(rest.body).toMatchObject({ orders: 2, meals: 10, revenue: 110000, week: { id: w4.id } });
    const restAnalytics = await server.rest('GET', '/api/admin/analytics', undefined, { token });
    expect(restAnalytics.body.weeks.find((w: { weekId: number }) => w.weekId === w4.id)).toMatchObject({
      revenue: 110000,
    });
  });

  it('refuses anyone but an admin', async () => {
    await expectGraphQLRefused(server, [
      { document: ANALYTICS, field: 'adminAnalytics' },
      { document: OVERVIEW, field: 'adminOverview' },
    ]);
    await expectRestRefused(server, [
      { method: 'GET', path: '/api/admin/analytics' },
      { method: 'GET', path: '/api/admin/overview' },
    ]);
  });
});
