// The events the product's modules emit, built from the rows they changed: each call site
// passes an id inside its own transaction and this module reads what the body needs (the
// emitting modules stay one line long, and this module never imports them). Bodies have
// exactly the keys of PARTNER_EVENTS' examples; ids are GraphQL global IDs.

import { encodeGlobalID } from '@pothos/plugin-relay';
import type { Db } from '../../db/client.ts';
import { publishPartnerEvent } from './deliveries.service.ts';

const day = (date: Date) => date.toISOString().slice(0, 10);

/** `order.confirmed` once an order's payment is confirmed (card, InstaPay, credit, weekly charge). */
export async function publishOrderConfirmed(db: Db, orderId: number, now: Date): Promise<void> {
  const order = await db.order.findUniqueOrThrow({
    where: { id: orderId },
    select: {
      weekId: true,
      deliverySlot: true,
      mealCount: true,
      defaultPortionSize: true,
      totalPiasters: true,
      paymentMethod: true,
      week: { select: { deliveryDate: true } },
    },
  });
  await publishPartnerEvent(
    db,
    'order.confirmed',
    {
      orderId: encodeGlobalID('Order', orderId),
      weekId: encodeGlobalID('Week', order.weekId),
      deliveryDate: day(order.week.deliveryDate),
      slot: order.deliverySlot,
      mealCount: order.mealCount,
      portion: order.defaultPortionSize,
      totalPiasters: order.totalPiasters,
      paymentMethod: order.paymentMethod ?? 'card',
    },
    now,
  );
}

/** `order.confirmed` for each order a weekly charge run confirmed (the engine records them in one statement). */
export async function publishOrdersConfirmed(db: Db, orderIds: number[], now: Date): Promise<void> {
  for (const orderId of orderIds) await publishOrderConfirmed(db, orderId, now);
}

/** `order.delivered` when an order is marked delivered. */
export async function publishOrderDelivered(db: Db, orderId: number, now: Date): Promise<void> {
  const order = await db.order.findUniqueOrThrow({
    where: { id: orderId },
    select: { weekId: true, deliverySlot: true, deliveredAt: true, week: { select: { deliveryDate: true } } },
  });
  await publishPartnerEvent(
    db,
    'order.delivered',
    {
      orderId: encodeGlobalID('Order', orderId),
      weekId: encodeGlobalID('Week', order.weekId),
      deliveryDate: day(order.week.deliveryDate),
      slot: order.deliverySlot,
      deliveredAt: (order.deliveredAt ?? now).toISOString(),
    },
    now,
  );
}

/** `menu.published` when a week's menu becomes choosable. */
export async function publishMenuPublished(db: Db, weekId: number, now: Date): Promise<void> {
  const week = await db.week.findUniqueOrThrow({
    where: { id: weekId },
    select: {
      startDate: true,
      endDate: true,
      orderDeadline: true,
      menu: { where: { isAvailable: true }, select: { mealId: true }, orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }] },
    },
  });
  await publishPartnerEvent(
    db,
    'menu.published',
    {
      weekId: encodeGlobalID('Week', weekId),
      startDate: day(week.startDate),
      endDate: day(week.endDate),
      orderDeadline: week.orderDeadline.toISOString(),
      mealIds: week.menu.map((item) => encodeGlobalID('Meal', item.mealId)),
    },
    now,
  );
}

/** `subscription.cancelled` when a subscriber (one subscription per customer) cancels. */
export async function publishSubscriptionCancelled(db: Db, customerId: number, now: Date): Promise<void> {
  const subscription = await db.subscription.findUniqueOrThrow({
    where: { customerId },
    select: { id: true, customerId: true, cancelledAt: true },
  });
  await publishPartnerEvent(
    db,
    'subscription.cancelled',
    {
      subscriptionId: encodeGlobalID('Subscription', subscription.id),
      customerId: encodeGlobalID('Customer', subscription.customerId),
      cancelledAt: (subscription.cancelledAt ?? now).toISOString(),
    },
    now,
  );
}
