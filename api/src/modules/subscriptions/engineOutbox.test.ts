// The engine's notifications commit with the change that causes them (an outbox): the 48-hour
// reminder with the order's reminderSentAt, the order-locked and payment-failed messages with
// the charge's recorded outcome. A crash after the commit loses none; an outbox write that fails
// leaves the change undone, to be tried again. On PostgreSQL and PGlite (pgliteSuites), on a
// database of its own (the engine's runs touch every subscriber).

import { afterAll, beforeAll, expect, it } from 'vitest';
import { createCustomer } from '../../../test/factories.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { allowOutbox, lastWriterOf, outboxWritersOf, recordOutboxWrites, refuseOutbox } from '../../../test/outbox.ts';
import { SIMULATOR_CONFIG } from '../../../test/paymobSimulator.ts';
import { SIMULATOR_TEST_TOKENS } from '../../lib/paymob/index.ts';
import { weekIsLive } from '../catalog/index.ts';
import { ensureSubscriptionOrders, processWeekDeadline, sendDeadlineReminders } from './index.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer(SIMULATOR_CONFIG, { ownPublicUrl: true, ownDatabase: 'engineoutbox' });
  await recordOutboxWrites(server.app);
}, 120_000);
afterAll(() => server?.close());

/** A 4-meal subscriber paying with a card the simulator approves or declines. */
async function subscriber(token: keyof typeof SIMULATOR_TEST_TOKENS = 'approved') {
  const { customer } = await createCustomer(server.app);
  const card = await server.app.prisma.savedCard.create({
    data: {
      customerId: customer.id,
      token: `${SIMULATOR_TEST_TOKENS[token]}-${customer.id}`,
      maskedPan: 'xxxx-xxxx-xxxx-1111',
      cardBrand: 'Visa',
    },
  });
  await server.app.prisma.subscription.create({
    data: { customerId: customer.id, mealCount: 4, savedCardId: card.id },
  });
  return customer.id;
}

async function firstLiveWeek() {
  const weeks = await server.app.prisma.week.findMany({ orderBy: { startDate: 'asc' } });
  return weeks.find((week) => weekIsLive(server.app, week))!;
}

const orderOf = (customerId: number, weekId: number) =>
  server.app.prisma.order.findUniqueOrThrow({
    where: { customerId_weekId: { customerId, weekId } },
    include: { payments: true },
  });

it('the deadline reminder is written with the claim of its order, or the order stays unreminded', async () => {
  const customerId = await subscriber();
  await ensureSubscriptionOrders(server.app);
  const week = await firstLiveWeek();
  const order = await orderOf(customerId, week.id);
  const key = `deadline_reminder:order:${order.id}`;
  const now = new Date(week.orderDeadline.getTime() - 24 * 3_600_000);
  server.clock.set(now);

  await refuseOutbox(server.app, key);
  try {
    await expect(sendDeadlineReminders(server.app, now)).rejects.toThrow();
  } finally {
    await allowOutbox(server.app);
  }
  expect((await orderOf(customerId, week.id)).reminderSentAt).toBeNull();
  expect(await server.app.prisma.notification.count({ where: { eventKey: key } })).toBe(0);

  expect(await sendDeadlineReminders(server.app, now)).toBeGreaterThanOrEqual(1);
  expect((await orderOf(customerId, week.id)).reminderSentAt).toEqual(now);
  expect(await outboxWritersOf(server.app, key)).toEqual([await lastWriterOf(server.app, 'Order', order.id)]);
  // Claimed once: a second run writes nothing.
  await sendDeadlineReminders(server.app, now);
  expect(await server.app.prisma.notification.count({ where: { eventKey: key } })).toBe(1);
}, 60_000);

it('order locked and payment failed are written with the charge outcome they tell', async () => {
  const paid = await subscriber('approved');
  const declined = await subscriber('declined');
  await ensureSubscriptionOrders(server.app);
  const week = await firstLiveWeek();
  server.clock.set(new Date(week.orderDeadline.getTime() + 60_000));
  const result = await processWeekDeadline(server.app, week.id);
  expect(result).toMatchObject({ charged: 2, failed: 1, deferred: 0, unknown: 0 }); // the reminder test's order too

  const locked = await orderOf(paid, week.id);
  expect(locked.paymentStatus).toBe('confirmed');
  expect(await outboxWritersOf(server.app, `order_locked:order:${locked.id}`)).toEqual([
    await lastWriterOf(server.app, 'Order', locked.id),
  ]);

  const failed = await orderOf(declined, week.id);
  expect(failed.paymentStatus).toBe('failed');
  expect(await outboxWritersOf(server.app, `payment_failed:payment:${failed.payments[0]!.id}`)).toEqual([
    await lastWriterOf(server.app, 'Order', failed.id),
  ]);
}, 60_000);
