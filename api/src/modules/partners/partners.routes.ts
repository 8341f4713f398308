// The Partners panel's REST paths (super admins), on the same services as GraphQL: list the
// keys with their use, create one (201, the secret in this answer only), revoke one (DELETE).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { requireSuperAdminAnswer } from '../../http/requestContext.ts';
import { pickJson } from '../../http/rest.ts';
import {
  createPartnerKey,
  dailyRequests,
  listPartnerKeys,
  recentUsageQuery,
  revokePartnerKey,
} from './keys.service.ts';

const keyQuery = (app: AppContext) =>
  ({
    include: { usage: recentUsageQuery(app), createdBy: { select: { username: true } } },
  }) satisfies Prisma.PartnerApiKeyDefaultArgs;

type KeyRow = Prisma.PartnerApiKeyGetPayload<ReturnType<typeof keyQuery>>;

/** A key as REST answers it: never its digest; days as `YYYY-MM-DD`. */
function keyJson(app: AppContext, key: KeyRow) {
  return {
    ...pickJson(key, ['id', 'name', 'prefix', 'scopes', 'rateLimitPerMinute', 'createdAt', 'lastUsedAt', 'revokedAt']),
    createdBy: key.createdBy?.username ?? null,
    dailyRequests: dailyRequests(app, key.usage).map(({ day, requests }) => ({
      day: day.toISOString().slice(0, 10),
      requests,
    })),
  };
}

type WithId = { Params: { id: string } };

export function registerPartnerRoutes(server: FastifyInstance, app: AppContext): void {
  server.get('/api/admin/partner-keys', async (request, reply) => {
    await requireSuperAdminAnswer(app, request, reply);
    return (await listPartnerKeys(app, keyQuery(app))).map((key) => keyJson(app, key));
  });
  server.post('/api/admin/partner-keys', async (request, reply) => {
    const admin = await requireSuperAdminAnswer(app, request, reply);
    const { key, secret } = await createPartnerKey(app, admin.id, request.body, keyQuery(app));
    reply.status(201);
    return { ...keyJson(app, key), secret };
  });
  server.delete<WithId>('/api/admin/partner-keys/:id', async (request, reply) => {
    const admin = await requireSuperAdminAnswer(app, request, reply);
    return keyJson(app, await revokePartnerKey(app, admin.id, request.params.id, keyQuery(app)));
  });
}
