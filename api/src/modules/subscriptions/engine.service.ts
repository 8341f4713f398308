// The subscription engine: what makes a subscription run by itself.
//
// 1. ensureSubscriptionOrders: an order for every live week of every active
//    subscriber, from their defaults (one INSERT … SELECT; the unique
//    (customerId, weekId) makes it idempotent and safe with replicas).
// 2. sendDeadlineReminders: 48 hours before a deadline, one mail per order whose
//    selection is incomplete (claimed by setting reminderSentAt first).
// 3. processWeekDeadline: at a week's deadline, in batches: fill incomplete
//    selections with the chef's choice and lock the orders with their final
//    amounts (a transaction, rows taken FOR UPDATE SKIP LOCKED), then charge
//    each order's saved card through Paymob's merchant-initiated payment, a
//    chunk at a time: one statement claims the chunk (pending → processing,
//    only while the subscription is active) and writes its Payment rows (unique
//    reference per order and attempt), one statement records the outcomes.
//    A second run, or a second replica, finds nothing pending: no double
//    charge. Paymob down → the order goes back to pending and the run fails, so
//    the queue retries it later.
//
// The chef's choice knows the customer: it picks only meals of the
// week that break nothing of the customer's food profile (an avoided allergen,
// a followed diet the meal does not fit, a disliked ingredient it lists),
// prefers meals the customer did not have in the last two weeks, and records
// why on the order item. An order no meal of the week fits stays pending (not
// locked, not charged), flagged noFittingMealsAt, and its customer is told once.

import type { AppContext } from '../../app.ts';
import type { Db } from '../../db/client.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import {
  PaymobConfigurationError,
  PaymobRejectedError,
  PaymobUnavailableError,
  paymentGateway,
} from '../../lib/paymob/index.ts';
import type { MailCard } from '../../lib/mail/index.ts';
import type { MailMessage } from '../../lib/mailer.ts';
import type { Language } from '../../shared/rules.ts';
import { getWeekMenu, listUpcomingWeeks } from '../catalog/index.ts';
import { loadPriceTable, quote } from '../pricing/index.ts';
import { DISLIKED_MAX_STARS, LIKED_MIN_STARS, WELL_RATED_MIN_AVERAGE, WELL_RATED_MIN_COUNT } from '../ratings/index.ts';
import { notifyAll, sendDue, weekParam, type NotificationEvent } from '../notifications/index.ts';
import { applyCreditToCharges, decideReferralsAfterCharges } from '../referrals/index.ts';
import {
  lockedMail,
  noFittingMealsMail,
  paymentFailedMail,
  reminderMail,
  sendAll,
  type NoFittingMealsMail,
  type ReminderMail,
} from './mails.ts';
import { publishOrdersConfirmed } from '../partnerWebhooks/index.ts';

export const REMINDER_HOURS_BEFORE_DEADLINE = 48;
/** The chef's choice avoids meals the customer had in the weeks starting this many days before. */
export const RECENT_MEAL_DAYS = 14;
/** Deadlines further back than this are not chased any more (an order still pending then needs a person). */
const DEADLINE_LOOKBACK_DAYS = 14;

export interface DeadlineOptions {
  /** Orders filled and locked per transaction. */
  batchSize?: number;
  /** Orders claimed and charged together (their Paymob calls run side by side). */
  chunkSize?: number;
  /** Chunks in flight at once: each spends most of its time waiting on Paymob, the database or the mailer. */
  concurrentChunks?: number;
}

export interface DeadlineResult {
  locked: number;
  charged: number;
  failed: number;
  /** Paymob was unavailable: back to pending, to be retried. */
  deferred: number;
  /** The answer to the charge was lost: left processing for Paymob's callback. */
  unknown: number;
  /** Could not be completed (the week's menu is empty, or no meal of it fits the customer's profile). */
  incomplete: number;
  /** Of those, newly flagged because no meal of the week fits the profile (their customers were mailed). */
  noFittingMeals: number;
}

/** Thrown after a run that left orders for a retry, so the queue runs it again with back-off. */
export class ChargesDeferredError extends Error {
  constructor(readonly result: DeadlineResult) {
    super(`${result.deferred} weekly charge(s) deferred: Paymob is unavailable`);
    this.name = 'ChargesDeferredError';
  }
}

// --- 1. orders for live weeks

/**
 * Creates the missing orders of live weeks for active subscribers (all of
 * them, or one customer's), priced from their defaults. Answers how many were made.
 * `db`: a transaction that starts a subscription makes its orders with it, so a new
 * subscriber's weeks exist (skippable, pickable) the moment the subscription does.
 */
