// The subscription engine on a database of its own (its runs touch every
// subscriber), through the real job runner and the Paymob simulator on the
// test server itself. The test clock drives deadlines and reminders.

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../../../test/factories.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { mailsTo } from '../../../test/mail.ts';
import { createTempDatabase, type TempDatabase } from '../../../test/postgres.ts';
import type { Week } from '../../generated/prisma/client.ts';
import { registerJobs } from '../../jobs.ts';
import { SIMULATOR_TEST_TOKENS } from '../../lib/paymob/index.ts';
import { clearSimulatorFaults, setSimulatorFault, SIMULATOR_CONFIG } from '../../../test/paymobSimulator.ts';
import { weekIsLive } from '../catalog/index.ts';
import { loadPriceTable, quote } from '../pricing/index.ts';
import { ENGINE_JOB, ensureSubscriptionOrders, processWeekDeadline, WEEK_DEADLINE_JOB } from './index.ts';
import { formatEgp } from '../../lib/money.ts';

let temp: TempDatabase | null;
let server: TestServer;
const HOUR = 3_600_000;

beforeAll(async () => {
  temp = await createTempDatabase('engine');
  if (!temp) return;
  server = await startTestServer({ ...SIMULATOR_CONFIG, DATABASE_URL: temp.url }, { ownPublicUrl: true });
  registerJobs(server.app);
  await server.app.jobs.start();
}, 120_000);

afterEach(async () => {
  if (!server) return;
  // Each test's subscribers stop here, so the next test's runs see only its own.
  await server.app.prisma.subscription.updateMany({ data: { status: 'cancelled' } });
  await server.app.prisma.order.updateMany({ where: { paymentStatus: 'pending' }, data: { status: 'cancelled' } });
  server.clock.reset();
  await clearSimulatorFaults(server);
});

afterAll(async () => {
  await server?.close();
  await temp?.drop();
});

async function subscriber(options: { token?: string; mealCount?: number; portionSize?: 'standard' | 'large' } = {}) {
  const made = await createCustomer(server.app);
  const name = 'Mona Hassan';
  await server.app.prisma.customer.update({
    where: { id: made.customer.id },
    data: { userType: 'subscriber', name, phone: '+201001234567' },
  });
  const card = await server.app.prisma.savedCard.create({
    data: {
      customerId: made.customer.id,
      token: `${options.token ?? SIMULATOR_TEST_TOKENS.approved}-${made.customer.id}`,
      maskedPan: options.token === SIMULATOR_TEST_TOKENS.declined ? 'xxxx-xxxx-xxxx-1111' : 'xxxx-xxxx-xxxx-2346',
      cardBrand: options.token === SIMULATOR_TEST_TOKENS.declined ? 'Visa' : 'MasterCard',
      isDefault: true,
    },
  });
  await server.app.prisma.subscription.create({
    data: {
      customerId: made.customer.id,
      mealCount: options.mealCount ?? 4,
      portionSize: options.portionSize ?? 'standard',
      savedCardId: card.id,
    },
  });
  return { ...made, card };
}

const liveWeeks = async (): Promise<Week[]> =>
  (await server.app.prisma.week.findMany({ orderBy: { startDate: 'asc' } })).filter((w) => weekIsLive(server.app, w));

/**
 * The first four live weeks. From a week's deadline to its first day only three are live (the
 * window ends four weeks from today), so on those days the clock moves to that first day.
 */
async function fourLiveWeeks(): Promise<Week[]> {
  const live = await liveWeeks();
  if (live.length >= 4) return live.slice(0, 4);
  const next = await server.app.prisma.week.findFirstOrThrow({
    where: { startDate: { gt: server.clock.now() } },
    orderBy: { startDate: 'asc' },
  });
  server.clock.set(at(next.startDate, 12 * HOUR));
  return (await liveWeeks()).slice(0, 4);
}

const orderOf = (customerId: number, weekId: number) =>
  server.app.prisma.order.findUniqueOrThrow({
    where: { customerId_weekId: { customerId, weekId } },
    include: { items: { orderBy: { id: 'asc' }, include: { meal: true } }, payments: { orderBy: { id: 'asc' } } },
  });

