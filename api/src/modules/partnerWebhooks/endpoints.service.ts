// Webhook endpoints: a partner key's URLs and the events each receives. The partner manages its
// own (by its bearer key); a super admin manages any key's. A deleted endpoint is disabled, not
// removed, so its delivery log stays readable.

import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { AppContext } from '../../app.ts';
import { NotFoundError, ValidationError } from '../../errors.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { recordAudit } from '../../lib/audit/index.ts';
import { parseDatabaseId, requireDatabaseId } from '../../lib/ids.ts';
import { parseInput } from '../../lib/validation.ts';
import { PARTNER_EVENTS, PARTNER_EVENT_TYPES } from '../../shared/rules.ts';
import { checkWebhookUrl, type UrlPolicy } from './urlGuard.ts';

/** At most this many active endpoints per key. */
export const MAX_ENDPOINTS_PER_KEY = 10;

/** Production refuses http and non-public addresses (see urlGuard.ts). */
export const urlPolicyOf = (app: AppContext): UrlPolicy => ({ strict: app.config.NODE_ENV === 'production' });

/** A Standard Webhooks signing secret: `whsec_` and 24 random bytes in base64. */
export const newWebhookSecret = () => `whsec_${randomBytes(24).toString('base64')}`;

const endpointInput = z.object({
  url: z.string({ error: 'url is required' }).trim().min(1, 'url is required'),
  events: z
    .array(
      z.enum(PARTNER_EVENT_TYPES as [string, ...string[]], {
        error: `events must be among ${PARTNER_EVENT_TYPES.join(', ')}`,
      }),
      {
        error: 'events must be a list of event types',
      },
    )
    .min(1, 'Choose at least one event')
    .transform((events) => [...new Set(events)]),
});

const KEY_NOT_FOUND = 'Partner key not found or revoked';

const activeEndpoint = { disabledAt: null } satisfies Prisma.WebhookEndpointWhereInput;

async function requireLiveKey(app: AppContext, keyId: number) {
  const key = await app.prisma.partnerApiKey.findUnique({
    where: { id: keyId },
    select: { id: true, revokedAt: true, scopes: true },
  });
  if (!key || key.revokedAt) throw ValidationError.forField('partnerApiKeyId', KEY_NOT_FOUND);
  return key;
}

/** An endpoint may only ask for events its key's scopes let it hear (else it would wait for nothing). */
function requireScopesFor(events: readonly string[], scopes: readonly string[]) {
  const unheard = PARTNER_EVENTS.filter((event) => events.includes(event.type) && !scopes.includes(event.scope));
  if (unheard.length > 0) {
    throw ValidationError.forField(
      'events',
      unheard.map((event) => `${event.type} needs the ${event.scope} scope, which this key does not hold`).join('; '),
    );
  }
}

/**
 * Registers an endpoint for a key; answers it with its secret (shown to its owner). `adminId`
 * audits a super admin's registration; a partner's own has none.
 */
export async function createWebhookEndpoint<Q extends Prisma.WebhookEndpointDefaultArgs>(
  app: AppContext,
  by: { adminId: number | null; keyId: unknown },
  rawInput: unknown,
  query?: Q,
): Promise<Prisma.WebhookEndpointGetPayload<Q>> {
  const keyId = requireKeyId(by.keyId);
  const input = parseInput(endpointInput, rawInput);
  await checkWebhookUrl(input.url, urlPolicyOf(app));
  requireScopesFor(input.events, (await requireLiveKey(app, keyId)).scopes);
  const endpoint = await app.prisma.$transaction(async (tx) => {
    const count = await tx.webhookEndpoint.count({ where: { partnerApiKeyId: keyId, ...activeEndpoint } });
    if (count >= MAX_ENDPOINTS_PER_KEY) {
      throw ValidationError.forField('url', `A key has at most ${MAX_ENDPOINTS_PER_KEY} endpoints`);
    }
    const created = await tx.webhookEndpoint.create({
      ...query,
      data: { partnerApiKeyId: keyId, url: input.url, events: input.events, secret: newWebhookSecret() },
    });
    if (by.adminId !== null) {
      await recordAudit(tx, {
        adminId: by.adminId,
        action: 'webhookEndpoint.create',
        entityType: 'WebhookEndpoint',
        entityId: (created as { id: number }).id,
        changes: { partnerApiKeyId: keyId, url: input.url, events: input.events },
      });
    }
    return created;
  });
  return endpoint as Prisma.WebhookEndpointGetPayload<Q>;
}

function requireKeyId(raw: unknown): number {
  const id = parseDatabaseId(raw, 'PartnerApiKey');
  if (id === null) throw ValidationError.forField('partnerApiKeyId', KEY_NOT_FOUND);
  return id;
}

/**
 * Disables an endpoint (no more deliveries; its log stays). `ownerKeyId` limits it to a partner's
 * own endpoints: another key's endpoint is "not found", as if it did not exist.
 */
export async function deleteWebhookEndpoint(
  app: AppContext,
  by: { adminId: number | null; ownerKeyId: number | null },
  rawId: unknown,
): Promise<number> {
  const id = requireDatabaseId(rawId, 'WebhookEndpoint', 'Webhook endpoint');
  return app.prisma.$transaction(async (tx) => {
    const moved = await tx.webhookEndpoint.updateMany({
      where: { id, ...activeEndpoint, ...(by.ownerKeyId !== null ? { partnerApiKeyId: by.ownerKeyId } : {}) },
      data: { disabledAt: app.now() },
    });
    if (moved.count === 0) throw new NotFoundError('Webhook endpoint not found');
    // Deliveries still waiting for a retry are given up: nobody is listening any more.
    await tx.webhookDelivery.updateMany({
      where: { endpointId: id, status: { in: ['pending', 'failed'] } },
      data: { status: 'given_up', nextAttemptAt: null, lastError: 'Endpoint deleted' },
    });
    if (by.adminId !== null) {
      await recordAudit(tx, {
        adminId: by.adminId,
        action: 'webhookEndpoint.delete',
        entityType: 'WebhookEndpoint',
        entityId: id,
        changes: {},
      });
    }
    return id;
  });
}

/** Active endpoints, newest first: one key's (a partner's own) or every key's (super admins). */
export function listWebhookEndpoints<Q extends Prisma.WebhookEndpointFindManyArgs>(
  app: AppContext,
  filter: { keyId?: number | null },
  query?: Q,
) {
  return app.prisma.webhookEndpoint.findMany({
    ...query,
    where: { ...activeEndpoint, ...(filter.keyId ? { partnerApiKeyId: filter.keyId } : {}) },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
  });
}

/** Live (not revoked) partner keys, by name: what an endpoint can be registered for. */
export function listLiveKeys(app: AppContext) {
  return app.prisma.partnerApiKey.findMany({
    where: { revokedAt: null },
    select: { id: true, name: true, prefix: true },
    orderBy: [{ name: 'asc' }, { id: 'asc' }],
  });
}
