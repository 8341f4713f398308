// Ratings: a customer rates each meal of one of their delivered orders from 1
// to 5 stars with an optional comment, once per meal and order, changeable for 14 days after the
// first rating. The one place for those rules; GraphQL (ratings.schema.ts) and REST
// (ratings.routes.ts) only call it.

import { z } from 'zod';
import type { AppContext } from '../../app.ts';
import type { Db } from '../../db/client.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { parseDatabaseId } from '../../lib/ids.ts';
import { parseInput } from '../../lib/validation.ts';
import { cairoDateOf } from '../../lib/weekRules/index.ts';
import { inEnglish } from '../../shared/rules.ts';

/** A rating can be changed for this long after it was first given. */
export const RATING_CHANGE_DAYS = 14;
/** `/meals` shows a meal's average from this many ratings on; the analytics rank from it too. */
export const PUBLIC_RATING_MIN_COUNT = 5;
/**
 * What the chef's choice weighs (the one definition; the engine's SQL uses these numbers): a meal
 * the customer last rated this or more is "liked", this or less "disliked"; a meal is "well rated"
 * overall from this average (the one-decimal average `/meals` shows) over as many ratings as
 * `/meals` needs to show it.
 */
export const LIKED_MIN_STARS = 4;
export const DISLIKED_MAX_STARS = 2;
export const WELL_RATED_MIN_AVERAGE = 4;
export const WELL_RATED_MIN_COUNT = PUBLIC_RATING_MIN_COUNT;
export const MAX_COMMENT_LENGTH = 1000;

const DAY_MS = 24 * 3600 * 1000;
const CHANGE_WINDOW_MS = RATING_CHANGE_DAYS * DAY_MS;

// C0 controls but the line feed, DEL and the C1 controls (a tab is refused too: "no control
// characters but newlines").
// eslint-disable-next-line no-control-regex -- finding control characters is this rule's purpose
const CONTROL_BUT_NEWLINE = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F]/;

export const NOT_DELIVERED = /*i18n*/ 'Only a delivered order can be rated: wait until your box has arrived.';
export const WINDOW_CLOSED = inEnglish(
  /*i18n*/ 'A rating can be changed for {days} days after it was given; this one can no longer change.',
  { days: RATING_CHANGE_DAYS },
);

const idField = (typename: string, name: string) =>
  z.unknown().transform((value, ctx) => {
    const id = parseDatabaseId(value, typename);
    if (id === null) {
      ctx.addIssue({ code: 'custom', message: `${name} is not valid` });
      return z.NEVER;
    }
    return id;
  });

const starsField = z
  .number({ error: 'stars must be a whole number from 1 to 5' })
  .int('stars must be a whole number from 1 to 5')
  .min(1, 'stars must be a whole number from 1 to 5')
  .max(5, 'stars must be a whole number from 1 to 5');

/** Line breaks kept as `\n`; ends trimmed; no other control characters; 1,000 characters at most. */
const commentField = z
  .string({ error: 'comment must be text' })
  .nullish()
  .transform((value, ctx) => {
    const text = (value ?? '').replace(/\r\n?/g, '\n').trim();
    if (CONTROL_BUT_NEWLINE.test(text)) {
      ctx.addIssue({ code: 'custom', message: 'comment must not contain control characters (line breaks are fine)' });
      return z.NEVER;
    }
    if ([...text].length > MAX_COMMENT_LENGTH) {
      ctx.addIssue({ code: 'custom', message: `comment must be at most ${MAX_COMMENT_LENGTH} characters` });
      return z.NEVER;
    }
    return text;
  });

const oneRating = z.object({ mealId: idField('Meal', 'mealId'), stars: starsField, comment: commentField });

const rateMealInput = oneRating.extend({ orderId: idField('Order', 'orderId') });

const rateOrderInput = z.object({
  ratings: z
    .array(oneRating, { error: 'ratings must be a list of { mealId, stars, comment }' })
    .min(1, 'Rate at least one meal')
    .max(15, 'An order has at most 15 meals'),
});

export type RatingInput = z.output<typeof oneRating>;

export interface MealRatingRow {
  id: number;
  orderId: number;
  mealId: number;
  stars: number;
  comment: string;
  createdAt: Date;
  updatedAt: Date;
}

