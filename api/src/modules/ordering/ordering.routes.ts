import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app.ts';
import type { TempMealSelection } from '../../generated/prisma/client.ts';
import { responseCookies } from '../../http/cookies.ts';
import { pickJson, privateNoStore } from '../../http/rest.ts';
import { requireCustomerAnswer, viewerOf } from '../../http/requestContext.ts';
import { toPounds } from '../../lib/money.ts';
import { mealJson } from '../catalog/http.ts';
import {
  addOrderItem,
  removeOrderItem,
  saveOrderSelection,
  skipOrder,
  unskipOrder,
  updateOrderDelivery,
  updateOrderPayment,
} from './orderEdits.service.ts';
import {
  createOrderFromSelection,
  getOrderForWeek,
  getOwnOrderByRef,
  getPendingOrder,
  listOwnOrders,
  requiresPayment,
  orderWithItems,
  type OrderWithItems,
} from './orders.service.ts';
import { getTempSelection, saveTempSelection, selectedMealsOf } from './tempSelections.service.ts';

function tempSelectionJson(selection: TempMealSelection) {
  return {
    ...pickJson(selection, ['weekId', 'mealCount', 'portionSize']),
    selectedMeals: selectedMealsOf(selection),
    deliverySlot: selection.deliverySlot,
  };
}

/** An order as the old product's pages read it; amounts in whole EGP. */
export function orderJson(order: OrderWithItems) {
  return {
    id: order.id,
    weekId: order.weekId,
    weekLabel: order.week.label,
    orderDeadline: order.week.orderDeadline.toISOString(),
    status: order.status,
    isSkipped: order.status === 'skipped',
    ...pickJson(order, ['paymentStatus', 'paymentMethod', 'mealCount', 'defaultPortionSize', 'deliverySlot']),
    delivered: order.delivered,
    items: order.items.map((item) => ({
      ...pickJson(item, ['id', 'mealId', 'portionSize']),
      meal: mealJson(item.meal),
    })),
    subtotal: toPounds(order.subtotalPiasters),
    discount: toPounds(order.discountPiasters),
    deliveryFee: toPounds(order.deliveryFeePiasters),
    total: toPounds(order.totalPiasters),
    // Referrals: the credit used (total is after it) and the friend's first-order discount (in discount).
    credit: toPounds(order.creditPiasters),
    referralDiscount: toPounds(order.referralDiscountPiasters),
    isFirstSubscriptionOrder: order.isFirstSubscriptionOrder,
    purchaseType: order.purchaseType,
    createdAt: order.createdAt.toISOString(),
  };
}

/** One order with what checkout recorded: the delivery address snapshot and notes. */
function orderDetailsJson(order: OrderWithItems) {
  return { ...orderJson(order), deliveryAddress: order.deliveryAddress, deliveryNotes: order.deliveryNotes };
}

export function registerOrderingRoutes(server: FastifyInstance, app: AppContext): void {
  server.get('/api/temp/meal-selections', async (request, reply) => {
    privateNoStore(reply);
    return tempSelectionJson(await getTempSelection(app, await viewerOf(app, request)));
  });

  server.post('/api/temp/meal-selections', async (request, reply) => {
    privateNoStore(reply);
    const { selection, newVisitorKey } = await saveTempSelection(app, await viewerOf(app, request), request.body);
    if (newVisitorKey) responseCookies(app, reply).setVisitor(newVisitorKey);
    return tempSelectionJson(selection);
  });

  server.post('/api/orders', async (request, reply) => {
    const customer = await requireCustomerAnswer(app, request, reply);
    return orderJson(await createOrderFromSelection(app, customer.id, request.body));
  });

  server.get('/api/orders', async (request, reply) => {
    const customer = await requireCustomerAnswer(app, request, reply);
    if (await requiresPayment(app, customer.id)) {
      return reply.status(403).send({ message: 'Payment required', requiresPayment: true });
    }
    return (await listOwnOrders(app, customer.id)).map(orderJson);
  });

  server.get<{ Params: { id: string } }>('/api/orders/:id/details', async (request, reply) => {
    const customer = await requireCustomerAnswer(app, request, reply);
    return orderDetailsJson(await getOwnOrderByRef(app, customer.id, request.params.id));
  });

  server.get('/api/orders/pending', async (request, reply) => {
    const customer = await requireCustomerAnswer(app, request, reply);
    const order = await getPendingOrder(app, customer.id);
    return { ...orderJson(order), paymentRetry: order.paymentRetry };
  });

  server.get<{ Params: { weekId: string } }>('/api/orders/:weekId', async (request, reply) => {
    const customer = await requireCustomerAnswer(app, request, reply);
    return orderJson(await getOrderForWeek(app, customer.id, request.params.weekId));
  });

  registerOrderEditRoutes(server, app);
}

/** What the account's order edits answer: the order as the pages read it. */
const asJson = { include: orderWithItems };

type OrderParams = { Params: { orderId: string } };

/**
 * The account's edits of one order. The path names the order (or, for delivery, the week, as
 * the old product's path did); the body the change. Another customer's order is not found.
 */
function registerOrderEditRoutes(server: FastifyInstance, app: AppContext): void {
  const body = (request: { body: unknown }) => (request.body && typeof request.body === 'object' ? request.body : {});

  server.post<OrderParams>('/api/orders/:orderId/items', async (request, reply) => {
    const customer = await requireCustomerAnswer(app, request, reply);
    const input = { ...body(request), orderId: request.params.orderId };
    const { order, itemId } = await addOrderItem(app, customer.id, input, asJson);
    return { id: itemId, order: orderJson(order) };
  });

  server.delete<{ Params: { orderId: string; itemId: string } }>(
    '/api/orders/:orderId/items/:itemId',
    async (request, reply) => {
      const customer = await requireCustomerAnswer(app, request, reply);
      const { orderId, itemId } = request.params;
      return orderJson(await removeOrderItem(app, customer.id, { orderId, itemId }, asJson));
    },
  );

  server.post<OrderParams>('/api/orders/:orderId/save-selection', async (request, reply) => {
    const customer = await requireCustomerAnswer(app, request, reply);
    const input = { ...body(request), orderId: request.params.orderId };
    return orderJson(await saveOrderSelection(app, customer.id, input, asJson));
  });

  for (const [action, change] of [
    ['skip', skipOrder],
    ['unskip', unskipOrder],
  ] as const) {
    server.patch<OrderParams>(`/api/orders/:orderId/${action}`, async (request, reply) => {
      const customer = await requireCustomerAnswer(app, request, reply);
      return orderJson(await change(app, customer.id, { orderId: request.params.orderId }, asJson));
    });
  }

  // The old product's path names the week here, not the order.
  server.patch<OrderParams>('/api/orders/:orderId/delivery', async (request, reply) => {
    const customer = await requireCustomerAnswer(app, request, reply);
    const input = { ...body(request), weekId: request.params.orderId };
    const { order, futureOrderIds } = await updateOrderDelivery(app, customer.id, input, asJson);
    return { ...orderJson(order), futureOrderIds };
  });

  server.patch<OrderParams>('/api/orders/:orderId/payment', async (request, reply) => {
    const customer = await requireCustomerAnswer(app, request, reply);
    const input = { ...body(request), orderId: request.params.orderId };
    const { order, futureOrderIds } = await updateOrderPayment(app, customer.id, input, asJson);
    return { ...orderJson(order), futureOrderIds };
  });
}
