import { randomUUID } from 'node:crypto';
import type { AppContext } from '../src/app.ts';
import { createAdminSession, createCustomerSession, hashPassword } from '../src/modules/auth/index.ts';
import { weekIsLive } from '../src/modules/catalog/index.ts';

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

/** The live weeks (soonest first) with the meal ids on each one's menu. */
export async function liveWeeksWithMenus(app: AppContext) {
  const weeks = (await app.prisma.week.findMany({ orderBy: { startDate: 'asc' } })).filter((week) =>
    weekIsLive(app, week),
  );
  const menus = await app.prisma.weekMenuItem.findMany({
    where: { weekId: { in: weeks.map((week) => week.id) }, isAvailable: true, meal: { isActive: true } },
    orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }],
  });
  return weeks.map((week) => ({
    week,
    menu: menus.filter((item) => item.weekId === week.id).map((item) => item.mealId),
  }));
}

export interface OrderFactoryOptions {
  customerId: number;
  weekId: number;
  /** Meal ids, one item each (as many as `mealCount` for a complete selection). */
  mealIds?: number[];
  mealCount?: number;
  portionSize?: 'standard' | 'large' | 'mixed';
  status?: 'not_selected' | 'selected' | 'skipped' | 'cancelled';
  paymentStatus?: 'pending' | 'processing' | 'confirmed' | 'failed';
  paymentMethod?: 'card' | 'instapay' | null;
  purchaseType?: 'trial' | 'subscription' | null;
  totalPiasters?: number;
}

/**
 * An order as checkout or the subscription engine would have left it (amounts as given, not
 * priced): for tests of what comes after.
 */
export async function createOrder(app: AppContext, options: OrderFactoryOptions) {
  const mealIds = options.mealIds ?? [];
  const mealCount = options.mealCount ?? 4;
  const portion = options.portionSize === 'large' ? 'large' : 'standard';
  const total = options.totalPiasters ?? 99600;
  return app.prisma.order.create({
    data: {
      customerId: options.customerId,
      weekId: options.weekId,
      mealCount,
      defaultPortionSize: options.portionSize ?? 'standard',
      status: options.status ?? (mealIds.length === mealCount ? 'selected' : 'not_selected'),
      paymentStatus: options.paymentStatus ?? 'pending',
      paymentMethod: options.paymentMethod === undefined ? 'card' : options.paymentMethod,
      purchaseType: options.purchaseType ?? null,
      subtotalPiasters: total,
      totalPiasters: total,
      items: { create: mealIds.map((mealId) => ({ mealId, portionSize: portion })) },
    },
    include: { items: { orderBy: { id: 'asc' } } },
  });
}

/** A subscription (active unless told), as a first paid subscription checkout leaves it. */
export async function createSubscription(
  app: AppContext,
  customerId: number,
  options: { status?: 'active' | 'cancelled'; mealCount?: number } = {},
) {
  const status = options.status ?? 'active';
  await app.prisma.customer.update({ where: { id: customerId }, data: { userType: 'subscriber' } });
  return app.prisma.subscription.create({
    data: {
      customerId,
      status,
      mealCount: options.mealCount ?? 4,
      cancelledAt: status === 'cancelled' ? app.now() : null,
    },
  });
}

/** The customer's one trial box, on `orderId`. */
export function createTrialRedemption(app: AppContext, customerId: number, orderId: number) {
  return app.prisma.trialRedemption.create({ data: { customerId, orderId } });
}

/** The admin's meal form as a client sends it (a unique title unless told). */
export const adminMealForm = (overrides: Record<string, unknown> = {}) => ({
  title: unique('Koshari Bowl'),
  description: 'Rice, lentils, pasta and spiced tomato sauce',
  category: 'lunch',
  calories: 520,
  protein: 18.5,
  ingredients: 'rice, lentils, pasta, tomato',
  imageUrl: '/images/koshari.jpg',
  ...overrides,
});
