// The back office's Orders List for a busy week. Seeds 1,000 orders (6–15 items each,
// set-based SQL) into one live week on a fresh PostgreSQL database, then asks our production
// server, as the signed-in admin, for
//   - the web app's persisted Orders List query (OrdersListTabQuery: the first 25 orders with their
//     customers, addresses, items, payments and the order dialog's fields, plus the areas), and
//   - the dialog's selection as a whole document with `first: 10` and `first: 50` (100, the
//     connection's largest page, is over the admin cost limit of 15,000 with this selection),
// sequentially (one request at a time: latency, not throughput), and reports p50 and p99, and the
// SQL statements per request counted on the wire (lib/statements.mjs) by a second server on the
// same database behind the counting proxy. The statement count must not depend on the page size.
//
// Needs a built product (npm ci && npm run setup && npm run build); only the product's own
// packages (no `npm ci --prefix bench`). Usage:
//   node bench/orders.mjs [--orders 1000] [--requests 200] [--warmup 20] [--port-base 4538]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { machineLine } from './lib/cores.mjs';
import { createBenchDatabase } from './lib/database.mjs';
import { onExit, stopAll } from './lib/processes.mjs';
import { repoRoot, scratchDir, startOurs } from './lib/product.mjs';
import { startStatementCounter, statementsPerRequest } from './lib/statements.mjs';
import { fixed, markdownTable } from './lib/table.mjs';

const { values: options } = parseArgs({
  options: {
    orders: { type: 'string', default: '1000' },
    requests: { type: 'string', default: '200' },
    warmup: { type: 'string', default: '20' },
    'port-base': { type: 'string', default: '4538' },
  },
});
const orderCount = Number(options.orders);
const requests = Number(options.requests);
const warmup = Number(options.warmup);
const portBase = Number(options['port-base']);

/** The web app's persisted id for a query, from the compiled map (`npm run relay`). */
function persistedId(name) {
  const map = JSON.parse(readFileSync(path.join(repoRoot, 'web/persisted-queries.json'), 'utf8'));
  const entry = Object.entries(map).find(([, text]) => new RegExp(`^query ${name}\\b`).test(text));
  if (!entry) throw new Error(`${name} is not in web/persisted-queries.json: run npm run build`);
  return entry[0];
}

const WHOLE_PAGE = `query BenchOrdersPage($weekId: ID!, $first: Int!) {
  adminOrders(weekId: $weekId, first: $first) {
    totalCount
    edges { node {
      id databaseId status mealCount defaultPortionSize deliverySlot delivered deliveryNotes createdAt
      paymentMethod paymentStatus total { formatted } week { label }
      customer { name email phone }
      deliveryAddress { name street building floor apartment area landmark phone }
      items { id portionSize meal { title } }
      payments { provider status amount { formatted } failureReason createdAt }
    } }
  }
}`;

/** 1,000 customers in Zamalek, each with a confirmed card order of 6–15 meals for the week. */
async function seedOrders(databaseUrl, weekId) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN');
    await client.query(
      `INSERT INTO "Customer" (email, "passwordHash", name, phone, street, building, floor, apartment, landmark,
         "neighborhoodId", "updatedAt")
       SELECT 'bench-orders-' || g || '@example.com', 'x', 'Bench Customer ' || g, '+2010' || lpad(g::text, 8, '0'),
         g || ' 26 July Street', '7', '3', '12', 'Next to the bakery',
         (SELECT id FROM "Neighborhood" WHERE name = 'Zamalek'), now()
       FROM generate_series(1, $1::int) g`,
      [orderCount],
    );
    await client.query(
      `INSERT INTO "Order" ("customerId", "weekId", status, "paymentStatus", "paymentMethod", "purchaseType", "mealCount",
         "deliverySlot", "deliveryAddress", "deliveryNotes", "subtotalPiasters", "totalPiasters", "updatedAt")
       SELECT c.id, $1, 'selected', 'confirmed', 'card', 'subscription', 6 + (c.id % 10),
         (CASE WHEN c.id % 2 = 0 THEN 'morning' ELSE 'evening' END)::"DeliverySlot",
         jsonb_build_object('name', c.name, 'street', c.street, 'building', '7', 'floor', '3', 'apartment', '12',
           'area', 'Zamalek', 'landmark', 'Next to the bakery', 'phone', c.phone),
         'Ring twice', 199000, 199000, now()
       FROM "Customer" c WHERE c.email LIKE 'bench-orders-%'`,
      [weekId],
    );
    await client.query(
      `WITH menu AS (SELECT array_agg("mealId" ORDER BY "sortOrder") AS ids FROM "WeekMenuItem" WHERE "weekId" = $1)
       INSERT INTO "OrderItem" ("orderId", "mealId", "portionSize")
       SELECT o.id, menu.ids[1 + (o.id + g) % array_length(menu.ids, 1)],
         (CASE WHEN g % 4 = 0 THEN 'large' ELSE 'standard' END)::"MealPortion"
       FROM "Order" o CROSS JOIN menu CROSS JOIN LATERAL generate_series(1, o."mealCount") g
       WHERE o."weekId" = $1`,
      [weekId],
    );
    await client.query(
      `INSERT INTO "Payment" ("orderId", "customerId", provider, status, "amountPiasters", reference, "updatedAt")
       SELECT o.id, o."customerId", 'paymob', 'succeeded', o."totalPiasters", 'bench-' || o.id, now()
       FROM "Order" o WHERE o."weekId" = $1`,
      [weekId],
    );
    await client.query('COMMIT');
    const { rows } = await client.query(
      `SELECT count(*)::int AS orders, (SELECT count(*)::int FROM "OrderItem" i JOIN "Order" o ON o.id = i."orderId"
         WHERE o."weekId" = $1) AS items FROM "Order" WHERE "weekId" = $1`,
      [weekId],
    );
    return rows[0];
  } finally {
    await client.end();
  }
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