export async function ensureSubscriptionOrders(app: AppContext, options: { customerId?: number; db?: Db } = {}) {
  const db = options.db ?? app.prisma;
  const weeks = await listUpcomingWeeks(app, { liveOnly: true, db });
  if (weeks.length === 0) return 0;
  const table = await loadPriceTable(app, db);
  // The estimate for each default: large plans count every meal large; mixed
  // plans start standard (the final amount is computed at the deadline).
  const prices = [] as { count: number; portion: string; q: ReturnType<typeof quote> }[];
  for (const count of Object.keys(table.perMeal).map(Number)) {
    for (const portion of ['standard', 'large', 'mixed']) {
      prices.push({
        count,
        portion,
        q: quote(table, {
          mealCount: count,
          largeMeals: portion === 'large' ? count : 0,
          isFirstSubscriptionOrder: false,
        }),
      });
    }
  }
  const customerFilter =
    options.customerId === undefined ? Prisma.empty : Prisma.sql`AND s."customerId" = ${options.customerId}`;
  return db.$executeRaw`
    INSERT INTO "Order" ("customerId", "weekId", "status", "paymentStatus", "paymentMethod", "purchaseType",
      "mealCount", "defaultPortionSize", "deliverySlot", "subtotalPiasters", "discountPiasters",
      "deliveryFeePiasters", "totalPiasters", "updatedAt")
    SELECT s."customerId", w.id, 'not_selected', 'pending', 'card', 'subscription',
      s."mealCount", s."portionSize", s."deliverySlot", p.subtotal, p.discount, p.fee, p.total, ${app.now()}
    FROM "Subscription" s
    CROSS JOIN unnest(${weeks.map((week) => week.id)}::int[]) AS w(id)
    JOIN unnest(${prices.map((p) => p.count)}::int[], ${prices.map((p) => p.portion)}::text[],
      ${prices.map((p) => p.q.subtotal)}::int[], ${prices.map((p) => p.q.discount)}::int[],
      ${prices.map((p) => p.q.deliveryFee)}::int[], ${prices.map((p) => p.q.total)}::int[])
      AS p(count, portion, subtotal, discount, fee, total)
      ON p.count = s."mealCount" AND p.portion = s."portionSize"::text
    WHERE s.status = 'active' ${customerFilter}
    ON CONFLICT ("customerId", "weekId") DO NOTHING`;
}

// --- 2. reminders

/** Orders reminded per transaction (each writes its outbox rows with the claim). */
const REMINDER_BATCH = 200;

/**
 * Reminds every subscriber whose order closes within 48 hours with meals still to choose, once
 * per order: a batch of orders is claimed (reminderSentAt) and its notifications written in one
 * transaction, so a claimed order always has its reminder in the outbox; the due ones are sent
 * after the commit. Answers how many orders were reminded.
 */
export async function sendDeadlineReminders(app: AppContext, now: Date = app.now()): Promise<number> {
  const until = new Date(now.getTime() + REMINDER_HOURS_BEFORE_DEADLINE * 3_600_000);
  let reminded = 0;
  for (;;) {
    const keys = await app.prisma.$transaction(async (tx) => {
      const rows = await tx.$queryRaw<
        (Omit<ReminderMail, 'week'> & {
          orderId: number;
          customerId: number;
          label: string;
          startDate: Date;
          endDate: Date;
        })[]
      >`
        WITH picked AS (
          SELECT o.id FROM "Order" o
          JOIN "Week" w ON w.id = o."weekId"
          JOIN "Subscription" s ON s."customerId" = o."customerId" AND s.status = 'active'
          WHERE w."orderDeadline" > ${now} AND w."orderDeadline" <= ${until}
            AND o."reminderSentAt" IS NULL AND o."paymentStatus" = 'pending'
            AND o.status IN ('not_selected', 'selected')
            AND (SELECT count(*) FROM "OrderItem" i WHERE i."orderId" = o.id) < o."mealCount"
          ORDER BY o.id LIMIT ${REMINDER_BATCH}
          FOR UPDATE OF o SKIP LOCKED
        ), due AS (
          UPDATE "Order" o SET "reminderSentAt" = ${now}
          FROM picked WHERE o.id = picked.id AND o."reminderSentAt" IS NULL
          RETURNING o.id, o."customerId", o."weekId", o."mealCount"
        )
        SELECT due.id AS "orderId", due."customerId", due."weekId", due."mealCount",
          (SELECT count(*)::int FROM "OrderItem" i WHERE i."orderId" = due.id) AS picked,
          c.email, c.name, c."preferredLanguage", w.label, w."startDate", w."endDate", w."orderDeadline"
        FROM due JOIN "Customer" c ON c.id = due."customerId" JOIN "Week" w ON w.id = due."weekId"`;
      const events = rows.map(({ label, startDate, endDate, orderId, customerId, ...row }) => {
        const week = { label, startDate, endDate };
        return {
          kind: 'deadline_reminder' as const,
          customerId,
          key: `deadline_reminder:order:${orderId}`,
          params: {
            name: row.name,
            week: weekParam(week),
            weekId: row.weekId,
            deadline: row.orderDeadline.toISOString(),
            picked: row.picked,
            mealCount: row.mealCount,
          },
          mail: reminderMail(app, { ...row, week }),
        };
      });
      await notifyAll(tx, events, now);
      return rows.map((row) => `deadline_reminder:order:${row.orderId}`);
    });
    if (keys.length === 0) return reminded;
    reminded += keys.length;
    await sendDue(app, keys);
  }
}

