// Deliveries: one row per event per subscribed endpoint, written in the emitting module's
// transaction (so an event exists exactly when its change committed), then sent by jobs
// (webhooks.job.ts): signed, retried with exponential back-off for WEBHOOK_RETRY_HOURS, then
// given up. A replay is a new delivery of the same event id and body, signed anew.

import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../app.ts';
import type { Db } from '../../db/client.ts';
import { NotFoundError } from '../../errors.ts';
import type { Prisma, WebhookDeliveryStatus } from '../../generated/prisma/client.ts';
import { recordAudit } from '../../lib/audit/index.ts';
import { nextAttemptAt, type BackoffPolicy } from '../../lib/backoff/index.ts';
import { requireDatabaseId } from '../../lib/ids.ts';
import { PARTNER_EVENTS, WEBHOOK_RETRY_HOURS, type PartnerEventType } from '../../shared/rules.ts';
import { urlPolicyOf } from './endpoints.service.ts';
import { sendSigned } from './send.ts';

type EventData<T extends PartnerEventType> = Extract<(typeof PARTNER_EVENTS)[number], { type: T }>['example']['data'];
/** An event's data: the example's keys, with values of the example's types. */
export type PartnerEventData<T extends PartnerEventType> = {
  [K in keyof EventData<T>]: EventData<T>[K] extends readonly string[]
    ? string[]
    : EventData<T>[K] extends number
      ? number
      : string;
};

/** While one attempt is under way its row is leased, so another replica does not send it too. */
const ATTEMPT_LEASE_MS = 2 * 60_000;

/** Retries 30 s, 1 min, 2 min … up to 6 h apart, while within WEBHOOK_RETRY_HOURS of the delivery's start. */
export const WEBHOOK_BACKOFF: BackoffPolicy = {
  firstDelayMs: 30_000,
  maxDelayMs: 6 * 60 * 60_000,
  windowMs: WEBHOOK_RETRY_HOURS * 60 * 60_000,
};

/**
 * Records `type` for every active endpoint subscribed to it whose key is live and holds the
 * event's scope. Call it inside the transaction that makes the change: the rows commit with it
 * and the sending job picks them up (no partner hears of a change that rolled back).
 */
export async function publishPartnerEvent<T extends PartnerEventType>(
  db: Db,
  type: T,
  data: PartnerEventData<T>,
  now: Date,
): Promise<number> {
  const scope = PARTNER_EVENTS.find((event) => event.type === type)!.scope;
  const allowed = await db.webhookEndpoint.findMany({
    where: { disabledAt: null, events: { has: type }, partnerApiKey: { revokedAt: null, scopes: { has: scope } } },
    select: { id: true },
  });
  if (allowed.length === 0) return 0;
  const eventId = `msg_${randomUUID()}`;
  const body = { type, timestamp: now.toISOString(), data } as Prisma.InputJsonObject;
  await db.webhookDelivery.createMany({
    data: allowed.map((endpoint) => ({
      endpointId: endpoint.id,
      eventId,
      type,
      body,
      nextAttemptAt: now,
      createdAt: now,
    })),
  });
  return allowed.length;
}

/** Deliveries due for an attempt at `now` (the sending job's fan-out). */
export async function dueDeliveries(app: AppContext, now: Date, limit = 500) {
  return app.prisma.webhookDelivery.findMany({
    where: { status: { in: ['pending', 'failed'] }, nextAttemptAt: { lte: now } },
    select: { id: true, attempts: true },
    orderBy: { nextAttemptAt: 'asc' },
    take: limit,
  });
}

/**
 * One attempt of one delivery, at `now`: leases the row (a replica that lost the race does
 * nothing), sends it signed, and records the outcome: succeeded, failed with the next attempt's
 * time, or given up once that time falls beyond WEBHOOK_RETRY_HOURS after the delivery began.
 * Answers the new status, or null when the delivery was not due.
 */
