// The anonymous visitor's identity: a random key the HTTP layer keeps in the httpOnly
// `mb_visitor` cookie, issued the first time a visitor saves something worth restoring (a
// temporary meal selection), not on every page view.

import { randomBytes } from 'node:crypto';
import { hashToken } from '../../lib/tokens.ts';
import type { Viewer } from '../auth/index.ts';

/** What we issue: 32 random bytes, base64url. Anything else a client sends is ignored. */
const VISITOR_KEY_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The visitor's key if the request carried a well-formed one. */
export function existingVisitorKey(viewer: Viewer): string | null {
  return viewer.visitorKey && VISITOR_KEY_PATTERN.test(viewer.visitorKey) ? viewer.visitorKey : null;
}

/**
 * The visitor's key, issuing one when there is none: `issued` tells the caller to send it (as
 * the visitor cookie) with this response. Later reads in the request see it on the viewer.
 */
export function ensureVisitorKey(viewer: Viewer): { key: string; issued: boolean } {
  const existing = existingVisitorKey(viewer);
  if (existing) return { key: existing, issued: false };
  const key = randomBytes(32).toString('base64url');
  viewer.visitorKey = key;
  return { key, issued: true };
}

/**
 * Only a digest is stored: the cookie is the visitor's only credential for
 * their selection, so a database read must not yield usable cookies.
 */
export const visitorKeyDigest = (key: string): string => hashToken(`visitor:${key}`);