// --- 3. the deadline

/** Weeks whose deadline has passed and that still hold an order to lock or charge. */
export async function weeksPastDeadline(app: AppContext, now: Date = app.now()): Promise<number[]> {
  const since = new Date(now.getTime() - DEADLINE_LOOKBACK_DAYS * 86_400_000);
  const rows = await app.prisma.$queryRaw<{ weekId: number }[]>`
    SELECT DISTINCT o."weekId" FROM "Order" o
    JOIN "Week" w ON w.id = o."weekId"
    JOIN "Subscription" s ON s."customerId" = o."customerId" AND s.status = 'active'
    WHERE w."orderDeadline" <= ${now} AND w."orderDeadline" > ${since}
      AND o."paymentStatus" = 'pending' AND o.status IN ('not_selected', 'selected')
    ORDER BY o."weekId"`;
  return rows.map((row) => row.weekId);
}

/** The week's menu as the chef picks from it: featured meals first, then the admin's order. */
interface ChefsMenu {
  mealIds: number[];
  featured: boolean[];
}

async function chefsMenu(app: AppContext, weekId: number): Promise<ChefsMenu> {
  const menu = await getWeekMenu(app, weekId);
  const ordered = [...menu.filter((item) => item.isFeatured), ...menu.filter((item) => !item.isFeatured)];
  return { mealIds: ordered.map((item) => item.mealId), featured: ordered.map((item) => item.isFeatured) };
}

/**
 * Adds the chef's choice to every incomplete order of `orderIds`, set-based: for each order, the
 * menu meals that fit its customer's food profile (no avoided allergen, every followed diet, no
 * disliked ingredient named in the ingredients, English or Arabic, as a whole word: the rule of
 * `foodConflicts` in shared/rules/foodProfile.ts), ranked by
 *   1. round: meals the order does not hold yet first; more rounds repeat fitting meals when the
 *      menu has fewer than the order needs;
 *   2. disliked: meals the customer last rated 1–2 after every other fitting meal, recent ones
 *      included (a meal they said was bad is worse than one they had lately);
 *   3. recent: meals the customer had in the two weeks before this one last;
 *   4. liked: meals the customer last rated 4–5 first;
 *   5. well rated: meals whose average is 4 or more over at least 5 ratings;
 *   6. the chef's order (featured first, then the admin's).
 * The rating thresholds are the ratings module's (LIKED_MIN_STARS and the rest), read here in the
 * same statement (no per-order query). Each item is in the plan's size (standard for a mixed plan)
 * and carries its reason codes (PICK_REASONS). An order no meal fits gets nothing and stays
 * incomplete.
 */
