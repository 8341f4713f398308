import { ConflictError, NotFoundError, ValidationError } from '../../errors.ts';
import type { PartnerApiKey, Prisma } from '../../generated/prisma/client.ts';
import { adminInput, idInput, rowPayload } from '../../graphql/adminMutations.ts';
import { builder } from '../../graphql/builder.ts';
import { connectionNames, pagedList } from '../../graphql/pagination.ts';
import { payloadQueryOf } from '../../graphql/payloadQuery.ts';
import { PARTNER_RATE_LIMIT, PARTNER_SCOPES, type PartnerScope } from '../../shared/rules.ts';
import {
  createPartnerKey,
  dailyRequests,
  listPartnerKeys,
  recentUsageQuery,
  revokePartnerKey,
  USAGE_DAYS,
  type DailyRequests,
} from './keys.service.ts';

/** The shared rules' scopes: GraphQL names (`deliveries_read`) for the values keys hold (`deliveries:read`). */
export const PartnerScopeEnum = builder.enumType('PartnerScope', {
  description: 'What a partner API key may reach.',
  values: Object.fromEntries(
    PARTNER_SCOPES.map((scope) => [scope.graphql, { value: scope.value, description: scope.description }]),
  ) as Record<(typeof PARTNER_SCOPES)[number]['graphql'], { value: PartnerScope; description: string }>,
});

const DailyRequestsRef = builder.objectRef<DailyRequests>('PartnerKeyDailyRequests').implement({
  description: 'Requests a key made on one Cairo day.',
  fields: (t) => ({
    day: t.expose('day', { type: 'Date' }),
    requests: t.exposeInt('requests'),
  }),
});

const PartnerKeyRef = builder.prismaNode('PartnerApiKey', {
  id: { field: 'id' },
  authScopes: { superAdmin: true },
  description: 'A partner API key (super admins only). Its secret is shown once, at creation; only its digest is kept.',
  fields: (t) => ({
    name: t.exposeString('name'),
    prefix: t.exposeString('prefix', { description: 'The first characters of the key, to tell keys apart.' }),
    scopes: t.field({
      type: [PartnerScopeEnum],
      resolve: (key) => key.scopes as PartnerScope[],
    }),
    rateLimitPerMinute: t.exposeInt('rateLimitPerMinute', {
      description: `Requests per minute across every replica (${PARTNER_RATE_LIMIT.min}-${PARTNER_RATE_LIMIT.max}).`,
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    createdByUsername: t.string({
      nullable: true,
      select: { createdBy: { select: { username: true } } },
      resolve: (key) => key.createdBy?.username ?? null,
    }),
    lastUsedAt: t.expose('lastUsedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'The last request, to the minute (written at most once a minute).',
    }),
    revokedAt: t.expose('revokedAt', { type: 'DateTime', nullable: true }),
    dailyRequests: t.field({
      type: [DailyRequestsRef],
      description: `Requests on each of the last ${USAGE_DAYS} days (Cairo), oldest first.`,
      select: (_args, ctx) => ({ usage: recentUsageQuery(ctx.app) }),
      resolve: (key, _args, ctx) => dailyRequests(ctx.app, key.usage),
    }),
  }),
});

builder.queryField('adminPartnerKeys', (t) =>
  t.prismaConnection(
    {
      type: 'PartnerApiKey',
      ...pagedList({ superAdmin: true }),
      description: 'Partner API keys, newest first, revoked ones included (super admins only).',
      resolve: (query, _root, _args, { app }) => listPartnerKeys(app, query),
    },
    ...connectionNames('PartnerKey'),
  ),
);

const PartnerKeyCreateInput = builder.inputType('PartnerKeyCreateInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    scopes: t.field({ type: [PartnerScopeEnum], required: true, description: 'At least one.' }),
    rateLimitPerMinute: t.int({ description: `Default ${PARTNER_RATE_LIMIT.default}.` }),
  }),
});

const PartnerKeyCreatePayload = builder
  .objectRef<{ key: PartnerApiKey; secret: string }>('PartnerKeyCreatePayload')
  .implement({
    fields: (t) => ({
      key: t.field({ type: PartnerKeyRef, resolve: (payload) => payload.key }),
      secret: t.exposeString('secret', {
        description: 'The whole key (`mbp_…`), sent as `Authorization: Bearer <secret>`. Shown this once.',
      }),
    }),
  });

const PartnerKeyRevokePayload = rowPayload('PartnerKeyRevokePayload', 'key', PartnerKeyRef);

const keyQuery = payloadQueryOf<Prisma.PartnerApiKeyDefaultArgs>('PartnerApiKey', 'key');

builder.mutationFields((t) => ({
  partnerKeyCreate: t.field({
    type: PartnerKeyCreatePayload,
    ...adminInput(PartnerKeyCreateInput, { superAdmin: true, errors: [ValidationError] }),
    description: 'Creates a partner API key; the answer holds its secret, never shown again (super admins).',
    resolve: async (_root, { input }, ctx, info) =>
      createPartnerKey(ctx.app, ctx.viewer.admin!.id, input, keyQuery(ctx, info)),
  }),
  partnerKeyRevoke: t.field({
    type: PartnerKeyRevokePayload,
    ...adminInput(idInput('PartnerKeyRevokeInput'), {
      superAdmin: true,
      errors: [ValidationError, NotFoundError, ConflictError],
    }),
    description: 'Revokes a partner API key at once: its next request is refused (super admins).',
    resolve: async (_root, { input }, ctx, info) => ({
      key: await revokePartnerKey(ctx.app, ctx.viewer.admin!.id, input.id, keyQuery(ctx, info)),
    }),
  }),
}));
