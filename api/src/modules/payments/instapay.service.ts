// InstaPay verification: an admin looks at the customer's transfer screenshot and marks the
// payment received (confirmed) or failed. Only an InstaPay order still being verified moves.

import { z } from 'zod';
import type { AppContext } from '../../app.ts';
import { decideReferralForOrder, returnOrderCredit } from '../referrals/index.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import { parseInput } from '../../lib/validation.ts';
import { recordAudit } from '../../lib/audit/index.ts';
import { publicRowsMemo } from '../../lib/publicChanges/index.ts';
import { databaseId, orderWithItems, type OrderQuery, type OrderWithItems } from '../ordering/index.ts';
import { publishOrderConfirmed } from '../partnerWebhooks/index.ts';
import { notify, sendDue } from '../notifications/index.ts';
import { instapayVerdictMail } from './instapayMails.ts';

const updateSchema = z.object({
  orderId: databaseId('Order'),
  paymentStatus: z.enum(['confirmed', 'failed'], { error: 'Payment status must be confirmed or failed' }),
});

export const NOT_BEING_VERIFIED = 'Only an InstaPay payment being verified can be marked received or failed.';
export const CARD_ORDER = 'This order was paid by card: only an InstaPay payment can be marked received or failed.';
export const ALREADY_DECIDED = (status: string) =>
  `This InstaPay payment is already ${status === 'confirmed' ? 'marked received' : 'marked failed'}.`;

/**
 * Moves an InstaPay order from processing to confirmed or failed, with its Payment and (on
 * failure) the trial reservation released, and one audit row, in one transaction.
 */
export async function updateInstapayPaymentStatus<O = OrderWithItems>(
  app: AppContext,
  adminId: number,
  rawInput: unknown,
  query: OrderQuery = { include: orderWithItems },
): Promise<O> {
  const input = parseInput(updateSchema, rawInput);
  const { order, key } = await app.prisma.$transaction(async (tx) => {
    // Conditional: of two admins marking the same order at once, the second finds it moved.
    const moved = await tx.order.updateMany({
      where: { id: input.orderId, paymentMethod: 'instapay', paymentStatus: 'processing' },
      data: { paymentStatus: input.paymentStatus },
    });
    if (moved.count !== 1) {
      const current = await tx.order.findUnique({
        where: { id: input.orderId },
        select: { paymentMethod: true, paymentStatus: true },
      });
      if (!current) throw new NotFoundError('Order not found');
      if (current.paymentMethod !== 'instapay') throw new ConflictError(CARD_ORDER);
      if (current.paymentStatus === 'confirmed' || current.paymentStatus === 'failed') {
        throw new ConflictError(ALREADY_DECIDED(current.paymentStatus));
      }
      throw new ConflictError(NOT_BEING_VERIFIED);
    }
    await tx.payment.updateMany({
      where: { orderId: input.orderId, provider: 'instapay', status: 'pending' },
      data: {
        status: input.paymentStatus === 'confirmed' ? 'succeeded' : 'failed',
        failureReason: input.paymentStatus === 'failed' ? 'rejected_by_admin' : null,
      },
    });
    if (input.paymentStatus === 'failed') {
      await tx.trialRedemption.deleteMany({ where: { orderId: input.orderId } });
      await returnOrderCredit(tx, input.orderId);
    } else {
      await decideReferralForOrder(tx, input.orderId, app.now());
      await publishOrderConfirmed(tx, input.orderId, app.now());
    }
    await recordAudit(tx, {
      adminId,
      action: 'order.paymentStatus.update',
      entityType: 'Order',
      entityId: input.orderId,
      changes: { paymentStatus: input.paymentStatus },
    });
    const notice = await tx.order.findUniqueOrThrow({
      where: { id: input.orderId },
      select: {
        totalPiasters: true,
        week: { select: { label: true, startDate: true, endDate: true } },
        customer: { select: { id: true, email: true, name: true, preferredLanguage: true } },
      },
    });
    const kind = input.paymentStatus === 'confirmed' ? 'instapay_received' : 'instapay_failed';
    const key = `${kind}:order:${input.orderId}`;
    await notify(
      tx,
      {
        kind,
        customerId: notice.customer.id,
        key,
        params: { name: notice.customer.name, amountPiasters: notice.totalPiasters },
        mail: instapayVerdictMail(app, {
          ...notice.customer,
          week: notice.week,
          totalPiasters: notice.totalPiasters,
          verdict: input.paymentStatus,
        }),
      },
      app.now(),
    );
    return { order: await tx.order.findUniqueOrThrow({ ...query, where: { id: input.orderId } }), key };
  });
  void sendDue(app, [key]);
  app.logger.info({ orderId: input.orderId, paymentStatus: input.paymentStatus, adminId }, 'InstaPay payment marked');
  return order as O;
}