function chefsChoiceFill(tx: Prisma.TransactionClient, orderIds: number[], menu: ChefsMenu, now: Date) {
  return tx.$executeRaw`
    WITH targets AS (
      SELECT o.id, o."customerId", o."weekId", (o."mealCount" - count(i.id))::int AS missing,
        o."defaultPortionSize" AS portion
      FROM "Order" o LEFT JOIN "OrderItem" i ON i."orderId" = o.id
      WHERE o.id = ANY(${orderIds}::int[])
      GROUP BY o.id HAVING count(i.id) < o."mealCount"
    ), menu AS (
      SELECT m.meal_id, m.ord, m.featured, coalesce(meal.allergens, '{}') AS allergens,
        coalesce(meal.diets, '{}') AS diets,
        ' ' || regexp_replace(lower(meal.ingredients || ' ' || meal."ingredientsAr"), '[,;()/[:space:]]+', ' ', 'g')
          || ' ' AS words,
        coalesce(rated.n >= ${WELL_RATED_MIN_COUNT} AND rated.average >= ${WELL_RATED_MIN_AVERAGE}, false) AS well_rated
      FROM unnest(${menu.mealIds}::int[], ${menu.featured}::boolean[]) WITH ORDINALITY AS m(meal_id, featured, ord)
      JOIN "Meal" meal ON meal.id = m.meal_id
      LEFT JOIN (
        SELECT r."mealId", round(avg(r.stars)::numeric, 1) AS average, count(*) AS n
        FROM "MealRating" r WHERE r."mealId" = ANY(${menu.mealIds}::int[]) GROUP BY r."mealId"
      ) rated ON rated."mealId" = m.meal_id
    ), fits AS (
      SELECT t.id AS order_id, menu.meal_id, menu.ord, menu.featured, menu.well_rated,
        -- The customer's latest rating of the meal, any order of theirs.
        (SELECT r.stars FROM "MealRating" r JOIN "Order" ro ON ro.id = r."orderId"
          WHERE ro."customerId" = t."customerId" AND r."mealId" = menu.meal_id
          ORDER BY r."updatedAt" DESC, r.id DESC LIMIT 1) AS own_stars,
        coalesce(c."followDiets", '{}') AS followed,
        cardinality(coalesce(c."avoidAllergens", '{}')) + cardinality(coalesce(c."dislikedIngredients", '{}')) > 0
          AS has_limits,
        EXISTS (
          SELECT 1 FROM "OrderItem" x
          JOIN "Order" e ON e.id = x."orderId"
          JOIN "Week" ew ON ew.id = e."weekId"
          WHERE e."customerId" = t."customerId" AND x."mealId" = menu.meal_id AND e.id <> t.id
            AND e.status NOT IN ('skipped', 'cancelled')
            AND ew."startDate" < w."startDate" AND ew."startDate" >= w."startDate" - ${RECENT_MEAL_DAYS}::int
        ) AS recent
      FROM targets t
      JOIN "Customer" c ON c.id = t."customerId"
      JOIN "Week" w ON w.id = t."weekId"
      JOIN menu ON NOT (menu.allergens && coalesce(c."avoidAllergens", '{}'))
        AND coalesce(c."followDiets", '{}') <@ menu.diets
        AND NOT EXISTS (
          SELECT 1 FROM unnest(coalesce(c."dislikedIngredients", '{}')) AS d(tag)
          WHERE d.tag <> '' AND (strpos(menu.words, ' ' || d.tag || ' ') > 0
            OR strpos(menu.words, ' ' || d.tag || 's ') > 0 OR strpos(menu.words, ' ' || d.tag || 'es ') > 0))
    )
    INSERT INTO "OrderItem" ("orderId", "mealId", "portionSize", "pickReasons", "createdAt")
    SELECT t.id, pick.meal_id,
      (CASE WHEN t.portion = 'large' THEN 'large' ELSE 'standard' END)::"MealPortion",
      ARRAY(SELECT 'diet:' || d::text FROM unnest(pick.followed) AS d)
        || array_remove(ARRAY[
          CASE WHEN pick.has_limits THEN 'fits_profile' END,
          CASE WHEN NOT pick.recent THEN 'not_recent' END,
          CASE WHEN pick.liked THEN 'rated:' || pick.own_stars END,
          CASE WHEN pick.well_rated AND NOT pick.liked THEN 'well_rated' END,
          CASE WHEN pick.featured THEN 'featured' END,
          CASE WHEN pick.round > 0 THEN 'repeat' END], NULL),
      ${now}
    FROM targets t CROSS JOIN LATERAL (
      SELECT f.meal_id, f.featured, f.followed, f.has_limits, f.recent, f.well_rated, f.own_stars,
        coalesce(f.own_stars >= ${LIKED_MIN_STARS}, false) AS liked, round
      FROM fits f CROSS JOIN generate_series(0, 15) AS round
      WHERE f.order_id = t.id AND (round > 0 OR NOT EXISTS (
        SELECT 1 FROM "OrderItem" x WHERE x."orderId" = t.id AND x."mealId" = f.meal_id))
      ORDER BY round, coalesce(f.own_stars <= ${DISLIKED_MAX_STARS}, false), f.recent,
        coalesce(f.own_stars >= ${LIKED_MIN_STARS}, false) DESC, f.well_rated DESC, f.ord
      LIMIT t.missing
    ) pick`;
}

interface LockRow {
  id: number;
  mealCount: number;
  items: number;
  large: number;
  first: boolean;
}

/**
 * One batch: takes up to `batchSize` pending orders of the week (rows locked,
 * those another replica holds skipped), fills them, and locks them as
 * `selected` subscription orders with their final amounts. Answers the ids
 * locked and how many stayed incomplete; `lastId` is the cursor.
 */
