import type { Prisma } from '../../generated/prisma/client.ts';
import { applyOrderCredit, decideReferralForOrder } from './referrals.service.ts';

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
    }
  }
  return { toCharge: orderIds.filter((id) => !covered.includes(id)), covered };
}
