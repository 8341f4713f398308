// Customers invite friends. A customer's personal code is an InvitationCode
// row with an owner, so eligibility, registration (the atomic use count), maxUses and the admin's
// code list work for it unchanged. The friend gets 10 % off their first order; when that order's
// payment is confirmed the inviter gets EGP 100 in a credit ledger, which the next charge uses
// first. Decisions: docs/decisions/2026-11-29-referrals.md.

import { randomInt } from 'node:crypto';
import { DateTime } from 'luxon';
import type { AppContext } from '../../app.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/prismaErrors.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { recordAudit } from '../../lib/audit/index.ts';
import { requireDatabaseId } from '../../lib/ids.ts';
import { BUSINESS_TIME_ZONE } from '../../lib/weekRules/index.ts';
import { notify } from '../notifications/index.ts';

/** EGP 100, to the inviter, per friend whose first order is paid. */
export const REFERRAL_CREDIT_PIASTERS = 10_000;
/** The friend's discount on their first order. */
export const REFERRAL_DISCOUNT_RATE = 0.1;
/** A personal code's uses (friends who can register with it). */
export const PERSONAL_CODE_MAX_USES = 10;
/** Credited friends per inviter per Cairo calendar month. */
export const MONTHLY_CREDITED_FRIENDS = 10;

export const referralMessages = {
  nothingToRevoke: /*i18n*/ 'This credit is already used or revoked: there is nothing left to revoke.',
  notCredited: /*i18n*/ 'Only a credited referral has a credit to revoke.',
  notFound: 'Referral not found',
} as const;

// --- the personal code ---------------------------------------------------------------------------

/** Up to 8 letters of the name (or the e-mail's first part), upper-cased; "FRIEND" when none. */
export function codeStem(name: string, email: string): string {
  const letters = (text: string) =>
    text
      .normalize('NFKD')
      .replace(/[^A-Za-z]/g, '')
      .toUpperCase();
  const stem = letters(name.split(/\s+/)[0] ?? '') || letters(email.split('@')[0] ?? '');
  return (stem || 'FRIEND').slice(0, 8);
}

const personalCodeSelect = { id: true, code: true, maxUses: true, currentUses: true, isActive: true } as const;

/**
 * The customer's personal code, made on first need: the name's letters and four digits
 * (AHMED4821). Unique by the table's key: a taken one is tried again with other digits.
 */