// As lib/session.mjs's openBenchSession, without the load generator (this bench needs none of
// bench/node_modules): a fresh database and a scratch folder, removed however the run ends.
const database = await createBenchDatabase('bench_orders');
const scratch = scratchDir();
const session = {
  database,
  scratch: scratch.dir,
  machineBefore: machineLine(),
  startedAt: new Date(),
  close: onExit(async () => {
    await stopAll();
    await database.drop();
    scratch.remove();
  }),
};
console.error(`machine: ${session.machineBefore}`);
try {
  const ours = await startOurs({ databaseUrl: session.database.url, port: portBase, scratch: session.scratch });
  const weeks = await (await fetch(`${ours.url}/api/weeks`)).json();
  const week = weeks.find((candidate) => candidate.isLive);
  console.error(`seeding ${orderCount} orders into ${week.label}…`);
  const seeded = await seedOrders(session.database.url, week.id);
  console.error(`seeded ${seeded.orders} orders, ${seeded.items} items`);

  const login = await fetch(`${ours.url}/api/admin/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'admin12345' }),
  });
  const { token } = await login.json();
  const weekGlobalId = Buffer.from(`Week:${week.id}`).toString('base64');
  const reads = [
    {
      read: 'Orders List, the web app’s persisted query (first 25)',
      body: { documentId: persistedId('OrdersListTabQuery'), variables: { weekId: weekGlobalId } },
      rows: 25,
    },
    ...[10, 50].map((first) => ({
      read: `Orders List, whole document (first ${first})`,
      body: { query: WHOLE_PAGE, variables: { weekId: weekGlobalId, first } },
      rows: first,
    })),
  ];
  const send = (baseUrl, body) => async () => {
    const response = await fetch(`${baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    const answer = await response.json();
    if (answer.errors) throw new Error(JSON.stringify(answer.errors));
    return answer;
  };

  const results = [];
  for (const target of reads) {
    const once = send(ours.url, target.body);
    const first = await once();
    if (first.data.adminOrders.edges.length !== target.rows)
      throw new Error(`${target.read}: expected ${target.rows} rows`);
    for (let i = 0; i < warmup; i += 1) await once();
    const times = [];
    for (let i = 0; i < requests; i += 1) {
      const start = performance.now();
      await once();
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    results.push({ ...target, p50: percentile(times, 50), p99: percentile(times, 99) });
    console.error(`${target.read}: p50 ${percentile(times, 50).toFixed(1)} ms`);
  }

  // Statements, counted on the wire by a second server behind the proxy (same database).
  const counter = await startStatementCounter(session.database.url);
  const counted = await startOurs({
    databaseUrl: counter.url,
    port: portBase + 1,
    scratch: session.scratch,
    name: 'counted',
  });
  for (const result of results) result.statements = await statementsPerRequest(counter, send(counted.url, result.body));
  await counter.close();

  console.log(`## Orders List, ${seeded.orders} orders (${seeded.items} items) in one week\n`);
  console.log(
    `Machine at start: ${session.machineBefore}; at end: ${machineLine()}. Started ${session.startedAt.toISOString()}.`,
  );
  console.log(`${requests} sequential requests per read after ${warmup} warm-up ones, as the signed-in admin.\n`);
  console.log(
    markdownTable(
      [
        { title: 'read', value: (r) => r.read },
        { title: 'rows', value: (r) => r.rows, align: 'right' },
        { title: 'p50 ms', value: (r) => fixed(r.p50, 1), align: 'right' },
        { title: 'p99 ms', value: (r) => fixed(r.p99, 1), align: 'right' },
        { title: 'statements / request', value: (r) => fixed(r.statements, 1), align: 'right' },
      ],
      results,
    ),
  );
} finally {
  await session.close();
}
