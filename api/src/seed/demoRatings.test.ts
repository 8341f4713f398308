// The demo's ratings: only with the order book (SEED_DEMO_ORDERS), only of delivered orders, each
// one a meal of its order, given after the delivery and not after now; without the order book,
// none.

import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTempDatabase, type TempDatabase } from '../../test/postgres.ts';
import { closeAppContext, createAppContext, type AppContext } from '../app.ts';
import { loadConfig } from '../config.ts';
import { IN_MEMORY } from '../db/client.ts';
import { createLogger } from '../logger.ts';
import { PUBLIC_RATING_MIN_COUNT, ratingLeaders } from '../modules/ratings/index.ts';
import { seedDemo } from './seed.ts';

const now = new Date('2025-09-10T10:00:00Z');

describe.each([
  ['with the order book', true],
  ['without it', false],
])('the demo ratings %s', (_, withOrders) => {
  let temp: TempDatabase | null = null;
  let app: AppContext;

  beforeAll(async () => {
    temp = process.env.TEST_DB === 'pglite' ? null : await createTempDatabase('demo_ratings');
    const config = loadConfig({
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: temp?.url ?? '',
      LOG_LEVEL: 'silent',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'mealbox-demo-ratings-')),
      PUBLIC_CHANGES_CHANNEL: `test_${randomBytes(6).toString('hex')}`,
    });
    app = await createAppContext(config, createLogger('silent'), {
      now: () => now,
      dataDir: temp ? undefined : IN_MEMORY,
      jobs: { mode: 'manual', schema: `jobs_${randomBytes(5).toString('hex')}` },
    });
    await seedDemo(app.prisma, { now, ...(withOrders ? { orders: { storage: app.storage } } : {}) });
  }, 120_000);
  afterAll(async () => {
    if (app) await closeAppContext(app);
    await temp?.drop();
  });

  it(withOrders ? 'rates meals of delivered orders only, after their delivery' : 'writes none', async () => {
    const ratings = await app.prisma.mealRating.findMany({
      include: { order: { include: { items: { select: { mealId: true } } } } },
    });
    if (!withOrders) {
      expect(ratings).toEqual([]);
      return;
    }
    expect(ratings.length).toBeGreaterThan(50);
    for (const rating of ratings) {
      expect(rating.order.delivered).toBe(true);
      expect(rating.order.items.map((item) => item.mealId)).toContain(rating.mealId);
      expect(rating.createdAt.getTime()).toBeGreaterThan(rating.order.deliveredAt!.getTime());
      expect(rating.createdAt.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(rating.stars).toBeGreaterThanOrEqual(1);
      expect(rating.stars).toBeLessThanOrEqual(5);
    }
    // Enough for the analytics' lists.
    const leaders = await ratingLeaders(app);
    expect(leaders.best.length).toBeGreaterThan(0);
    expect(leaders.best[0]!.count).toBeGreaterThanOrEqual(PUBLIC_RATING_MIN_COUNT);
    expect(leaders.best[0]!.average).toBeGreaterThan(leaders.worst[0]!.average);
  });
});
