// Admin accounts, managed by super admins: list, create, edit, delete. Two rules keep the
// back office reachable: nobody deletes or demotes themself, and the last super admin stays.
import { z } from 'zod';
import type { AppContext } from '../../app.ts';
import { ConflictError, ForbiddenError } from '../../errors.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { requireDatabaseId } from '../../lib/ids.ts';
import { parseInput } from '../../lib/validation.ts';
import { adminMessages } from '../../shared/rules.ts';
import { hashPassword, newPasswordSchema } from '../auth/index.ts';
import { auditedWrite, rowAudit } from '../../lib/audit/index.ts';

export function listAdmins<Q extends Prisma.AdminFindManyArgs>(app: AppContext, query?: Q) {
  return app.prisma.admin.findMany({ ...query, orderBy: [{ username: 'asc' }, { id: 'asc' }] });
}

export const countAdmins = (app: AppContext): Promise<number> => app.prisma.admin.count();

const fields = {
  username: z
    .string({ error: 'Username is required.' })
    .trim()
    .min(3, 'Username must be at least 3 characters.')
    .max(50, 'Username must be at most 50 characters.')
    .regex(/^[A-Za-z0-9._-]+$/, 'Username may contain only letters, digits, ".", "_" and "-".'),
  email: z
    .string({ error: 'Email is required.' })
    .trim()
    .toLowerCase()
    .max(254, 'Please enter a valid email address.')
    .pipe(z.email('Please enter a valid email address.')),
  name: z.string({ error: 'Name must be text.' }).trim().max(120, 'Name must be at most 120 characters.'),
  role: z.enum(['admin', 'super_admin'], { error: 'Role must be admin or super_admin.' }),
  // Lazy: auth and this module import each other's faces (auth → onboarding → admin).
  password: z.lazy(() => newPasswordSchema('Password is required.')),
};

const createInput = z.object({
  username: fields.username,
  email: fields.email,
  name: fields.name.default(''),
  role: fields.role.default('admin'),
  password: fields.password,
});

const updateInput = z.object({
  username: fields.username.optional(),
  email: fields.email.optional(),
  name: fields.name.optional(),
  role: fields.role.optional(),
  // "Password only if filled": an empty one leaves it unchanged.
  password: z.union([z.literal('').transform(() => undefined), fields.password]).optional(),
});

/**
 * A username (in any case) or e-mail another admin has is refused with the field's message;
 * the unique constraints still catch a race between two creations.
 */
async function refuseTaken(app: AppContext, input: { username?: string; email?: string }, exceptId?: number) {
  if (!input.username && !input.email) return;
  const taken = await app.prisma.admin.findFirst({
    where: {
      ...(exceptId ? { id: { not: exceptId } } : {}),
      OR: [
        ...(input.username ? [{ username: { equals: input.username, mode: 'insensitive' as const } }] : []),
        ...(input.email ? [{ email: input.email }] : []),
      ],
    },
    select: { username: true },
  });
  if (!taken) return;
  const sameUsername = input.username && taken.username.toLowerCase() === input.username.toLowerCase();
  throw new ConflictError(sameUsername ? adminMessages.usernameExists : adminMessages.adminEmailExists);
}

const rowErrors = { duplicate: adminMessages.usernameExists, missing: 'Admin not found' };

/**
 * Locks every super admin row until the transaction ends, so two changes that would each
 * leave one super admin (two super admins deleting each other, say) run one after the
 * other, and the second sees the first's result.
 */
async function lockSuperAdmins(tx: Prisma.TransactionClient): Promise<number[]> {
  const rows = await tx.$queryRaw<{ id: number }[]>`
    SELECT "id" FROM "Admin" WHERE "role" = 'super_admin' ORDER BY "id" FOR UPDATE`;
  return rows.map((row) => row.id);
}

const audit = rowAudit('Admin');

export async function createAdmin<Q extends Prisma.AdminDefaultArgs>(
  app: AppContext,
  actorId: number,
  rawInput: unknown,
  query?: Q,
) {
  const { password, ...data } = parseInput(createInput, rawInput);
  await refuseTaken(app, data);
  const passwordHash = await hashPassword(password);
  return auditedWrite(
    app,
    actorId,
    (tx) => tx.admin.create({ ...query, data: { ...data, passwordHash } }),
    audit('create', data),
    rowErrors,
  );
}

/** Refuses to leave no super admin; runs inside the change's transaction, under the lock. */
async function keepOneSuperAdmin(tx: Prisma.TransactionClient, losing: number): Promise<void> {
  const superAdmins = await lockSuperAdmins(tx);
  if (superAdmins.length <= 1 && superAdmins.includes(losing)) throw new ConflictError(adminMessages.lastSuperAdmin);
}

/**
 * Changes the fields given; a password only when one is filled in (it then ends that
 * admin's sessions, unless the admin is changing their own).
 */
export async function updateAdmin<Q extends Prisma.AdminDefaultArgs>(
  app: AppContext,
  actorId: number,
  ref: unknown,
  rawInput: unknown,
  query?: Q,
) {
  const id = requireDatabaseId(ref, 'Admin');
  const { password, ...data } = parseInput(updateInput, rawInput);
  if (id === actorId && data.role === 'admin') throw new ForbiddenError(adminMessages.cannotDemoteSelf);
  await refuseTaken(app, data, id);
  const passwordHash = password ? await hashPassword(password) : undefined;
  return auditedWrite(
    app,
    actorId,
    async (tx) => {
      if (data.role === 'admin') await keepOneSuperAdmin(tx, id);
      const updated = await tx.admin.update({ ...query, where: { id }, data: { ...data, passwordHash } });
      if (passwordHash && id !== actorId) await tx.adminSession.deleteMany({ where: { adminId: id } });
      return updated;
    },
    audit('update', { ...data, ...(password ? { credentialsChanged: true } : {}) }),
    rowErrors,
  );
}

/** Deletes another admin's account (their sessions with it); never one's own, never the last super admin. */
export async function deleteAdmin(app: AppContext, actorId: number, ref: unknown): Promise<number> {
  const id = requireDatabaseId(ref, 'Admin');
  if (id === actorId) throw new ForbiddenError(adminMessages.cannotDeleteSelf);
  await auditedWrite(
    app,
    actorId,
    async (tx) => {
      await keepOneSuperAdmin(tx, id);
      return tx.admin.delete({ where: { id } });
    },
    (row) => audit('delete', { username: row.username })(row),
    rowErrors,
  );
  return id;
}
