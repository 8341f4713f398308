// A customer's changes to their own orders from the account: meals one at a time or all at
// once, skip and unskip, delivery (count, portion, slot) and payment method, each until the
// week's deadline. Every change runs in one transaction that first locks the order row, so two
// concurrent adds cannot pass the meal count together and a checkout or the deadline job
// (which lock the same row) sees either all of a change or none of it.

import { z } from 'zod';
import type { AppContext } from '../../app.ts';
import type { Db } from '../../db/client.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { parseInput } from '../../lib/validation.ts';
import { loadPriceTable, quote } from '../pricing/index.ts';
import {
  editRefusal,
  isUnpaid,
  orderMessages,
  paymentRefusal,
  planStateOf,
  skipRefusal,
  statusForItems,
  unskipRefusal,
  type PlanState,
} from './orderRules.ts';
import type { OrderQuery } from './orders.service.ts';
import {
  assertMealsOnMenu,
  databaseId,
  deliverySlotSchema,
  mealCountSchema,
  portionSizeSchema,
  resolvePortion,
  resolvePortions,
  selectedMealSchema,
  tooManyMessage,
  wrongCountMessage,
} from './selection.ts';
import { adoptDeliveryAsDefaults } from '../subscriptions/index.ts';

type OrderRow<Q extends OrderQuery> = Prisma.OrderGetPayload<Q>;
type PriceTable = Awaited<ReturnType<typeof loadPriceTable>>;

const orderIdField = { orderId: databaseId('Order') };

const itemAddSchema = z.object({
  ...orderIdField,
  mealId: databaseId('Meal'),
  portionSize: selectedMealSchema.shape.portionSize,
});
const itemRemoveSchema = z.object({ ...orderIdField, itemId: databaseId('OrderItem') });
const selectionSaveSchema = z.object({
  ...orderIdField,
  items: z.array(selectedMealSchema, { error: 'Items must be a list of meals' }).nullish(),
});
const orderRefSchema = z.object(orderIdField);
const applyToFuture = z.boolean({ error: 'Apply to future must be true or false' }).nullish();
const deliverySchema = z.object({
  weekId: databaseId('Week'),
  mealCount: mealCountSchema,
  defaultPortionSize: portionSizeSchema,
  deliverySlot: deliverySlotSchema,
  applyToFuture,
});
const paymentSchema = z.object({
  ...orderIdField,
  // The old product also sent `credit_card` for a card.
  paymentMethod: z.preprocess(
    (value) => (value === 'credit_card' ? 'card' : value),
    z.enum(['card', 'instapay'], { error: 'Payment method must be card or instapay' }),
  ),
  applyToFuture,
});

/** The order as the rules read it, with the customer's plan. */
const lockedInclude = {
  week: true,
  items: { select: { id: true, mealId: true, portionSize: true }, orderBy: { id: 'asc' } },
  customer: { select: { subscription: { select: { status: true } } } },
} satisfies Prisma.OrderInclude;
type LockedOrder = Prisma.OrderGetPayload<{ include: typeof lockedInclude }>;

/**
 * Locks the customer's own order and reads it. Another customer's order, or an id that means
 * nothing, is not found: nobody learns whether it exists.
 */
async function lockOwnOrder(tx: Db, customerId: number, where: { id: number } | { weekId: number }) {
  const rows =
    'id' in where
      ? await tx.$queryRaw<{ id: number }[]>`
          SELECT id FROM "Order" WHERE id = ${where.id} AND "customerId" = ${customerId} FOR UPDATE`
      : await tx.$queryRaw<{ id: number }[]>`
          SELECT id FROM "Order" WHERE "weekId" = ${where.weekId} AND "customerId" = ${customerId} FOR UPDATE`;
  const id = rows[0]?.id;
  if (id === undefined) throw new NotFoundError(/*i18n*/ 'Order not found');
  const order = await tx.order.findUniqueOrThrow({ where: { id }, include: lockedInclude });
  return { order, plan: planStateOf(order.customer.subscription) };
}

