// Starting a slot's delivery: recorded once per week and slot, and every order of the sheet
// hears "out for delivery" once (the notification's key is per order, so a second start or a
// retry writes nothing new).
import type { AppContext } from '../../app.ts';
import { recordAudit } from '../../lib/audit/index.ts';
import { notifyAll, sendDue } from '../notifications/index.ts';
import { deliverySheet, type DeliverySheet } from './deliverySheet.service.ts';

export const outForDeliveryKey = (orderId: number) => `out_for_delivery:order:${orderId}`;

/**
 * Records that the week's slot left the kitchen (the first start wins: a second one answers it
 * unchanged) and tells each customer on the sheet. Bad week or slot: the sheet's errors, nothing
 * written.
 */
export async function startDelivery(
  app: AppContext,
  adminId: number,
  weekRef: unknown,
  slot: unknown,
): Promise<DeliverySheet> {
  const sheet = await deliverySheet(app, weekRef, slot);
  if (sheet.startedAt) return sheet;
  const now = app.now();
  const orderIds = sheet.areas.flatMap((area) => area.deliveries.map((d) => d.orderId));
  const keys = await app.prisma.$transaction(async (tx) => {
    // Two admins starting at once: the unique (week, slot) lets only one through.
    const created = await tx.deliveryRun.createMany({
      data: [{ weekId: sheet.weekId, slot: sheet.slot, startedAt: now, startedByAdminId: adminId }],
      skipDuplicates: true,
    });
    if (created.count === 0) return [];
    const orders = await tx.order.findMany({
      where: { id: { in: orderIds } },
      select: { id: true, customer: { select: { id: true, name: true } } },
    });
    await notifyAll(
      tx,
      orders.map((order) => ({
        kind: 'out_for_delivery' as const,
        customerId: order.customer.id,
        key: outForDeliveryKey(order.id),
        params: { name: order.customer.name, slot: sheet.slot },
      })),
      now,
    );
    await recordAudit(tx, {
      adminId,
      action: 'deliveryRun.start',
      entityType: 'Week',
      entityId: sheet.weekId,
      changes: { slot: sheet.slot, orders: orders.length },
    });
    return orders.map((order) => outForDeliveryKey(order.id));
  });
  void sendDue(app, keys);
  return deliverySheet(app, sheet.weekId, sheet.slot);
}
