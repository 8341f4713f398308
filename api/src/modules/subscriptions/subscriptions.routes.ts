import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app.ts';
import type { SavedCard, Subscription } from '../../generated/prisma/client.ts';
import { requireCustomerAnswer } from '../../http/requestContext.ts';
import {
  cancelSubscription,
  listPaymentMethods,
  pauseSubscription,
  resumeSubscription,
  startCardUpdate,
  startSubscription,
  subscriptionStatus,
  updateSubscriptionDefaults,
  type CardSetup,
} from './subscriptions.service.ts';
import { pickJson } from '../../http/rest.ts';

const withCard = { include: { savedCard: true } } as const;

function paymentMethodJson(card: SavedCard) {
  return { id: card.id, isDefault: card.isDefault, cardBrand: card.cardBrand, maskedPan: card.maskedPan };
}

/** A subscription as the old pages read its status, plus its defaults and card. */
function subscriptionJson(subscription: Subscription & { savedCard: SavedCard | null }) {
  return {
    id: subscription.id,
    subscriptionStatus: subscription.status,
    subscriptionCancelledAt: subscription.cancelledAt?.toISOString() ?? null,
    ...pickJson(subscription, ['cancelReason', 'cancelReasonText']),
    ...pickJson(subscription, ['mealCount', 'portionSize', 'deliverySlot']),
    startedAt: subscription.startedAt.toISOString(),
    paymentMethod: subscription.savedCard ? { ...paymentMethodJson(subscription.savedCard), isDefault: true } : null,
  };
}

/** Paymob's names, as the old client reads them (`public_key`, `client_secret`). */
const cardSetupJson = (setup: CardSetup) => ({
  public_key: setup.publicKey,
  client_secret: setup.clientSecret,
  intention_id: setup.intentionId,
  checkout_url: setup.checkoutUrl,
});

export function registerSubscriptionRoutes(server: FastifyInstance, app: AppContext): void {
  server.get('/api/user/subscription/status', async (request, reply) => {
    const customer = await requireCustomerAnswer(app, request, reply);
    return subscriptionStatus(app, customer.id);
  });

  server.post('/api/user/subscription/cancel', async (request, reply) => {
    const customer = await requireCustomerAnswer(app, request, reply);
    return subscriptionJson(await cancelSubscription(app, customer.id, withCard, request.body ?? null));
  });

  server.post('/api/user/subscription/pause', async (request, reply) => {
    const customer = await requireCustomerAnswer(app, request, reply);
    const orders = await pauseSubscription(app, customer.id, request.body ?? {});
    return {
      skippedWeeks: orders.map((order) => ({ id: order.week.id, label: order.week.label, orderId: order.id })),
    };
  });

  server.post('/api/user/subscription/resume', async (request, reply) => {
    const customer = await requireCustomerAnswer(app, request, reply);
    return subscriptionJson(await resumeSubscription(app, customer.id, withCard));
  });

  server.patch('/api/user/subscription/defaults', async (request, reply) => {
    const customer = await requireCustomerAnswer(app, request, reply);
    return subscriptionJson(await updateSubscriptionDefaults(app, customer.id, request.body, withCard));
  });

  server.post('/api/user/start-subscription', async (request, reply) => {
    const customer = await requireCustomerAnswer(app, request, reply);
    const { subscription, cardSetup } = await startSubscription(app, customer.id, request.body, withCard);
    return { ...subscriptionJson(subscription), cardSetup: cardSetup ? cardSetupJson(cardSetup) : null };
  });

  server.get('/api/payment-methods', async (request, reply) => {
    const customer = await requireCustomerAnswer(app, request, reply);
    return (await listPaymentMethods(app, customer.id)).map(paymentMethodJson);
  });

  server.post('/api/payment-methods/update', async (request, reply) => {
    const customer = await requireCustomerAnswer(app, request, reply);
    return cardSetupJson(await startCardUpdate(app, customer.id, request.body));
  });
}
