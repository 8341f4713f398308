// The back office's orders (admin specification, "Orders Management"): the Orders List with its
// filters and search, one order with its items, and the delivered flag an admin toggles (one
// order or a selection), each change audited and the customer told by e-mail.

import { z } from 'zod';
import type { AppContext } from '../../app.ts';
import { escapeLike } from '../../db/like.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import { parseDatabaseId } from '../../lib/ids.ts';
import { parseInput } from '../../lib/validation.ts';
import { DELIVERY_SLOTS, PAYMENT_METHODS } from '../../shared/rules.ts';
import { actorOf, auditedWrite, recordAudit, type Actor } from '../../lib/audit/index.ts';
import { publishOrderDelivered } from '../partnerWebhooks/index.ts';
import { notify, sendDue, weekParam } from '../notifications/index.ts';
import { deliveredMail } from './mails.ts';

export const ORDER_STATUSES = ['not_selected', 'selected', 'skipped', 'cancelled'] as const;
export const PAYMENT_STATUSES = ['pending', 'processing', 'confirmed', 'failed'] as const;

/** At most this many orders are marked delivered in one request. */
export const MAX_BULK_ORDERS = 100;

const oneOf = <T extends readonly [string, ...string[]]>(values: T, name: string) =>
  z.enum(values, { error: `${name} must be one of ${values.join(', ')}` });

/** A boolean as a query string carries it (`true`/`false`), or a real boolean from GraphQL. */
const booleanParam = (name: string) =>
  z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')], {
    error: `${name} must be true or false`,
  });

const idParam = (typename: string, name: string) =>
  z.unknown().transform((value, ctx) => {
    const id = parseDatabaseId(value, typename);
    if (id === null) {
      ctx.addIssue({ code: 'custom', message: `${name} is not valid` });
      return z.NEVER;
    }
    return id;
  });

/**
 * The Orders List's filters, as REST's query parameters and GraphQL's arguments both send them.
 * An unknown value is a ValidationError naming its parameter; an unknown parameter too (REST).
 */
export const orderFilterSchema = z
  .object({
    weekId: idParam('Week', 'weekId').optional(),
    status: oneOf(ORDER_STATUSES, 'status').optional(),
    paymentMethod: oneOf(PAYMENT_METHODS, 'paymentMethod').optional(),
    paymentStatus: oneOf(PAYMENT_STATUSES, 'paymentStatus').optional(),
    delivered: booleanParam('delivered').optional(),
    area: z.string().trim().min(1, 'area must not be empty').max(120, 'area is too long').optional(),
    slot: oneOf(DELIVERY_SLOTS, 'slot').optional(),
    search: z.string().trim().max(120, 'search is too long').optional(),
    /** Issue 24: orders the chef's choice could not fill (no meal of the week fits the profile). */
    noFittingMeals: booleanParam('noFittingMeals').optional(),
  })
  .strict();

export type OrderFilter = z.output<typeof orderFilterSchema>;

/** Drops absent (null or undefined) values, as GraphQL sends them, before the filters are read. */
const given = (raw: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(raw).filter(([, value]) => value !== null && value !== undefined && value !== ''));

/**
 * Checks the filters against the database too: the week and the area must exist (a typo in
 * either is a 400 or a 404, never an empty list that looks like "no orders").
 */
export async function parseOrderFilter(app: AppContext, raw: Record<string, unknown>): Promise<OrderFilter> {
  const filter = parseInput(orderFilterSchema, given(raw));
  const [week, area] = await Promise.all([
    filter.weekId === undefined
      ? null
      : app.prisma.week.findUnique({ where: { id: filter.weekId }, select: { id: true } }),
    filter.area === undefined
      ? null
      : app.prisma.neighborhood.findFirst({
          where: { name: { equals: filter.area, mode: 'insensitive' } },
          select: { name: true },
        }),
  ]);
  if (filter.weekId !== undefined && !week) throw new NotFoundError('Week not found');
  if (filter.area !== undefined && !area)
    throw ValidationError.forField('area', `area "${filter.area}" is not a known area`);
  return area ? { ...filter, area: area.name } : filter;
}

/** The Prisma filter: without a status, skipped orders are left out (the Orders List's default). */
export function orderWhere(filter: OrderFilter): Prisma.OrderWhereInput {
  const and: Prisma.OrderWhereInput[] = [];
  if (filter.weekId !== undefined) and.push({ weekId: filter.weekId });
  and.push(filter.status ? { status: filter.status } : { status: { not: 'skipped' } });
  if (filter.paymentMethod) and.push({ paymentMethod: filter.paymentMethod });
  if (filter.paymentStatus) and.push({ paymentStatus: filter.paymentStatus });
  if (filter.delivered !== undefined) and.push({ delivered: filter.delivered });
  if (filter.noFittingMeals !== undefined) and.push({ noFittingMealsAt: filter.noFittingMeals ? { not: null } : null });
  if (filter.slot) and.push({ deliverySlot: filter.slot });
  if (filter.area) {
    // The checkout's snapshot names the area; an order without one (a subscriber's weekly
    // order) is delivered to the customer's saved address.
    and.push({
      OR: [
        { deliveryAddress: { path: ['area'], equals: filter.area } },
        { deliveryAddress: { equals: Prisma.DbNull }, customer: { neighborhood: { name: filter.area } } },
      ],
    });
  }
  if (filter.search) {
    const contains = { contains: escapeLike(filter.search), mode: 'insensitive' as const };
    and.push({ customer: { OR: [{ name: contains }, { email: contains }, { phone: contains }] } });
  }
  return { AND: and };
}