function refuse(reason: string | null): void {
  if (reason) throw new ConflictError(reason);
}

/**
 * The amounts for the order's new shape. An unpaid order is repriced; a paid one keeps its
 * amounts, so a change that would alter them is refused.
 */
function priceFor(
  table: PriceTable,
  order: LockedOrder,
  shape: { mealCount: number; largeMeals: number },
): Prisma.OrderUpdateInput {
  const amounts = quote(table, { ...shape, isFirstSubscriptionOrder: order.isFirstSubscriptionOrder });
  if (!isUnpaid(order)) {
    // Referrals: what the credit paid and the friend's discount were part of the price too.
    const paid = order.totalPiasters + order.creditPiasters + order.referralDiscountPiasters;
    if (amounts.total !== paid) throw new ConflictError(orderMessages.paidPrice);
    return {};
  }
  return {
    subtotalPiasters: amounts.subtotal,
    discountPiasters: amounts.discount,
    deliveryFeePiasters: amounts.deliveryFee,
    totalPiasters: amounts.total,
  };
}

const largeCount = (items: { portionSize: string }[]) => items.filter((item) => item.portionSize === 'large').length;

/** The status and amounts of an order whose meals became `items` (its meal count unchanged). */
const forItems = (table: PriceTable, order: LockedOrder, items: { portionSize: string }[]) => ({
  status: statusForItems(items.length, order.mealCount),
  ...priceFor(table, order, { mealCount: order.mealCount, largeMeals: largeCount(items) }),
});

/** Runs `change` on the locked order and answers the order, read with `query`, in the same transaction. */
async function changeOrder<Q extends OrderQuery, R = undefined>(
  app: AppContext,
  customerId: number,
  where: { id: number } | { weekId: number },
  query: Q,
  change: (tx: Db, locked: { order: LockedOrder; plan: PlanState }) => Promise<R>,
): Promise<{ order: OrderRow<Q>; result: R }> {
  return app.prisma.$transaction(async (tx) => {
    const locked = await lockOwnOrder(tx, customerId, where);
    const result = await change(tx, locked);
    const order = await tx.order.findUniqueOrThrow({ ...query, where: { id: locked.order.id } });
    return { order: order as OrderRow<Q>, result };
  });
}

/** Adds one meal to the order, up to its meal count; the item's id comes back with the order. */
export async function addOrderItem<Q extends OrderQuery>(
  app: AppContext,
  customerId: number,
  input: unknown,
  query: Q,
) {
  const data = parseInput(itemAddSchema, input);
  const table = await loadPriceTable(app);
  const { order, result } = await changeOrder(app, customerId, { id: data.orderId }, query, async (tx, locked) => {
    const current = locked.order;
    refuse(editRefusal(current, locked.plan, app.now()));
    if (current.items.length >= current.mealCount) {
      throw ValidationError.forField('mealId', tooManyMessage(current.mealCount));
    }
    const portionSize = resolvePortion(current.defaultPortionSize, data.portionSize, ['portionSize']);
    await assertMealsOnMenu(tx, current.weekId, [{ mealId: data.mealId, portionSize }], 'items');
    const items = [...current.items, { portionSize }];
    const item = await tx.orderItem.create({ data: { orderId: current.id, mealId: data.mealId, portionSize } });
    await tx.order.update({ where: { id: current.id }, data: forItems(table, current, items) });
    return item.id;
  });
  return { order, itemId: result };
}

/** Takes one meal out of the order (the selection is then incomplete until another is added). */
export async function removeOrderItem<Q extends OrderQuery>(
  app: AppContext,
  customerId: number,
  input: unknown,
  query: Q,
) {
  const data = parseInput(itemRemoveSchema, input);
  const table = await loadPriceTable(app);
  const { order } = await changeOrder(app, customerId, { id: data.orderId }, query, async (tx, locked) => {
    const current = locked.order;
    refuse(editRefusal(current, locked.plan, app.now()));
    const items = current.items.filter((item) => item.id !== data.itemId);
    if (items.length === current.items.length) throw new NotFoundError(/*i18n*/ 'Meal not found in this order');
    await tx.orderItem.delete({ where: { id: data.itemId } });
    await tx.order.update({ where: { id: current.id }, data: forItems(table, current, items) });
  });
  return order;
}

