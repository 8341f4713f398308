// Analytics and the dashboard's overview: figures over the orders, each defined once here
// (docs/decisions, kitchen and analytics) and each an aggregate in SQL.
import type { AppContext } from '../../app.ts';
import { cairoDateOf, listUpcomingWeeks } from '../catalog/index.ts';
import { willBeDelivered } from '../kitchen/index.ts';

/** How many weeks back the analytics go (weeks whose order deadline has passed). */
export const ANALYTICS_PAST_WEEKS = 12;
/** How many meals the top-meals list holds. */
export const TOP_MEALS = 10;

export interface WeekFigures {
  weekId: number;
  label: string;
  startDate: Date;
  /** The deadline is still ahead (a live week): its figures are still moving. */
  upcoming: boolean;
  /** Orders that will be (or were) delivered: Meal Prep's rule. */
  orders: number;
  /** Their meals (each order's meal count). */
  meals: number;
  /** The totals of the week's orders whose payment is confirmed, in piasters. */
  revenue: number;
  /** Subscriptions active at the end of the week (started before, not cancelled by then). */
  activeSubscribers: number;
  /** Subscriptions started during the week (Friday to Thursday, Cairo time). */
  newSubscriptions: number;
  /** Subscriptions cancelled during the week. */
  cancelledSubscriptions: number;
  /** The week's subscription orders (not cancelled) and how many of them were skipped. */
  subscriptionOrders: number;
  skippedOrders: number;
  /** skippedOrders / subscriptionOrders; null without subscription orders. */
  skipRate: number | null;
  /** The week's paid trial boxes, and how many of their customers subscribed after ordering one. */
  trials: number;
  convertedTrials: number;
  /** convertedTrials / trials; null without trials. */
  trialConversion: number | null;
}

export interface TopMeal {
  mealId: number;
  title: string;
  /** Portions in the counted orders of the weeks shown. */
  portions: number;
}

export interface Analytics {
  weeks: WeekFigures[];
  topMeals: TopMeal[];
}

type FigureRow = Omit<WeekFigures, 'skipRate' | 'trialConversion' | 'upcoming'>;

const ratio = (part: number, whole: number) => (whole === 0 ? null : part / whole);

/** The analytics' weeks: the last 12 whose deadline has passed, then the live ones, oldest first. */
async function analyticsWeeks(app: AppContext) {
  const [past, live] = await Promise.all([
    app.prisma.week.findMany({
      where: { orderDeadline: { lte: app.now() } },
      orderBy: { startDate: 'desc' },
      take: ANALYTICS_PAST_WEEKS,
      select: { id: true },
    }),
    listUpcomingWeeks(app, { liveOnly: true }, { select: { id: true } }),
  ]);
  return { past: past.map((w) => w.id), live: live.map((w) => w.id) };
}

/** The figures of the given weeks, in one aggregate query (a row per week). */
export async function weekFigures(app: AppContext, weekIds: number[]): Promise<FigureRow[]> {
  if (weekIds.length === 0) return [];
  return app.prisma.$queryRaw<FigureRow[]>`
    WITH w AS (
      SELECT id, label, "startDate",
             ("startDate"::timestamp AT TIME ZONE 'Africa/Cairo') AS "from",
             (("endDate" + 1)::timestamp AT TIME ZONE 'Africa/Cairo') AS "to"
        FROM "Week" WHERE id = ANY(${weekIds}::int[])
    ), o AS (
      SELECT o.*, ${willBeDelivered} AS counted FROM "Order" o WHERE o."weekId" = ANY(${weekIds}::int[])
    ), per AS (
      SELECT o."weekId",
             (count(*) FILTER (WHERE o.counted))::int AS orders,
             (coalesce(sum(o."mealCount") FILTER (WHERE o.counted), 0))::int AS meals,
             (coalesce(sum(o."totalPiasters") FILTER (WHERE o."paymentStatus" = 'confirmed'), 0))::int AS revenue,
             (count(*) FILTER (WHERE o."purchaseType" = 'subscription' AND o.status <> 'cancelled'))::int
               AS "subscriptionOrders",
             (count(*) FILTER (WHERE o."purchaseType" = 'subscription' AND o.status = 'skipped'))::int
               AS "skippedOrders",
             (count(*) FILTER (WHERE o."purchaseType" = 'trial' AND o."paymentStatus" = 'confirmed'))::int AS trials,
             (count(*) FILTER (WHERE o."purchaseType" = 'trial' AND o."paymentStatus" = 'confirmed' AND EXISTS (
                SELECT 1 FROM "Subscription" s WHERE s."customerId" = o."customerId" AND s."startedAt" >= o."createdAt")))::int
               AS "convertedTrials"
        FROM o GROUP BY o."weekId"
    )
    SELECT w.id AS "weekId", w.label, w."startDate",
           coalesce(per.orders, 0) AS orders, coalesce(per.meals, 0) AS meals,
           coalesce(per.revenue, 0) AS revenue,
           (SELECT count(*) FROM "Subscription" s
             WHERE s."startedAt" < w."to"
               AND ((s.status = 'active' AND s."cancelledAt" IS NULL) OR s."cancelledAt" >= w."to"))::int
             AS "activeSubscribers",
           (SELECT count(*) FROM "Subscription" s WHERE s."startedAt" >= w."from" AND s."startedAt" < w."to")::int
             AS "newSubscriptions",
           (SELECT count(*) FROM "Subscription" s WHERE s."cancelledAt" >= w."from" AND s."cancelledAt" < w."to")::int
             AS "cancelledSubscriptions",
           coalesce(per."subscriptionOrders", 0) AS "subscriptionOrders",
           coalesce(per."skippedOrders", 0) AS "skippedOrders",
           coalesce(per.trials, 0) AS trials, coalesce(per."convertedTrials", 0) AS "convertedTrials"
      FROM w LEFT JOIN per ON per."weekId" = w.id
     ORDER BY w."startDate"`;
}

