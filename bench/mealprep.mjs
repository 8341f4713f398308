// Meal Prep at scale: one week of N orders (default 10,000) with 6-15 items each on a
// fresh PostgreSQL database, then the Meal Prep table read again and again through the service
// the GraphQL field and the REST path call (`mealPrep`): p50 and p99 of its wall time, and the
// SQL statements one read sends (counted on the wire by lib/statements.mjs's proxy, on a second
// client, so the timed client goes straight to PostgreSQL). Goal: one aggregate query.
// Usage: node bench/mealprep.mjs [orders, default 10000] [--reads 50]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { tsImport } from 'tsx/esm/api';
import { machineLine } from './lib/cores.mjs';
import { createBenchDatabase } from './lib/database.mjs';
import { startStatementCounter } from './lib/statements.mjs';
import { median } from './lib/stats.mjs';
import { fixed, markdownTable, thousands } from './lib/table.mjs';

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: { reads: { type: 'string', default: '50' } },
});
const orders = Number(positionals[0] ?? 10_000);
const reads = Number(options.reads);
const { loadConfig, createAppContext, closeAppContext, createLogger, seedDemo, ensureWeeks, weekIsLive, mealPrep } =
  await tsImport('./lib/engine.ts', import.meta.url);

const database = await createBenchDatabase('bench_mealprep');
const counter = await startStatementCounter(database.url);
const dataDir = mkdtempSync(path.join(tmpdir(), 'mealbox-bench-mealprep-'));
const apps = [];
const cleanup = async () => {
  for (const app of apps) await closeAppContext(app).catch(() => {});
  await counter.close().catch(() => {});
  if (process.env.BENCH_KEEP_DATABASE) console.error(`kept ${database.url}`);
  else await database.drop().catch(() => {});
  rmSync(dataDir, { recursive: true, force: true });
};
process.once('SIGINT', () => void cleanup().then(() => process.exit(130)));

const appOn = async (url) => {
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'development',
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'error',
    SMTP_URL: '',
  });
  const app = await createAppContext(config, createLogger(config.LOG_LEVEL), {
    jobs: { mode: 'manual', schema: `bench_jobs_${apps.length}` },
  });
  apps.push(app);
  return app;
};

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

try {
  const machine = machineLine();
  const app = await appOn(database.url);
  await seedDemo(app.prisma);
  await ensureWeeks(app.prisma, new Date(), app.weekRules);
  const week = (await app.prisma.week.findMany({ orderBy: { startDate: 'asc' } })).find((w) => weekIsLive(app, w));
  const meals = (await app.prisma.meal.findMany({ select: { id: true } })).map((meal) => meal.id);

  console.error(`seeding ${orders} orders with 6-15 items each…`);
  const seedStarted = performance.now();
  await app.prisma.$executeRawUnsafe(
    `INSERT INTO "Customer" (email, "passwordHash", name, "updatedAt")
     SELECT 'prep-' || i || '@example.com', 'not used', 'Prep Customer ' || i, now() FROM generate_series(1, $1) AS i`,
    orders,
  );
  // 80 % paid, 5 % InstaPay awaiting verification, 5 % subscribers to be charged (half without a
  // selection yet), 4 % skipped, 3 % abandoned checkouts, 3 % failed payments; two slots.
  await app.prisma.$executeRawUnsafe(
    `INSERT INTO "Order" ("customerId", "weekId", status, "paymentStatus", "paymentMethod", "purchaseType",
       "mealCount", "defaultPortionSize", "deliverySlot", "totalPiasters", "updatedAt")
     SELECT c.id, $1, (CASE WHEN r < 0.04 THEN 'skipped' WHEN r >= 0.875 AND r < 0.9 THEN 'not_selected' ELSE 'selected' END)::"OrderStatus",
       (CASE WHEN r < 0.84 THEN 'confirmed' WHEN r < 0.89 THEN 'processing' WHEN r < 0.94 THEN 'pending'
             WHEN r < 0.97 THEN 'pending' ELSE 'failed' END)::"PaymentStatus",
       (CASE WHEN r >= 0.84 AND r < 0.89 THEN 'instapay' ELSE 'card' END)::"PaymentMethodKind",
       (CASE WHEN r >= 0.89 AND r < 0.94 THEN 'subscription' ELSE 'trial' END)::"PurchaseType",
       6 + (c.id % 10), (CASE WHEN c.id % 3 = 0 THEN 'large' WHEN c.id % 7 = 0 THEN 'mixed' ELSE 'standard' END)::"PortionSize",
       (CASE WHEN c.id % 2 = 0 THEN 'morning' ELSE 'evening' END)::"DeliverySlot", 150000, now()
     FROM (SELECT id, random() AS r FROM "Customer" WHERE email LIKE 'prep-%') c`,
    week.id,
  );
  await app.prisma.$executeRawUnsafe(
    `INSERT INTO "Subscription" ("customerId", status, "mealCount", "updatedAt")
     SELECT "customerId", 'active', "mealCount", now() FROM "Order" WHERE "weekId" = $1 AND "purchaseType" = 'subscription'`,
    week.id,
  );
  await app.prisma.$executeRawUnsafe(
    `INSERT INTO "OrderItem" ("orderId", "mealId", "portionSize")
     SELECT o.id, ($2::int[])[1 + floor(random() * array_length($2::int[], 1))::int],
       (CASE WHEN o."defaultPortionSize" = 'large' OR (o."defaultPortionSize" = 'mixed' AND random() < 0.5)
             THEN 'large' ELSE 'standard' END)::"MealPortion"
     FROM "Order" o CROSS JOIN LATERAL generate_series(1, o."mealCount") AS n
     WHERE o."weekId" = $1 AND o.status = 'selected'`,
    week.id,
    meals,
  );
  await app.prisma.$executeRawUnsafe('ANALYZE');
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  const items = await app.prisma.orderItem.count({ where: { order: { weekId: week.id } } });

  // Warm up, then time each read.
  for (let i = 0; i < 5; i++) await mealPrep(app, week.id);
  const times = [];
  let prep;
  for (let i = 0; i < reads; i++) {
    const started = performance.now();
    prep = await mealPrep(app, week.id);
    times.push(performance.now() - started);
  }
  // The statements of one read, on a client behind the counting proxy.
  const counted = await appOn(counter.url);
  await mealPrep(counted, week.id);
  const before = counter.read();
  await mealPrep(counted, week.id);
  const statements = counter.read() - before;

  console.log(`## Meal Prep: ${thousands(orders)} orders, ${thousands(items)} items in one week\n`);
  console.log(`${machine}\n`);
  console.log(
    markdownTable(
      ['measure', 'value'].map((title, i) => ({ title, value: (row) => row[i], align: i === 0 ? 'left' : 'right' })),
      [
        ['seed (s)', fixed(seedSeconds, 1)],
        ['orders counted (will be delivered)', thousands(prep.total.orders)],
        ['meals counted', thousands(prep.total.total)],
        [`Meal Prep read p50 (ms, ${reads} reads)`, fixed(median(times), 1)],
        ['Meal Prep read p99 (ms)', fixed(percentile(times, 99), 1)],
        ['SQL statements per read (week lookup + the aggregate)', String(statements)],
      ],
    ),
  );
} finally {
  await cleanup();
}
