// The engine on the embedded database (PGlite, one process owns it: the single
// replica by definition): orders for the live weeks, then a deadline charged
// through the job queue. On PostgreSQL engine.test.ts covers this and more (on
// a database of its own), so this file runs only in the PGlite project.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../../../test/factories.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { mailsTo } from '../../../test/mail.ts';
import { SIMULATOR_CONFIG } from '../../../test/paymobSimulator.ts';
import { registerJobs } from '../../jobs.ts';
import { SIMULATOR_TEST_TOKENS } from '../../lib/paymob/index.ts';
import { weekIsLive } from '../catalog/index.ts';
import { ensureSubscriptionOrders } from './index.ts';
import { processWeekDeadline } from './engine.service.ts';

const onPglite = process.env.TEST_DB === 'pglite';
let server: TestServer;

beforeAll(async () => {
  if (!onPglite) return;
  server = await startTestServer(SIMULATOR_CONFIG, { ownPublicUrl: true });
  registerJobs(server.app);
  await server.app.jobs.start();
}, 120_000);
afterAll(() => server?.close());

/** A customer with a saved card the simulator approves and an active 4-meal subscription. */
async function subscriber() {
  const created = await createCustomer(server.app);
  const { customer } = created;
  const card = await server.app.prisma.savedCard.create({
    data: {
      customerId: customer.id,
      token: `${SIMULATOR_TEST_TOKENS.approved}-${customer.id}`,
      maskedPan: 'xxxx-xxxx-xxxx-2346',
      cardBrand: 'MasterCard',
    },
  });
  await server.app.prisma.subscription.create({
    data: { customerId: customer.id, mealCount: 4, savedCardId: card.id },
  });
  return created;
}

describe.runIf(onPglite)('the subscription engine on PGlite', () => {
  it('keeps orders for the live weeks and charges the first at its deadline', async () => {
    const { customer, email } = await subscriber();
    await server.app.jobs.runDue();
    const live = (await server.app.prisma.week.findMany({ orderBy: { startDate: 'asc' } })).filter((w) =>
      weekIsLive(server.app, w),
    );
    expect(await server.app.prisma.order.count({ where: { customerId: customer.id } })).toBe(live.length);

    const week = live[0]!;
    server.clock.set(new Date(week.orderDeadline.getTime() + 60_000));
    const runs = await server.app.jobs.runDue();
    expect(runs.filter((run) => !run.ok)).toEqual([]);
    const order = await server.app.prisma.order.findUniqueOrThrow({
      where: { customerId_weekId: { customerId: customer.id, weekId: week.id } },
      include: { items: true, payments: true },
    });
    expect(order).toMatchObject({ status: 'selected', paymentStatus: 'confirmed' });
    expect(order.items).toHaveLength(4);
    expect(order.payments).toMatchObject([{ status: 'succeeded', reference: `mit-${order.id}-1` }]);
    const mails = await mailsTo(server.app, email);
    expect(mails.map((m) => m.subject)).toContain(`Your MealBox order for ${week.label} is locked`);
  }, 60_000);

  it('charges several chunks in flight at once on the one connection', async () => {
    const subscribers = [];
    for (let i = 0; i < 3; i++) {
      subscribers.push((await subscriber()).customer.id);
    }
    await ensureSubscriptionOrders(server.app);
    const week = (await server.app.prisma.week.findMany({ orderBy: { startDate: 'asc' } })).filter((w) =>
      weekIsLive(server.app, w),
    )[0]!;
    server.clock.set(new Date(week.orderDeadline.getTime() + 60_000));
    const result = await processWeekDeadline(server.app, week.id, { chunkSize: 1, concurrentChunks: 3 });
    // The three, and the week's order of the subscriber above.
    expect(result).toMatchObject({ locked: 4, charged: 4, failed: 0, deferred: 0, unknown: 0 });
    const orders = await server.app.prisma.order.findMany({
      where: { weekId: week.id, customerId: { in: subscribers } },
      include: { payments: true },
    });
    expect(orders.map((order) => [order.paymentStatus, order.payments.length])).toEqual([
      ['confirmed', 1],
      ['confirmed', 1],
      ['confirmed', 1],
    ]);
  }, 60_000);
});