/** One meal of an order as the customer rates it. */
export interface OrderMealRating {
  orderId: number;
  mealId: number;
  rating: MealRatingRow | null;
  /** Until when the rating can change (null before the first rating). */
  editableUntil: Date | null;
  /** The customer can rate it now (the order is delivered and the window, if started, is open). */
  canRate: boolean;
}

export interface OrderRatings {
  orderId: number;
  /** The order counts as delivered: marked delivered, or its delivery day is over. */
  delivered: boolean;
  meals: OrderMealRating[];
}

const orderSelect = {
  id: true,
  customerId: true,
  status: true,
  paymentStatus: true,
  delivered: true,
  week: { select: { deliveryDate: true } },
  items: { select: { mealId: true }, orderBy: { id: 'asc' } },
  ratings: true,
} as const satisfies Prisma.OrderSelect;

type RateableOrder = Prisma.OrderGetPayload<{ select: typeof orderSelect }>;

/**
 * Delivered: an admin marked it, or its delivery day (Cairo calendar) is over for an order that
 * went out (not skipped or cancelled; paid or awaiting InstaPay verification: fulfilment's rule).
 */
export function isDelivered(order: Pick<RateableOrder, 'delivered' | 'status' | 'paymentStatus' | 'week'>, now: Date) {
  if (order.delivered) return true;
  const wentOut =
    (order.status === 'selected' || order.status === 'not_selected') &&
    (order.paymentStatus === 'confirmed' || order.paymentStatus === 'processing');
  return wentOut && order.week.deliveryDate.getTime() < cairoDateOf(now).getTime();
}

/** The customer's own order, or NotFound (another customer's order is never confirmed to exist). */
async function ownOrder(db: Db, customerId: number, orderId: number): Promise<RateableOrder> {
  const order = await db.order.findFirst({ where: { id: orderId, customerId }, select: orderSelect });
  if (!order) throw new NotFoundError(/*i18n*/ 'Order not found');
  return order;
}

const editableUntilOf = (rating: { createdAt: Date }) => new Date(rating.createdAt.getTime() + CHANGE_WINDOW_MS);

function ratingsOf(order: RateableOrder, now: Date): OrderRatings {
  const delivered = isDelivered(order, now);
  const byMeal = new Map(order.ratings.map((rating) => [rating.mealId, rating]));
  const mealIds = [...new Set(order.items.map((item) => item.mealId))];
  return {
    orderId: order.id,
    delivered,
    meals: mealIds.map((mealId) => {
      const rating = byMeal.get(mealId) ?? null;
      const editableUntil = rating ? editableUntilOf(rating) : null;
      return {
        orderId: order.id,
        mealId,
        rating,
        editableUntil,
        canRate: delivered && (editableUntil === null || editableUntil > now),
      };
    }),
  };
}

/** The meals of one of the customer's orders with their ratings (NotFound for anyone else's). */
export async function orderRatings(app: AppContext, customerId: number, rawOrderId: unknown): Promise<OrderRatings> {
  const orderId = parseDatabaseId(rawOrderId, 'Order');
  if (orderId === null) throw new NotFoundError(/*i18n*/ 'Order not found');
  return ratingsOf(await ownOrder(app.prisma, customerId, orderId), app.now());
}

/** The ratings of orders already read (Order History's page): one query for all of them. */
export async function ratingsOfOrders(app: AppContext, orderIds: number[]): Promise<Map<number, OrderRatings>> {
  const orders = await app.prisma.order.findMany({ where: { id: { in: orderIds } }, select: orderSelect });
  return new Map(orders.map((order) => [order.id, ratingsOf(order, app.now())]));
}

/**
 * Writes the ratings of one order, all or none. One statement per meal: a first rating inserts,
 * a later one changes the row only while its window is open (the WHERE of ON CONFLICT), so two
 * submits at once make one rating and a late change writes nothing.
 */
