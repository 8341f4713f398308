import { createHash, randomBytes } from 'node:crypto';

/**
 * Opaque bearer secrets. The prefix says which table a token belongs to, so a
 * customer token is never even looked up among admin sessions.
 */
export type TokenKind = 'customer' | 'admin' | 'partner' | 'reset' | 'upload';

const prefixes: Record<TokenKind, string> = {
  customer: 'mbc_',
  admin: 'mba_',
  partner: 'mbp_',
  reset: 'mbr_',
  upload: 'mbu_',
};

export function newToken(kind: TokenKind): string {
  return prefixes[kind] + randomBytes(32).toString('base64url');
}

export function tokenKind(token: string): TokenKind | null {
  for (const [kind, prefix] of Object.entries(prefixes) as [TokenKind, string][]) {
    if (token.startsWith(prefix)) return kind;
  }
  return null;
}

/** Only this digest is stored, so a database leak yields no usable token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