async function lockBatch(
  app: AppContext,
  weekId: number,
  afterId: number,
  batchSize: number,
  menu: ChefsMenu,
  table: Awaited<ReturnType<typeof loadPriceTable>>,
) {
  return app.prisma.$transaction(async (tx) => {
    const picked = await tx.$queryRaw<{ id: number }[]>`
      SELECT o.id FROM "Order" o
      WHERE o."weekId" = ${weekId} AND o.id > ${afterId}
        AND o."paymentStatus" = 'pending' AND o.status IN ('not_selected', 'selected')
        AND EXISTS (SELECT 1 FROM "Subscription" s WHERE s."customerId" = o."customerId" AND s.status = 'active')
      ORDER BY o.id LIMIT ${batchSize}
      FOR UPDATE SKIP LOCKED`;
    const ids = picked.map((row) => row.id);
    if (ids.length === 0)
      return { ids, covered: [], lastId: null, incomplete: 0, noFitting: [] as NoFittingMealsMail[] };
    if (menu.mealIds.length > 0) await chefsChoiceFill(tx, ids, menu, app.now());
    // The first-subscription rule of the ordering module, for a set of orders.
    const rows = await tx.$queryRaw<LockRow[]>`
      SELECT o.id, o."mealCount", count(i.id)::int AS items,
        (count(i.id) FILTER (WHERE i."portionSize" = 'large'))::int AS large,
        NOT EXISTS (SELECT 1 FROM "Order" e WHERE e."customerId" = o."customerId" AND e.id <> o.id
          AND e."purchaseType" = 'subscription' AND e."paymentStatus" IN ('processing', 'confirmed')) AS first
      FROM "Order" o LEFT JOIN "OrderItem" i ON i."orderId" = o.id
      WHERE o.id = ANY(${ids}::int[]) GROUP BY o.id`;
    const complete = rows.filter((row) => row.items === row.mealCount);
    const amounts = complete.map((row) => ({
      id: row.id,
      first: row.first,
      ...quote(table, { mealCount: row.mealCount, largeMeals: row.large, isFirstSubscriptionOrder: row.first }),
    }));
    if (amounts.length > 0) {
      await tx.$executeRaw`
        UPDATE "Order" o SET status = 'selected', "purchaseType" = 'subscription', "paymentMethod" = 'card',
          "subtotalPiasters" = v.subtotal, "discountPiasters" = v.discount, "deliveryFeePiasters" = v.fee,
          "totalPiasters" = v.total, "isFirstSubscriptionOrder" = v.first, "updatedAt" = ${app.now()}
        FROM unnest(${amounts.map((a) => a.id)}::int[], ${amounts.map((a) => a.subtotal)}::int[],
          ${amounts.map((a) => a.discount)}::int[], ${amounts.map((a) => a.deliveryFee)}::int[],
          ${amounts.map((a) => a.total)}::int[], ${amounts.map((a) => a.first)}::boolean[])
          AS v(id, subtotal, discount, fee, total, first)
        WHERE o.id = v.id`;
    }
    // Still incomplete with a menu to pick from: no meal of the week fits the profile. Flagged once
    // (the admin's orders list shows it; the customer is mailed after the commit), never charged.
    const incomplete = rows.filter((row) => row.items < row.mealCount).map((row) => row.id);
    const noFitting =
      incomplete.length === 0 || menu.mealIds.length === 0
        ? []
        : await tx.$queryRaw<(Omit<NoFittingMealsMail, 'week'> & { label: string; startDate: Date; endDate: Date })[]>`
            WITH flagged AS (
              UPDATE "Order" o SET "noFittingMealsAt" = ${app.now()}, "updatedAt" = ${app.now()}
              WHERE o.id = ANY(${incomplete}::int[]) AND o."noFittingMealsAt" IS NULL
              RETURNING o.id, o."customerId", o."weekId"
            )
            SELECT c.email, c.name, c."preferredLanguage", w.id AS "weekId", w.label, w."startDate", w."endDate"
            FROM flagged f JOIN "Customer" c ON c.id = f."customerId" JOIN "Week" w ON w.id = f."weekId"`;
    // Referrals: the customer's credit first; an order it covers whole is confirmed, not charged.
    const { toCharge, covered } = await applyCreditToCharges(
      tx,
      complete.map((row) => row.id),
      app.now(),
    );
    return {
      ids: toCharge,
      covered,
      lastId: ids.at(-1)!,
      incomplete: incomplete.length,
      noFitting: noFitting.map(({ label, startDate, endDate, ...row }) => ({
        ...row,
        week: { label, startDate, endDate },
      })),
    };
  });
}

interface ClaimRow {
  orderId: number;
  customerId: number;
  totalPiasters: number;
  creditPiasters: number;
  mealCount: number;
  paymentId: number;
  reference: string;
  token: string | null;
  maskedPan: string | null;
  cardBrand: string | null;
  email: string;
  name: string;
  phone: string | null;
  street: string;
  building: string;
  floor: string;
  apartment: string;
  preferredLanguage: Language;
  label: string;
  startDate: Date;
  endDate: Date;
  deliveryDate: Date;
}

interface LockedItemRow {
  orderId: number;
  title: string;
  titleAr: string;
  portionSize: string;
  chefsChoice: boolean;
  pickReasons: string[];
}

/**
 * Claims up to `chunkSize` of `orderIds` for charging: only orders still
 * pending and selected whose subscription is active (a subscriber who
 * cancelled meanwhile is skipped), each moved to processing with a Payment
 * row whose reference names the order and the attempt.
 */