async function writeRatings(app: AppContext, customerId: number, orderId: number, ratings: RatingInput[]) {
  const now = app.now();
  const cutoff = new Date(now.getTime() - CHANGE_WINDOW_MS);
  const seen = new Set<number>();
  for (const [index, rating] of ratings.entries()) {
    if (seen.has(rating.mealId))
      throw ValidationError.forField(['ratings', String(index), 'mealId'], 'Each meal is rated once per order');
    seen.add(rating.mealId);
  }
  await app.prisma.$transaction(async (tx) => {
    const order = await ownOrder(tx, customerId, orderId);
    if (!isDelivered(order, now)) throw new ConflictError(NOT_DELIVERED);
    const inOrder = new Set(order.items.map((item) => item.mealId));
    for (const rating of ratings) {
      if (!inOrder.has(rating.mealId)) throw ValidationError.forField('mealId', 'That meal is not in this order');
    }
    for (const rating of ratings) {
      const written = await tx.$queryRaw<{ id: number }[]>`
        INSERT INTO "MealRating" ("orderId", "mealId", "stars", "comment", "createdAt", "updatedAt")
        VALUES (${orderId}, ${rating.mealId}, ${rating.stars}, ${rating.comment}, ${now}, ${now})
        ON CONFLICT ("orderId", "mealId") DO UPDATE
          SET "stars" = EXCLUDED."stars", "comment" = EXCLUDED."comment", "updatedAt" = EXCLUDED."updatedAt"
          WHERE "MealRating"."createdAt" > ${cutoff}
        RETURNING "id"`;
      if (written.length === 0) throw new ConflictError(WINDOW_CLOSED);
    }
  });
  // /meals shows averages: the public answers that showed these meals are dropped.
  await app.publicChanges.publish(ratings.map((rating) => ({ typename: 'Meal', id: rating.mealId })));
}

/** Rates (or re-rates, within 14 days) one meal of one of the customer's delivered orders. */
export async function rateMeal(app: AppContext, customerId: number, rawInput: unknown): Promise<OrderMealRating> {
  const { orderId, ...rating } = parseInput(rateMealInput, rawInput);
  await writeRatings(app, customerId, orderId, [rating]);
  const ratings = await orderRatings(app, customerId, orderId);
  return ratings.meals.find((meal) => meal.mealId === rating.mealId)!;
}

/** Rates several meals of one order at once (REST's PUT), all or none. */
export async function rateOrder(
  app: AppContext,
  customerId: number,
  rawOrderId: unknown,
  rawInput: unknown,
): Promise<OrderRatings> {
  const orderId = parseDatabaseId(rawOrderId, 'Order');
  if (orderId === null) throw new NotFoundError(/*i18n*/ 'Order not found');
  const { ratings } = parseInput(rateOrderInput, rawInput);
  await writeRatings(app, customerId, orderId, ratings);
  return orderRatings(app, customerId, orderId);
}

// --- what everyone sees: a meal's average from PUBLIC_RATING_MIN_COUNT ratings on

export interface RatingSummary {
  mealId: number;
  /** Rounded to one decimal. */
  average: number;
  count: number;
}

/** What /meals shows: each meal's average and count from PUBLIC_RATING_MIN_COUNT ratings on. */
export function publicRatingSummaries(app: AppContext): Promise<Map<number, RatingSummary>> {
  return ratingSummaries(app.prisma);
}

/** Each meal's average and count (every meal with at least `minCount` ratings). */
export async function ratingSummaries(db: Db, minCount = PUBLIC_RATING_MIN_COUNT): Promise<Map<number, RatingSummary>> {
  const rows = await db.$queryRaw<{ mealId: number; average: number; count: number }[]>`
    SELECT "mealId", ROUND(AVG("stars")::numeric, 1)::float8 AS "average", COUNT(*)::int AS "count"
    FROM "MealRating" GROUP BY "mealId" HAVING COUNT(*) >= ${minCount}`;
  return new Map(rows.map((row) => [row.mealId, { mealId: row.mealId, average: row.average, count: row.count }]));
}

// --- the back office

export interface RatingComment {
  id: number;
  stars: number;
  comment: string;
  createdAt: Date;
  updatedAt: Date;
  customerName: string;
  orderId: number;
}

export interface MealRatingReport {
  mealId: number;
  title: string;
  count: number;
  /** Null without ratings. */
  average: number | null;
  /** How many ratings gave 1, 2, 3, 4 and 5 stars (index 0 is 1 star). */
  distribution: number[];
  /** Ratings with a comment, newest first (the last 200). */
  comments: RatingComment[];
}

export const MAX_COMMENTS_SHOWN = 200;

