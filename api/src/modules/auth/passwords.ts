import { hash, verify, Algorithm } from '@node-rs/argon2';
import { z } from 'zod';
import { accountMessages, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../../shared/rules.ts';

// OWASP's argon2id baseline (19 MiB, 2 passes).
const options = { algorithm: Algorithm.Argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 };

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

// Verifying against a real hash when the account does not exist keeps the
// response time the same, so timing does not reveal which e-mails exist.
let decoyHash: Promise<string> | null = null;

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (passwordHash === null) {
    decoyHash ??= hashPassword('decoy-password-for-timing');
    await verify(await decoyHash, password);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