/** Oldest first (the order they came in), so paging is stable. */
export async function listAdminOrders<Q extends Prisma.OrderFindManyArgs>(
  app: AppContext,
  filter: OrderFilter,
  query?: Q,
): Promise<Prisma.OrderGetPayload<Q>[]> {
  const orders = await app.prisma.order.findMany({ ...query, where: orderWhere(filter), orderBy: { id: 'asc' } });
  return orders as Prisma.OrderGetPayload<Q>[];
}

export function countAdminOrders(app: AppContext, filter: OrderFilter): Promise<number> {
  return app.prisma.order.count({ where: orderWhere(filter) });
}

/** What the admin REST list and detail read of an order. */
export const adminOrderInclude = {
  week: { select: { label: true } },
  customer: {
    select: {
      id: true,
      name: true,
      email: true,
      phone: true,
      addressName: true,
      street: true,
      building: true,
      floor: true,
      apartment: true,
      landmark: true,
      neighborhood: { select: { name: true } },
    },
  },
  paymentProof: { select: { key: true } },
} as const satisfies Prisma.OrderInclude;

export type AdminOrderRow = Prisma.OrderGetPayload<{ include: typeof adminOrderInclude }>;

export interface DeliveryAddress {
  name: string;
  street: string;
  building: string;
  floor: string;
  apartment: string;
  area: string;
  landmark: string;
  phone: string;
}

/** What `deliveryAddressOf` reads from an order row. */
export const addressSelect = {
  deliveryAddress: true,
  customer: { select: adminOrderInclude.customer.select },
} as const;

type AddressSource = Prisma.OrderGetPayload<{ select: typeof addressSelect }>;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The address the box goes to: checkout's snapshot, else the customer's saved address. */
export function deliveryAddressOf(order: AddressSource): DeliveryAddress {
  const snapshot = order.deliveryAddress;
  if (snapshot && typeof snapshot === 'object' && !Array.isArray(snapshot)) {
    const a = snapshot as Record<string, unknown>;
    return {
      name: text(a.name) || order.customer.name,
      street: text(a.street),
      building: text(a.building),
      floor: text(a.floor),
      apartment: text(a.apartment),
      area: text(a.area),
      landmark: text(a.landmark),
      phone: text(a.phone) || (order.customer.phone ?? ''),
    };
  }
  const c = order.customer;
  return {
    name: c.addressName || c.name,
    street: c.street,
    building: c.building,
    floor: c.floor,
    apartment: c.apartment,
    area: c.neighborhood?.name ?? '',
    landmark: c.landmark,
    phone: c.phone ?? '',
  };
}

/**
 * An order's items for an admin or for the customer who owns it; anyone else is told it does
 * not exist (a probe learns nothing).
 */
export async function listOrderItems(
  app: AppContext,
  viewer: { admin: unknown; customer: { id: number } | null },
  rawId: unknown,
) {
  const id = parseDatabaseId(rawId, 'Order');
  const order =
    id === null
      ? null
      : await app.prisma.order.findFirst({
          where: { id, ...(viewer.admin ? {} : { customerId: viewer.customer?.id ?? -1 }) },
          select: { id: true, items: { orderBy: { id: 'asc' }, include: { meal: true } } },
        });
  if (!order) throw new NotFoundError('Order not found');
  return order.items;
}

const deliveredInput = z.object({
  orderId: idParam('Order', 'orderId'),
  delivered: z.boolean({ error: 'delivered must be true or false' }),
});

const bulkInput = z.object({
  orderIds: z
    .array(idParam('Order', 'orderIds'), { error: 'orderIds must be a list of order ids' })
    .min(1, 'Choose at least one order')
    .max(MAX_BULK_ORDERS, `At most ${MAX_BULK_ORDERS} orders at once`),
});

export const NOT_DELIVERABLE =
  'Only an order that is going out can be marked delivered: not skipped or cancelled, and paid or awaiting InstaPay verification.';

/**
 * An order can be marked delivered when it is going out: not skipped or cancelled, and paid or
 * awaiting InstaPay verification (an unpaid checkout and a failed payment are not delivered).
 */
const deliverable: Prisma.OrderWhereInput = {
  status: { notIn: ['skipped', 'cancelled'] },
  paymentStatus: { in: ['confirmed', 'processing'] },
};

