import type { AppContext, RequestMeta } from '../../app.ts';
import type { AdminRole } from '../../generated/prisma/client.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A session's expiry slides forward at most once an hour, not on every request. */
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;

/** What a session records about where it was opened. */
type SessionMeta = Partial<Pick<RequestMeta, 'userAgent'>>;

function expiry(app: AppContext): Date {
  return new Date(app.now().getTime() + app.config.sessionDays * DAY_MS);
}

export async function createCustomerSession(app: AppContext, customerId: number, meta: SessionMeta = {}) {
  const token = newToken('customer');
  await app.prisma.customerSession.create({
    data: { tokenHash: hashToken(token), customerId, expiresAt: expiry(app), userAgent: meta.userAgent ?? null },
  });
  return token;
}

export async function createAdminSession(app: AppContext, adminId: number, meta: SessionMeta = {}) {
  const token = newToken('admin');
  await app.prisma.adminSession.create({
    data: { tokenHash: hashToken(token), adminId, expiresAt: expiry(app), userAgent: meta.userAgent ?? null },
  });
  return token;
}

function shouldTouch(app: AppContext, lastSeenAt: Date): boolean {
  return app.now().getTime() - lastSeenAt.getTime() > TOUCH_INTERVAL_MS;
}

export async function findCustomerSession(app: AppContext, token: string): Promise<{ customerId: number } | null> {
  const session = await app.prisma.customerSession.findUnique({ where: { tokenHash: hashToken(token) } });
  if (!session || session.expiresAt <= app.now()) return null;
  if (shouldTouch(app, session.lastSeenAt)) {
    await app.prisma.customerSession.update({
      where: { id: session.id },
      data: { lastSeenAt: app.now(), expiresAt: expiry(app) },
    });
  }
  return { customerId: session.customerId };
}

export async function findAdminSession(
  app: AppContext,
  token: string,
): Promise<{ adminId: number; role: AdminRole } | null> {
  const session = await app.prisma.adminSession.findUnique({
    where: { tokenHash: hashToken(token) },
    include: { admin: { select: { role: true } } },
  });
  if (!session || session.expiresAt <= app.now()) return null;
  if (shouldTouch(app, session.lastSeenAt)) {
    await app.prisma.adminSession.update({
      where: { id: session.id },
      data: { lastSeenAt: app.now(), expiresAt: expiry(app) },
    });
  }
  return { adminId: session.adminId, role: session.admin.role };
}

export async function deleteCustomerSession(app: AppContext, token: string): Promise<void> {
  await app.prisma.customerSession.deleteMany({ where: { tokenHash: hashToken(token) } });
}

export async function deleteAdminSession(app: AppContext, token: string): Promise<void> {
  await app.prisma.adminSession.deleteMany({ where: { tokenHash: hashToken(token) } });
}