function claimChunk(app: AppContext, orderIds: number[], chunkSize: number) {
  return app.prisma.$queryRaw<ClaimRow[]>`
    WITH picked AS (
      SELECT o.id FROM "Order" o
      WHERE o.id = ANY(${orderIds}::int[]) AND o."paymentStatus" = 'pending' AND o.status = 'selected'
        AND EXISTS (SELECT 1 FROM "Subscription" s WHERE s."customerId" = o."customerId" AND s.status = 'active')
      ORDER BY o.id LIMIT ${chunkSize}
      FOR UPDATE SKIP LOCKED
    ), claimed AS (
      UPDATE "Order" o SET "paymentStatus" = 'processing', "updatedAt" = ${app.now()}
      FROM picked WHERE o.id = picked.id AND o."paymentStatus" = 'pending'
      RETURNING o.id, o."customerId", o."totalPiasters", o."creditPiasters", o."mealCount", o."weekId"
    ), payments AS (
      INSERT INTO "Payment" ("orderId", "customerId", "provider", "kind", "status", "amountPiasters", "reference",
        "createdAt", "updatedAt")
      SELECT c.id, c."customerId", 'paymob', 'order_charge', 'pending', c."totalPiasters",
        'mit-' || c.id || '-' || (1 + (SELECT count(*) FROM "Payment" p WHERE p."orderId" = c.id)), ${app.now()}, ${app.now()}
      FROM claimed c
      RETURNING id, "orderId", reference
    )
    SELECT c.id AS "orderId", c."customerId", c."totalPiasters", c."creditPiasters", c."mealCount", p.id AS "paymentId", p.reference,
      card.token, card."maskedPan", card."cardBrand", cu.email, cu.name, cu.phone, cu.street, cu.building,
      cu.floor, cu.apartment, cu."preferredLanguage", w.label, w."startDate", w."endDate", w."deliveryDate"
    FROM claimed c
    JOIN payments p ON p."orderId" = c.id
    JOIN "Customer" cu ON cu.id = c."customerId"
    JOIN "Week" w ON w.id = c."weekId"
    LEFT JOIN "Subscription" s ON s."customerId" = c."customerId"
    LEFT JOIN "SavedCard" card ON card.id = s."savedCardId"
    ORDER BY c.id`;
}

type Outcome =
  | { kind: 'confirmed'; providerRef: string }
  | { kind: 'failed'; providerRef: string | null; reason: string }
  | { kind: 'deferred'; reason: string }
  | { kind: 'unknown'; reason: string };

/** The saved card a mail names, if the subscription has one. */
const mailCard = (card: { cardBrand: string | null; maskedPan: string | null }): MailCard | null =>
  card.maskedPan ? { brand: card.cardBrand, last4: card.maskedPan.slice(-4) } : null;

const orNA = (value: string | null | undefined) => (value && value.trim() ? value.trim().slice(0, 50) : undefined);

async function charge(app: AppContext, row: ClaimRow): Promise<Outcome> {
  if (!row.token) return { kind: 'failed', providerRef: null, reason: 'No saved card' };
  const paymob = paymentGateway(app);
  const [firstName, ...rest] = (row.name.trim() || row.email).split(/\s+/);
  try {
    const result = await paymob.client.chargeSavedCard({
      token: row.token,
      amountPiasters: row.totalPiasters,
      items: [
        { name: `${row.mealCount} meals, ${row.label}`.slice(0, 50), amountPiasters: row.totalPiasters, quantity: 1 },
      ],
      billing: {
        firstName: firstName!.slice(0, 100),
        lastName: rest.join(' ').slice(0, 100) || 'NA',
        email: row.email,
        phoneNumber: row.phone ?? 'NA',
        street: orNA(row.street),
        building: orNA(row.building),
        floor: orNA(row.floor),
        apartment: orNA(row.apartment),
        city: 'Cairo',
      },
      specialReference: row.reference,
      notificationUrl: paymob.notificationUrl,
      extras: { orderId: row.orderId, paymentId: row.paymentId },
    });
    const providerRef = result.paymobOrderId;
    const { outcome, message } = result.transaction;
    if (outcome === 'succeeded') return { kind: 'confirmed', providerRef };
    if (outcome === 'failed') return { kind: 'failed', providerRef, reason: message || 'Declined' };
    return { kind: 'unknown', reason: `Paymob answered ${outcome}` };
  } catch (error) {
    if (error instanceof PaymobUnavailableError) {
      return error.chargeMayHaveHappened
        ? { kind: 'unknown', reason: error.message }
        : { kind: 'deferred', reason: error.message };
    }
    // A refused intention is our configuration (keys, integration): retry once fixed.
    if (
      error instanceof PaymobConfigurationError ||
      (error instanceof PaymobRejectedError && error.call === 'intention')
    ) {
      app.logger.error({ err: error, orderId: row.orderId }, 'weekly charge not possible with this Paymob setup');
      return { kind: 'deferred', reason: error.message };
    }
    // Paymob refused the card itself (unknown or revoked token).
    if (error instanceof PaymobRejectedError) return { kind: 'failed', providerRef: null, reason: error.detail };
    throw error;
  }
}

