// The audit trail: who changed what and when. It sits below the modules, since every module's
// admin writes record into it. Every admin mutation calls `recordAudit` inside its own
// transaction, so a change and its record are written together or not at all.

import type { AppContext } from '../../app.ts';
import type { Db } from '../../db/client.ts';
import { withRowErrors, type RowErrorMessages } from '../../db/prismaErrors.ts';
import type { Prisma } from '../../generated/prisma/client.ts';

/**
 * Who made a change: a signed-in admin (the viewer's `admin`), or a partner's API key (a key with
 * `deliveries:write` marks orders delivered), which is recorded as itself, never as an admin.
 */
export type Actor = { adminId: number; partnerKeyId?: never } | { partnerKeyId: number; adminId?: never };

/** An admin id is the usual actor; `actorOf` makes either into an `Actor`. */
export const actorOf = (actor: number | Actor): Actor => (typeof actor === 'number' ? { adminId: actor } : actor);

export type AuditRecord = Actor & AuditFields;

interface AuditFields {
  /** `<entity>.<verb>`, e.g. `meal.update`. */
  action: string;
  entityType: string;
  entityId?: number | null;
  /** What was written; keys that name a secret are left out. */
  changes?: Record<string, unknown>;
}

const SECRET_KEY = /password|token|secret/i;

/** A copy of `changes` without secrets, as JSON the database stores. */
function withoutSecrets(changes: Record<string, unknown>): Prisma.InputJsonObject {
  return JSON.parse(
    JSON.stringify(changes, (key, value: unknown) => (key !== '' && SECRET_KEY.test(key) ? undefined : value)),
  ) as Prisma.InputJsonObject;
}

/** The audit row's actor columns: the admin and their username, or the partner key and its name. */
async function actorColumns(db: Db, actor: Actor) {
  if (actor.partnerKeyId !== undefined) {
    const key = await db.partnerApiKey.findUnique({ where: { id: actor.partnerKeyId }, select: { name: true } });
    return {
      adminId: null,
      partnerApiKeyId: key ? actor.partnerKeyId : null,
      adminUsername: `partner key: ${key?.name ?? `#${actor.partnerKeyId}`}`,
    };
  }
  const admin = await db.admin.findUnique({ where: { id: actor.adminId }, select: { username: true } });
  return { adminId: admin ? actor.adminId : null, adminUsername: admin?.username ?? `#${actor.adminId}` };
}

export async function recordAudit(db: Db, record: AuditRecord): Promise<void> {
  await db.auditEntry.create({
    data: {
      ...(await actorColumns(db, record)),
      action: record.action,
      entityType: record.entityType,
      entityId: record.entityId ?? null,
      changes: withoutSecrets(record.changes ?? {}),
    },
  });
}

export interface AuditFilter {
  entityType?: string | null;
  entityId?: number | null;
}

const auditWhere = (filter: AuditFilter): Prisma.AuditEntryWhereInput => ({
  ...(filter.entityType ? { entityType: filter.entityType } : {}),
  ...(filter.entityId ? { entityId: filter.entityId } : {}),
});

/** Newest first. */
export function listAuditEntries<Q extends Prisma.AuditEntryFindManyArgs>(
  app: AppContext,
  filter: AuditFilter,
  query?: Q,
) {
  return app.prisma.auditEntry.findMany({
    ...query,
    where: auditWhere(filter),
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
  });
}

export function countAuditEntries(app: AppContext, filter: AuditFilter): Promise<number> {
  return app.prisma.auditEntry.count({ where: auditWhere(filter) });
}

/** What an audited change records besides who made it. */
export type AuditOf<T> = (written: T) => AuditFields;

/**
 * The audit of an entity's changes: `rowAudit('Admin')('update', changes)` records
 * `admin.update` against the written row.
 */
export const rowAudit =
  (entityType: string) => (verb: string, changes: Record<string, unknown>) => (row: { id: number }) => ({
    action: `${entityType[0]!.toLowerCase()}${entityType.slice(1)}.${verb}`,
    entityType,
    entityId: row.id,
    changes,
  });

/**
 * An admin change and its audit row in one transaction: `write` runs, then its record is
 * added; either both land or neither does. Public caches are told after the commit by the
 * caller (`app.publicChanges.publish`), never inside the transaction. With `rowErrors`, a
 * duplicate or missing row becomes its ConflictError or NotFoundError (`withRowErrors`).
 */
export function auditedWrite<T>(
  app: AppContext,
  actor: number | Actor,
  write: (tx: Prisma.TransactionClient) => Promise<T>,
  audit: AuditOf<T>,
  rowErrors?: RowErrorMessages,
): Promise<T> {
  const run = () =>
    app.prisma.$transaction(async (tx) => {
      const written = await write(tx);
      await recordAudit(tx, { ...actorOf(actor), ...audit(written) });
      return written;
    });
  return rowErrors ? withRowErrors(run, rowErrors) : run();
}
