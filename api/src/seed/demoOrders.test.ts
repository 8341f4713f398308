// The demo's order book (SEED_DEMO_ORDERS): written once with the demo, every past order
// settled, every paid one with its Payment, and nothing the engine would charge or mail at
// start-up. On two days: a Wednesday (the next delivery's deadline has passed) and a Sunday
// (its deadline is two days ahead, inside the reminder window).

import { verify } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTempDatabase, type TempDatabase } from '../../test/postgres.ts';
import { closeAppContext, createAppContext, type AppContext } from '../app.ts';
import { loadConfig } from '../config.ts';
import { IN_MEMORY } from '../db/client.ts';
import { mailDir } from '../lib/mailer.ts';
import { createLogger } from '../logger.ts';
import { analytics } from '../modules/analytics/index.ts';
import { cairoDateOf } from '../modules/catalog/index.ts';
import { mealPrep } from '../modules/kitchen/index.ts';
import { loadPriceTable, quote } from '../modules/pricing/index.ts';
import {
  ensureSubscriptionOrders,
  processWeekDeadline,
  sendDeadlineReminders,
  weeksPastDeadline,
} from '../modules/subscriptions/index.ts';
import { CANCEL_REASONS } from '../shared/rules.ts';
import { DEMO_CUSTOMER, DEMO_PAST_WEEKS } from './demoOrders.ts';
import { seedDemo } from './seed.ts';

const moments: [string, Date][] = [
  ['on a Wednesday', new Date('2025-09-10T10:00:00Z')],
  ['on a Sunday', new Date('2025-09-14T10:00:00Z')],
];