/**
 * Saves the week's selection: with `items`, replaces the meals at once; without, confirms the
 * meals added one by one. Either way exactly the meal count is needed.
 */
export async function saveOrderSelection<Q extends OrderQuery>(
  app: AppContext,
  customerId: number,
  input: unknown,
  query: Q,
) {
  const data = parseInput(selectionSaveSchema, input);
  const table = await loadPriceTable(app);
  const { order } = await changeOrder(app, customerId, { id: data.orderId }, query, async (tx, locked) => {
    const current = locked.order;
    refuse(editRefusal(current, locked.plan, app.now()));
    const count = data.items ? data.items.length : current.items.length;
    if (count !== current.mealCount) {
      throw ValidationError.forField('items', wrongCountMessage(current.mealCount));
    }
    if (data.items) {
      const items = resolvePortions(current.defaultPortionSize, data.items, 'items');
      await assertMealsOnMenu(tx, current.weekId, items, 'items');
      const pricing = priceFor(table, current, { mealCount: current.mealCount, largeMeals: largeCount(items) });
      await tx.orderItem.deleteMany({ where: { orderId: current.id } });
      await tx.orderItem.createMany({ data: items.map((item) => ({ ...item, orderId: current.id })) });
      await tx.order.update({ where: { id: current.id }, data: { status: 'selected', ...pricing } });
      return;
    }
    await tx.order.update({ where: { id: current.id }, data: { status: 'selected' } });
  });
  return order;
}

export async function skipOrder<Q extends OrderQuery>(app: AppContext, customerId: number, input: unknown, query: Q) {
  const data = parseInput(orderRefSchema, input);
  const { order } = await changeOrder(app, customerId, { id: data.orderId }, query, async (tx, locked) => {
    refuse(skipRefusal(locked.order, locked.plan, app.now()));
    await tx.order.update({ where: { id: locked.order.id }, data: { status: 'skipped' } });
  });
  return order;
}

/** Back to the week's meals as they were: complete or still to finish. */
export async function unskipOrder<Q extends OrderQuery>(app: AppContext, customerId: number, input: unknown, query: Q) {
  const data = parseInput(orderRefSchema, input);
  const { order } = await changeOrder(app, customerId, { id: data.orderId }, query, async (tx, locked) => {
    const current = locked.order;
    refuse(unskipRefusal(current, locked.plan, app.now()));
    await tx.order.update({
      where: { id: current.id },
      data: { status: statusForItems(current.items.length, current.mealCount) },
    });
  });
  return order;
}

interface DeliveryShape {
  mealCount: number;
  defaultPortionSize: 'standard' | 'large' | 'mixed';
  deliverySlot: 'morning' | 'evening';
}

/**
 * Gives one locked order a new delivery shape. A new meal count or portion size starts the
 * week's meals over (as on the menu page); a new slot alone keeps them. A paid order may change
 * only its slot.
 */
async function reshapeOrder(tx: Db, table: PriceTable, order: LockedOrder, shape: DeliveryShape) {
  const reshaped = order.mealCount !== shape.mealCount || order.defaultPortionSize !== shape.defaultPortionSize;
  if (!reshaped) {
    if (order.deliverySlot !== shape.deliverySlot) {
      await tx.order.update({ where: { id: order.id }, data: { deliverySlot: shape.deliverySlot } });
    }
    return;
  }
  if (!isUnpaid(order)) throw new ConflictError(orderMessages.paidDelivery);
  const largeMeals = shape.defaultPortionSize === 'large' ? shape.mealCount : 0;
  await tx.orderItem.deleteMany({ where: { orderId: order.id } });
  await tx.order.update({
    where: { id: order.id },
    data: {
      ...shape,
      // A skipped week stays skipped with its new shape.
      status: order.status === 'skipped' ? 'skipped' : 'not_selected',
      ...priceFor(table, order, { mealCount: shape.mealCount, largeMeals }),
    },
  });
}

