import type { AppContext } from '../../app.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import {
  applyOrderCredit,
  decideReferralForOrder,
  isReferredFirstOrder,
  referralDiscountOf,
} from './referrals.service.ts';
import { publishOrderConfirmed } from '../partnerWebhooks/index.ts';

/** Orders (of these) whose customer was invited with a personal code and is not decided yet. */
const undecidedReferred = (orderIds: number[]) => ({
  id: { in: orderIds },
  customer: { invitationCode: { ownerCustomerId: { not: null } }, referredBy: null },
});

/**
 * The engine's weekly charge, in the transaction that wrote the orders' amounts: each order of a
 * customer with credit uses it first (its ledger entry beside the amounts), and an order the
 * credit covers whole is confirmed there without Paymob. Returns the ids still to charge.
 */
export async function applyCreditToCharges(
  tx: Prisma.TransactionClient,
  orderIds: number[],
  now: Date,
): Promise<{ toCharge: number[]; covered: number[] }> {
  if (orderIds.length === 0) return { toCharge: [], covered: [] };
  // A friend who subscribed without a paid checkout: their first weekly charge is their first order.
  const referred = await tx.order.findMany({
    where: undecidedReferred(orderIds),
    select: { id: true, customerId: true, totalPiasters: true, deliveryFeePiasters: true },
  });
  for (const order of referred) {
    if (!(await isReferredFirstOrder(tx, order.customerId, order.id))) continue;
    const discount = referralDiscountOf(order.totalPiasters - order.deliveryFeePiasters);
    if (discount <= 0) continue;
    // The amounts were just written without it (lockBatch), so this is added once.
    await tx.order.update({
      where: { id: order.id },
      data: {
        discountPiasters: { increment: discount },
        totalPiasters: { decrement: discount },
        referralDiscountPiasters: discount,
      },
    });
  }
  const orders = await tx.order.findMany({
    where: {
      id: { in: orderIds },
      OR: [{ customer: { creditPiasters: { gt: 0 } } }, { creditEntries: { some: {} } }],
    },
    select: { id: true, customerId: true, totalPiasters: true, creditPiasters: true },
    orderBy: { id: 'asc' },
  });
  const covered: number[] = [];
  for (const order of orders) {
    // The amounts were just written without credit (a re-run's too): the gross is what they say.
    const gross = order.totalPiasters;
    const credit = await applyOrderCredit(tx, order.customerId, order.id, gross);
    await tx.order.update({
      where: { id: order.id },
      data: {
        creditPiasters: credit,
        totalPiasters: gross - credit,
        ...(credit === gross ? { paymentStatus: 'confirmed' as const } : {}),
      },
    });
    if (credit === gross) {
      covered.push(order.id);
      await decideReferralForOrder(tx, order.id, now);
      await publishOrderConfirmed(tx, order.id, now);
    }
  }
  return { toCharge: orderIds.filter((id) => !covered.includes(id)), covered };
}

/**
 * After a chunk of weekly charges is recorded: a referred friend's first order confirmed there
 * decides their referral (once: one Referral row per friend). One read for the chunk; a
 * transaction only for the few orders of invited customers not yet decided.
 */
export async function decideReferralsAfterCharges(app: AppContext, confirmedOrderIds: number[]): Promise<void> {
  if (confirmedOrderIds.length === 0) return;
  const referred = await app.prisma.order.findMany({
    where: { ...undecidedReferred(confirmedOrderIds), paymentStatus: 'confirmed' },
    select: { id: true },
  });
  for (const order of referred) {
    await app.prisma.$transaction((tx) => decideReferralForOrder(tx, order.id, app.now()));
  }
}
