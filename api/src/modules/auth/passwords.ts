import { hash, verify, Algorithm } from '@node-rs/argon2';
import { z } from 'zod';
import { accountMessages, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../../shared/rules.ts';

// OWASP's argon2id baseline (19 MiB, 2 passes).
export const PASSWORD_HASH_OPTIONS = { algorithm: Algorithm.Argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 };
const options = PASSWORD_HASH_OPTIONS;

/** A new password (registration, reset): the shared length rules, `required` when it is empty. */
export const newPasswordSchema = (required: string) =>
  z
    .string({ error: required })
    .min(1, required)
    .min(MIN_PASSWORD_LENGTH, accountMessages.passwordTooShort)
    .max(MAX_PASSWORD_LENGTH, accountMessages.passwordTooLong);

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

/**
 * What an unknown account's password is checked against, so that a sign-in for an e-mail nobody
 * registered costs the same argon2id verification as one for a real account: a hash made with
 * PASSWORD_HASH_OPTIONS (a test keeps them in step), written here rather than made at the first
 * unknown sign-in, which then cost a hash and a verification.
 */
export const DECOY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$ruppYQUZIRWDGlgveoEtDQ$JlGrBEWSM7Cbgywa06wuTq+OJtfNERJl6M+ilMfJxlo';

/** Checks a password; `null` (no such account) runs the same verification against DECOY_HASH and fails. */
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  try {
    const matches = await verify(passwordHash ?? DECOY_HASH, password);
    return matches && passwordHash !== null;
  } catch {
    return false;
  }
}
