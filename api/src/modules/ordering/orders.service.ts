// Orders: a customer's selection for one delivery week, priced by the server.
// One order per customer per week (a unique key); until it is paid it can be
// replaced, and nothing about it changes after the week's deadline.

import { z } from 'zod';
import type { AppContext } from '../../app.ts';
import type { Db } from '../../db/client.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.ts';
import type { Prisma, PaymentStatus } from '../../generated/prisma/client.ts';
import { parseDatabaseId } from '../../lib/ids.ts';
import { parseInput } from '../../lib/validation.ts';
import { getWeek, isBeforeDeadline, mealRowsById, weekIsLive } from '../catalog/index.ts';
import { loadPriceTable, quote } from '../pricing/index.ts';
import {
  assertMealsOnMenu,
  databaseId,
  DEADLINE_PASSED_MESSAGE,
  deliverySlotSchema,
  mealCountSchema,
  portionSizeSchema,
  resolvePortions,
  selectedMealSchema,
  WEEK_CLOSED_MESSAGE,
  wrongCountMessage,
} from './selection.ts';
import { isUniqueViolation } from '../../db/prismaErrors.ts';
import {
  paymentRetryOf,
  paymentRetrySelect,
  releaseUnfinishedCardCheckout,
  unfinishedCardCheckoutWhere,
  type PaymentRetry,
} from './paymentRetry.ts';

const createSchema = z.object({
  weekId: databaseId('Week'),
  mealCount: mealCountSchema,
  defaultPortionSize: portionSizeSchema,
  deliverySlot: deliverySlotSchema,
  items: z.array(selectedMealSchema, { error: 'Items must be a list of meals' }),
});

export type OrderCreateInput = z.input<typeof createSchema>;

/** Payment states in which nothing has been paid or is being paid: the order may still be replaced. */
export const REPLACEABLE_PAYMENT_STATUSES: PaymentStatus[] = ['pending', 'failed'];

export const orderWithItems = {
  items: { orderBy: { id: 'asc' }, include: { meal: true } },
  week: true,
} satisfies Prisma.OrderInclude;

export type OrderWithItems = Prisma.OrderGetPayload<{ include: typeof orderWithItems }>;

/**
 * What an order read answers with: Pothos' `query` from a resolver, or by default the items
 * (with their meals) and the week, as the REST answers show them.
 */
export type OrderQuery = Prisma.OrderDefaultArgs;
const withItems = { include: orderWithItems } satisfies OrderQuery;
/** The row a read answers for its `query` (Prisma cannot follow a generic spread, so services say it). */
type OrderRow<Q extends OrderQuery> = Prisma.OrderGetPayload<Q>;

/**
 * True when the customer has no other subscription order that was paid or is
 * being paid: then this order, checked out as a subscription (the default
 * choice), gets the first-subscription discount. Trial orders do not count.
 */
export async function isFirstSubscriptionOrderFor(db: Db, customerId: number, exceptOrderId?: number) {
  const earlier = await db.order.count({
    where: { customerId, ...paidSubscriptionOrdersWhere, ...(exceptOrderId ? { id: { not: exceptOrderId } } : {}) },
  });
  return earlier === 0;
}

/** The orders that make a later subscription order not the first one. */
export const paidSubscriptionOrdersWhere = {
  purchaseType: 'subscription',
  paymentStatus: { in: ['processing', 'confirmed'] },
} satisfies Prisma.OrderWhereInput;

/**
 * A read that selects these with the order (the checkout screen's) knows whether it is the first
 * subscription order without a query: two rows tell whether one other than it exists.
 */
export const paidSubscriptionOrdersSelect = {
  customer: { select: { orders: { where: paidSubscriptionOrdersWhere, select: { id: true }, take: 2 } } },
} satisfies Prisma.OrderSelect;

/**
 * Creates the customer's order for a week from their selection, or replaces
 * their unpaid order for that week (items and amounts rewritten), in one
 * transaction. A paid or processing order is a ConflictError.
 */