/** One meal's ratings for an admin. */
export async function mealRatingReport(app: AppContext, rawMealId: unknown): Promise<MealRatingReport> {
  const mealId = parseDatabaseId(rawMealId, 'Meal');
  const meal = mealId === null ? null : await app.prisma.meal.findUnique({ where: { id: mealId } });
  if (!meal) throw new NotFoundError('Meal not found');
  const [groups, comments] = await Promise.all([
    app.prisma.mealRating.groupBy({ by: ['stars'], where: { mealId: meal.id }, _count: { _all: true } }),
    app.prisma.mealRating.findMany({
      where: { mealId: meal.id, comment: { not: '' } },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: MAX_COMMENTS_SHOWN,
      include: { order: { select: { customer: { select: { name: true } } } } },
    }),
  ]);
  const distribution = [0, 0, 0, 0, 0];
  for (const group of groups) distribution[group.stars - 1] = group._count._all;
  const count = distribution.reduce((sum, n) => sum + n, 0);
  const total = distribution.reduce((sum, n, index) => sum + n * (index + 1), 0);
  return {
    mealId: meal.id,
    title: meal.title,
    count,
    average: count === 0 ? null : Math.round((total / count) * 10) / 10,
    distribution,
    comments: comments.map((rating) => ({
      id: rating.id,
      stars: rating.stars,
      comment: rating.comment,
      createdAt: rating.createdAt,
      updatedAt: rating.updatedAt,
      customerName: rating.order.customer.name,
      orderId: rating.orderId,
    })),
  };
}

export interface RankedMeal extends RatingSummary {
  title: string;
}

/**
 * The best and the worst rated meals among those with at least `minCount` ratings (default
 * PUBLIC_RATING_MIN_COUNT: an average of fewer says little): `limit` each, ties by count.
 */
export async function ratingLeaders(
  app: AppContext,
  options: { minCount?: number; limit?: number } = {},
): Promise<{ minCount: number; best: RankedMeal[]; worst: RankedMeal[] }> {
  const minCount = options.minCount ?? PUBLIC_RATING_MIN_COUNT;
  const limit = options.limit ?? 5;
  const summaries = [...(await ratingSummaries(app.prisma, minCount)).values()];
  const meals = await app.prisma.meal.findMany({
    where: { id: { in: summaries.map((s) => s.mealId) } },
    select: { id: true, title: true },
  });
  const titles = new Map(meals.map((meal) => [meal.id, meal.title]));
  const ranked = summaries.map((s) => ({ ...s, title: titles.get(s.mealId) ?? '' }));
  const best = [...ranked].sort((a, b) => b.average - a.average || b.count - a.count || a.mealId - b.mealId);
  const worst = [...ranked].sort((a, b) => a.average - b.average || b.count - a.count || a.mealId - b.mealId);
  return { minCount, best: best.slice(0, limit), worst: worst.slice(0, limit) };
}

// --- for the chef's choice (subscriptions' engine, owned elsewhere)

export interface RatingSignals {
  /** Meal ids the customer rated 4 or 5 (their latest rating of the meal). */
  liked: number[];
  /** Meal ids the customer rated 1 or 2 (their latest rating of the meal). */
  disliked: number[];
  /** Every rated meal's overall average (one decimal) and count, all customers. */
  overall: RatingSummary[];
}

/**
 * What the chef's choice can weigh for one customer, as plain id lists (ready for `= ANY(${ids})`
 * in SQL): a meal the customer rated several times counts by its latest rating. Takes a
 * transaction client too, so the engine can read it inside its own transaction.
 */
export async function ratingSignals(db: Db, customerId: number): Promise<RatingSignals> {
  const [own, overall] = await Promise.all([
    db.$queryRaw<{ mealId: number; stars: number }[]>`
      SELECT DISTINCT ON (r."mealId") r."mealId", r."stars"
      FROM "MealRating" r JOIN "Order" o ON o."id" = r."orderId"
      WHERE o."customerId" = ${customerId}
      ORDER BY r."mealId", r."updatedAt" DESC, r."id" DESC`,
    ratingSummaries(db, 1),
  ]);
  return {
    liked: own.filter((row) => row.stars >= LIKED_MIN_STARS).map((row) => row.mealId),
    disliked: own.filter((row) => row.stars <= DISLIKED_MAX_STARS).map((row) => row.mealId),
    overall: [...overall.values()],
  };
}
