// Paymob's callbacks. The processed callback (POST) and the response callback (GET, the
// customer's redirect) are both verified by HMAC over the same transaction fields, and either
// moves a card payment: recorded once under one key per transaction and outcome (the
// ProviderEvent's unique key, in the same transaction as the state change), matched to the
// attempt by Paymob's order id (signed). Paymob does not promise the processed callback arrives
// before the customer does; whichever comes first applies the outcome, the other is a replay.

import type { AppContext } from '../../app.ts';
import { decideReferralForOrder, returnOrderCredit } from '../referrals/index.ts';
import type { Db } from '../../db/client.ts';
import { type Prisma } from '../../generated/prisma/client.ts';
import {
  transactionEventKey,
  verifyNotification,
  verifyRedirect,
  type PaymobCardTokenEvent,
  type PaymobTransactionEvent,
  type QueryInput,
} from '../../lib/paymob/index.ts';
import { ensureSubscriptionOrders } from '../subscriptions/index.ts';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { paymentGateway, RESULT_SCREEN_PATH, SUBSCRIPTION_TAB_PATH } from '../../lib/paymob/index.ts';
import { isUniqueViolation } from '../../db/prismaErrors.ts';
import { publishOrderConfirmed } from '../partnerWebhooks/index.ts';

/** What we did with a callback, for the log and the tests (Paymob is answered 200 either way). */
export type CallbackOutcome =
  'confirmed' | 'failed' | 'card_saved' | 'replayed' | 'unknown_payment' | 'amount_mismatch' | 'ignored';

/**
 * Records the event; false when it was recorded before (a replay). Inside the transaction that
 * applies it, so a replay racing the first delivery waits and then changes nothing.
 */
