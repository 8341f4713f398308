// Meal Prep: what the kitchen cooks for a week. One aggregate query answers the whole table:
// one row per meal (Standard, Large), the orders without a (complete) selection as random meals,
// and the totals by delivery slot.
import { stringify } from 'csv-stringify/sync';
import type { AppContext } from '../../app.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import { requireDatabaseId } from '../../lib/ids.ts';
import { DELIVERY_SLOTS, type DeliverySlot } from '../../shared/rules.ts';
import { getWeek } from '../catalog/index.ts';

/**
 * The one definition of "this order will be delivered", on an `"Order"` aliased `o`: not
 * skipped or cancelled, and paid (confirmed), or InstaPay awaiting verification (processing),
 * or a subscriber's order the deadline will charge (purchase type subscription, an active
 * subscription, payment pending or its charge in flight). An abandoned checkout (pending, or a
 * card page left open) and a failed payment do not count.
 */
export const willBeDelivered = Prisma.sql`(o.status IN ('not_selected', 'selected') AND (
  o."paymentStatus" = 'confirmed'
  OR (o."paymentStatus" = 'processing' AND o."paymentMethod" = 'instapay')
  OR (o."paymentStatus" IN ('pending', 'processing') AND o."purchaseType" = 'subscription'
      AND EXISTS (SELECT 1 FROM "Subscription" s WHERE s."customerId" = o."customerId" AND s.status = 'active'))))`;

export interface PrepCounts {
  standard: number;
  large: number;
  total: number;
}

export interface MealPrepLine extends PrepCounts {
  mealId: number;
  title: string;
}

export interface SlotPrep extends PrepCounts {
  slot: DeliverySlot;
  /** Orders counted in this slot. */
  orders: number;
}

export interface MealPrep {
  weekId: number;
  weekLabel: string;
  /** One row per meal picked, most cooked first. */
  meals: MealPrepLine[];
  /** Meals not picked yet (orders without a complete selection), counted by the order's default portion. */
  noSelection: PrepCounts & { orders: number };
  slots: SlotPrep[];
  total: PrepCounts & { orders: number };
}

interface PrepRow {
  mealId: number | null;
  title: string | null;
  slot: DeliverySlot;
  standard: number;
  large: number;
  orders: number;
  unselectedOrders: number;
}

const counts = (standard: number, large: number): PrepCounts => ({ standard, large, total: standard + large });

/**
 * The week's Meal Prep table. Picked meals count as they are (after the deadline's chef's
 * choice has run its picks are ordinary items); the rest of an order (`mealCount` minus its
 * items) counts as random meals in the order's default portion, a mixed plan's as standard
 * (what the chef's choice fills them with).
 */
export async function mealPrep(app: AppContext, weekRef: unknown): Promise<MealPrep> {
  const week = await getWeek(app, requireDatabaseId(weekRef, 'Week'));
  const rows = await app.prisma.$queryRaw<PrepRow[]>`
    WITH counted AS (
      SELECT o.id, o."mealCount", o."defaultPortionSize", o."deliverySlot"
        FROM "Order" o
       WHERE o."weekId" = ${week.id} AND ${willBeDelivered}
    ), picked AS (
      SELECT i."orderId", i."mealId", i."portionSize", c."deliverySlot"
        FROM "OrderItem" i JOIN counted c ON c.id = i."orderId"
    ), missing AS (
      SELECT c."deliverySlot", c."defaultPortionSize",
             greatest(c."mealCount" - coalesce(k.n, 0), 0)::int AS n
        FROM counted c
        LEFT JOIN (SELECT "orderId", count(*)::int AS n FROM picked GROUP BY "orderId") k ON k."orderId" = c.id
    )
    SELECT p."mealId", m.title, p."deliverySlot"::text AS slot,
           (count(*) FILTER (WHERE p."portionSize" = 'standard'))::int AS standard,
           (count(*) FILTER (WHERE p."portionSize" = 'large'))::int AS large,
           0 AS orders, 0 AS "unselectedOrders"
      FROM picked p JOIN "Meal" m ON m.id = p."mealId"
     GROUP BY p."mealId", m.title, p."deliverySlot"
    UNION ALL
    SELECT NULL, NULL, x."deliverySlot"::text,
           (coalesce(sum(x.n) FILTER (WHERE x."defaultPortionSize" <> 'large'), 0))::int,
           (coalesce(sum(x.n) FILTER (WHERE x."defaultPortionSize" = 'large'), 0))::int,
           count(*)::int, (count(*) FILTER (WHERE x.n > 0))::int
      FROM missing x
     GROUP BY x."deliverySlot"`;

  const meals = new Map<number, MealPrepLine>();
  const slots = new Map<DeliverySlot, SlotPrep>(
    DELIVERY_SLOTS.map((slot) => [slot, { slot, orders: 0, ...counts(0, 0) }]),
  );
  let random = { orders: 0, ...counts(0, 0) };
  for (const row of rows) {
    const slot = slots.get(row.slot)!;
    slot.standard += row.standard;
    slot.large += row.large;
    slot.total += row.standard + row.large;
    slot.orders += row.orders;
    if (row.mealId === null) {
      random = {
        orders: random.orders + row.unselectedOrders,
        ...counts(random.standard + row.standard, random.large + row.large),
      };
      continue;
    }
    const line = meals.get(row.mealId) ?? { mealId: row.mealId, title: row.title ?? '', ...counts(0, 0) };
    meals.set(row.mealId, { ...line, ...counts(line.standard + row.standard, line.large + row.large) });
  }
  const slotList = [...slots.values()];
  const standard = slotList.reduce((sum, slot) => sum + slot.standard, 0);
  const large = slotList.reduce((sum, slot) => sum + slot.large, 0);
  return {
    weekId: week.id,
    weekLabel: week.label,
    meals: [...meals.values()].sort((a, b) => b.total - a.total || a.title.localeCompare(b.title)),
    noSelection: random,
    slots: slotList,
    total: { orders: slotList.reduce((sum, slot) => sum + slot.orders, 0), ...counts(standard, large) },
  };
}

/** A cell a spreadsheet would run as a formula gets an apostrophe first (OWASP's CSV-injection advice). */
export const inert = (value: string): string => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

export const MEAL_PREP_CSV_COLUMNS = ['Meal', 'Standard', 'Large', 'Total'] as const;
export const NO_SELECTION_LABEL = 'No selection yet (random meals)';

export interface CsvFile {
  filename: string;
  content: string;
}

const fileSafe = (label: string) => label.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** The Meal Prep table as CSV: the meals, the no-selection row, each slot's total and the total. */
export async function mealPrepCsv(app: AppContext, weekRef: unknown): Promise<CsvFile> {
  const prep = await mealPrep(app, weekRef);
  const line = (label: string, c: PrepCounts) => [inert(label), c.standard, c.large, c.total];
  const content = stringify(
    [
      ...prep.meals.map((meal) => line(meal.title, meal)),
      line(NO_SELECTION_LABEL, prep.noSelection),
      ...prep.slots.map((slot) => line(`Total ${slot.slot}`, slot)),
      line('Total', prep.total),
    ],
    { header: true, columns: [...MEAL_PREP_CSV_COLUMNS], record_delimiter: 'windows' },
  );
  return { filename: `meal-prep-${fileSafe(prep.weekLabel)}.csv`, content };
}