export async function ensurePersonalCode(app: AppContext, customerId: number) {
  const existing = await app.prisma.invitationCode.findUnique({
    where: { ownerCustomerId: customerId },
    select: personalCodeSelect,
  });
  if (existing) return existing;
  const customer = await app.prisma.customer.findUniqueOrThrow({
    where: { id: customerId },
    select: { name: true, email: true },
  });
  const stem = codeStem(customer.name, customer.email);
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const digits = attempt < 10 ? 4 : 6;
    const code = `${stem}${randomInt(10 ** (digits - 1), 10 ** digits)}`;
    try {
      return await app.prisma.invitationCode.create({
        data: {
          code,
          ownerCustomerId: customerId,
          maxUses: PERSONAL_CODE_MAX_USES,
          description: `Personal code of customer #${customerId}`,
        },
        select: personalCodeSelect,
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // Two requests of the same customer at once: the other one made it.
      const made = await app.prisma.invitationCode.findUnique({
        where: { ownerCustomerId: customerId },
        select: personalCodeSelect,
      });
      if (made) return made;
    }
  }
  throw new Error('Could not find a free personal code');
}

/** The link a customer shares: the landing page opens the eligibility dialog with the code. */
export function shareLinkFor(app: AppContext, code: string): string {
  const path = `/?invite=${encodeURIComponent(code)}`;
  return app.config.PUBLIC_URL ? new URL(path, app.config.PUBLIC_URL).toString() : path;
}

// --- the friend's discount -----------------------------------------------------------------------

/**
 * Whether this order is a referred friend's first: the customer registered with someone's
 * personal code and has no other order being paid or paid.
 */
export async function isReferredFirstOrder(db: Db, customerId: number, orderId: number): Promise<boolean> {
  const customer = await db.customer.findUnique({
    where: { id: customerId },
    select: {
      invitationCode: { select: { ownerCustomerId: true } },
      orders: {
        where: { id: { not: orderId }, paymentStatus: { in: ['processing', 'confirmed'] } },
        select: { id: true },
        take: 1,
      },
    },
  });
  if (!customer?.invitationCode?.ownerCustomerId || customer.invitationCode.ownerCustomerId === customerId) {
    return false;
  }
  return customer.orders.length === 0;
}

const roundToPound = (piasters: number) => Math.round(piasters / 100) * 100;

/** 10 % of what the order costs after its other discounts, in whole pounds. */
export const referralDiscountOf = (amountAfterDiscounts: number) =>
  Math.min(amountAfterDiscounts, roundToPound(amountAfterDiscounts * REFERRAL_DISCOUNT_RATE));

// --- the ledger ------------------------------------------------------------------------------------

interface LedgerWrite {
  customerId: number;
  amountPiasters: number;
  reason: 'referral' | 'order_use' | 'order_return' | 'admin_revoke';
  referralId?: number | null;
  orderId?: number | null;
  adminId?: number | null;
  note?: string;
}

/**
 * One ledger entry and the balance with it. A negative amount is taken only if the balance
 * covers it (the conditional UPDATE waits on the row lock and re-checks): false when it does not.
 */
async function writeLedger(tx: Prisma.TransactionClient, entry: LedgerWrite): Promise<boolean> {
  const moved = await tx.customer.updateMany({
    where: {
      id: entry.customerId,
      ...(entry.amountPiasters < 0 ? { creditPiasters: { gte: -entry.amountPiasters } } : {}),
    },
    data: { creditPiasters: { increment: entry.amountPiasters } },
  });
  if (moved.count !== 1) return false;
  await tx.creditEntry.create({ data: { ...entry, note: entry.note ?? '' } });
  return true;
}

/** The credit an order holds now (its uses less what was given back). */
async function creditHeldBy(tx: Prisma.TransactionClient, orderId: number): Promise<number> {
  const sum = await tx.creditEntry.aggregate({
    where: { orderId, reason: { in: ['order_use', 'order_return'] } },
    _sum: { amountPiasters: true },
  });
  return -(sum._sum.amountPiasters ?? 0);
}

/**
 * Uses the customer's credit for an order whose amounts are being written (checkout, the
 * engine's weekly charge), in the caller's transaction: what the order already held is given
 * back first, then up to `grossTotal` is taken. Returns the credit used; the caller charges
 * `grossTotal - used`. Run twice for the same order, it takes the credit once.
 */
export async function applyOrderCredit(
  tx: Prisma.TransactionClient,
  customerId: number,
  orderId: number,
  grossTotal: number,
): Promise<number> {
  // The customer's row first: every ledger write for this customer queues here.
  const [customer] = await tx.$queryRaw<{ creditPiasters: number }[]>`
    SELECT "creditPiasters" FROM "Customer" WHERE id = ${customerId} FOR UPDATE`;
  const held = await creditHeldBy(tx, orderId);
  const available = (customer?.creditPiasters ?? 0) + held;
  const use = Math.max(0, Math.min(available, grossTotal));
  if (use === held) return use;
  if (held > 0) await writeLedger(tx, { customerId, orderId, amountPiasters: held, reason: 'order_return' });
  if (use > 0 && !(await writeLedger(tx, { customerId, orderId, amountPiasters: -use, reason: 'order_use' }))) {
    throw new ConflictError('The credit balance changed: please try again.');
  }
  return use;
}

/**
 * Gives an order's credit back (its payment failed or the checkout was undone), and puts the
 * amount back on the order's total so that a retry of the same order charges it in full (its next
 * checkout or charge uses the credit again). Nothing when the order holds none.
 */
export async function returnOrderCredit(tx: Prisma.TransactionClient, orderId: number): Promise<number> {
  const order = await tx.order.findUnique({ where: { id: orderId }, select: { customerId: true } });
  if (!order) return 0;
  await tx.$queryRaw`SELECT 1 FROM "Customer" WHERE id = ${order.customerId} FOR UPDATE`;
  const held = await creditHeldBy(tx, orderId);
  if (held <= 0) return 0;
  await writeLedger(tx, { customerId: order.customerId, orderId, amountPiasters: held, reason: 'order_return' });
  await tx.order.updateMany({
    where: { id: orderId, creditPiasters: { gt: 0 } },
    data: { creditPiasters: 0, totalPiasters: { increment: held } },
  });
  return held;
}

// --- the inviter's credit ----------------------------------------------------------------------------

/** The first instant of `now`'s calendar month in Cairo. */
export const cairoMonthStart = (now: Date): Date =>
  DateTime.fromJSDate(now, { zone: BUSINESS_TIME_ZONE }).startOf('month').toJSDate();

/** An e-mail's mailbox, without dots (Gmail) or a +tag: ahmed.f+2@x.com and ahmedf@x.com are one person. */
export function mailboxOf(email: string): string {
  const [local = '', domain = ''] = email.toLowerCase().split('@');
  return `${local.split('+')[0]!.replaceAll('.', '')}@${domain}`;
}

export type ReferralOutcome = 'credited' | 'self_referral' | 'monthly_limit' | 'not_referred' | 'already_decided';

/**
 * Called in the transaction that confirms an order's payment (the card webhook, InstaPay
 * marked received, a charge covered by credit). If the order's customer was invited with a
 * personal code and this is their first paid order, the referral is decided once: the friend's
 * row in Referral is unique, so two confirmations at once give one credit (the second waits on
 * the first's key and finds it). Self-referral (same mailbox, phone or saved card as the
 * inviter) and an inviter's 11th credited friend of the Cairo month are recorded without credit.
 */
export async function decideReferralForOrder(
  tx: Prisma.TransactionClient,
  orderId: number,
  now: Date,
): Promise<ReferralOutcome> {
  const order = await tx.order.findUnique({
    where: { id: orderId },
    select: {
      customerId: true,
      paymentStatus: true,
      customer: {
        select: {
          email: true,
          phone: true,
          invitationCode: { select: { ownerCustomerId: true } },
          savedCards: { select: { token: true, maskedPan: true, cardBrand: true } },
        },
      },
    },
  });
  const inviterId = order?.customer.invitationCode?.ownerCustomerId;
  if (!order || order.paymentStatus !== 'confirmed' || !inviterId || inviterId === order.customerId) {
    return 'not_referred';
  }
  // The inviter's row: referrals of one inviter are decided one at a time (the monthly limit).
  const [inviter] = await tx.$queryRaw<{ email: string; phone: string | null; name: string }[]>`
    SELECT email, phone, name FROM "Customer" WHERE id = ${inviterId} FOR UPDATE`;
  if (!inviter) return 'not_referred';
  const inviterCards = await tx.savedCard.findMany({
    where: { customerId: inviterId },
    select: { token: true, maskedPan: true, cardBrand: true },
  });
  const friend = order.customer;
  const sameCard = friend.savedCards.some((card) =>
    inviterCards.some(
      (theirs) =>
        theirs.token === card.token || (theirs.maskedPan === card.maskedPan && theirs.cardBrand === card.cardBrand),
    ),
  );
  const self =
    mailboxOf(friend.email) === mailboxOf(inviter.email) ||
    (friend.phone !== null && friend.phone === inviter.phone) ||
    sameCard;
  let status: 'credited' | 'self_referral' | 'monthly_limit' = self ? 'self_referral' : 'credited';
  if (status === 'credited') {
    const thisMonth = await tx.referral.count({
      where: { inviterId, status: 'credited', createdAt: { gte: cairoMonthStart(now) } },
    });
    if (thisMonth >= MONTHLY_CREDITED_FRIENDS) status = 'monthly_limit';
  }
  const creditPiasters = status === 'credited' ? REFERRAL_CREDIT_PIASTERS : 0;
  const inserted = await tx.$queryRaw<{ id: number }[]>`
    INSERT INTO "Referral" ("inviterId", "friendId", "orderId", "status", "creditPiasters", "createdAt")
    VALUES (${inviterId}, ${order.customerId}, ${orderId}, ${status}::"ReferralStatus", ${creditPiasters}, ${now})
    ON CONFLICT DO NOTHING
    RETURNING id`;
  const referralId = inserted[0]?.id;
  if (referralId === undefined) return 'already_decided';
  if (creditPiasters > 0) {
    await writeLedger(tx, {
      customerId: inviterId,
      referralId,
      orderId,
      amountPiasters: creditPiasters,
      reason: 'referral',
    });
    const params = { name: inviter.name, amountPiasters: creditPiasters };
    await notify(
      tx,
      { kind: 'referral_credit', customerId: inviterId, key: `referral_credit:referral:${referralId}`, params },
      now,
    );
  }
  return status;
}

// --- reading ---------------------------------------------------------------------------------------

/** The credit balance, read in the caller's transaction when given one. */
export async function creditBalanceOf(app: AppContext, customerId: number, db: Db = app.prisma): Promise<number> {
  const row = await db.customer.findUnique({ where: { id: customerId }, select: { creditPiasters: true } });
  return row?.creditPiasters ?? 0;
}

/** The customer's ledger, newest first. */
export function creditEntriesOf<Q extends Omit<Prisma.CreditEntryFindManyArgs, 'where' | 'orderBy'>>(
  app: AppContext,
  customerId: number,
  query?: Q,
) {
  return app.prisma.creditEntry.findMany({
    ...query,
    where: { customerId },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
  });
}

/** The friends who registered with the customer's code, with their outcome (null: not paid yet). */
export async function friendsOf(app: AppContext, customerId: number) {
  const friends = await app.prisma.customer.findMany({
    where: { invitationCode: { ownerCustomerId: customerId } },
    select: { id: true, name: true, createdAt: true, referredBy: { select: { status: true, creditPiasters: true } } },
    orderBy: { id: 'desc' },
  });
  return friends;
}

// --- the back office --------------------------------------------------------------------------------

export type ReferralListStatus = 'pending' | 'credited' | 'self_referral' | 'monthly_limit';

export interface ReferralRow {
  /** The Referral's id once decided; null while the friend has not paid. */
  referralId: number | null;
  friendId: number;
  friendEmail: string;
  friendName: string;
  inviterId: number;
  inviterEmail: string;
  inviterName: string;
  code: string;
  status: ReferralListStatus;
  creditPiasters: number;
  /** What of the credit an admin has revoked. */
  revokedPiasters: number;
  registeredAt: Date;
  decidedAt: Date | null;
}

/** Every friend registered with a personal code, newest first, with the referral's outcome. */
export async function listReferrals(app: AppContext, options: { first?: number } = {}): Promise<ReferralRow[]> {
  const friends = await app.prisma.customer.findMany({
    where: { invitationCode: { ownerCustomerId: { not: null } } },
    orderBy: { id: 'desc' },
    take: Math.min(options.first ?? 200, 500),
    select: {
      id: true,
      email: true,
      name: true,
      createdAt: true,
      invitationCode: { select: { code: true, owner: { select: { id: true, email: true, name: true } } } },
      referredBy: {
        select: {
          id: true,
          status: true,
          creditPiasters: true,
          createdAt: true,
          entries: { where: { reason: 'admin_revoke' }, select: { amountPiasters: true } },
        },
      },
    },
  });
  return friends.map((friend) => {
    const owner = friend.invitationCode!.owner!;
    const referral = friend.referredBy;
    return {
      referralId: referral?.id ?? null,
      friendId: friend.id,
      friendEmail: friend.email,
      friendName: friend.name,
      inviterId: owner.id,
      inviterEmail: owner.email,
      inviterName: owner.name,
      code: friend.invitationCode!.code,
      status: referral?.status ?? 'pending',
      creditPiasters: referral?.creditPiasters ?? 0,
      revokedPiasters: -(referral?.entries.reduce((sum, entry) => sum + entry.amountPiasters, 0) ?? 0),
      registeredAt: friend.createdAt,
      decidedAt: referral?.createdAt ?? null,
    };
  });
}

/**
 * Revokes what is left of a referral's credit: the credit less what was revoked before, and no
 * more than the inviter's balance (what was already spent stays spent). One ledger entry and one
 * audit row, in one transaction; nothing left is a ConflictError.
 */
export async function revokeReferralCredit(app: AppContext, adminId: number, ref: unknown) {
  const id = requireDatabaseId(ref, 'Referral', 'Referral');
  return app.prisma.$transaction(async (tx) => {
    const referral = await tx.referral.findUnique({ where: { id } });
    if (!referral) throw new NotFoundError(referralMessages.notFound);
    if (referral.status !== 'credited') throw new ConflictError(referralMessages.notCredited);
    const [inviter] = await tx.$queryRaw<{ creditPiasters: number }[]>`
      SELECT "creditPiasters" FROM "Customer" WHERE id = ${referral.inviterId} FOR UPDATE`;
    const revoked = await tx.creditEntry.aggregate({
      where: { referralId: id, reason: 'admin_revoke' },
      _sum: { amountPiasters: true },
    });
    const left = referral.creditPiasters + (revoked._sum.amountPiasters ?? 0);
    const amount = Math.min(left, inviter?.creditPiasters ?? 0);
    if (amount <= 0) throw new ConflictError(referralMessages.nothingToRevoke);
    await writeLedger(tx, {
      customerId: referral.inviterId,
      referralId: id,
      adminId,
      amountPiasters: -amount,
      reason: 'admin_revoke',
    });
    await recordAudit(tx, {
      adminId,
      action: 'referral.revokeCredit',
      entityType: 'Referral',
      entityId: id,
      changes: { revokedPiasters: amount, inviterId: referral.inviterId, friendId: referral.friendId },
    });
    return { referralId: id, revokedPiasters: amount };
  });
}
