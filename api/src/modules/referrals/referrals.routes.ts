// The referrals' REST paths: the customer's code and credit under /api/user, the back office's
// list and revocation under /api/admin, on the same services as GraphQL.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app.ts';
import { requireAdminAnswer, requireCustomerAnswer } from '../../http/requestContext.ts';
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
} from './referrals.service.ts';

export function registerReferralRoutes(server: FastifyInstance, app: AppContext): void {
  server.get('/api/user/referral', async (request, reply) => {
    const customer = await requireCustomerAnswer(app, request, reply);
    const code = await ensurePersonalCode(app, customer.id);
    const friends = await friendsOf(app, customer.id);
    return {
      code: code.code,
      shareLink: shareLinkFor(app, code.code),
      usesLeft: code.maxUses === null ? 0 : Math.max(0, code.maxUses - code.currentUses),
      creditPerFriend: REFERRAL_CREDIT_PIASTERS,
      monthlyLimit: MONTHLY_CREDITED_FRIENDS,
      friends: friends.map((friend) => ({
        firstName: friend.name.trim().split(/\s+/)[0] ?? '',
        status: friend.referredBy?.status ?? 'pending',
        creditPiasters: friend.referredBy?.creditPiasters ?? 0,
        registeredAt: friend.createdAt.toISOString(),
      })),
    };
  });

  server.get('/api/user/credits', async (request, reply) => {
    const customer = await requireCustomerAnswer(app, request, reply);
    const [balance, entries] = await Promise.all([
      creditBalanceOf(app, customer.id),
      creditEntriesOf(app, customer.id, { take: 100 }),
    ]);
    return {
      balancePiasters: balance,
      entries: entries.map((entry) => ({
        id: entry.id,
        amountPiasters: entry.amountPiasters,
        reason: entry.reason,
        orderId: entry.orderId,
        createdAt: entry.createdAt.toISOString(),
      })),
    };
  });

  server.get('/api/admin/referrals', async (request, reply) => {
    await requireAdminAnswer(app, request, reply);
    return listReferrals(app);
  });

  server.post<{ Params: { id: string } }>('/api/admin/referrals/:id/revoke-credit', async (request, reply) => {
    const admin = await requireAdminAnswer(app, request, reply);
    return revokeReferralCredit(app, admin.id, request.params.id);
  });
}