/** The customer's later orders that a change "for future weeks" reaches: still open, unpaid. */
async function lockFutureOrders(tx: Db, customerId: number, after: LockedOrder, now: Date) {
  const ids = await tx.$queryRaw<{ id: number }[]>`
    SELECT o.id FROM "Order" o JOIN "Week" w ON w.id = o."weekId"
    WHERE o."customerId" = ${customerId} AND w."startDate" > ${after.week.startDate}
      AND w."orderDeadline" > ${now} AND o.status <> 'cancelled'
      AND o."paymentStatus" IN ('pending', 'failed')
    ORDER BY w."startDate" FOR UPDATE OF o`;
  return tx.order.findMany({ where: { id: { in: ids.map((row) => row.id) } }, include: lockedInclude });
}

/**
 * Changes the week's meal count, portion size and slot (by week, as the old product's path
 * does); with `applyToFuture`, also every later open order and the subscription's defaults, so
 * weeks generated from now on follow.
 */
export async function updateOrderDelivery<Q extends OrderQuery>(
  app: AppContext,
  customerId: number,
  input: unknown,
  query: Q,
) {
  const data = parseInput(deliverySchema, input);
  const { mealCount, defaultPortionSize, deliverySlot } = data;
  const shape: DeliveryShape = { mealCount, defaultPortionSize, deliverySlot };
  const table = await loadPriceTable(app);
  const { order, result } = await changeOrder(app, customerId, { weekId: data.weekId }, query, async (tx, locked) => {
    refuse(editRefusal(locked.order, locked.plan, app.now()));
    await reshapeOrder(tx, table, locked.order, shape);
    if (!data.applyToFuture) return [];
    const future = await lockFutureOrders(tx, customerId, locked.order, app.now());
    for (const later of future) await reshapeOrder(tx, table, later, shape);
    // The subscriptions module owns its defaults (it reads ordering's rules face, not this one).
    const defaults = { mealCount, portionSize: defaultPortionSize, deliverySlot };
    await adoptDeliveryAsDefaults(tx, customerId, defaults);
    return future.map((later) => later.id);
  });
  return { order, futureOrderIds: result };
}

/** Changes how the order will be paid (subscriptions: card only), and optionally later orders'. */
export async function updateOrderPayment<Q extends OrderQuery>(
  app: AppContext,
  customerId: number,
  input: unknown,
  query: Q,
) {
  const data = parseInput(paymentSchema, input);
  const { order, result } = await changeOrder(app, customerId, { id: data.orderId }, query, async (tx, locked) => {
    refuse(paymentRefusal(locked.order, locked.plan, app.now()));
    const isSubscriptionOrder = locked.plan !== 'none' || locked.order.purchaseType === 'subscription';
    if (data.paymentMethod === 'instapay' && isSubscriptionOrder) {
      throw ValidationError.forField('paymentMethod', orderMessages.cardOnly);
    }
    const ids = [locked.order.id];
    if (data.applyToFuture) {
      ids.push(...(await lockFutureOrders(tx, customerId, locked.order, app.now())).map((later) => later.id));
    }
    await tx.order.updateMany({ where: { id: { in: ids } }, data: { paymentMethod: data.paymentMethod } });
    return ids.slice(1);
  });
  return { order, futureOrderIds: result };
}

/** Orders by id, the customer's own only (the payloads' `futureOrders`). */
export function findOwnOrders<Q extends OrderQuery>(app: AppContext, customerId: number, ids: number[], query: Q) {
  if (ids.length === 0) return Promise.resolve([] as OrderRow<Q>[]);
  return app.prisma.order.findMany({ ...query, where: { id: { in: ids }, customerId } }) as Promise<OrderRow<Q>[]>;
}