// --- whom to pay: the recipient a super admin sets

/** The `Setting` row holding the InstaPay recipient shown at checkout. */
export const INSTAPAY_RECIPIENT_SETTING_KEY = 'instapayRecipient';

export interface InstapayRecipient {
  /** The InstaPay address (IPA) transfers go to, e.g. `mealbox@instapay`. */
  address: string;
  /** The account holder's name InstaPay shows the sender. */
  accountName: string;
}

const recipientSchema = z.object({
  address: z
    .string({ error: 'InstaPay address is required' })
    .trim()
    .min(3, 'InstaPay address is required')
    .max(100, 'InstaPay address: at most 100 characters')
    .regex(/^[A-Za-z0-9._-]+@instapay$/i, 'InstaPay address must look like name@instapay'),
  accountName: z
    .string({ error: 'Account name is required' })
    .trim()
    .min(2, 'Account name is required')
    .max(100, 'Account name: at most 100 characters'),
});

/** What a change of the recipient announces, so every replica's memo drops it. */
const RECIPIENT_TYPENAME = 'InstapayRecipient';

/**
 * The recipient set in the back office, or null until a super admin sets one. Screens read it from
 * memory until a change is announced (as the public reads are); a checkout reads the row itself.
 */
export async function getInstapayRecipient(
  app: AppContext,
  { fresh = false }: { fresh?: boolean } = {},
): Promise<InstapayRecipient | null> {
  const read = async () => {
    const row = await app.prisma.setting.findUnique({ where: { key: INSTAPAY_RECIPIENT_SETTING_KEY } });
    const parsed = recipientSchema.safeParse(row?.value);
    return { recipient: parsed.success ? parsed.data : null };
  };
  if (fresh) return (await read()).recipient;
  const memo = publicRowsMemo<{ recipient: InstapayRecipient | null }>(app.publicChanges, {
    typename: RECIPIENT_TYPENAME,
    ttlMs: app.config.PUBLIC_CACHE_TTL_MS,
  });
  return (await memo.get('recipient', read)).recipient;
}

/** A super admin sets whom InstaPay transfers go to; audited in the same transaction. */
export async function updateInstapayRecipient(
  app: AppContext,
  adminId: number,
  rawInput: unknown,
): Promise<InstapayRecipient> {
  const recipient = parseInput(recipientSchema, rawInput);
  await app.prisma.$transaction(async (tx) => {
    await tx.setting.upsert({
      where: { key: INSTAPAY_RECIPIENT_SETTING_KEY },
      create: { key: INSTAPAY_RECIPIENT_SETTING_KEY, value: { ...recipient } },
      update: { value: { ...recipient } },
    });
    await recordAudit(tx, {
      adminId,
      action: 'setting.instapayRecipient.update',
      entityType: 'Setting',
      entityId: null,
      changes: { ...recipient },
    });
  });
  await app.publicChanges.publish([{ typename: RECIPIENT_TYPENAME }]);
  return recipient;
}
