// Partner API keys: super admins create them (the secret is answered once, only its digest is
// kept), list them with their use, and revoke them. Each request made with a key is admitted
// here: counted against the key's own per-minute limit (shared by every replica) and per day.

import { z } from 'zod';
import type { AppContext } from '../../app.ts';
import { ConflictError } from '../../errors.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { auditedWrite, rowAudit } from '../../lib/audit/index.ts';
import { requireDatabaseId } from '../../lib/ids.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { parseInput, typedNumberInput } from '../../lib/validation.ts';
import { cairoDateOf } from '../../lib/weekRules/index.ts';
import { PARTNER_RATE_LIMIT, PARTNER_SCOPE_VALUES, type PartnerScope } from '../../shared/rules.ts';

/** Characters of the secret kept in clear (`mbp_` and 8 more) so admins tell keys apart. */
const PREFIX_LENGTH = 12;
/** Days of request counts the list shows, today included. */
export const USAGE_DAYS = 7;
/** `lastUsedAt` is written at most this often per key, so a busy key does not rewrite its row per request. */
const LAST_USED_EVERY_MS = 60_000;

const scopeValue = z.enum(PARTNER_SCOPE_VALUES as [PartnerScope, ...PartnerScope[]], {
  error: `scopes must be among ${PARTNER_SCOPE_VALUES.join(', ')}`,
});

const createInput = z.object({
  name: z
    .string({ error: 'name is required' })
    .trim()
    .min(1, 'name is required')
    .max(80, 'name must be at most 80 characters'),
  scopes: z
    .array(scopeValue, { error: 'scopes must be a list' })
    .min(1, 'scopes must hold at least one scope')
    .transform((scopes) => [...new Set(scopes)]),
  rateLimitPerMinute: typedNumberInput(
    z
      .number({ error: 'rateLimitPerMinute must be a number' })
      .int('rateLimitPerMinute must be a whole number')
      .min(PARTNER_RATE_LIMIT.min, `rateLimitPerMinute must be at least ${PARTNER_RATE_LIMIT.min}`)
      .max(PARTNER_RATE_LIMIT.max, `rateLimitPerMinute must be at most ${PARTNER_RATE_LIMIT.max}`),
  ).default(PARTNER_RATE_LIMIT.default),
});

const audit = rowAudit('PartnerApiKey');
const rowErrors = { missing: 'Partner key not found' };

export interface CreatedPartnerKey<Row> {
  key: Row;
  /** The whole key: answered this once, never stored. */
  secret: string;
}

export async function createPartnerKey<Q extends Prisma.PartnerApiKeyDefaultArgs>(
  app: AppContext,
  adminId: number,
  rawInput: unknown,
  query?: Q,
): Promise<CreatedPartnerKey<Prisma.PartnerApiKeyGetPayload<Q>>> {
  const input = parseInput(createInput, rawInput);
  const secret = newToken('partner');
  const key = await auditedWrite(
    app,
    adminId,
    (tx) =>
      tx.partnerApiKey.create({
        ...query,
        data: {
          ...input,
          prefix: secret.slice(0, PREFIX_LENGTH),
          keyHash: hashToken(secret),
          createdByAdminId: adminId,
        },
      }),
    (row) => audit('create', input)(row as { id: number }),
  );
  return { key: key as Prisma.PartnerApiKeyGetPayload<Q>, secret };
}

/** Newest first, revoked keys included (their history stays readable). */
export function listPartnerKeys<Q extends Prisma.PartnerApiKeyFindManyArgs>(
  app: AppContext,
  query?: Q,
): Promise<Prisma.PartnerApiKeyGetPayload<Q>[]> {
  return app.prisma.partnerApiKey.findMany({
    ...query,
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
  }) as Promise<Prisma.PartnerApiKeyGetPayload<Q>[]>;
}

/** Revokes a key at once (its next request is refused); a key already revoked is a conflict. */
export async function revokePartnerKey<Q extends Prisma.PartnerApiKeyDefaultArgs>(
  app: AppContext,
  adminId: number,
  rawId: unknown,
  query?: Q,
): Promise<Prisma.PartnerApiKeyGetPayload<Q>> {
  const id = requireDatabaseId(rawId, 'PartnerApiKey', 'id');
  const key = await auditedWrite(
    app,
    adminId,
    async (tx) => {
      const revoked = await tx.partnerApiKey.updateMany({
        where: { id, revokedAt: null },
        data: { revokedAt: app.now() },
      });
      const row = await tx.partnerApiKey.findUniqueOrThrow({ ...query, where: { id } });
      if (revoked.count === 0) throw new ConflictError('This key is already revoked.');
      return row;
    },
    (row) => audit('revoke', {})(row as { id: number }),
    rowErrors,
  );
  return key as Prisma.PartnerApiKeyGetPayload<Q>;
}

export interface DailyRequests {
  day: Date;
  requests: number;
}

/** The last `USAGE_DAYS` Cairo days, oldest first (UTC midnights, as `@db.Date` reads them). */
export function usageDays(app: AppContext): Date[] {
  const today = cairoDateOf(app.now());
  return Array.from({ length: USAGE_DAYS }, (_, i) => new Date(today.getTime() - (USAGE_DAYS - 1 - i) * 86_400_000));
}

/** What a key's usage is read with: its rows of the days `usageDays` lists. */
export const recentUsageQuery = (app: AppContext) => ({ where: { day: { gte: usageDays(app)[0]! } } });

/** A key's requests on each of the last `USAGE_DAYS` days, oldest first, a day without any as 0. */
export function dailyRequests(app: AppContext, rows: readonly { day: Date; requests: number }[]): DailyRequests[] {
  const counts = new Map(rows.map((row) => [row.day.getTime(), row.requests]));
  return usageDays(app).map((day) => ({ day, requests: counts.get(day.getTime()) ?? 0 }));
}

/**
 * Admits one request made with a live key: counted against its per-minute limit (a
 * RateLimitError beyond it, with the seconds to wait), then counted for today and its last use
 * noted, in one statement.
 */
export async function admitPartnerRequest(
  app: AppContext,
  partner: { id: number; rateLimitPerMinute: number },
): Promise<void> {
  await app.limits.consumeWithin('partnerMinute', String(partner.id), partner.rateLimitPerMinute);
  const now = app.now();
  const staleBefore = new Date(now.getTime() - LAST_USED_EVERY_MS);
  await app.prisma.$executeRaw`
    WITH touched AS (
      UPDATE "PartnerApiKey" SET "lastUsedAt" = ${now}
      WHERE "id" = ${partner.id} AND ("lastUsedAt" IS NULL OR "lastUsedAt" < ${staleBefore})
    )
    INSERT INTO "PartnerApiKeyUsage" ("partnerApiKeyId", "day", "requests")
    VALUES (${partner.id}, ${cairoDateOf(now).toISOString().slice(0, 10)}::date, 1)
    ON CONFLICT ("partnerApiKeyId", "day") DO UPDATE SET "requests" = "PartnerApiKeyUsage"."requests" + 1`;
}
