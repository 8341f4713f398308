import { z } from 'zod';
import type { AppContext } from '../../app.ts';
import { AuthenticationError } from '../../errors.ts';
import { parseInput } from '../../lib/validation.ts';
import { verifyPassword } from './passwords.ts';
import {
  createAdminSession,
  createCustomerSession,
  deleteAdminSession,
  deleteCustomerSession,
  type SessionMeta,
} from './sessions.service.ts';

export const CUSTOMER_LOGIN_FAILED = 'Invalid email or password';
export const ADMIN_LOGIN_FAILED = 'Invalid admin credentials';

export interface RequestMeta extends SessionMeta {
  ip: string;
}

const customerLoginInput = z.object({
  email: z.string().trim().toLowerCase().min(1, 'Please enter both email and password'),
  password: z.string().min(1, 'Please enter both email and password'),
});

const adminLoginInput = z.object({
  username: z.string().trim().min(1, 'Please fill in all fields'),
  password: z.string().min(1, 'Please fill in all fields'),
});

/**
 * Runs one password check under the failed-attempt limit: blocked keys are
 * refused before any work, failures count, a success clears the count.
 */
async function guardedCheck(app: AppContext, key: string, check: () => Promise<boolean>): Promise<boolean> {
  await app.limits.check('loginFailure', key);
  const ok = await check();
  if (ok) await app.limits.reset('loginFailure', key);
  else await app.limits.consume('loginFailure', key);
  return ok;
}

export async function loginCustomer(app: AppContext, rawInput: unknown, meta: RequestMeta) {
  const input = parseInput(customerLoginInput, rawInput);
  const customer = await app.prisma.customer.findUnique({ where: { email: input.email } });
  const ok = await guardedCheck(app, `${meta.ip}:${input.email}`, () =>
    verifyPassword(customer?.passwordHash ?? null, input.password),
  );
  if (!ok || !customer) throw new AuthenticationError(CUSTOMER_LOGIN_FAILED);
  const token = await createCustomerSession(app, customer.id, meta);
  return { token, customer };
}

export async function loginAdmin(app: AppContext, rawInput: unknown, meta: RequestMeta) {
  const input = parseInput(adminLoginInput, rawInput);
  const admin = await app.prisma.admin.findUnique({ where: { username: input.username } });
  const ok = await guardedCheck(app, `admin:${meta.ip}:${input.username.toLowerCase()}`, () =>
    verifyPassword(admin?.passwordHash ?? null, input.password),
  );
  if (!ok || !admin) throw new AuthenticationError(ADMIN_LOGIN_FAILED);
  const token = await createAdminSession(app, admin.id, meta);
  return { token, admin };
}

export async function logoutCustomer(app: AppContext, token: string | null): Promise<void> {
  if (token) await deleteCustomerSession(app, token);
}

export async function logoutAdmin(app: AppContext, token: string | null): Promise<void> {
  if (token) await deleteAdminSession(app, token);
}

export async function getCustomer(app: AppContext, customerId: number) {
  return app.prisma.customer.findUnique({
    where: { id: customerId },
    include: { subscription: true, trial: { select: { id: true } } },
  });
}

export async function getAdmin(app: AppContext, adminId: number) {
  return app.prisma.admin.findUnique({ where: { id: adminId } });
}
