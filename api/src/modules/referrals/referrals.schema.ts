import { ConflictError, NotFoundError, ValidationError } from '../../errors.ts';
import { builder } from '../../graphql/builder.ts';
import { MoneyRef } from '../../graphql/money.ts';
import { ViewerRef } from '../account/graphql.ts';
import {
  creditBalanceOf,
  creditEntriesOf,
  ensurePersonalCode,
  friendsOf,
  listReferrals,
  MONTHLY_CREDITED_FRIENDS,
  REFERRAL_CREDIT_PIASTERS,
  revokeReferralCredit,
  shareLinkFor,
  type ReferralRow,
} from './referrals.service.ts';

const ReferralStatusEnum = builder.enumType('ReferralStatus', {
  description:
    'A referred friend: pending until their first order is paid; then credited, or no credit (self-referral, monthly limit).',
  values: ['pending', 'credited', 'self_referral', 'monthly_limit'] as const,
});

const CreditReasonEnum = builder.enumType('CreditReason', {
  values: ['referral', 'order_use', 'order_return', 'admin_revoke'] as const,
});

interface CreditEntryShape {
  id: number;
  amountPiasters: number;
  reason: 'referral' | 'order_use' | 'order_return' | 'admin_revoke';
  orderId: number | null;
  referralId: number | null;
  createdAt: Date;
}

const CreditEntryRef = builder.objectRef<CreditEntryShape>('CreditEntry').implement({
  description: 'One line of the customer’s credit ledger.',
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    amount: t.field({
      type: MoneyRef,
      description: 'Signed: a credit is positive, a use or a revocation negative.',
      resolve: (entry) => entry.amountPiasters,
    }),
    reason: t.field({ type: CreditReasonEnum, resolve: (entry) => entry.reason }),
    orderId: t.exposeInt('orderId', { nullable: true, description: 'The order that used or gave back the credit.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

interface FriendShape {
  id: number;
  name: string;
  createdAt: Date;
  referredBy: { status: 'credited' | 'self_referral' | 'monthly_limit'; creditPiasters: number } | null;
}

const ReferredFriendRef = builder.objectRef<FriendShape>('ReferredFriend').implement({
  description: 'A friend who registered with the customer’s code (first name only).',
  fields: (t) => ({
    firstName: t.string({ resolve: (friend) => friend.name.trim().split(/\s+/)[0] ?? '' }),
    status: t.field({ type: ReferralStatusEnum, resolve: (friend) => friend.referredBy?.status ?? 'pending' }),
    credit: t.field({ type: MoneyRef, resolve: (friend) => friend.referredBy?.creditPiasters ?? 0 }),
    registeredAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const ReferralProgramRef = builder.objectRef<{ customerId: number }>('ReferralProgram').implement({
  description: 'The customer’s personal invitation code, its share link and the friends who used it.',
  fields: (t) => ({
    code: t.string({
      resolve: async ({ customerId }, _args, { app }) => (await ensurePersonalCode(app, customerId)).code,
    }),
    shareLink: t.string({
      description: 'Opens the eligibility dialog with the code filled in.',
      resolve: async ({ customerId }, _args, { app }) =>
        shareLinkFor(app, (await ensurePersonalCode(app, customerId)).code),
    }),
    usesLeft: t.int({
      resolve: async ({ customerId }, _args, { app }) => {
        const code = await ensurePersonalCode(app, customerId);
        return code.maxUses === null ? 0 : Math.max(0, code.maxUses - code.currentUses);
      },
    }),
    creditPerFriend: t.field({ type: MoneyRef, resolve: () => REFERRAL_CREDIT_PIASTERS }),
    monthlyLimit: t.int({
      description: 'Credited friends per Cairo calendar month.',
      resolve: () => MONTHLY_CREDITED_FRIENDS,
    }),
    friends: t.field({
      type: [ReferredFriendRef],
      resolve: ({ customerId }, _args, { app }) => friendsOf(app, customerId),
    }),
  }),
});

const CreditAccountRef = builder.objectRef<{ customerId: number }>('CreditAccount').implement({
  description: 'The customer’s credit: the balance the next charge uses first, and its ledger.',
  fields: (t) => ({
    balance: t.field({
      type: MoneyRef,
      resolve: ({ customerId }, _args, { app }) => creditBalanceOf(app, customerId),
    }),
    entries: t.field({
      type: [CreditEntryRef],
      description: 'Newest first (the last 100).',
      resolve: ({ customerId }, _args, { app }) => creditEntriesOf(app, customerId, { take: 100 }),
    }),
  }),
});

builder.objectFields(ViewerRef, (t) => ({
  referral: t.field({
    type: ReferralProgramRef,
    description: 'The personal invitation code (made on first read).',
    resolve: (_customer, _args, { viewer }) => ({ customerId: viewer.customer!.id }),
  }),
  credit: t.field({
    type: CreditAccountRef,
    resolve: (_customer, _args, { viewer }) => ({ customerId: viewer.customer!.id }),
  }),
}));

// --- the back office -----------------------------------------------------------------------------

const AdminReferralRef = builder.objectRef<ReferralRow>('AdminReferral').implement({
  description: 'A friend registered with a customer’s personal code (admins only).',
  fields: (t) => ({
    referralId: t.exposeInt('referralId', { nullable: true, description: 'Null while the friend has not paid.' }),
    friendId: t.exposeInt('friendId'),
    friendEmail: t.exposeString('friendEmail'),
    friendName: t.exposeString('friendName'),
    inviterId: t.exposeInt('inviterId'),
    inviterEmail: t.exposeString('inviterEmail'),
    inviterName: t.exposeString('inviterName'),
    code: t.exposeString('code'),
    status: t.field({ type: ReferralStatusEnum, resolve: (row) => row.status }),
    credit: t.field({ type: MoneyRef, resolve: (row) => row.creditPiasters }),
    revoked: t.field({ type: MoneyRef, resolve: (row) => row.revokedPiasters }),
    registeredAt: t.expose('registeredAt', { type: 'DateTime' }),
    decidedAt: t.expose('decidedAt', { type: 'DateTime', nullable: true }),
  }),
});

builder.queryField('adminReferrals', (t) =>
  t.field({
    type: [AdminReferralRef],
    authScopes: { admin: true },
    description: 'Friends registered with personal codes, newest first, with the credit given (admins only).',
    args: { first: t.arg.int({ description: 'At most 500; default 200.' }) },
    resolve: (_root, { first }, { app }) => listReferrals(app, { first: first ?? undefined }),
  }),
);

const RevokePayload = builder
  .objectRef<{ referralId: number; revokedPiasters: number }>('ReferralCreditRevokePayload')
  .implement({
    fields: (t) => ({
      referralId: t.exposeInt('referralId'),
      revoked: t.field({ type: MoneyRef, resolve: (row) => row.revokedPiasters }),
    }),
  });

builder.mutationField('referralCreditRevoke', (t) =>
  t.field({
    type: RevokePayload,
    authScopes: { admin: true },
    description: 'Revokes the unused part of a referral credit (audited).',
    args: { referralId: t.arg.int({ required: true }) },
    errors: { types: [ValidationError, NotFoundError, ConflictError] },
    resolve: (_root, { referralId }, { app, viewer }) => revokeReferralCredit(app, viewer.admin!.id, referralId),
  }),
);
