// What a customer may still do with one of their orders, and why not. One copy for the
// mutations (which refuse with the reason) and the account's reads (which show the flags), so
// a button the account offers is never one the API refuses.

import type { OrderStatus, PaymentStatus, SubscriptionStatus } from '../../generated/prisma/client.ts';
import { isBeforeDeadline } from '../catalog/index.ts';
import { DEADLINE_PASSED_MESSAGE } from './selection.ts';

/** Where the customer's subscription stands: running, cancelled, or never started (trial only). */
export type PlanState = 'subscriber' | 'cancelled' | 'none';

export const planStateOf = (subscription: { status: SubscriptionStatus } | null | undefined): PlanState =>
  !subscription ? 'none' : subscription.status === 'active' ? 'subscriber' : 'cancelled';

/** The order's fields the rules read. */
export interface OrderState {
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  week: { orderDeadline: Date };
}

/** Payment states in which nothing has been paid or is being paid. */
export const UNPAID: readonly PaymentStatus[] = ['pending', 'failed'];
export const isUnpaid = (order: Pick<OrderState, 'paymentStatus'>) => UNPAID.includes(order.paymentStatus);

export const orderMessages = {
  deadlinePassed: DEADLINE_PASSED_MESSAGE,
  cancelled: /*i18n*/ 'This order was cancelled and can no longer be changed.',
  subscriptionNeeded: /*i18n*/ 'Subscription needed: resume your subscription to change this delivery.',
  skipped: /*i18n*/ 'This delivery is skipped. Unskip it to change it.',
  alreadySkipped: /*i18n*/ 'This delivery is already skipped.',
  notSkipped: /*i18n*/ 'This delivery is not skipped.',
  subscribersOnly: /*i18n*/ 'Only subscribers can skip a delivery.',
  paidNoSkip: /*i18n*/ 'This order is already paid or being paid, so it cannot be skipped.',
  paidPayment: /*i18n*/ 'This order is already paid or being paid, so its payment method can no longer change.',
  paidPrice: /*i18n*/ 'This order is already paid, so a change that alters its price is not possible.',
  paidDelivery: /*i18n*/ 'This order is already paid, so only its delivery slot can change.',
  cardOnly: /*i18n*/ 'Subscriptions are paid by card.',
} as const;

/** Why nothing about the order can change any more (deadline, cancelled order or subscription), or null. */
function frozenReason(order: OrderState, plan: PlanState, now: Date): string | null {
  if (!isBeforeDeadline(order.week, now)) return orderMessages.deadlinePassed;
  if (order.status === 'cancelled') return orderMessages.cancelled;
  if (plan === 'cancelled') return orderMessages.subscriptionNeeded;
  return null;
}

/** Meals and delivery (count, portion, slot): why they cannot change, or null. */
export function editRefusal(order: OrderState, plan: PlanState, now: Date): string | null {
  return frozenReason(order, plan, now) ?? (order.status === 'skipped' ? orderMessages.skipped : null);
}

/** Skipping is free until the deadline, for a subscriber's unpaid order. */
export function skipRefusal(order: OrderState, plan: PlanState, now: Date): string | null {
  const frozen = frozenReason(order, plan, now);
  if (frozen) return frozen;
  if (plan !== 'subscriber') return orderMessages.subscribersOnly;
  if (order.status === 'skipped') return orderMessages.alreadySkipped;
  if (!isUnpaid(order)) return orderMessages.paidNoSkip;
  return null;
}

export function unskipRefusal(order: OrderState, plan: PlanState, now: Date): string | null {
  const frozen = frozenReason(order, plan, now);
  if (frozen) return frozen;
  if (plan !== 'subscriber') return orderMessages.subscribersOnly;
  if (order.status !== 'skipped') return orderMessages.notSkipped;
  return null;
}

export function paymentRefusal(order: OrderState, plan: PlanState, now: Date): string | null {
  return (
    frozenReason(order, plan, now) ??
    (order.status === 'skipped' ? orderMessages.skipped : null) ??
    (isUnpaid(order) ? null : orderMessages.paidPayment)
  );
}

export interface OrderCapabilities {
  isDeadlinePassed: boolean;
  canEdit: boolean;
  canSkip: boolean;
  canUnskip: boolean;
  canChangePayment: boolean;
}

export function orderCapabilities(order: OrderState, plan: PlanState, now: Date): OrderCapabilities {
  return {
    isDeadlinePassed: !isBeforeDeadline(order.week, now),
    canEdit: editRefusal(order, plan, now) === null,
    canSkip: skipRefusal(order, plan, now) === null,
    canUnskip: unskipRefusal(order, plan, now) === null,
    // Offered only when there is a choice: a subscriber's orders are paid by card, nothing else.
    canChangePayment: paymentRefusal(order, plan, now) === null && plan !== 'subscriber',
  };
}

/** A selection is complete when it holds exactly the order's meal count. */
export const statusForItems = (itemCount: number, mealCount: number): OrderStatus =>
  itemCount === mealCount ? 'selected' : 'not_selected';