describe.each(moments)('the demo order book seeded %s', (_, now) => {
  let temp: TempDatabase | null = null;
  let app: AppContext;
  let seconds: number;

  beforeAll(async () => {
    temp = process.env.TEST_DB === 'pglite' ? null : await createTempDatabase('demo_orders');
    const config = loadConfig({
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: temp?.url ?? '',
      LOG_LEVEL: 'silent',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'mealbox-demo-orders-')),
      PUBLIC_CHANGES_CHANNEL: `test_${randomBytes(6).toString('hex')}`,
    });
    app = await createAppContext(config, createLogger('silent'), {
      now: () => now,
      dataDir: temp ? undefined : IN_MEMORY,
      jobs: { mode: 'manual', schema: `jobs_${randomBytes(5).toString('hex')}` },
    });
    const started = performance.now();
    expect(await seedDemo(app.prisma, { now, orders: { storage: app.storage } })).toEqual({ seeded: true });
    seconds = (performance.now() - started) / 1000;
  }, 120_000);
  afterAll(async () => {
    if (app) await closeAppContext(app);
    await temp?.drop();
  });

  const today = () => cairoDateOf(now);
  const pastOrders = () =>
    app.prisma.order.findMany({ where: { week: { deliveryDate: { lt: today() } } }, include: { items: true } });
  const nextWeek = () =>
    app.prisma.week.findFirstOrThrow({ where: { deliveryDate: { gte: today() } }, orderBy: { deliveryDate: 'asc' } });

  it('is written with the demo, quickly, and only once', async () => {
    expect(seconds).toBeLessThan(30);
    const counts = async () => ({
      customers: await app.prisma.customer.count(),
      orders: await app.prisma.order.count(),
      payments: await app.prisma.payment.count(),
      files: await app.prisma.uploadedFile.count(),
      waitlist: await app.prisma.waitlistEntry.count(),
    });
    const before = await counts();
    expect(before.customers).toBe(20);
    expect(before.orders).toBeGreaterThan(60);
    expect(before.waitlist).toBeGreaterThanOrEqual(3);
    expect(await seedDemo(app.prisma, { now, orders: { storage: app.storage } })).toEqual({ seeded: false });
    expect(await counts()).toEqual(before);
  });

  it('has the 8 weeks before the current one, by the week rules, each with a menu', async () => {
    const weeks = await app.prisma.week.findMany({
      orderBy: { startDate: 'asc' },
      include: { _count: { select: { menu: true, orders: true } } },
    });
    const delivered = weeks.filter((w) => w.deliveryDate < today());
    expect(delivered.length).toBe(DEMO_PAST_WEEKS + 1);
    for (const [i, week] of weeks.entries()) {
      expect(week._count.menu).toBeGreaterThanOrEqual(18);
      if (i > 0) expect(week.startDate.getTime() - weeks[i - 1]!.startDate.getTime()).toBe(7 * 86_400_000);
      expect(week.deliveryDate.getTime() - week.startDate.getTime()).toBe(86_400_000);
      expect(week.orderDeadline.getTime()).toBeLessThan(week.startDate.getTime());
    }
    expect(delivered.every((w) => w._count.orders > 0)).toBe(true);
  });

  it('settles every past order: delivered and paid, skipped, or failed', async () => {
    const orders = await pastOrders();
    expect(orders.length).toBeGreaterThan(50);
    for (const order of orders) {
      const settled =
        (order.paymentStatus === 'confirmed' && order.delivered && order.status === 'selected') ||
        (order.status === 'skipped' && !order.delivered) ||
        (order.paymentStatus === 'failed' && !order.delivered);
      expect(settled, `order ${order.id}: ${order.status}/${order.paymentStatus}`).toBe(true);
      expect(order.paymentStatus).not.toBe('processing');
      if (order.status !== 'skipped') expect(order.paymentStatus).not.toBe('pending');
      if (order.status === 'selected') expect(order.items).toHaveLength(order.mealCount);
    }
    expect(orders.some((o) => o.status === 'skipped')).toBe(true);
    expect(orders.some((o) => o.paymentStatus === 'failed')).toBe(true);
  });

  it('gives every confirmed order a succeeded Payment of its total, priced by the pricing module', async () => {
    const table = await loadPriceTable(app, app.prisma);
    const orders = await app.prisma.order.findMany({
      where: { paymentStatus: 'confirmed' },
      include: { payments: true, items: true },
    });
    expect(orders.length).toBeGreaterThan(40);
    for (const order of orders) {
      const succeeded = order.payments.filter((p) => p.status === 'succeeded');
      expect(succeeded, `order ${order.id}`).toHaveLength(1);
      expect(succeeded[0]!.amountPiasters).toBe(order.totalPiasters);
      expect(succeeded[0]!.provider).toBe(order.paymentMethod === 'instapay' ? 'instapay' : 'paymob');
      const largeMeals =
        order.items.length > 0
          ? order.items.filter((i) => i.portionSize === 'large').length
          : order.defaultPortionSize === 'large'
            ? order.mealCount
            : 0;
      expect(order.totalPiasters).toBe(
        quote(table, {
          mealCount: order.mealCount,
          largeMeals,
          isFirstSubscriptionOrder: order.isFirstSubscriptionOrder,
        }).total,
      );
    }
    const failed = await app.prisma.order.findMany({ where: { paymentStatus: 'failed' }, include: { payments: true } });
    for (const order of failed) expect(order.payments.map((p) => p.status)).toEqual(['failed']);
  });

  it('tells a story: trials (card and InstaPay) some converted, subscribers joining and cancelling', async () => {
    const trials = await app.prisma.order.findMany({ where: { purchaseType: 'trial' }, include: { trial: true } });
    expect(new Set(trials.map((t) => t.paymentMethod))).toEqual(new Set(['card', 'instapay']));
    expect(trials.every((t) => t.trial !== null)).toBe(true);
    const subscriptions = await app.prisma.subscription.findMany();
    const cancelled = subscriptions.filter((s) => s.status === 'cancelled');
    expect(cancelled.length).toBeGreaterThanOrEqual(3);
    const reasons = CANCEL_REASONS.map((r) => r.value) as string[];
    for (const s of cancelled) {
      expect(reasons).toContain(s.cancelReason);
      expect(s.cancelledAt!.getTime()).toBeLessThan(now.getTime());
    }
    const converted = trials.filter((t) => subscriptions.some((s) => s.customerId === t.customerId));
    expect(converted.length).toBeGreaterThanOrEqual(3);
    expect(new Set(subscriptions.map((s) => s.startedAt.toISOString())).size).toBeGreaterThan(5);
    const figures = await analytics(app);
    const pastFigures = figures.weeks.filter((w) => !w.upcoming);
    expect(pastFigures.length).toBeGreaterThanOrEqual(DEMO_PAST_WEEKS);
    expect(pastFigures.filter((w) => w.revenue > 0).length).toBeGreaterThanOrEqual(DEMO_PAST_WEEKS);
    expect(pastFigures.some((w) => w.cancelledSubscriptions > 0)).toBe(true);
    expect(pastFigures.some((w) => w.convertedTrials > 0)).toBe(true);
  });

  it("gives the README's customer a subscription, a card, delivered boxes and a paid next order", async () => {
    const mona = await app.prisma.customer.findUniqueOrThrow({
      where: { email: DEMO_CUSTOMER.email },
      include: { subscription: true, savedCards: true, orders: { include: { week: true } } },
    });
    expect(await verify(mona.passwordHash, DEMO_CUSTOMER.password)).toBe(true);
    expect(mona).toMatchObject({ name: DEMO_CUSTOMER.name, userType: 'subscriber' });
    expect(mona.phone).toMatch(/^\+201\d{9}$/);
    expect(mona.subscription).toMatchObject({ status: 'active' });
    expect(mona.savedCards).toHaveLength(1);
    expect(mona.savedCards[0]!.maskedPan).toMatch(/^xxxx-xxxx-xxxx-\d{4}$/);
    expect(mona.subscription!.savedCardId).toBe(mona.savedCards[0]!.id);
    expect(mona.orders.filter((o) => o.delivered).length).toBeGreaterThanOrEqual(4);
    const next = await nextWeek();
    expect(mona.orders.find((o) => o.weekId === next.id)).toMatchObject({
      paymentStatus: 'confirmed',
      status: 'selected',
    });
  });

  it('leaves three InstaPay trials waiting for the next delivery, each with its receipt in the store', async () => {
    const next = await nextWeek();
    const waiting = await app.prisma.order.findMany({
      where: { weekId: next.id, paymentMethod: 'instapay', paymentStatus: 'processing' },
      include: { paymentProof: true, trial: true, payments: true },
    });
    expect(waiting).toHaveLength(3);
    for (const order of waiting) {
      expect(order.purchaseType).toBe('trial');
      expect(order.trial).not.toBeNull();
      expect(order.payments).toMatchObject([
        { provider: 'instapay', status: 'pending', amountPiasters: order.totalPiasters },
      ]);
      expect(order.paymentProof).toMatchObject({ purpose: 'payment_proof', contentType: 'image/png' });
      const object = await app.storage.get(order.paymentProof!.key);
      expect(object).not.toBeNull();
      const chunks: Buffer[] = [];
      for await (const chunk of object!.body) chunks.push(Buffer.from(chunk as Uint8Array));
      const body = Buffer.concat(chunks);
      expect(body.length).toBe(order.paymentProof!.sizeBytes);
      expect(body.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    }
  });

  it("counts the next delivery's orders in Meal Prep: paid, waiting InstaPay, and unpicked as random meals", async () => {
    const next = await nextWeek();
    const orders = await app.prisma.order.findMany({ where: { weekId: next.id }, include: { items: true } });
    const counted = orders.filter((o) => o.status !== 'skipped');
    expect(counted.every((o) => o.paymentStatus === 'confirmed' || o.paymentStatus === 'processing')).toBe(true);
    const unpicked = counted.filter((o) => o.items.length === 0);
    expect(unpicked.length).toBeGreaterThanOrEqual(2);
    expect(new Set(counted.map((o) => o.deliverySlot))).toEqual(new Set(['morning', 'evening']));
    expect(new Set(counted.map((o) => (o.deliveryAddress as { area: string }).area)).size).toBeGreaterThanOrEqual(5);

    const prep = await mealPrep(app, next.id);
    expect(prep.total.orders).toBe(counted.length);
    expect(prep.total.total).toBe(counted.reduce((sum, o) => sum + o.mealCount, 0));
    expect(prep.noSelection.orders).toBe(unpicked.length);
    expect(prep.noSelection.total).toBe(unpicked.reduce((sum, o) => sum + o.mealCount, 0));
  });

  it("answers each past week's revenue in the analytics as the sum of its confirmed totals", async () => {
    const figures = await analytics(app);
    const past = figures.weeks.filter((w) => !w.upcoming);
    for (const week of past) {
      const confirmed = await app.prisma.order.aggregate({
        where: { weekId: week.weekId, paymentStatus: 'confirmed' },
        _sum: { totalPiasters: true },
      });
      expect(week.revenue, week.label).toBe(confirmed._sum.totalPiasters ?? 0);
    }
    expect(past.reduce((sum, w) => sum + w.revenue, 0)).toBeGreaterThan(0);
  });

  it('gives the engine nothing to charge or mail at start-up (its deadline run and reminders)', async () => {
    const snapshot = async () =>
      JSON.stringify(
        await app.prisma.order.findMany({
          orderBy: { id: 'asc' },
          select: { id: true, status: true, paymentStatus: true, totalPiasters: true, reminderSentAt: true },
        }),
      );
    const before = await snapshot();
    const payments = await app.prisma.payment.count();

    await ensureSubscriptionOrders(app); // what start-up runs: later live weeks only
    const seededAfter = JSON.parse(await snapshot()) as { id: number }[];
    const seededIds = new Set((JSON.parse(before) as { id: number }[]).map((o) => o.id));
    expect(JSON.stringify(seededAfter.filter((o) => seededIds.has(o.id)))).toBe(before);

    expect(await weeksPastDeadline(app)).toEqual([]);
    const recent = await app.prisma.week.findMany({
      where: { orderDeadline: { lte: now, gt: new Date(now.getTime() - 14 * 86_400_000) } },
    });
    expect(recent.length).toBeGreaterThan(0);
    for (const week of recent) {
      expect(await processWeekDeadline(app, week.id)).toEqual({
        locked: 0,
        charged: 0,
        failed: 0,
        deferred: 0,
        unknown: 0,
        incomplete: 0,
        noFittingMeals: 0,
      });
    }
    expect(await sendDeadlineReminders(app)).toBe(0);
    expect(await app.prisma.payment.count()).toBe(payments);
    const dir = mailDir(app.config);
    expect(existsSync(dir) ? readdirSync(dir) : []).toEqual([]);
  });
});
