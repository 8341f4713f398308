// The orders back office's REST paths (admin specification §7): the orders list with its filters
// as query parameters, the delivered flag, and an order's items (admins and the order's owner).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app.ts';
import { pickJson, privateNoStore } from '../../http/rest.ts';
import { requireAdminOrPartnerAnswer, viewerOf } from '../../http/requestContext.ts';
import { AuthenticationError } from '../../errors.ts';
import { toPounds } from '../../lib/money.ts';
import { parseInput } from '../../lib/validation.ts';
import { mealJson } from '../catalog/http.ts';
import {
  adminOrderInclude,
  countAdminOrders,
  deliveryAddressOf,
  listAdminOrders,
  listOrderItems,
  parseOrderFilter,
  updateOrderDelivered,
  type AdminOrderRow,
} from './orders.service.ts';

/** `?limit=` (1-100, default 100) and `?offset=`; the total is in `X-Total-Count`. */
const pageQuery = z.object({
  limit: z.coerce.number({ error: 'limit must be a number' }).int().min(1).max(100).default(100),
  offset: z.coerce.number({ error: 'offset must be a number' }).int().min(0).default(0),
});

/** An order as the specification's Order entity names it (amounts in whole EGP), plus its customer. */
export function adminOrderJson(order: AdminOrderRow) {
  return {
    id: order.id,
    userId: order.customerId,
    weekId: order.weekId,
    weekLabel: order.week.label,
    ...pickJson(order, ['status', 'mealCount', 'defaultPortionSize']),
    total: toPounds(order.totalPiasters),
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    paymentConfirmationImage: order.paymentProof ? `/uploads/${order.paymentProof.key}` : null,
    delivered: order.delivered,
    // JSON text, as the specification's entity holds it.
    deliveryAddress: JSON.stringify(deliveryAddressOf(order)),
    deliveryNotes: order.deliveryNotes,
    deliverySlot: order.deliverySlot,
    createdAt: order.createdAt.toISOString(),
    user: pickJson(order.customer, ['id', 'name', 'email', 'phone']),
  };
}

type WithId = { Params: { id: string } };

export function registerFulfilmentRoutes(server: FastifyInstance, app: AppContext): void {
  server.get('/api/admin/orders', async (request, reply) => {
    await requireAdminOrPartnerAnswer(app, request, reply, 'orders:read');
    const { limit, offset, ...rest } = request.query as Record<string, unknown>;
    const page = parseInput(pageQuery, { limit, offset });
    const filter = await parseOrderFilter(app, rest);
    const [orders, total] = await Promise.all([
      listAdminOrders(app, filter, { take: page.limit, skip: page.offset, include: adminOrderInclude }),
      countAdminOrders(app, filter),
    ]);
    reply.header('x-total-count', String(total));
    return orders.map(adminOrderJson);
  });

  server.patch<WithId>('/api/admin/orders/:id', async (request, reply) => {
    // A partner key with deliveries:write too; the audit records the key as the actor.
    const actor = await requireAdminOrPartnerAnswer(app, request, reply, 'deliveries:write');
    const body = (request.body ?? {}) as Record<string, unknown>;
    const input = { delivered: body.delivered, orderId: request.params.id };
    return adminOrderJson(await updateOrderDelivered(app, actor, input, { include: adminOrderInclude }));
  });

  server.get<WithId>('/api/orders/:id/items', async (request, reply) => {
    privateNoStore(reply);
    const viewer = await viewerOf(app, request);
    if (!viewer.admin && !viewer.customer) throw new AuthenticationError('Not authenticated');
    const items = await listOrderItems(app, viewer, request.params.id);
    return items.map((item) => ({
      ...pickJson(item, ['id', 'orderId', 'mealId', 'portionSize']),
      meal: mealJson(item.meal),
    }));
  });
}
