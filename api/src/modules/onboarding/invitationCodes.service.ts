import { z } from 'zod';
import type { AppContext } from '../../app.ts';
import { NotFoundError, ValidationError } from '../../errors.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { requireDatabaseId } from '../../lib/ids.ts';
import { parseInput, typedNumberInput } from '../../lib/validation.ts';
import { adminMessages, normalizeInvitationCode } from '../../shared/rules.ts';
import { auditedWrite, rowAudit } from '../../lib/audit/index.ts';

// Codes are stored and compared upper-cased (the shared rule): the web upper-cases as the
// user types, the seed and the admin tools store them so.

/** Read-only check (eligibility): the code exists, is active and has a use left. */
export async function findUsableInvitationCode(app: AppContext, code: string) {
  const found = await app.prisma.invitationCode.findUnique({ where: { code: normalizeInvitationCode(code) } });
  if (!found || !found.isActive) return null;
  if (found.maxUses !== null && found.currentUses >= found.maxUses) return null;
  return found;
}

/**
 * Counts one use of a code, or nothing. A single conditional UPDATE is the
 * gate: Postgres re-checks the WHERE clause on the row it locks, so concurrent
 * registrations cannot take more places than `maxUses` (and the
 * InvitationCode_currentUses_within_maxUses_check constraint backs it).
 * Returns the code's id, or null when it is unknown, inactive or used up.
 */
export async function consumeInvitationCode(tx: Prisma.TransactionClient, code: string): Promise<number | null> {
  const rows = await tx.$queryRaw<{ id: number }[]>`
    UPDATE "InvitationCode"
       SET "currentUses" = "currentUses" + 1, "updatedAt" = now()
     WHERE "code" = ${normalizeInvitationCode(code)}
       AND "isActive"
       AND ("maxUses" IS NULL OR "currentUses" < "maxUses")
    RETURNING "id"`;
  return rows[0]?.id ?? null;
}

// --- the back office: list, create, edit, delete ---------------------------------------------

/** Newest first, paged by the caller. */
export function listInvitationCodes<Q extends Prisma.InvitationCodeFindManyArgs>(app: AppContext, query?: Q) {
  return app.prisma.invitationCode.findMany({ ...query, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
}

export const countInvitationCodes = (app: AppContext): Promise<number> => app.prisma.invitationCode.count();

const codeFields = {
  code: z
    .string({ error: adminMessages.codeRequired })
    .transform(normalizeInvitationCode)
    .pipe(
      z
        .string()
        .min(1, adminMessages.codeRequired)
        .max(64, 'Code must be at most 64 characters.')
        .regex(/^[A-Z0-9_-]+$/, adminMessages.codeCharacters),
    ),
  isActive: z.boolean({ error: 'isActive must be true or false.' }),
  maxUses: typedNumberInput(
    z
      .number({ error: adminMessages.maxUsesInteger })
      .int(adminMessages.maxUsesInteger)
      .min(1, adminMessages.maxUsesInteger)
      .max(1_000_000, adminMessages.maxUsesInteger)
      .nullable(),
  ),
  description: z.string({ error: 'Description must be text.' }).trim().max(500, 'Description is too long.'),
};

const createCodeInput = z.object({
  code: codeFields.code,
  isActive: codeFields.isActive.default(true),
  maxUses: codeFields.maxUses.default(null),
  description: codeFields.description.default(''),
});

const updateCodeInput = z.object({
  code: codeFields.code.optional(),
  isActive: codeFields.isActive.optional(),
  maxUses: codeFields.maxUses.optional(),
  description: codeFields.description.optional(),
});

const rowErrors = { duplicate: adminMessages.codeExists, missing: 'Invitation code not found' };

const codeAudit = rowAudit('InvitationCode');

/** Stored upper-cased whatever the client sent; a code that exists already is a ConflictError. */
export function createInvitationCode<Q extends Prisma.InvitationCodeDefaultArgs>(
  app: AppContext,
  adminId: number,
  rawInput: unknown,
  query?: Q,
) {
  const data = parseInput(createCodeInput, rawInput);
  return auditedWrite(
    app,
    adminId,
    (tx) => tx.invitationCode.create({ ...query, data }),
    codeAudit('create', data),
    rowErrors,
  );
}

/**
 * Changes the fields given. A `maxUses` below the uses already counted is refused; the
 * conditional UPDATE (and the table's CHECK) keeps that true against a registration
 * counting a use at the same moment.
 */
export async function updateInvitationCode<Q extends Prisma.InvitationCodeDefaultArgs>(
  app: AppContext,
  adminId: number,
  ref: unknown,
  rawInput: unknown,
  query?: Q,
) {
  const id = requireDatabaseId(ref, 'InvitationCode', 'Invitation code');
  const data = parseInput(updateCodeInput, rawInput);
  return auditedWrite(
    app,
    adminId,
    async (tx) => {
      const { count } = await tx.invitationCode.updateMany({
        where: { id, ...(typeof data.maxUses === 'number' ? { currentUses: { lte: data.maxUses } } : {}) },
        data,
      });
      if (count === 0) {
        const exists = await tx.invitationCode.findUnique({ where: { id }, select: { id: true } });
        if (!exists) throw new NotFoundError(rowErrors.missing);
        throw ValidationError.forField('maxUses', adminMessages.maxUsesBelowUses);
      }
      return tx.invitationCode.findUniqueOrThrow({ ...query, where: { id } });
    },
    codeAudit('update', data),
    rowErrors,
  );
}

/** Customers who registered with it keep their account (their code link becomes unset). */
export async function deleteInvitationCode(app: AppContext, adminId: number, ref: unknown): Promise<number> {
  const id = requireDatabaseId(ref, 'InvitationCode', 'Invitation code');
  await auditedWrite(
    app,
    adminId,
    (tx) => tx.invitationCode.delete({ where: { id } }),
    (row) => codeAudit('delete', { code: row.code })(row),
    rowErrors,
  );
  return id;
}
