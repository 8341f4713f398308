import type { AppContext } from '../../app.ts';
import type { Prisma } from '../../generated/prisma/client.ts';

/**
 * Codes are compared upper-cased: the web upper-cases as the user types and
 * the seed stores them so. (Admin tools should store new codes upper-cased too.)
 */
export const normalizeInvitationCode = (code: string): string => code.trim().toUpperCase();

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