/** The week's menu as the chef picks: featured first, then the admin's order. */
async function chefsOrder(weekId: number): Promise<number[]> {
  const menu = await server.app.prisma.weekMenuItem.findMany({
    where: { weekId, isAvailable: true, meal: { isActive: true } },
    orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }],
  });
  return [...menu.filter((m) => m.isFeatured), ...menu.filter((m) => !m.isFeatured)].map((m) => m.mealId);
}

const at = (date: Date, offsetMs: number) => new Date(date.getTime() + offsetMs);

/**
 * Runs the engine (and what it enqueues) at `date`. The engine is enqueued with
 * that start time rather than left to its cron: tests in this file go back in
 * time between them, and a manual-mode cron only looks forward.
 */
async function runAt(date: Date) {
  server.clock.set(date);
  await server.app.jobs.enqueue(ENGINE_JOB, {}, { key: `test:${date.toISOString()}`, runAt: date });
  return server.app.jobs.runDue();
}

describe('orders for live weeks', () => {
  it('one order per live week from the defaults, idempotent across runs and replicas', async (ctx) => {
    if (!temp) return ctx.skip('PostgreSQL is not reachable');
    const { customer } = await subscriber({ mealCount: 10, portionSize: 'large' });
    await runAt(new Date());
    const weeks = await liveWeeks();
    const orders = await server.app.prisma.order.findMany({ where: { customerId: customer.id } });
    expect(orders.map((o) => o.weekId).sort()).toEqual(weeks.map((w) => w.id).sort());
    const table = await loadPriceTable(server.app);
    const expected = quote(table, { mealCount: 10, largeMeals: 10, isFirstSubscriptionOrder: false });
    for (const order of orders) {
      expect(order).toMatchObject({
        status: 'not_selected',
        paymentStatus: 'pending',
        purchaseType: 'subscription',
        paymentMethod: 'card',
        mealCount: 10,
        defaultPortionSize: 'large',
        totalPiasters: expected.total,
      });
    }
    // Two replicas at once, then the job again: still one order per week.
    await Promise.all([ensureSubscriptionOrders(server.app), ensureSubscriptionOrders(server.app)]);
    await runAt(at(new Date(), HOUR));
    expect(await server.app.prisma.order.count({ where: { customerId: customer.id } })).toBe(weeks.length);
    // A cancelled subscriber gets none.
    const { customer: gone } = await subscriber();
    await server.app.prisma.subscription.update({ where: { customerId: gone.id }, data: { status: 'cancelled' } });
    await ensureSubscriptionOrders(server.app);
    expect(await server.app.prisma.order.count({ where: { customerId: gone.id } })).toBe(0);
  });
});