export async function createOrderFromSelection<Q extends OrderQuery = typeof withItems>(
  app: AppContext,
  customerId: number,
  input: unknown,
  query: Q = withItems as Q,
): Promise<OrderRow<Q>> {
  const data = parseInput(createSchema, input);
  if (data.items.length !== data.mealCount) {
    throw ValidationError.forField('items', wrongCountMessage(data.mealCount));
  }
  const items = resolvePortions(data.defaultPortionSize, data.items, 'items');
  const week = await getWeek(app, data.weekId);
  if (!isBeforeDeadline(week, app.now())) throw ValidationError.forField('weekId', DEADLINE_PASSED_MESSAGE);
  if (!weekIsLive(app, week)) throw ValidationError.forField('weekId', WEEK_CLOSED_MESSAGE);
  const table = await loadPriceTable(app);

  const write = () =>
    app.prisma.$transaction(async (tx) => {
      await assertMealsOnMenu(tx, week.id, items, 'items');
      const existing = await tx.order.findUnique({
        where: { customerId_weekId: { customerId, weekId: week.id } },
        select: { id: true },
      });
      const isFirstSubscriptionOrder = await isFirstSubscriptionOrderFor(tx, customerId, existing?.id);
      const amounts = quote(table, {
        mealCount: data.mealCount,
        largeMeals: items.filter((item) => item.portionSize === 'large').length,
        isFirstSubscriptionOrder,
      });
      const fields = {
        status: 'selected' as const,
        paymentStatus: 'pending' as const,
        mealCount: data.mealCount,
        defaultPortionSize: data.defaultPortionSize,
        deliverySlot: data.deliverySlot,
        subtotalPiasters: amounts.subtotal,
        discountPiasters: amounts.discount,
        deliveryFeePiasters: amounts.deliveryFee,
        totalPiasters: amounts.total,
        isFirstSubscriptionOrder,
      };
      if (!existing) {
        return tx.order.create({
          ...query,
          data: { customerId, weekId: week.id, ...fields, items: { create: items } },
        });
      }
      // A card checkout the customer left without paying (Back from the hosted page) is
      // released first: picking meals again is never "being paid" for an abandoned attempt.
      await releaseUnfinishedCardCheckout(tx, customerId, existing.id);
      // The conditional update locks the row, so a checkout starting now
      // waits for us, and one that already started makes this a conflict.
      const replaced = await tx.order.updateMany({
        where: { id: existing.id, paymentStatus: { in: REPLACEABLE_PAYMENT_STATUSES } },
        data: fields,
      });
      if (replaced.count !== 1) {
        throw new ConflictError(
          /*i18n*/ "This week's order is already paid or being paid, so its meals can no longer be replaced.",
        );
      }
      await tx.orderItem.deleteMany({ where: { orderId: existing.id } });
      await tx.orderItem.createMany({ data: items.map((item) => ({ ...item, orderId: existing.id })) });
      return tx.order.findUniqueOrThrow({ ...query, where: { id: existing.id } });
    });

  try {
    return (await write()) as OrderRow<Q>;
  } catch (error) {
    // Two first saves for the same week raced: the loser replaces the winner's order.
    if (isUniqueViolation(error)) return (await write()) as OrderRow<Q>;
    throw error;
  }
}

/**
 * The order awaiting checkout: the customer's most recently saved selection
 * that is unpaid and whose week is still before its deadline. Unpaid includes a
 * declined or expired card payment (failed) and a card checkout the customer left
 * without paying (processing, Paymob never answered): each is paid again from the
 * checkout (`paymentRetryOf` says why).
 */
export function findPendingOrder<Q extends OrderQuery = typeof withItems>(
  app: AppContext,
  customerId: number,
  query: Q = withItems as Q,
): Promise<OrderRow<Q> | null> {
  const { where, orderBy } = pendingOrderArgs(app);
  return app.prisma.order.findFirst({
    ...query,
    where: { ...where, customerId },
    orderBy,
  }) as Promise<OrderRow<Q> | null>;
}

/** Which of a customer's orders is the pending one (`take: 1` of the customer's orders). */
export function pendingOrderArgs(app: AppContext) {
  return {
    where: {
      status: 'selected',
      week: { orderDeadline: { gt: app.now() } },
      OR: [{ paymentStatus: { in: REPLACEABLE_PAYMENT_STATUSES } }, unfinishedCardCheckoutWhere],
    },
    orderBy: [{ updatedAt: 'desc' }, { id: 'desc' }],
  } satisfies Prisma.OrderFindManyArgs;
}

