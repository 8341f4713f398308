import type { AppContext } from '../../app.ts';
import type { AdminRole } from '../../generated/prisma/client.ts';
import { hashToken, tokenKind } from '../../lib/tokens.ts';
import { findAdminSession, findCustomerSession } from './sessions.service.ts';

export const CUSTOMER_COOKIE = 'mb_session';
export const ADMIN_COOKIE = 'mb_admin_session';
export const VISITOR_COOKIE = 'mb_visitor';

/** Who is making a request. Customers and admins are separate identities. */
export interface Viewer {
  customer: { id: number } | null;
  admin: { id: number; role: AdminRole } | null;
  partner: { id: number } | null;
  /** The raw credentials, kept so logout can end exactly this session. */
  customerToken: string | null;
  adminToken: string | null;
  /** Anonymous visitor id (cookie), for a visitor's temporary meal selection. */
  visitorKey: string | null;
  /** True when the request authenticated with cookies (CSRF rules apply). */
  viaCookie: boolean;
}

export const anonymousViewer: Viewer = {
  customer: null,
  admin: null,
  partner: null,
  customerToken: null,
  adminToken: null,
  visitorKey: null,
  viaCookie: false,
};

export interface Credentials {
  authorization?: string | undefined;
  cookies: Record<string, string | undefined>;
}

function bearer(authorization: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  return match?.[1] ?? null;
}

/**
 * Reads the bearer token (API clients) and the session cookies (web app).
 * A bearer token is looked up only in the table its prefix names.
 */
export async function resolveViewer(app: AppContext, credentials: Credentials): Promise<Viewer> {
  const token = bearer(credentials.authorization);
  const kind = token ? tokenKind(token) : null;
  const customerToken = kind === 'customer' ? token : (credentials.cookies[CUSTOMER_COOKIE] ?? null);
  const adminToken = kind === 'admin' ? token : (credentials.cookies[ADMIN_COOKIE] ?? null);

  const [customerSession, adminSession, partner] = await Promise.all([
    customerToken && tokenKind(customerToken) === 'customer' ? findCustomerSession(app, customerToken) : null,
    adminToken && tokenKind(adminToken) === 'admin' ? findAdminSession(app, adminToken) : null,
    kind === 'partner' && token ? findPartner(app, token) : null,
  ]);

  return {
    customer: customerSession ? { id: customerSession.customerId } : null,
    admin: adminSession ? { id: adminSession.adminId, role: adminSession.role } : null,
    partner,
    customerToken: customerSession ? customerToken : null,
    adminToken: adminSession ? adminToken : null,
    visitorKey: credentials.cookies[VISITOR_COOKIE] ?? null,
    viaCookie: kind === null && Boolean(credentials.cookies[CUSTOMER_COOKIE] || credentials.cookies[ADMIN_COOKIE]),
  };
}

async function findPartner(app: AppContext, token: string): Promise<{ id: number } | null> {
  const key = await app.prisma.partnerApiKey.findUnique({ where: { keyHash: hashToken(token) } });
  if (!key || key.revokedAt) return null;
  return { id: key.id };
}