/** The meals most ordered (portions in counted orders) over the given weeks, most first. */
export function topMeals(app: AppContext, weekIds: number[]): Promise<TopMeal[]> {
  if (weekIds.length === 0) return Promise.resolve([]);
  return app.prisma.$queryRaw<TopMeal[]>`
    SELECT m.id AS "mealId", m.title, count(*)::int AS portions
      FROM "Order" o
      JOIN "OrderItem" i ON i."orderId" = o.id
      JOIN "Meal" m ON m.id = i."mealId"
     WHERE o."weekId" = ANY(${weekIds}::int[]) AND ${willBeDelivered}
     GROUP BY m.id, m.title
     ORDER BY count(*) DESC, m.title ASC
     LIMIT ${TOP_MEALS}`;
}

/** The last 12 weeks and the live ones, week by week, and the top meals over all of them. */
export async function analytics(app: AppContext): Promise<Analytics> {
  const { past, live } = await analyticsWeeks(app);
  const liveIds = new Set(live);
  const ids = [...new Set([...past, ...live])];
  const [rows, top] = await Promise.all([weekFigures(app, ids), topMeals(app, ids)]);
  return {
    weeks: rows.map((row) => ({
      ...row,
      upcoming: liveIds.has(row.weekId),
      skipRate: ratio(row.skippedOrders, row.subscriptionOrders),
      trialConversion: ratio(row.convertedTrials, row.trials),
    })),
    topMeals: top,
  };
}

export interface Overview {
  /** The next week to be delivered (the first whose delivery date is today or later). */
  week: { id: number; label: string } | null;
  orders: number;
  meals: number;
  /** That week's confirmed payments, in piasters. */
  revenue: number;
  activeSubscribers: number;
  /** InstaPay transfers whose proof waits for an admin. */
  instapayWaiting: number;
  /** The next order deadline still ahead (selectable weeks), or null. */
  nextDeadline: Date | null;
  nextDeadlineWeekLabel: string | null;
}

type OverviewRow = Omit<Overview, 'week'> & { weekId: number | null; label: string | null };

/** What an operator looks at first, in one query. */
export async function overview(app: AppContext): Promise<Overview> {
  const now = app.now();
  const today = cairoDateOf(now);
  const [row] = await app.prisma.$queryRaw<OverviewRow[]>`
    WITH week AS (
      SELECT id, label FROM "Week" WHERE "deliveryDate" >= ${today}::date ORDER BY "deliveryDate", id LIMIT 1
    ), deadline AS (
      SELECT "orderDeadline", label FROM "Week"
       WHERE "orderDeadline" > ${now} AND "isSelectable" ORDER BY "orderDeadline" LIMIT 1
    )
    SELECT (SELECT id FROM week) AS "weekId", (SELECT label FROM week) AS label,
           (SELECT count(*) FROM "Order" o WHERE o."weekId" = (SELECT id FROM week) AND ${willBeDelivered})::int AS orders,
           (SELECT coalesce(sum(o."mealCount"), 0) FROM "Order" o
             WHERE o."weekId" = (SELECT id FROM week) AND ${willBeDelivered})::int AS meals,
           (SELECT coalesce(sum(o."totalPiasters"), 0) FROM "Order" o
             WHERE o."weekId" = (SELECT id FROM week) AND o."paymentStatus" = 'confirmed')::int AS revenue,
           (SELECT count(*) FROM "Subscription" WHERE status = 'active')::int AS "activeSubscribers",
           (SELECT count(*) FROM "Order"
             WHERE "paymentMethod" = 'instapay' AND "paymentStatus" = 'processing'
               AND status IN ('not_selected', 'selected'))::int AS "instapayWaiting",
           (SELECT "orderDeadline" FROM deadline) AS "nextDeadline",
           (SELECT label FROM deadline) AS "nextDeadlineWeekLabel"`;
  const { weekId, label, ...figures } = row!;
  return { week: weekId === null ? null : { id: weekId, label: label ?? '' }, ...figures };
}
