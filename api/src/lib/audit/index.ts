// The audit trail: who changed what and when. It sits below the modules, since every module's
// admin writes record into it. Every admin mutation calls `recordAudit` inside its own
// transaction, so a change and its record are written together or not at all.

import type { AppContext } from '../../app.ts';
import type { Db } from '../../db/client.ts';
import { withRowErrors, type RowErrorMessages } from '../../db/prismaErrors.ts';
import type { Prisma } from '../../generated/prisma/client.ts';

export interface AuditRecord {
  /** The signed-in admin (the viewer's `admin`). */
  adminId: number;
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

export async function recordAudit(db: Db, record: AuditRecord): Promise<void> {
  const admin = await db.admin.findUnique({ where: { id: record.adminId }, select: { username: true } });
  await db.auditEntry.create({
    data: {
      adminId: admin ? record.adminId : null,
      adminUsername: admin?.username ?? `#${record.adminId}`,
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
export type AuditOf<T> = (written: T) => Omit<AuditRecord, 'adminId'>;

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
  adminId: number,
  write: (tx: Prisma.TransactionClient) => Promise<T>,
  audit: AuditOf<T>,
  rowErrors?: RowErrorMessages,
): Promise<T> {
  const run = () =>
    app.prisma.$transaction(async (tx) => {
      const written = await write(tx);
      await recordAudit(tx, { adminId, ...audit(written) });
      return written;
    });
  return rowErrors ? withRowErrors(run, rowErrors) : run();
}