describe('the deadline', () => {
  it('run twice, and by two replicas at once: one charge per order, no duplicate items or orders', async (ctx) => {
    if (!temp) return ctx.skip('PostgreSQL is not reachable');
    const subscribers = await Promise.all([subscriber(), subscriber(), subscriber()]);
    await ensureSubscriptionOrders(server.app);
    const [week] = await liveWeeks();
    server.clock.set(at(week!.orderDeadline, 60_000));
    const results = await Promise.all([
      processWeekDeadline(server.app, week!.id, { chunkSize: 1 }),
      processWeekDeadline(server.app, week!.id, { chunkSize: 1 }),
    ]);
    expect(results.reduce((sum, r) => sum + r.charged, 0)).toBe(3);
    const again = await processWeekDeadline(server.app, week!.id);
    expect(again).toMatchObject({ locked: 0, charged: 0 });
    for (const { customer } of subscribers) {
      const order = await orderOf(customer.id, week!.id);
      expect(order.items).toHaveLength(4);
      expect(order.paymentStatus).toBe('confirmed');
      expect(order.payments).toHaveLength(1);
      expect(order.payments[0]).toMatchObject({
        status: 'succeeded',
        kind: 'order_charge',
        amountPiasters: order.totalPiasters,
        reference: `mit-${order.id}-1`,
      });
      expect(order.payments[0]!.providerRef).toBeTruthy();
    }
    // The queue runs the week's deadline job too: nothing left to charge.
    const runs = await server.app.jobs.runDue();
    expect(runs.filter((run) => run.name === WEEK_DEADLINE_JOB)).toEqual([]);
  });

  it('Paymob down during the run: orders go back to pending, the job fails and its retry charges them, nothing lost', async (ctx) => {
    if (!temp) return ctx.skip('PostgreSQL is not reachable');
    const { customer } = await subscriber();
    await ensureSubscriptionOrders(server.app);
    const [week] = await liveWeeks();
    await setSimulatorFault(server, 'intention', { mode: 'error', status: 503, times: null });
    const deadline = at(week!.orderDeadline, 60_000);
    const runs = await runAt(deadline);
    const deadlineRuns = runs.filter((run) => run.name === WEEK_DEADLINE_JOB);
    expect(deadlineRuns).toMatchObject([{ key: `deadline:week:${week!.id}`, ok: false }]);
    expect(deadlineRuns[0]!.error).toMatch(/deferred: Paymob is unavailable/);
    const waiting = await orderOf(customer.id, week!.id);
    expect(waiting).toMatchObject({ status: 'selected', paymentStatus: 'pending' });
    expect(waiting.items).toHaveLength(4);
    expect(waiting.payments.map((p) => p.status)).toEqual(['failed']);
    expect(await mailsTo(server.app, customer.email)).toEqual([]);

    // Paymob is back; the retry comes due after its back-off (a minute, doubled with jitter).
    await clearSimulatorFaults(server);
    const retried = (await runAt(at(deadline, 10 * 60_000))).filter((run) => run.name === WEEK_DEADLINE_JOB);
    expect(retried).toMatchObject([{ ok: true, retryCount: 1 }]);
    const paid = await orderOf(customer.id, week!.id);
    expect(paid.paymentStatus).toBe('confirmed');
    expect(paid.payments.map((p) => [p.status, p.reference])).toEqual([
      ['failed', `mit-${paid.id}-1`],
      ['succeeded', `mit-${paid.id}-2`],
    ]);
    const mails = await mailsTo(server.app, customer.email);
    expect(mails.map((m) => m.subject)).toEqual([`Your MealBox order for ${week!.label} is locked`]);
  });

  it('a subscriber who cancels during the run is not charged', async (ctx) => {
    if (!temp) return ctx.skip('PostgreSQL is not reachable');
    const [a, b] = [await subscriber(), await subscriber()];
    await ensureSubscriptionOrders(server.app);
    const [week] = await liveWeeks();
    const orders = [await orderOf(a.customer.id, week!.id), await orderOf(b.customer.id, week!.id)].sort(
      (x, y) => x.id - y.id,
    );
    const [first, second] = orders;
    const secondCustomer = [a, b].find((s) => s.customer.id === second!.customerId)!;
    // The first charge is slow; the second subscriber cancels while it is under way.
    await setSimulatorFault(server, 'intention', { mode: 'slow', delayMs: 1500, times: 1 });
    server.clock.set(at(week!.orderDeadline, 60_000));
    // One order per chunk, one chunk at a time: the second is claimed after the cancellation.
    const run = processWeekDeadline(server.app, week!.id, { chunkSize: 1, concurrentChunks: 1 });
    for (let i = 0; i < 100; i++) {
      const current = await server.app.prisma.order.findUniqueOrThrow({ where: { id: first!.id } });
      if (current.paymentStatus === 'processing') break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const cancel = await server.rest('POST', '/api/user/subscription/cancel', undefined, {
      token: secondCustomer.token,
    });
    expect(cancel.status).toBe(200);
    const result = await run;
    expect(result.charged).toBe(1);
    expect((await orderOf(first!.customerId, week!.id)).paymentStatus).toBe('confirmed');
    const notCharged = await orderOf(second!.customerId, week!.id);
    expect(notCharged).toMatchObject({ status: 'cancelled', paymentStatus: 'pending', payments: [] });
    expect(await mailsTo(server.app, secondCustomer.email)).toEqual([]);
  });
});

describe('a subscriber over four weeks, driven by the test clock', () => {
  it('selected, skipped, chef’s choice, declined: every order, charge and e-mail', async (ctx) => {
    if (!temp) return ctx.skip('PostgreSQL is not reachable');
    const weeks = await fourLiveWeeks();
    expect(weeks).toHaveLength(4);
    const { customer, email, token, card } = await subscriber({ mealCount: 4 });
    // The orders exist before the engine's first run (which may already be within 48 h of week 1's deadline).
    await ensureSubscriptionOrders(server.app, { customerId: customer.id });
    const [w1, w2, w3, w4] = weeks as [Week, Week, Week, Week];
    const table = await loadPriceTable(server.app);

    // Week 1: the customer picks four meals (two of them large in a mixed plan).
    const menu1 = await chefsOrder(w1.id);
    const picked = [menu1.at(-1)!, menu1.at(-2)!, menu1.at(-3)!, menu1.at(-1)!];
    const saved = await server.rest(
      'POST',
      '/api/orders',
      {
        weekId: w1.id,
        mealCount: 4,
        defaultPortionSize: 'mixed',
        deliverySlot: 'evening',
        items: picked.map((mealId, i) => ({ mealId, portionSize: i < 2 ? 'large' : 'standard' })),
      },
      { token },
    );
    expect(saved.status).toBe(200);
    // Week 2: skipped. Week 3: left alone. Week 4: the saved card will be declined.
    await server.app.prisma.order.update({
      where: { customerId_weekId: { customerId: customer.id, weekId: w2.id } },
      data: { status: 'skipped' },
    });
    await server.app.prisma.savedCard.update({
      where: { id: card.id },
      data: { token: SIMULATOR_TEST_TOKENS.declined, maskedPan: 'xxxx-xxxx-xxxx-1111', cardBrand: 'Visa' },
    });
    await server.app.prisma.savedCard.create({
      data: {
        customerId: customer.id,
        token: SIMULATOR_TEST_TOKENS.approved,
        maskedPan: 'xxxx-xxxx-xxxx-2346',
        cardBrand: 'MasterCard',
      },
    });
    const approvedCard = await server.app.prisma.savedCard.findFirstOrThrow({
      where: { customerId: customer.id, token: SIMULATOR_TEST_TOKENS.approved },
    });
    await server.app.prisma.subscription.update({
      where: { customerId: customer.id },
      data: { savedCardId: approvedCard.id },
    });

    await runAt(new Date());
    const subjects = async () => (await mailsTo(server.app, email)).sort((x, y) => x.sentAt.localeCompare(y.sentAt));

    // --- week 1: complete, so no reminder; charged at the deadline with the first-subscription 10 %.
    await runAt(at(w1.orderDeadline, -47 * HOUR));
    expect(await subjects()).toEqual([]);
    await runAt(at(w1.orderDeadline, 60_000));
    const o1 = await orderOf(customer.id, w1.id);
    const q1 = quote(table, { mealCount: 4, largeMeals: 2, isFirstSubscriptionOrder: true });
    expect(o1).toMatchObject({
      status: 'selected',
      paymentStatus: 'confirmed',
      totalPiasters: q1.total,
      isFirstSubscriptionOrder: true,
      deliverySlot: 'evening',
    });
    expect(o1.items.map((i) => [i.mealId, i.portionSize])).toEqual(
      picked.map((mealId, i) => [mealId, i < 2 ? 'large' : 'standard']),
    );
    expect(o1.payments).toMatchObject([{ status: 'succeeded', amountPiasters: q1.total }]);
    let mails = await subjects();
    expect(mails.map((m) => m.subject)).toEqual([`Your MealBox order for ${w1.label} is locked`]);
    for (const item of o1.items) expect(mails[0]!.text).toContain(`- ${item.meal.title} (${item.portionSize})\n`);
    expect(mails[0]!.text).toContain(`Total: ${formatEgp(q1.total)}, charged to MasterCard ending 2346.`);
    expect(mails[0]!.text).not.toContain("chef's choice");

    // --- week 2: skipped: no reminder, no charge, no mail.
    await runAt(at(w2.orderDeadline, -47 * HOUR));
    await runAt(at(w2.orderDeadline, 60_000));
    const o2 = await orderOf(customer.id, w2.id);
    expect(o2).toMatchObject({ status: 'skipped', paymentStatus: 'pending', items: [], payments: [] });
    expect(await subjects()).toHaveLength(1);

    // --- week 3: nothing chosen: one reminder 48 h before, then the chef's choice is charged.
    await runAt(at(w3.orderDeadline, -49 * HOUR));
    expect(await subjects()).toHaveLength(1); // not yet within 48 hours
    await runAt(at(w3.orderDeadline, -47 * HOUR));
    await runAt(at(w3.orderDeadline, -30 * HOUR)); // once only
    mails = await subjects();
    expect(mails.map((m) => m.subject).slice(1)).toEqual([`Choose your meals for ${w3.label}`]);
    expect(mails[1]!.text).toContain('You have picked 0 of your 4 meals');
    expect(mails[1]!.links).toEqual([
      `${server.app.config.PUBLIC_URL}/account?week=${w3.id}`,
      expect.stringMatching(/\/api\/notifications\/opt-out\/[\w-]+\/deadline_reminder$/),
    ]);
    await runAt(at(w3.orderDeadline, 60_000));
    const o3 = await orderOf(customer.id, w3.id);
    const q3 = quote(table, { mealCount: 4, largeMeals: 0, isFirstSubscriptionOrder: false });
    expect(o3).toMatchObject({ status: 'selected', paymentStatus: 'confirmed', totalPiasters: q3.total });
    expect(o3.items.map((i) => i.mealId)).toEqual((await chefsOrder(w3.id)).slice(0, 4));
    expect(o3.items.every((i) => i.portionSize === 'standard')).toBe(true);
    mails = await subjects();
    expect(mails.map((m) => m.subject).slice(2)).toEqual([`Your MealBox order for ${w3.label} is locked`]);
    expect(mails[2]!.text).toContain(`- ${o3.items[0]!.meal.title} (standard) — chef's choice`);
    expect(mails[2]!.text).toContain(`Total: ${formatEgp(q3.total)}`);

    // --- week 4: the card on the subscription is now the declined one.
    await server.app.prisma.subscription.update({ where: { customerId: customer.id }, data: { savedCardId: card.id } });
    await runAt(at(w4.orderDeadline, -47 * HOUR));
    await runAt(at(w4.orderDeadline, 60_000));
    const o4 = await orderOf(customer.id, w4.id);
    expect(o4).toMatchObject({ status: 'selected', paymentStatus: 'failed' });
    expect(o4.items).toHaveLength(4);
    expect(o4.payments).toMatchObject([
      { status: 'failed', failureReason: 'Insufficient funds', amountPiasters: q3.total },
    ]);
    mails = await subjects();
    expect(mails.map((m) => m.subject).slice(3)).toEqual([
      `Choose your meals for ${w4.label}`,
      `Payment failed for your MealBox order for ${w4.label}`,
    ]);
    expect(mails[4]!.text).toContain(`We could not charge ${formatEgp(q3.total)} to Visa ending 1111`);
    expect(mails[4]!.text).toContain('(Insufficient funds)');

    // Every charge, once: three attempts, two paid, nothing for the skipped week.
    const payments = await server.app.prisma.payment.findMany({ where: { customerId: customer.id } });
    expect(payments.map((p) => p.status).sort()).toEqual(['failed', 'succeeded', 'succeeded']);
    // A later run changes nothing.
    await runAt(at(w4.orderDeadline, 2 * HOUR));
    expect(await server.app.prisma.payment.count({ where: { customerId: customer.id } })).toBe(3);
    expect(await subjects()).toHaveLength(5);
  }, 120_000);
});
