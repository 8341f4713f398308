import type { AppContext, RequestMeta } from '../../app.ts';
import type { AdminRole, Prisma } from '../../generated/prisma/client.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { createSessionCache, CUSTOMER_SESSIONS, type CachedSession, type SessionCache } from './sessionCache.ts';

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

const sessionCaches = new WeakMap<AppContext, SessionCache>();

/** This process's customer sessions in memory (one per app context, listening from its first use). */
export function customerSessionCache(app: AppContext): SessionCache {
  let cache = sessionCaches.get(app);
  if (!cache) {
    cache = createSessionCache(app.publicChanges, {
      ttlMs: app.config.SESSION_CACHE_TTL_MS,
      max: app.config.SESSION_CACHE_MAX,
    });
    sessionCaches.set(app, cache);
  }
  return cache;
}

const sessionColumns = { id: true, customerId: true, lastSeenAt: true, expiresAt: true } as const;

export async function findCustomerSession(app: AppContext, token: string): Promise<{ customerId: number } | null> {
  const tokenHash = hashToken(token);
  const cache = customerSessionCache(app);
  let session = await cache.load(tokenHash, () =>
    app.prisma.customerSession.findUnique({ where: { tokenHash }, select: sessionColumns }),
  );
  if (!session || session.expiresAt <= app.now()) return null;
  if (shouldTouch(app, session.lastSeenAt)) {
    const { id } = session;
    cache.forget(tokenHash);
    // A session ended meanwhile (on another replica, not heard of yet) touches nothing and is refused.
    session = await cache.load(tokenHash, async (): Promise<CachedSession | null> => {
      const touched = { id, customerId: session!.customerId, lastSeenAt: app.now(), expiresAt: expiry(app) };
      const { count } = await app.prisma.customerSession.updateMany({
        where: { id },
        data: { lastSeenAt: touched.lastSeenAt, expiresAt: touched.expiresAt },
      });
      return count ? touched : null;
    });
    if (!session) return null;
  }
  return { customerId: session.customerId };
}

/**
 * Inside a transaction that ends sessions of these customers: tells the other replicas, so they hear of it
 * exactly when it commits. Call `customerSessionsEnded` once it has.
 */
export async function announceCustomerSessionsEnded(
  app: AppContext,
  tx: Prisma.TransactionClient,
  customerIds: readonly number[],
): Promise<void> {
  const notice = app.publicChanges.announcement(endings(customerIds));
  if (notice) await tx.$executeRaw`SELECT pg_notify(${notice.channel}, ${notice.payload})`;
}

/** After the transaction that ended these customers' sessions committed: this replica forgets them. */
export async function customerSessionsEnded(app: AppContext, customerIds: readonly number[]): Promise<void> {
  await app.publicChanges.publish(endings(customerIds), { announced: true });
}

function endings(customerIds: readonly number[]) {
  return [...new Set(customerIds)].map((id) => ({ typename: CUSTOMER_SESSIONS, id }));
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

export async function deleteCustomerSession(app: AppContext, customerId: number, token: string): Promise<void> {
  await app.prisma.$transaction(async (tx) => {
    await tx.customerSession.deleteMany({ where: { tokenHash: hashToken(token), customerId } });
    await announceCustomerSessionsEnded(app, tx, [customerId]);
  });
  await customerSessionsEnded(app, [customerId]);
}

export async function deleteAdminSession(app: AppContext, token: string): Promise<void> {
  await app.prisma.adminSession.deleteMany({ where: { tokenHash: hashToken(token) } });
}
