import { z } from 'zod';
import type { AppContext, RequestMeta } from '../../app.ts';
import { AuthenticationError } from '../../errors.ts';
import type { PaymentStatus, Prisma } from '../../generated/prisma/client.ts';
import { parseInput } from '../../lib/validation.ts';
import { accountMessages } from '../../shared/rules.ts';
import { verifyPassword } from './passwords.ts';
import type { Viewer } from './viewer.service.ts';
import {
  createAdminSession,
  createCustomerSession,
  deleteAdminSession,
  deleteCustomerSession,
} from './sessions.service.ts';

export const CUSTOMER_LOGIN_FAILED = /*i18n*/ 'Invalid email or password';
export const ADMIN_LOGIN_FAILED = 'Invalid admin credentials';

const customerLoginInput = z.object({
  email: z.string().trim().toLowerCase().min(1, accountMessages.loginMissing),
  password: z.string().min(1, accountMessages.loginMissing),
});

const adminLoginInput = z.object({
  username: z.string().trim().min(1, accountMessages.fillAllFields),
  password: z.string().min(1, accountMessages.fillAllFields),
});

/**
 * What a read adds to a service's own `where`: Pothos' `query` (the relations and columns the
 * GraphQL selection needs) or a REST answer's include. Services spread it into their one call.
 */
export type CustomerQuery = Prisma.CustomerDefaultArgs;
export type AdminQuery = Prisma.AdminDefaultArgs;
/** The row a read answers for its `query` (Prisma cannot follow a generic spread, so services say it). */
export type CustomerRow<Q extends CustomerQuery> = Prisma.CustomerGetPayload<Q>;

// --- the customer's flags: one definition for GraphQL and REST

/** What the flags below read: include or select it wherever a customer is answered. */
export const customerFlagsSelect = {
  trial: { select: { id: true, order: { select: { paymentStatus: true } } } },
  subscription: { select: { status: true } },
} satisfies Prisma.CustomerSelect;

export const customerWithFlags = { include: customerFlagsSelect } satisfies CustomerQuery;

/** The payment states in which a trial box counts as used (contract: being paid or paid). */
const TRIAL_USED_STATES: readonly PaymentStatus[] = ['processing', 'confirmed'];

/**
 * The customer has had their one trial box: a trial redemption whose order is being paid or
 * paid. A reservation left on an order that is pending or failed does not count.
 */
export const hasUsedTrialBox = (customer: { trial: { order: { paymentStatus: PaymentStatus } } | null }): boolean =>
  customer.trial !== null && TRIAL_USED_STATES.includes(customer.trial.order.paymentStatus);

/** The customer's subscription is running (not cancelled or never started). */
export const isSubscriber = (customer: { subscription: { status: string } | null }): boolean =>
  customer.subscription?.status === 'active';

/**
 * The failed-attempt counters one sign-in is judged by: the account from this
 * address, the account from anywhere, and this address against any account.
 * Together they stop a guess at one account spread over many addresses and
 * one address trying many accounts, not only one address hammering one
 * account.
 */
function loginLimitKeys(kind: 'customer' | 'admin', account: string, ip: string) {
  const prefix = kind === 'admin' ? 'admin:' : '';
  return [
    { name: 'loginFailure', key: `${prefix}${ip}:${account}` },
    { name: 'loginFailureAccount', key: `${prefix}${account}` },
    { name: 'loginFailureAddress', key: ip },
  ] as const;
}

/**
 * Runs one password check under the failed-attempt limits: a blocked key is
 * refused before any work (even with the right password), a failure counts
 * against every key, and a success clears only its own address+account pair:
 * the account and address counters run out by themselves, so signing in to
 * one's own account cannot wipe a spraying address's record.
 */
async function guardedCheck(
  app: AppContext,
  keys: ReturnType<typeof loginLimitKeys>,
  check: () => Promise<boolean>,
): Promise<boolean> {
  for (const { name, key } of keys) await app.limits.check(name, key);
  const ok = await check();
  const [pair] = keys;
  if (ok) await app.limits.reset(pair.name, pair.key);
  else {
    // Every counter takes the failure, even when one of them refuses.
    const counted = await Promise.allSettled(keys.map(({ name, key }) => app.limits.consume(name, key)));
    const refused = counted.find((outcome) => outcome.status === 'rejected');
    if (refused) throw refused.reason;
  }
  return ok;
}

/**
 * Signs a customer in. The row is read once, with whatever the caller will answer with
 * (`query`, in include mode: every column, so the password hash, comes with it).
 */
export async function loginCustomer<Q extends CustomerQuery = CustomerQuery>(
  app: AppContext,
  rawInput: unknown,
  meta: RequestMeta,
  query?: Q,
) {
  const input = parseInput(customerLoginInput, rawInput);
  const customer = await app.prisma.customer.findUnique({ ...query, where: { email: input.email } });
  const ok = await guardedCheck(app, loginLimitKeys('customer', input.email, meta.ip), () =>
    verifyPassword(customer?.passwordHash ?? null, input.password),
  );
  if (!ok || !customer) throw new AuthenticationError(CUSTOMER_LOGIN_FAILED);
  const token = await createCustomerSession(app, customer.id, meta);
  return { token, customer: customer as CustomerRow<Q> };
}

export async function loginAdmin<Q extends AdminQuery>(
  app: AppContext,
  rawInput: unknown,
  meta: RequestMeta,
  query?: Q,
) {
  const input = parseInput(adminLoginInput, rawInput);
  const admin = await app.prisma.admin.findUnique({ ...query, where: { username: input.username } });
  const ok = await guardedCheck(app, loginLimitKeys('admin', input.username.toLowerCase(), meta.ip), () =>
    verifyPassword(admin?.passwordHash ?? null, input.password),
  );
  if (!ok || !admin) throw new AuthenticationError(ADMIN_LOGIN_FAILED);
  const token = await createAdminSession(app, admin.id, meta);
  return { token, admin };
}

export async function logoutCustomer(
  app: AppContext,
  viewer: Pick<Viewer, 'customer' | 'customerToken'>,
): Promise<void> {
  if (viewer.customer && viewer.customerToken)
    await deleteCustomerSession(app, viewer.customer.id, viewer.customerToken);
}

export async function logoutAdmin(app: AppContext, token: string | null): Promise<void> {
  if (token) await deleteAdminSession(app, token);
}

export function getCustomer<Q extends CustomerQuery = CustomerQuery>(
  app: AppContext,
  customerId: number,
  query?: Q,
): Promise<CustomerRow<Q> | null> {
  return app.prisma.customer.findUnique({ ...query, where: { id: customerId } }) as Promise<CustomerRow<Q> | null>;
}

export function getAdmin<Q extends AdminQuery>(app: AppContext, adminId: number, query?: Q) {
  return app.prisma.admin.findUnique({ ...query, where: { id: adminId } });
}
