import type { AppContext } from '../../app.ts';
import type { AdminRole } from '../../generated/prisma/client.ts';
import type { Actor } from '../../lib/audit/index.ts';
import { hashToken, tokenKind } from '../../lib/tokens.ts';
import { PARTNER_SCOPE_VALUES, type PartnerScope } from '../../shared/rules.ts';
import { findAdminSession, findCustomerSession } from './sessions.service.ts';

/** Who is making a request. Customers and admins are separate identities. */
export interface Viewer {
  customer: { id: number } | null;
  admin: { id: number; role: AdminRole } | null;
  /** A partner's API key (`mbp_`): what it may reach, and its requests per minute. */
  partner: ViewerPartner | null;
  /** The raw credentials, kept so logout can end exactly this session. */
  customerToken: string | null;
  adminToken: string | null;
  /** Anonymous visitor id (cookie), for a visitor's temporary meal selection. */
  visitorKey: string | null;
  /** True when the request authenticated with cookies (CSRF rules apply). */
  viaCookie: boolean;
}

export interface ViewerPartner {
  id: number;
  scopes: readonly PartnerScope[];
  rateLimitPerMinute: number;
}

/** Who a back-office write is recorded against: the admin, else the partner key (null: neither). */
export function actorOfViewer(viewer: Viewer): Actor | null {
  if (viewer.admin) return { adminId: viewer.admin.id };
  if (viewer.partner) return { partnerKeyId: viewer.partner.id };
  return null;
}

/** True when the viewer is a partner key holding `scope`. */
export const partnerHolds = (viewer: Viewer, scope: PartnerScope): boolean =>
  viewer.partner?.scopes.includes(scope) ?? false;

/**
 * What a request presents (the HTTP layer reads it from the Authorization header and the
 * cookies, whose names only it knows).
 */
export interface Credentials {
  authorization?: string | undefined;
  /** The customer session cookie's token. */
  customerSession?: string | undefined;
  /** The admin session cookie's token. */
  adminSession?: string | undefined;
  /** The anonymous visitor's key. */
  visitorKey?: string | undefined;
  /** The invitation pass the eligibility check gave (onboarding's invitationPass.service.ts). */
  invitationPass?: string | undefined;
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
  const customerToken = kind === 'customer' ? token : (credentials.customerSession ?? null);
  const adminToken = kind === 'admin' ? token : (credentials.adminSession ?? null);

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
    visitorKey: credentials.visitorKey ?? null,
    viaCookie: kind === null && Boolean(credentials.customerSession || credentials.adminSession),
  };
}

/** A live key by its secret's digest; a revoked or unknown one is null (the HTTP layer refuses it). */
async function findPartner(app: AppContext, token: string): Promise<ViewerPartner | null> {
  const key = await app.prisma.partnerApiKey.findUnique({
    where: { keyHash: hashToken(token) },
    select: { id: true, scopes: true, rateLimitPerMinute: true, revokedAt: true },
  });
  if (!key || key.revokedAt) return null;
  const scopes = key.scopes.filter((scope): scope is PartnerScope =>
    (PARTNER_SCOPE_VALUES as readonly string[]).includes(scope),
  );
  return { id: key.id, scopes, rateLimitPerMinute: key.rateLimitPerMinute };
}
