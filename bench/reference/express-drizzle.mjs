// The "ordinary stack" reference: Express 5 + drizzle-orm (node-postgres) with
// its defaults (Express's weak ETag included). It serves the menu (the issue's
// table measured it) and the customer's personal reads our server must match:
// the pending order, the checkout screen's data and the account's upcoming weeks.
// Same JSON as our REST answers.
//
// Usage: DATABASE_URL=postgres://… PORT=4522 node bench/reference/express-drizzle.mjs
import { createHash } from 'node:crypto';
import { and, asc, desc, eq, gt, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import express from 'express';
import pg from 'pg';
import * as schema from './drizzle-schema.mjs';
import {
  addDays,
  cairoDate,
  isLiveAt,
  LIVE_WINDOW_DAYS,
  mealJson,
  orderJson,
  priceTable,
  quoteJson,
  upcomingWeeksJson,
  weekJson,
} from './shapes.mjs';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL });
const db = drizzle(pool, { schema });
const app = express();

app.get('/health', (_req, res) => res.json({ status: 'ok' }));

app.get('/api/menu/:weekId', async (req, res) => {
  const weekId = Number(req.params.weekId);
  const found = await db.query.week.findFirst({
    where: eq(schema.week.id, weekId),
    with: {
      menu: {
        where: eq(schema.weekMenuItem.isAvailable, true),
        orderBy: [asc(schema.weekMenuItem.sortOrder), asc(schema.weekMenuItem.id)],
        with: { meal: true },
      },
    },
  });
  if (!found) return res.status(404).json({ message: 'Week not found' });
  res.json({
    weekId: found.id,
    week: weekJson({ ...found, isLive: isLiveAt(found, new Date()) }),
    meals: found.menu
      .filter((item) => item.meal.isActive)
      .map((item) => ({ ...mealJson(item.meal), isFeatured: item.isFeatured, sortOrder: item.sortOrder })),
  });
});

const sessionCookie = (header = '') => /(?:^|;\s*)mb_session=([^;]+)/.exec(header)?.[1] ?? null;

/** The signed-in customer's id, from the session cookie (null when absent or expired). */
async function customerIdOf(req) {
  const token = sessionCookie(req.headers.cookie);
  if (!token) return null;
  const [session] = await db
    .select({ customerId: schema.customerSession.customerId })
    .from(schema.customerSession)
    .where(
      and(
        eq(schema.customerSession.tokenHash, createHash('sha256').update(decodeURIComponent(token)).digest('hex')),
        gt(schema.customerSession.expiresAt, sql`now()`),
      ),
    );
  return session?.customerId ?? null;
}

/** The customer's order still to be paid for a week whose deadline has not passed. */
const pendingOrderOf = (customerId) =>
  db.query.order.findFirst({
    where: and(
      eq(schema.order.customerId, customerId),
      eq(schema.order.status, 'selected'),
      eq(schema.order.paymentStatus, 'pending'),
      inArray(
        schema.order.weekId,
        db
          .select({ id: schema.week.id })
          .from(schema.week)
          .where(gt(schema.week.orderDeadline, sql`now()`)),
      ),
    ),
    orderBy: [desc(schema.order.updatedAt), desc(schema.order.id)],
    with: {
      week: true,
      items: { orderBy: [asc(schema.orderItem.id)], with: { meal: true } },
      // Ours reads the latest charge attempt to say whether a payment can be retried.
      payments: { where: eq(schema.payment.kind, 'order_charge'), orderBy: [desc(schema.payment.id)], limit: 1 },
    },
  });

/** A pending order never charged has nothing to retry; the fixtures never charge one, so the rest is not re-implemented. */
function paymentRetryOf(order) {
  if (order.payments.length === 0) return null;
  throw new Error('bench reference: payment retries are not re-implemented');
}

app.get('/api/orders/pending', async (req, res) => {
  const customerId = await customerIdOf(req);
  if (customerId === null) return res.status(401).json({ message: 'Not authenticated' });
  res.set('cache-control', 'private, no-store');
  const pending = await pendingOrderOf(customerId);
  if (!pending) return res.status(404).json({ message: 'No pending order' });
  res.json({ ...orderJson(pending), paymentRetry: paymentRetryOf(pending) });
});