/** Records a chunk's outcomes in one statement (Payment and Order together, only from the claimed states). */
function recordOutcomes(app: AppContext, db: Db, outcomes: { row: ClaimRow; outcome: Outcome }[]) {
  const settled = outcomes.filter(({ outcome }) => outcome.kind !== 'unknown');
  if (settled.length === 0) return Promise.resolve(0);
  const paymentStatus = (o: Outcome) => (o.kind === 'confirmed' ? 'succeeded' : 'failed');
  const orderStatus = (o: Outcome) =>
    o.kind === 'confirmed' ? 'confirmed' : o.kind === 'failed' ? 'failed' : 'pending';
  return db.$executeRaw`
    WITH r AS (
      SELECT * FROM unnest(${settled.map((s) => s.row.paymentId)}::int[], ${settled.map((s) => s.row.orderId)}::int[],
        ${settled.map((s) => paymentStatus(s.outcome))}::text[], ${settled.map((s) => orderStatus(s.outcome))}::text[],
        ${settled.map((s) => ('providerRef' in s.outcome ? s.outcome.providerRef : null))}::text[],
        ${settled.map((s) => ('reason' in s.outcome ? s.outcome.reason.slice(0, 500) : null))}::text[])
        AS r(payment_id, order_id, payment_status, order_status, provider_ref, reason)
    ), payments AS (
      UPDATE "Payment" p SET status = r.payment_status::"PaymentAttemptStatus",
        "providerRef" = coalesce(r.provider_ref, p."providerRef"), "failureReason" = r.reason, "updatedAt" = ${app.now()}
      FROM r WHERE p.id = r.payment_id AND p.status = 'pending'
      RETURNING p.id
    )
    UPDATE "Order" o SET "paymentStatus" = r.order_status::"PaymentStatus", "updatedAt" = ${app.now()}
    FROM r WHERE o.id = r.order_id AND o."paymentStatus" = 'processing'`;
}

/** A claimed order's customer and week, as its mail needs them. */
const recipientOf = (row: ClaimRow) => ({
  email: row.email,
  name: row.name,
  preferredLanguage: row.preferredLanguage,
  week: { label: row.label, startDate: row.startDate, endDate: row.endDate },
});

/** The meals of these orders as their locked mails list them, per order. */
async function lockedItemsOf(db: Db, orderIds: number[]): Promise<Map<number, LockedItemRow[]>> {
  // Items added at the deadline are the chef's: they were created at lock time, after the deadline.
  const items =
    orderIds.length === 0
      ? []
      : await db.$queryRaw<LockedItemRow[]>`
          SELECT i."orderId", m.title, m."titleAr", i."portionSize", i."createdAt" >= w."orderDeadline" AS "chefsChoice",
            coalesce(i."pickReasons", '{}') AS "pickReasons"
          FROM "OrderItem" i
          JOIN "Meal" m ON m.id = i."mealId"
          JOIN "Order" o ON o.id = i."orderId"
          JOIN "Week" w ON w.id = o."weekId"
          WHERE i."orderId" = ANY(${orderIds}::int[])
          ORDER BY i.id`;
  const mealsOf = new Map<number, LockedItemRow[]>();
  for (const item of items) {
    const meals = mealsOf.get(item.orderId) ?? [];
    meals.push(item);
    mealsOf.set(item.orderId, meals);
  }
  return mealsOf;
}

/**
 * The locked mails of orders the customer's credit paid whole at the lock (no Paymob charge, so
 * no claim row): the same mail, saying EGP 0 charged and the credit used.
 */
async function coveredMails(app: AppContext, orderIds: number[]): Promise<MailMessage[]> {
  if (orderIds.length === 0) return [];
  const [orders, mealsOf] = await Promise.all([
    app.prisma.order.findMany({
      where: { id: { in: orderIds } },
      select: {
        id: true,
        totalPiasters: true,
        creditPiasters: true,
        customer: {
          select: {
            email: true,
            name: true,
            preferredLanguage: true,
            subscription: { select: { savedCard: { select: { cardBrand: true, maskedPan: true } } } },
          },
        },
        week: { select: { label: true, startDate: true, endDate: true, deliveryDate: true } },
      },
      orderBy: { id: 'asc' },
    }),
    lockedItemsOf(app.prisma, orderIds),
  ]);
  return orders.map(({ id, customer, week, totalPiasters, creditPiasters }) => {
    const card = customer.subscription?.savedCard;
    return lockedMail(app, {
      email: customer.email,
      name: customer.name,
      preferredLanguage: customer.preferredLanguage,
      week,
      deliveryDate: week.deliveryDate,
      meals: mealsOf.get(id) ?? [],
      totalPiasters,
      creditPiasters,
      card: card ? mailCard(card) : null,
    });
  });
}

