// The subscription engine at scale: seeds N active subscribers (default 10,000)
// with saved cards on a fresh PostgreSQL database, makes their orders for the
// live weeks, then runs the first live week's deadline job (chef's choice for
// every order, lock, one Paymob saved-card charge each through the built-in
// simulator, the "order locked" e-mails written to files). Reports wall time
// and the SQL statements each phase sent (counted on the wire by a proxy in
// front of PostgreSQL: Prisma's and pg-boss's alike).
// Usage: npm ci --prefix bench && node bench/deadline.mjs [subscribers, default 10000]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { createBenchDatabase } from './lib/database.mjs';
import { machineLine } from './lib/cores.mjs';
import { startStatementCounter } from './lib/statements.mjs';
import { markdownTable, fixed, thousands } from './lib/table.mjs';

const subscribers = Number(process.argv[2] ?? 10_000);
const port = Number(process.env.BENCH_PORT ?? 4392);
const {
  loadConfig,
  createAppContext,
  closeAppContext,
  createLogger,
  buildServer,
  seedDemo,
  registerJobs,
  ensureWeeks,
  weekIsLive,
  ensureSubscriptionOrders,
  WEEK_DEADLINE_JOB,
  SIMULATOR_TEST_TOKENS,
} = await tsImport('./lib/engine.ts', import.meta.url);

const database = await createBenchDatabase('bench_deadline');
const counter = await startStatementCounter(database.url);
const dataDir = mkdtempSync(path.join(tmpdir(), 'mealbox-bench-deadline-'));
let app;
let server;
const cleanup = async () => {
  await server?.close().catch(() => {});
  if (app) await closeAppContext(app).catch(() => {});
  await counter.close().catch(() => {});
  await database.drop().catch(() => {});
  rmSync(dataDir, { recursive: true, force: true });
};
process.once('SIGINT', () => void cleanup().then(() => process.exit(130)));

/** Runs `work`, answering its wall time in seconds and the statements it sent. */
async function measure(work) {
  const before = counter.read();
  const started = performance.now();
  const value = await work();
  return { seconds: (performance.now() - started) / 1000, statements: counter.read() - before, value };
}

try {
  const machine = machineLine();
  let clock = new Date();
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'development',
    DATABASE_URL: counter.url,
    DATA_DIR: dataDir,
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'error',
    PAYMOB_SECRET_KEY: '',
    PAYMOB_PUBLIC_KEY: '',
    PAYMOB_HMAC_SECRET: '',
    PAYMOB_CARD_INTEGRATION_ID: '',
    PAYMOB_MOTO_INTEGRATION_ID: '',
    SMTP_URL: '',
  });
  app = await createAppContext(config, createLogger(config.LOG_LEVEL), {
    now: () => clock,
    jobs: { mode: 'manual', schema: 'bench_jobs' },
  });
  await seedDemo(app.prisma);
  await ensureWeeks(app.prisma, clock, app.weekRules);
  server = await buildServer(app); // the Paymob simulator answers on this server
  await server.listen({ port, host: '127.0.0.1' });
  registerJobs(app);
  await app.jobs.start();

  console.error(`seeding ${subscribers} subscribers…`);
  const seed = await measure(async () => {
    await app.prisma.$executeRawUnsafe(
      `INSERT INTO "Customer" (email, "passwordHash", name, phone, street, "userType", "updatedAt")
       SELECT 'bench-' || i || '@example.com', 'not used', 'Bench Customer ' || i, '+2010' || lpad(i::text, 8, '0'),
         i || ' Corniche St', 'subscriber', now()
       FROM generate_series(1, $1) AS i`,
      subscribers,
    );
    await app.prisma.$executeRawUnsafe(
      `INSERT INTO "SavedCard" ("customerId", token, "maskedPan", "cardBrand", "isDefault")
       SELECT id, $1 || '-' || id, 'xxxx-xxxx-xxxx-2346', 'MasterCard', true FROM "Customer"
       WHERE email LIKE 'bench-%'`,
      SIMULATOR_TEST_TOKENS.approved,
    );
    await app.prisma.$executeRawUnsafe(
      `INSERT INTO "Subscription" ("customerId", status, "mealCount", "portionSize", "deliverySlot", "savedCardId", "updatedAt")
       SELECT "customerId", 'active', 10, 'standard', 'morning', id, now() FROM "SavedCard"`,
    );
  });

  console.error('orders for the live weeks…');
  const ensure = await measure(() => ensureSubscriptionOrders(app));

  const weeks = (await app.prisma.week.findMany({ orderBy: { startDate: 'asc' } })).filter((w) => weekIsLive(app, w));
  const week = weeks[0];
  console.error(`deadline of ${week.label}…`);
  clock = new Date(week.orderDeadline.getTime() + 60_000);
  const deadline = await measure(async () => {
    await app.jobs.enqueue(WEEK_DEADLINE_JOB, { weekId: week.id }, { key: `deadline:week:${week.id}` });
    return app.jobs.runDue(clock);
  });
  const runs = deadline.value.filter((run) => run.name === WEEK_DEADLINE_JOB);
  if (!runs.every((run) => run.ok)) throw new Error(`deadline job failed: ${JSON.stringify(runs)}`);

  const counts = await app.prisma.order.groupBy({
    by: ['paymentStatus'],
    where: { weekId: week.id },
    _count: true,
  });
  const payments = await app.prisma.payment.count({ where: { order: { weekId: week.id } } });
  const items = await app.prisma.orderItem.count({ where: { order: { weekId: week.id } } });
  const confirmed = counts.find((c) => c.paymentStatus === 'confirmed')?._count ?? 0;

  console.log(`## Subscription engine: ${thousands(subscribers)} subscribers\n`);
  console.log(`${machine}\n`);
  console.log(
    markdownTable(
      ['phase', 'wall time (s)', 'SQL statements', 'statements per subscriber'].map((title, i) => ({
        title,
        value: (row) => row[i],
        align: i === 0 ? 'left' : 'right',
      })),
      [
        [
          'seed (customers, cards, subscriptions)',
          fixed(seed.seconds, 1),
          thousands(seed.statements),
          fixed(seed.statements / subscribers, 3),
        ],
        [
          `orders for ${weeks.length} live weeks (${thousands(ensure.value)} orders)`,
          fixed(ensure.seconds, 1),
          thousands(ensure.statements),
          fixed(ensure.statements / subscribers, 3),
        ],
        [
          `deadline job: chef's choice, lock, ${thousands(payments)} Paymob charges, e-mails`,
          fixed(deadline.seconds, 1),
          thousands(deadline.statements),
          fixed(deadline.statements / subscribers, 3),
        ],
      ],
    ),
  );
  console.log(
    `\nAfter the deadline: ${thousands(confirmed)} orders confirmed of ${thousands(subscribers)}, ${thousands(payments)} payments, ${thousands(items)} order items (${fixed(items / subscribers, 1)} per order).`,
  );
  if (confirmed !== subscribers || payments !== subscribers) process.exitCode = 1;
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await cleanup();
}