export async function attemptDelivery(
  app: AppContext,
  deliveryId: number,
  now: Date,
): Promise<WebhookDeliveryStatus | null> {
  const leased = await app.prisma.webhookDelivery.updateMany({
    where: { id: deliveryId, status: { in: ['pending', 'failed'] }, nextAttemptAt: { lte: now } },
    data: { attempts: { increment: 1 }, nextAttemptAt: new Date(now.getTime() + ATTEMPT_LEASE_MS) },
  });
  if (leased.count === 0) return null;
  const delivery = await app.prisma.webhookDelivery.findUniqueOrThrow({
    where: { id: deliveryId },
    include: { endpoint: { include: { partnerApiKey: { select: { revokedAt: true } } } } },
  });
  const { endpoint } = delivery;
  if (endpoint.disabledAt || endpoint.partnerApiKey.revokedAt) {
    return finish(app, deliveryId, 'given_up', {
      lastError: endpoint.disabledAt ? 'Endpoint deleted' : 'Partner key revoked',
    });
  }
  const outcome = await sendSigned(
    {
      url: endpoint.url,
      secret: endpoint.secret,
      eventId: delivery.eventId,
      payload: JSON.stringify(delivery.body),
      sentAt: now,
    },
    { policy: urlPolicyOf(app) },
  );
  const result = {
    lastStatusCode: outcome.statusCode,
    lastResponseMs: outcome.responseMs,
    lastError: outcome.error,
  };
  if (outcome.ok) return finish(app, deliveryId, 'succeeded', { ...result, deliveredAt: now });
  const next = nextAttemptAt(WEBHOOK_BACKOFF, delivery.attempts, now, delivery.createdAt);
  if (!next) return finish(app, deliveryId, 'given_up', result);
  return finish(app, deliveryId, 'failed', { ...result, nextAttemptAt: next });
}

async function finish(
  app: AppContext,
  id: number,
  status: WebhookDeliveryStatus,
  data: Prisma.WebhookDeliveryUpdateInput,
): Promise<WebhookDeliveryStatus> {
  await app.prisma.webhookDelivery.update({
    where: { id },
    data: { nextAttemptAt: null, ...data, status },
  });
  return status;
}

/**
 * Sends a delivery's event again to its endpoint (same event id and body, signed anew), as a new
 * delivery with its own retries; the first attempt is made at once so the admin sees its outcome.
 */
export async function replayWebhookDelivery<Q extends Prisma.WebhookDeliveryDefaultArgs>(
  app: AppContext,
  adminId: number,
  rawId: unknown,
  query?: Q,
): Promise<Prisma.WebhookDeliveryGetPayload<Q>> {
  const id = requireDatabaseId(rawId, 'WebhookDelivery', 'Webhook delivery');
  const now = app.now();
  const replay = await app.prisma.$transaction(async (tx) => {
    const original = await tx.webhookDelivery.findUnique({ where: { id }, include: { endpoint: true } });
    if (!original) throw new NotFoundError('Webhook delivery not found');
    if (original.endpoint.disabledAt) throw new NotFoundError('Webhook endpoint not found');
    const created = await tx.webhookDelivery.create({
      data: {
        endpointId: original.endpointId,
        eventId: original.eventId,
        type: original.type,
        body: original.body as Prisma.InputJsonValue,
        nextAttemptAt: now,
        createdAt: now,
      },
    });
    await recordAudit(tx, {
      adminId,
      action: 'webhookDelivery.replay',
      entityType: 'WebhookDelivery',
      entityId: created.id,
      changes: { replayOf: id },
    });
    return created;
  });
  await attemptDelivery(app, replay.id, now);
  const row = await app.prisma.webhookDelivery.findUniqueOrThrow({ ...query, where: { id: replay.id } });
  return row as Prisma.WebhookDeliveryGetPayload<Q>;
}

export interface DeliveryFilter {
  endpointId?: unknown;
  status?: WebhookDeliveryStatus | null;
}

function deliveryWhere(filter: DeliveryFilter): Prisma.WebhookDeliveryWhereInput {
  return {
    ...(filter.endpointId
      ? { endpointId: requireDatabaseId(filter.endpointId, 'WebhookEndpoint', 'Webhook endpoint') }
      : {}),
    ...(filter.status ? { status: filter.status } : {}),
  };
}

/** The delivery log, newest first. */
export function listWebhookDeliveries<Q extends Prisma.WebhookDeliveryFindManyArgs>(
  app: AppContext,
  filter: DeliveryFilter,
  query?: Q,
) {
  return app.prisma.webhookDelivery.findMany({ ...query, where: deliveryWhere(filter), orderBy: { id: 'desc' } });
}

export const countWebhookDeliveries = (app: AppContext, filter: DeliveryFilter) =>
  app.prisma.webhookDelivery.count({ where: deliveryWhere(filter) });