/** An order's items without their meals (`withItemMeals` adds them from memory), and its week. */
const withItemsAndWeek = { include: { items: { orderBy: { id: 'asc' } }, week: true } } satisfies OrderQuery;

/**
 * An order as REST shows it (`OrderWithItems`), each item's meal from the catalogue in memory
 * (`mealRowsById`) rather than joined into the order's statement: a customer's reads of their
 * own orders are the hottest personal reads.
 */
export async function withItemMeals(
  app: AppContext,
  order: Prisma.OrderGetPayload<typeof withItemsAndWeek>,
): Promise<OrderWithItems> {
  const meals = await mealRowsById(
    app,
    order.items.map((item) => item.mealId),
  );
  return { ...order, items: order.items.map((item) => ({ ...item, meal: meals.get(item.mealId)! })) };
}

export async function getPendingOrder(
  app: AppContext,
  customerId: number,
): Promise<OrderWithItems & { paymentRetry: PaymentRetry | null }> {
  const order = await findPendingOrder(app, customerId, {
    include: { ...withItemsAndWeek.include, payments: paymentRetrySelect.payments },
  });
  if (!order) throw new NotFoundError(/*i18n*/ 'No pending order');
  const { payments, ...rest } = order;
  return { ...(await withItemMeals(app, rest)), paymentRetry: paymentRetryOf({ ...rest, payments }) };
}

/**
 * The customer's own order for a week (the week as a client names it: `parseDatabaseId`);
 * anybody else's, or a week id that means nothing, is simply not found.
 */
export async function findOrderForWeek<Q extends OrderQuery = typeof withItems>(
  app: AppContext,
  customerId: number,
  weekRef: unknown,
  query: Q = withItems as Q,
): Promise<OrderRow<Q> | null> {
  const weekId = parseDatabaseId(weekRef, 'Week');
  if (weekId === null) return null;
  const order = await app.prisma.order.findUnique({ ...query, where: { customerId_weekId: { customerId, weekId } } });
  return order as OrderRow<Q> | null;
}

export async function getOrderForWeek(app: AppContext, customerId: number, weekRef: unknown): Promise<OrderWithItems> {
  const order = await findOrderForWeek(app, customerId, weekRef, withItemsAndWeek);
  if (!order) throw new NotFoundError(/*i18n*/ 'Order not found');
  return withItemMeals(app, order);
}

/** An order by its id, only if it is the customer's own (another's answers NotFound, never Forbidden). */
export async function getOwnOrder(app: AppContext, customerId: number, orderId: number): Promise<OrderWithItems> {
  const order = await app.prisma.order.findFirst({ ...withItemsAndWeek, where: { id: orderId, customerId } });
  if (!order) throw new NotFoundError(/*i18n*/ 'Order not found');
  return withItemMeals(app, order);
}

/** The customer's orders, latest week first (their history and what is coming). */
export function listOwnOrders(app: AppContext, customerId: number): Promise<OrderWithItems[]> {
  return app.prisma.order.findMany({
    where: { customerId },
    include: orderWithItems,
    orderBy: [{ week: { startDate: 'desc' } }, { id: 'desc' }],
  });
}

/**
 * True when the customer has an order waiting for payment and nothing paid or being paid:
 * the old product's orders call answered 403 `requiresPayment`, sending them to checkout.
 */
export async function requiresPayment(app: AppContext, customerId: number): Promise<boolean> {
  const [paying, pending] = await Promise.all([
    app.prisma.order.count({ where: { customerId, paymentStatus: { in: ['processing', 'confirmed'] } } }),
    findPendingOrder(app, customerId, { select: { id: true } }),
  ]);
  return paying === 0 && pending !== null;
}

/** An order by the id a client sent (digits or a global ID), only if it is the customer's own. */
export async function getOwnOrderByRef(app: AppContext, customerId: number, ref: unknown): Promise<OrderWithItems> {
  const orderId = parseDatabaseId(ref, 'Order');
  if (orderId === null) throw new NotFoundError(/*i18n*/ 'Order not found');
  return getOwnOrder(app, customerId, orderId);
}