interface DeliveredChange {
  orderId: number;
  changed: boolean;
  /** The "delivered" notification's event key, when this change wrote one (sent after the commit). */
  notified?: string;
}

/**
 * Sets one order's delivered flag in a transaction with its audit row, its partners' webhook and
 * the customer's "delivered" notification (all commit with the change or not at all). The update
 * is conditional (only a row whose flag differs moves), so two admins at once change it, audit it
 * and notify the customer once. The actor is an admin or a partner key (deliveries:write).
 */
async function setDelivered(
  tx: Prisma.TransactionClient,
  app: AppContext,
  actor: number | Actor,
  orderId: number,
  delivered: boolean,
) {
  const moved = await tx.order.updateMany({
    where: { id: orderId, delivered: !delivered, ...(delivered ? deliverable : {}) },
    data: { delivered, deliveredAt: delivered ? app.now() : null },
  });
  if (moved.count === 1) {
    await recordAudit(tx, {
      ...actorOf(actor),
      action: 'order.delivered.update',
      entityType: 'Order',
      entityId: orderId,
      changes: { delivered },
    });
    if (!delivered) return { orderId, changed: true };
    await publishOrderDelivered(tx, orderId, app.now());
    return { orderId, changed: true, notified: await notifyDelivered(tx, app, orderId) };
  }
  const order = await tx.order.findUnique({
    where: { id: orderId },
    select: { delivered: true, status: true, paymentStatus: true },
  });
  if (!order) throw new NotFoundError('Order not found');
  if (order.delivered !== delivered) throw new ConflictError(NOT_DELIVERABLE);
  return { orderId, changed: false };
}

/** Writes an order's "delivered" notification in the transaction that marked it; answers its key. */
async function notifyDelivered(tx: Prisma.TransactionClient, app: AppContext, orderId: number) {
  const order = await tx.order.findUniqueOrThrow({
    where: { id: orderId },
    select: {
      mealCount: true,
      week: { select: { label: true, startDate: true, endDate: true } },
      customer: { select: { id: true, email: true, name: true, preferredLanguage: true } },
    },
  });
  const key = `delivered:order:${orderId}`;
  await notify(
    tx,
    {
      kind: 'delivered',
      customerId: order.customer.id,
      key,
      params: { name: order.customer.name, week: weekParam(order.week), mealCount: order.mealCount, orderId },
      mail: deliveredMail(app, { ...order.customer, week: order.week, mealCount: order.mealCount, orderId }),
    },
    app.now(),
  );
  return key;
}

/** Sends at once the committed notifications of the orders that became delivered (the dispatch job otherwise). */
const tellDelivered = (app: AppContext, changes: DeliveredChange[]) =>
  void sendDue(
    app,
    changes.flatMap((change) => (change.notified ? [change.notified] : [])),
  );

/** Mark Delivered / Mark Not Delivered on one order; answers the order read with `query`. */
export async function updateOrderDelivered<Q extends Prisma.OrderDefaultArgs>(
  app: AppContext,
  actor: number | Actor,
  rawInput: unknown,
  query?: Q,
): Promise<Prisma.OrderGetPayload<Q>> {
  const input = parseInput(deliveredInput, rawInput);
  const { change, order } = await app.prisma.$transaction(async (tx) => {
    const change = await setDelivered(tx, app, actor, input.orderId, input.delivered);
    const order = await tx.order.findUniqueOrThrow({ ...query, where: { id: input.orderId } });
    return { change, order };
  });
  tellDelivered(app, [change]);
  return order as Prisma.OrderGetPayload<Q>;
}

/**
 * Marks a selection of orders delivered, all or none (one refused order refuses the lot, naming
 * it); answers the orders read with `query`, in the order asked.
 */
export async function markOrdersDelivered<Q extends Prisma.OrderFindManyArgs>(
  app: AppContext,
  actor: number | Actor,
  rawInput: unknown,
  query?: Q,
): Promise<Prisma.OrderGetPayload<Q>[]> {
  const { orderIds } = parseInput(bulkInput, rawInput);
  const ids = [...new Set(orderIds)];
  const { changes, orders } = await auditedWrite(
    app,
    actor,
    async (tx) => {
      const changes: DeliveredChange[] = [];
      for (const id of ids) {
        try {
          changes.push(await setDelivered(tx, app, actor, id, true));
        } catch (error) {
          if (error instanceof ConflictError || error instanceof NotFoundError) {
            throw ValidationError.forField('orderIds', `Order ${id}: ${error.message}`);
          }
          throw error;
        }
      }
      const orders = await tx.order.findMany({ ...query, where: { id: { in: ids } } });
      return { changes, orders };
    },
    ({ changes }) => ({
      action: 'order.delivered.bulk',
      entityType: 'Order',
      changes: { delivered: true, orderIds: changes.map((change) => change.orderId) },
    }),
  );
  tellDelivered(app, changes);
  const byId = new Map(orders.map((order) => [(order as { id: number }).id, order]));
  return ids.map((id) => byId.get(id)!) as Prisma.OrderGetPayload<Q>[];
}
