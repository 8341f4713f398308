import { randomBytes } from 'node:crypto';

// Segments of letters, digits, `_` and `-`, each with at most one extension,
// joined by `/`: nothing a file system or a URL could read as `..`, a hidden
// file or an absolute path.
const SAFE_KEY = /^[A-Za-z0-9_-]+(\.[A-Za-z0-9]{1,10})?(\/[A-Za-z0-9_-]+(\.[A-Za-z0-9]{1,10})?)*$/;

export const MAX_KEY_LENGTH = 200;

export function isSafeKey(key: unknown): key is string {
  return typeof key === 'string' && key.length <= MAX_KEY_LENGTH && SAFE_KEY.test(key);
}

export class UnsafeKeyError extends Error {
  constructor(key: string) {
    super(`Unsafe storage key: ${JSON.stringify(key.slice(0, MAX_KEY_LENGTH))}`);
    this.name = 'UnsafeKeyError';
  }
}

export function assertSafeKey(key: string): void {
  if (!isSafeKey(key)) throw new UnsafeKeyError(key);
}

/** A fresh unguessable key (128 random bits), with an extension when given. */
export function randomKey(extension?: string): string {
  const key = randomBytes(16).toString('base64url');
  return extension ? `${key}.${extension}` : key;
}