// The checkout screen's data in one answer: what the old checkout page read (the pending order,
// the profile with its address, the serviced neighbourhoods) and what ours also shows (whom to
// pay by InstaPay, both order types' amounts from the stored prices), a statement per read.
app.get('/bench/checkout', async (req, res) => {
  const customerId = await customerIdOf(req);
  if (customerId === null) return res.status(401).json({ message: 'Not authenticated' });
  res.set('cache-control', 'private, no-store');
  const pending = await pendingOrderOf(customerId);
  if (!pending) return res.status(404).json({ message: 'No pending order' });
  const [profile, neighborhoods, recipient, prices, [{ earlier }]] = await Promise.all([
    db.query.customer.findFirst({
      where: eq(schema.customer.id, customerId),
      with: { neighborhood: true, subscription: { columns: { status: true } }, trial: { columns: { id: true } } },
    }),
    db.select().from(schema.neighborhood).orderBy(asc(schema.neighborhood.name)),
    db.select().from(schema.setting).where(eq(schema.setting.key, 'instapayRecipient')),
    db.select().from(schema.pricingConfig),
    db
      .select({ earlier: sql`count(*)::int` })
      .from(schema.order)
      .where(
        and(
          eq(schema.order.customerId, customerId),
          eq(schema.order.purchaseType, 'subscription'),
          inArray(schema.order.paymentStatus, ['processing', 'confirmed']),
          ne(schema.order.id, pending.id),
        ),
      ),
  ]);
  const table = priceTable(prices);
  res.json({
    order: orderJson(pending),
    customer: {
      name: profile.name,
      phone: profile.phone,
      hasUsedTrialBox: profile.trial !== null,
      isSubscriber: profile.subscription?.status === 'active',
    },
    address: {
      name: profile.addressName,
      street: profile.street,
      building: profile.building,
      floor: profile.floor,
      apartment: profile.apartment,
      area: profile.neighborhood?.name ?? '',
      landmark: profile.landmark,
      deliveryNotes: profile.deliveryNotes,
    },
    neighborhoods: neighborhoods.map(({ id, name, isServiced }) => ({ id, name, isServiced })),
    instapayRecipient: recipient[0]?.value ?? null,
    quotes: {
      subscription: quoteJson(table, pending, earlier === 0),
      trial: quoteJson(table, pending, false),
    },
  });
});

// The account's upcoming weeks: every week not over yet that starts within the live window,
// with the customer's order for it (if any) and what may still be done with it.
app.get('/api/user/upcoming-meals', async (req, res) => {
  const customerId = await customerIdOf(req);
  if (customerId === null) return res.status(401).json({ message: 'Not authenticated' });
  res.set('cache-control', 'private, no-store');
  const now = new Date();
  const today = cairoDate(now);
  const [weeks, customer] = await Promise.all([
    db.query.week.findMany({
      where: and(gte(schema.week.endDate, today), lte(schema.week.startDate, addDays(today, LIVE_WINDOW_DAYS))),
      orderBy: [asc(schema.week.startDate)],
    }),
    db.query.customer.findFirst({
      where: eq(schema.customer.id, customerId),
      columns: { id: true },
      with: { subscription: { columns: { status: true } }, trial: { columns: { orderId: true } } },
    }),
  ]);
  const orders =
    weeks.length === 0
      ? []
      : await db.query.order.findMany({
          where: and(
            eq(schema.order.customerId, customerId),
            inArray(
              schema.order.weekId,
              weeks.map((week) => week.id),
            ),
          ),
          with: { items: { orderBy: [asc(schema.orderItem.id)], with: { meal: true } } },
        });
  res.json(upcomingWeeksJson({ weeks, orders, customer, now }));
});

app.use((error, _req, res, _next) => {
  console.error(error);
  res.status(500).json({ message: 'Internal server error' });
});

app.listen(Number(process.env.PORT ?? 4522), process.env.HOST ?? '127.0.0.1');
process.on('SIGTERM', () => pool.end().finally(() => process.exit(0)));
