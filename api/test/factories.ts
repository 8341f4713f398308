import { randomUUID } from 'node:crypto';
import type { AppContext } from '../src/app.ts';
import { createAdminSession, createCustomerSession, hashPassword } from '../src/modules/auth/index.ts';

export const unique = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`;

/** A customer with a known password and a live session token. */
export async function createCustomer(app: AppContext, overrides: { email?: string; password?: string } = {}) {
  const email = overrides.email ?? `${unique('customer')}@example.com`;
  const password = overrides.password ?? 'correct horse';
  const customer = await app.prisma.customer.create({
    data: { email, passwordHash: await hashPassword(password), name: 'Test Customer' },
  });
  const token = await createCustomerSession(app, customer.id);
  return { customer, email, password, token };
}

/** An admin with a known password. */
export async function createAdmin(app: AppContext, role: 'admin' | 'super_admin' = 'admin') {
  const username = unique('admin');
  const password = 'admin password';
  const admin = await app.prisma.admin.create({
    data: { username, email: `${username}@example.com`, passwordHash: await hashPassword(password), role },
  });
  return { admin, username, password };
}

/** An admin with a live session token (bearer), without going through the sign-in limits. */
export async function createSignedInAdmin(app: AppContext, role: 'admin' | 'super_admin' = 'admin') {
  const made = await createAdmin(app, role);
  return { ...made, token: await createAdminSession(app, made.admin.id) };
}

/** An invitation code of its own (5 uses unless told), so parallel test files never share one. */
export async function createInvitationCode(
  app: AppContext,
  options: { maxUses?: number | null; currentUses?: number; isActive?: boolean } = {},
): Promise<string> {
  const code = unique('CODE').toUpperCase();
  await app.prisma.invitationCode.create({
    data: {
      code,
      maxUses: options.maxUses === undefined ? 5 : options.maxUses,
      currentUses: options.currentUses ?? 0,
      isActive: options.isActive ?? true,
    },
  });
  return code;
}

/** How many times a code has been used, as stored. */
export async function invitationCodeUses(app: AppContext, code: string): Promise<number> {
  return (await app.prisma.invitationCode.findUniqueOrThrow({ where: { code } })).currentUses;
}
