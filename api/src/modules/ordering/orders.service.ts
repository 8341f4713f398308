// Orders: a customer's selection for one delivery week, priced by the server.
// One order per customer per week (a unique key); until it is paid it can be
// replaced, and nothing about it changes after the week's deadline.

import { z } from 'zod';
import type { AppContext } from '../../app.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.ts';
import { Prisma, type PaymentStatus } from '../../generated/prisma/client.ts';
import { parseInput } from '../../lib/validation.ts';
import { getWeek, weekIsLive } from '../catalog/menus.service.ts';
import { isBeforeDeadline } from '../catalog/weekRules.ts';
import type { Db } from '../catalog/weeks.service.ts';
import { quote } from '../pricing/pricing.ts';
import { loadPriceTable } from '../pricing/pricing.service.ts';
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
 * True when the customer has no other subscription order that was paid or is
 * being paid: then this order, checked out as a subscription (the default
 * choice), gets the first-subscription discount. Trial orders do not count.
 */
export async function isFirstSubscriptionOrderFor(db: Db, customerId: number, exceptOrderId?: number) {
  const earlier = await db.order.count({
    where: {
      customerId,
      purchaseType: 'subscription',
      paymentStatus: { in: ['processing', 'confirmed'] },
      ...(exceptOrderId ? { id: { not: exceptOrderId } } : {}),
    },
  });
  return earlier === 0;
}

/**
 * Creates the customer's order for a week from their selection, or replaces
 * their unpaid order for that week (items and amounts rewritten), in one
 * transaction. A paid or processing order is a ConflictError.
 */
export async function createOrderFromSelection(
  app: AppContext,
  customerId: number,
  input: unknown,
): Promise<OrderWithItems> {
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
          data: { customerId, weekId: week.id, ...fields, items: { create: items } },
          include: orderWithItems,
        });
      }
      // The conditional update locks the row, so a checkout starting now
      // waits for us, and one that already started makes this a conflict.
      const replaced = await tx.order.updateMany({
        where: { id: existing.id, paymentStatus: { in: REPLACEABLE_PAYMENT_STATUSES } },
        data: fields,
      });
      if (replaced.count !== 1) {
        throw new ConflictError('This week\'s order is already paid or being paid, so its meals can no longer be replaced.');
      }
      await tx.orderItem.deleteMany({ where: { orderId: existing.id } });
      await tx.orderItem.createMany({ data: items.map((item) => ({ ...item, orderId: existing.id })) });
      return tx.order.findUniqueOrThrow({ where: { id: existing.id }, include: orderWithItems });
    });

  try {
    return await write();
  } catch (error) {
    // Two first saves for the same week raced: the loser replaces the winner's order.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') return write();
    throw error;
  }
}

/**
 * The order awaiting checkout: the customer's most recently saved selection
 * that is unpaid and whose week is still before its deadline.
 */
export async function findPendingOrder(app: AppContext, customerId: number): Promise<OrderWithItems | null> {
  return app.prisma.order.findFirst({
    where: {
      customerId,
      status: 'selected',
      paymentStatus: 'pending',
      week: { orderDeadline: { gt: app.now() } },
    },
    orderBy: [{ updatedAt: 'desc' }, { id: 'desc' }],
    include: orderWithItems,
  });
}

export async function getPendingOrder(app: AppContext, customerId: number): Promise<OrderWithItems> {
  const order = await findPendingOrder(app, customerId);
  if (!order) throw new NotFoundError('No pending order');
  return order;
}

/** The customer's own order for a week; anybody else's is simply not found. */
export async function findOrderForWeek(
  app: AppContext,
  customerId: number,
  weekId: number,
): Promise<OrderWithItems | null> {
  return app.prisma.order.findUnique({
    where: { customerId_weekId: { customerId, weekId } },
    include: orderWithItems,
  });
}

export async function getOrderForWeek(app: AppContext, customerId: number, weekId: unknown): Promise<OrderWithItems> {
  const id = databaseId('Week').safeParse(weekId);
  const order = id.success ? await findOrderForWeek(app, customerId, id.data) : null;
  if (!order) throw new NotFoundError('Order not found');
  return order;
}

/** An order by its id, only if it is the customer's own (another's answers NotFound, never Forbidden). */
export async function getOwnOrder(app: AppContext, customerId: number, orderId: number): Promise<OrderWithItems> {
  const order = await app.prisma.order.findFirst({ where: { id: orderId, customerId }, include: orderWithItems });
  if (!order) throw new NotFoundError('Order not found');
  return order;
}