async function recordEvent(db: Db, eventId: string, paymentId: number | null, payload: Prisma.InputJsonObject) {
  try {
    await db.providerEvent.create({
      data: { provider: 'paymob', eventId, paymentId, payload, processedAt: new Date() },
    });
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/** Runs `apply` with the event recorded first; a replay (unique key taken) rolls back to nothing. */
async function once(
  app: AppContext,
  eventId: string,
  paymentId: number | null,
  payload: Prisma.InputJsonObject,
  apply: (tx: Prisma.TransactionClient) => Promise<CallbackOutcome>,
): Promise<CallbackOutcome> {
  try {
    return await app.prisma.$transaction(async (tx) => {
      if (!(await recordEvent(tx, eventId, paymentId, payload))) throw new Replay();
      return apply(tx);
    });
  } catch (error) {
    if (error instanceof Replay || isUniqueViolation(error)) return 'replayed';
    throw error;
  }
}

class Replay extends Error {}

/** What we keep of a transaction callback: no card number beyond the last four, no token. */
const transactionPayload = (event: PaymobTransactionEvent): Prisma.InputJsonObject => ({
  kind: event.kind,
  transactionId: event.transactionId,
  paymobOrderId: event.paymobOrderId,
  outcome: event.outcome,
  amountPiasters: event.amountPiasters,
  currency: event.currency,
  specialReference: event.specialReference,
  message: event.message,
  card: event.card ? { last4: event.card.last4, brand: event.card.brand } : null,
});

function findAttempt(app: AppContext, paymobOrderId: string) {
  return app.prisma.payment.findFirst({
    where: { provider: 'paymob', providerRef: paymobOrderId },
    include: {
      order: {
        select: { id: true, purchaseType: true, mealCount: true, defaultPortionSize: true, deliverySlot: true },
      },
    },
  });
}

type Attempt = NonNullable<Awaited<ReturnType<typeof findAttempt>>>;

/**
 * A paid subscription order starts (or restarts) the subscription from the order's plan, with
 * the card saved during the checkout if its token callback came first, and makes the customer a
 * subscriber.
 */
async function startSubscription(
  app: AppContext,
  tx: Prisma.TransactionClient,
  attempt: Pick<Attempt, 'customerId' | 'order'>,
) {
  const order = attempt.order!;
  const card = await tx.savedCard.findFirst({
    where: { customerId: attempt.customerId, isDefault: true },
    orderBy: { id: 'desc' },
    select: { id: true },
  });
  const plan = {
    status: 'active' as const,
    mealCount: order.mealCount,
    portionSize: order.defaultPortionSize,
    deliverySlot: order.deliverySlot,
    cancelledAt: null,
    ...(card ? { savedCardId: card.id } : {}),
  };
  await tx.subscription.upsert({
    where: { customerId: attempt.customerId },
    create: { customerId: attempt.customerId, ...plan },
    update: plan,
  });
  await tx.customer.update({ where: { id: attempt.customerId }, data: { userType: 'subscriber' } });
  // The live weeks' orders now, in this transaction: no wait for the engine's next run.
  await ensureSubscriptionOrders(app, { customerId: attempt.customerId, db: tx });
}

/** A subscription order paid without the provider (the credit covered it): the same start. */
export async function startSubscriptionInTx(
  app: AppContext,
  tx: Prisma.TransactionClient,
  customerId: number,
  orderId: number,
) {
  const order = await tx.order.findUniqueOrThrow({
    where: { id: orderId },
    select: { id: true, purchaseType: true, mealCount: true, defaultPortionSize: true, deliverySlot: true },
  });
  await startSubscription(app, tx, { customerId, order });
}

async function applyTransaction(app: AppContext, event: PaymobTransactionEvent): Promise<CallbackOutcome> {
  const attempt = await findAttempt(app, event.paymobOrderId);
  const payload = transactionPayload(event);
  if (!attempt || attempt.kind !== 'order_charge' || !attempt.order) {
    app.logger.warn({ paymobOrderId: event.paymobOrderId }, 'Paymob callback for no payment of ours');
    return 'unknown_payment';
  }
  if (event.amountPiasters !== attempt.amountPiasters || event.currency !== 'EGP') {
    // Refused: no state change. Recorded (so a replay is quiet) and flagged on the Payment.
    const outcome = await once(app, event.eventKey, attempt.id, payload, async (tx) => {
      await tx.payment.update({ where: { id: attempt.id }, data: { failureReason: 'amount_mismatch' } });
      return 'amount_mismatch';
    });
    app.logger.warn(
      {
        paymentId: attempt.id,
        expected: attempt.amountPiasters,
        received: event.amountPiasters,
        currency: event.currency,
      },
      'Paymob callback amount or currency does not match the payment: refused',
    );
    return outcome;
  }
  const orderId = attempt.order.id;
  return once(app, event.eventKey, attempt.id, payload, async (tx) => {
    if (event.outcome === 'succeeded') {
      await tx.payment.update({
        where: { id: attempt.id },
        data: { status: 'succeeded', failureReason: null },
      });
      const confirmed = await tx.order.updateMany({
        where: { id: orderId, paymentStatus: { in: ['processing', 'failed', 'pending'] } },
        data: { paymentStatus: 'confirmed', paymentMethod: 'card', purchaseType: attempt.order!.purchaseType },
      });
      if (confirmed.count === 0) {
        // Paid twice (an attempt the customer left, paid after all, and a later one): the money
        // came in twice for one order. Flagged on the Payment and logged for a refund by hand.
        await tx.payment.update({ where: { id: attempt.id }, data: { failureReason: 'paid_twice_refund_due' } });
        app.logger.error({ paymentId: attempt.id, orderId }, 'order paid twice: refund this payment');
      }
      if (confirmed.count === 1) {
        if (attempt.order!.purchaseType === 'trial') {
          // A decline released the trial; a later success on the same checkout takes it back.
          await tx.trialRedemption.upsert({
            where: { orderId },
            create: { customerId: attempt.customerId, orderId },
            update: {},
          });
        }
        if (attempt.order!.purchaseType === 'subscription') await startSubscription(app, tx, attempt);
        // A referred friend's first paid order credits the inviter (once, whatever races).
        await decideReferralForOrder(tx, orderId, app.now());
        await publishOrderConfirmed(tx, orderId, app.now());
      }
      return 'confirmed';
    }
    if (event.outcome === 'failed') {
      await tx.payment.updateMany({
        where: { id: attempt.id, status: 'pending' },
        data: { status: 'failed', failureReason: event.message ?? 'declined' },
      });
      // Only this attempt's processing order fails (not one a later attempt is paying); a
      // confirmed one stays confirmed.
      const failed = await tx.order.updateMany({
        where: {
          id: orderId,
          paymentStatus: 'processing',
          payments: { some: { id: attempt.id }, none: { id: { gt: attempt.id }, kind: 'order_charge' } },
        },
        data: { paymentStatus: 'failed' },
      });
      if (failed.count === 1) {
        await tx.trialRedemption.deleteMany({ where: { orderId } });
        await returnOrderCredit(tx, orderId);
      }
      return 'failed';
    }
    // Pending (3-D Secure under way) or a refund/void: recorded, nothing to change here.
    return 'ignored';
  });
}

async function applyCardToken(app: AppContext, event: PaymobCardTokenEvent): Promise<CallbackOutcome> {
  const attempt = await findAttempt(app, event.paymobOrderId);
  if (!attempt) {
    app.logger.warn({ paymobOrderId: event.paymobOrderId }, 'Paymob card token for no payment of ours');
    return 'unknown_payment';
  }
  const payload = { kind: event.kind, tokenId: event.tokenId, maskedPan: event.maskedPan, brand: event.brand };
  return once(app, event.eventKey, attempt.id, payload, async (tx) => {
    const card = await tx.savedCard.upsert({
      where: { provider_token: { provider: 'paymob', token: event.token } },
      create: {
        customerId: attempt.customerId,
        token: event.token,
        maskedPan: event.maskedPan,
        cardBrand: event.brand,
        isDefault: true,
      },
      update: { maskedPan: event.maskedPan, cardBrand: event.brand, isDefault: true },
    });
    await tx.savedCard.updateMany({
      where: { customerId: attempt.customerId, id: { not: card.id } },
      data: { isDefault: false },
    });
    // The transaction callback came first: the subscription it started takes this card.
    await tx.subscription.updateMany({ where: { customerId: attempt.customerId }, data: { savedCardId: card.id } });
    return 'card_saved';
  });
}

/**
 * Handles a POST to the notification URL: verifies it (a PaymobCallbackError for a missing or
 * wrong signature or a malformed body) and applies it once.
 */
export async function handlePaymobNotification(
  app: AppContext,
  body: unknown,
  query: QueryInput,
): Promise<CallbackOutcome> {
  const event = verifyNotification(paymentGateway(app).settings.hmacSecret, body, query);
  const outcome = event.kind === 'transaction' ? await applyTransaction(app, event) : await applyCardToken(app, event);
  app.logger.info({ callback: event.kind, eventKey: event.eventKey, outcome }, 'Paymob callback');
  return outcome;
}

/**
 * The customer's return from the hosted checkout: applies its signed outcome as the processed
 * callback would (a no-op when that came first), so the screens after it (`/account`'s guard
 * for a new subscriber) see the payment, and answers where to send the browser. A verified
 * success shows the success screen; anything else (a decline, a forged or broken query) the
 * failure one, and a forged or broken query changes nothing.
 */
export async function handlePaymobRedirect(app: AppContext, query: QueryInput): Promise<string> {
  let redirect;
  try {
    redirect = verifyRedirect(paymentGateway(app).settings.hmacSecret, query);
  } catch (error) {
    app.logger.warn({ reason: (error as Error).message }, 'Paymob response callback refused');
    return resultScreenPath(false, null);
  }
  const outcome = await applyTransaction(app, {
    ...redirect,
    kind: 'transaction',
    eventKey: transactionEventKey(redirect),
  });
  app.logger.info({ callback: 'redirect', transactionId: redirect.transactionId, outcome }, 'Paymob callback');
  const success = redirect.outcome === 'succeeded';
  const attempt = await findAttempt(app, redirect.paymobOrderId);
  if (attempt?.kind === 'card_verification') {
    // A new card for the subscription (a card update, or a subscription started without one):
    // back to the account's Subscription tab, which says what happened, never to the checkout.
    if (!success) {
      await app.prisma.payment.updateMany({
        where: { id: attempt.id, status: 'pending' },
        data: { status: 'failed', failureReason: redirect.message ?? 'declined' },
      });
    }
    return `${SUBSCRIPTION_TAB_PATH}&card=${success ? 'saved' : 'declined'}`;
  }
  return resultScreenPath(success, attempt?.orderId ?? null);
}

/**
 * The result screen's address. A verified success names the order (its GraphQL id, which the
 * screen reads as the signed-in owner to show the receipt); the query string never carries an
 * amount or anything else the screen would have to trust.
 */
function resultScreenPath(success: boolean, orderId: number | null): string {
  if (!success || orderId === null) return `${RESULT_SCREEN_PATH}?success=${success}`;
  return `${RESULT_SCREEN_PATH}?success=true&order=${encodeURIComponent(encodeGlobalID('Order', orderId))}`;
}
