// The anonymous visitor's identity: a random id in the httpOnly `mb_visitor`
// cookie, issued the first time a visitor saves something worth restoring
// (a temporary meal selection), not on every page view.

import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app.ts';
import { hashToken } from '../../lib/tokens.ts';
import { VISITOR_COOKIE, type Viewer } from '../auth/viewer.ts';

export const VISITOR_COOKIE_DAYS = 30;

/** What we issue: 32 random bytes, base64url. Anything else a client sends is ignored. */
const VISITOR_KEY_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Keys issued during a request, waiting to be written as a cookie on its response. */
const issuedKeys = new WeakMap<Viewer, string>();

/** The visitor's key if the request carried a well-formed one. */
export function existingVisitorKey(viewer: Viewer): string | null {
  return viewer.visitorKey && VISITOR_KEY_PATTERN.test(viewer.visitorKey) ? viewer.visitorKey : null;
}

/** The visitor's key, issuing a new one (sent as a cookie with this response) when there is none. */
export function ensureVisitorKey(viewer: Viewer): string {
  const existing = existingVisitorKey(viewer);
  if (existing) return existing;
  const key = randomBytes(32).toString('base64url');
  viewer.visitorKey = key;
  issuedKeys.set(viewer, key);
  return key;
}

/**
 * Only a digest is stored: the cookie is the visitor's only credential for
 * their selection, so a database read must not yield usable cookies.
 */
export const visitorKeyDigest = (key: string): string => hashToken(`visitor:${key}`);

/** Writes a key issued during the request (REST or GraphQL) as the visitor cookie. */
export function registerVisitorCookie(server: FastifyInstance, app: AppContext): void {
  server.addHook('onSend', async (request, reply, payload) => {
    const viewer = request.viewerPromise ? await request.viewerPromise.catch(() => null) : null;
    const key = viewer ? issuedKeys.get(viewer) : undefined;
    if (key) {
      reply.header(
        'set-cookie',
        server.serializeCookie(VISITOR_COOKIE, key, {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          secure: app.config.cookieSecure,
          maxAge: VISITOR_COOKIE_DAYS * 24 * 60 * 60,
        }),
      );
    }
    return payload;
  });
}