/** The order-locked and payment-failed notifications of a chunk's outcomes (read in the recording transaction). */
async function outcomeNotifications(
  app: AppContext,
  db: Db,
  outcomes: { row: ClaimRow; outcome: Outcome }[],
): Promise<NotificationEvent[]> {
  const mealsOf = await lockedItemsOf(
    db,
    outcomes.filter(({ outcome }) => outcome.kind === 'confirmed').map(({ row }) => row.orderId),
  );
  const events: NotificationEvent[] = [];
  for (const { row, outcome } of outcomes) {
    const recipient = recipientOf(row);
    const common = { name: row.name, week: weekParam(recipient.week), amountPiasters: row.totalPiasters };
    if (outcome.kind === 'confirmed') {
      const meals = mealsOf.get(row.orderId) ?? [];
      events.push({
        kind: 'order_locked',
        customerId: row.customerId,
        key: `order_locked:order:${row.orderId}`,
        params: { ...common, meals: meals.map((m) => (row.preferredLanguage === 'ar' && m.titleAr) || m.title) },
        mail: lockedMail(app, {
          ...recipient,
          deliveryDate: row.deliveryDate,
          meals,
          totalPiasters: row.totalPiasters,
          creditPiasters: row.creditPiasters,
          card: mailCard(row),
        }),
      });
    } else if (outcome.kind === 'failed') {
      events.push({
        kind: 'payment_failed',
        customerId: row.customerId,
        key: `payment_failed:payment:${row.paymentId}`,
        params: common,
        mail: paymentFailedMail(app, {
          ...recipient,
          totalPiasters: row.totalPiasters,
          card: mailCard(row),
          reason: outcome.reason,
        }),
      });
    }
  }
  return events;
}

/**
 * Locks and charges every pending order of an active subscriber for `weekId`
 * (whose deadline has passed). Idempotent: what is no longer pending is never
 * touched again. Throws ChargesDeferredError when Paymob was unavailable for
 * some, after doing everything else.
 */
export async function processWeekDeadline(
  app: AppContext,
  weekId: number,
  options: DeadlineOptions = {},
): Promise<DeadlineResult> {
  const batchSize = options.batchSize ?? 500;
  const chunkSize = options.chunkSize ?? 25;
  const concurrentChunks = options.concurrentChunks ?? 4;
  const result: DeadlineResult = {
    locked: 0,
    charged: 0,
    failed: 0,
    deferred: 0,
    unknown: 0,
    incomplete: 0,
    noFittingMeals: 0,
  };
  const [menu, table] = await Promise.all([chefsMenu(app, weekId), loadPriceTable(app)]);
  if (menu.mealIds.length === 0) app.logger.error({ weekId }, "the week's menu is empty: no chef's choice possible");

  const chargeChunk = async (chunkIds: number[]) => {
    const claimed = await claimChunk(app, chunkIds, chunkSize);
    if (claimed.length === 0) return;
    const outcomes = await Promise.all(claimed.map(async (row) => ({ row, outcome: await charge(app, row) })));
    const confirmedIds = outcomes.filter((o) => o.outcome.kind === 'confirmed').map((o) => o.row.orderId);
    // The outcomes, the partners' webhooks and the customers' notifications commit together: a
    // crash after the commit loses no message, one before it records nothing (Paymob's callback
    // or recovery settles the orders left processing).
    const keys = await app.prisma.$transaction(async (tx) => {
      await recordOutcomes(app, tx, outcomes);
      await publishOrdersConfirmed(tx, confirmedIds, app.now());
      const events = await outcomeNotifications(app, tx, outcomes);
      await notifyAll(tx, events, app.now());
      return events.map((event) => event.key);
    });
    // Referrals: a friend's first order paid here credits the inviter.
    await decideReferralsAfterCharges(app, confirmedIds);
    for (const { outcome, row } of outcomes) {
      if (outcome.kind === 'confirmed') result.charged += 1;
      else if (outcome.kind === 'failed') result.failed += 1;
      else if (outcome.kind === 'deferred') result.deferred += 1;
      else {
        result.unknown += 1;
        app.logger.warn({ orderId: row.orderId, reason: outcome.reason }, 'weekly charge outcome unknown');
      }
    }
    await sendDue(app, keys);
  };

  const lockAfter = (afterId: number) => {
    const locking = lockBatch(app, weekId, afterId, batchSize, menu, table);
    locking.catch(() => {}); // awaited below; not left unhandled if charging fails first
    return locking;
  };
  for (let batch = await lockAfter(0); batch.lastId !== null;) {
    result.locked += batch.ids.length;
    result.incomplete += batch.incomplete;
    result.noFittingMeals += batch.noFitting.length;
    await sendAll(app, [
      ...batch.noFitting.map((row) => noFittingMealsMail(app, row)),
      ...(await coveredMails(app, batch.covered)),
    ]);
    // The next batch is filled and locked while this one is charged: its orders come after this
    // batch's last, so the two never share an order.
    const next = lockAfter(batch.lastId);
    const chunks = Array.from({ length: Math.ceil(batch.ids.length / chunkSize) }, (_, i) =>
      batch.ids.slice(i * chunkSize, (i + 1) * chunkSize),
    );
    // Claiming skips locked rows, so chunks in flight (here or on another replica) never share an order.
    await Promise.all(
      Array.from({ length: concurrentChunks }, async () => {
        for (let chunk = chunks.shift(); chunk; chunk = chunks.shift()) await chargeChunk(chunk);
      }),
    );
    batch = await next;
  }
  if (result.incomplete > 0) app.logger.error({ weekId, incomplete: result.incomplete }, 'orders left incomplete');
  if (result.deferred > 0) throw new ChargesDeferredError(result);
  return result;
}
