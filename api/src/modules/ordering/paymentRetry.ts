// A card payment that did not go through leaves its order payable at once: declined (the order's
// payment failed), expired, or abandoned (the customer came back from the hosted page without
// paying: the order is still "processing" with an attempt Paymob never answered). The pending
// order read shows such orders, the checkout and a new selection release an unfinished attempt,
// and `paymentRetryOf` says what the customer is told.

import type { Db } from '../../db/client.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { paymentRetryMessages } from '../../shared/rules.ts';

/** A card checkout of ours (reference `mb-…`) the provider has not answered yet. */
const unansweredCardAttempt = {
  provider: 'paymob',
  kind: 'order_charge',
  status: 'pending',
  reference: { startsWith: 'mb-' },
} satisfies Prisma.PaymentWhereInput;

/** An order whose card checkout is under way with no answer: the customer may have left the hosted page. */
export const unfinishedCardCheckoutWhere = {
  paymentStatus: 'processing',
  paymentMethod: 'card',
  payments: { some: unansweredCardAttempt },
} satisfies Prisma.OrderWhereInput;

/**
 * Releases the order's unanswered card attempt, in the caller's transaction: the Payment is
 * failed (`abandoned`), the order payable again (failed) and its trial reservation released.
 * A success Paymob still reports for it later confirms the order (the money was taken): see the
 * webhooks. Answers whether an attempt was released.
 */
export async function releaseUnfinishedCardCheckout(tx: Db, customerId: number, orderId: number): Promise<boolean> {
  const released = await tx.order.updateMany({
    where: { id: orderId, customerId, ...unfinishedCardCheckoutWhere },
    data: { paymentStatus: 'failed' },
  });
  if (released.count !== 1) return false;
  await tx.payment.updateMany({
    where: { orderId, ...unansweredCardAttempt },
    data: { status: 'failed', failureReason: 'abandoned' },
  });
  await tx.trialRedemption.deleteMany({ where: { orderId } });
  return true;
}

/** What `paymentRetryOf` reads: the order's state and its latest charge attempt. */
export const paymentRetrySelect = {
  paymentStatus: true,
  paymentMethod: true,
  payments: {
    where: { kind: 'order_charge' },
    orderBy: { id: 'desc' },
    take: 1,
    select: { status: true, failureReason: true, provider: true },
  },
} satisfies Prisma.OrderSelect;

export type PaymentRetryReason = 'declined' | 'expired' | 'abandoned' | 'unverified';

export interface PaymentRetry {
  reason: PaymentRetryReason;
  /** "Your last payment did not go through" */
  title: string;
  /** Why, and what to do, in the customer's words. */
  message: string;
  /** What the bank said of a declined card, when it said more than "declined" (in `message` too). */
  bankMessage: string | null;
}

/** Why the last payment of an order did not go through, or null when nothing went wrong. */
export function paymentRetryOf(
  order: Prisma.OrderGetPayload<{ select: typeof paymentRetrySelect }>,
): PaymentRetry | null {
  const last = order.payments[0];
  if (order.paymentStatus === 'processing') {
    if (order.paymentMethod === 'card' && last?.provider === 'paymob' && last.status === 'pending') {
      return retry('abandoned');
    }
    return null;
  }
  if (order.paymentStatus !== 'failed' || !last) return null;
  if (last.provider === 'instapay') return retry('unverified');
  if (last.failureReason === 'abandoned') return retry('abandoned');
  if (last.failureReason === 'expired_without_callback') return retry('expired');
  return retry('declined', last.provider === 'paymob' ? last.failureReason : null);
}

function retry(reason: PaymentRetryReason, providerMessage: string | null = null): PaymentRetry {
  return {
    reason,
    bankMessage: providerMessage && !/^declined$/i.test(providerMessage) ? providerMessage : null,
    title: paymentRetryMessages.title,
    message: reason === 'declined' ? paymentRetryMessages.declined(providerMessage) : paymentRetryMessages[reason](),
  };
}
