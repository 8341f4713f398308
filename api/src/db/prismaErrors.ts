import { ConflictError, NotFoundError } from '../errors.ts';
import { Prisma } from '../generated/prisma/client.ts';
import { errorCodes } from '../lib/errorCodes.ts';

/** A unique constraint refused the write (P2002): a duplicate the caller should name. */
export const isUniqueViolation = (error: unknown): boolean =>
  error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002';

/** The row an update or delete named does not exist (any more) (P2025). */
export const isMissingRow = (error: unknown): boolean =>
  error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2025';

export interface RowErrorMessages {
  duplicate?: string;
  missing: string;
}

/**
 * Runs a write and answers the database's refusals in the caller's words: a unique
 * constraint is a ConflictError (`duplicate`), a missing row a NotFoundError (`missing`).
 * The constraint, not a read before the write, is what makes two racing writes safe.
 */
export async function withRowErrors<T>(run: () => Promise<T>, messages: RowErrorMessages): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (messages.duplicate && isUniqueViolation(error)) throw new ConflictError(messages.duplicate);
    if (isMissingRow(error)) throw new NotFoundError(messages.missing);
    throw error;
  }
}

// The database could not be reached or cut the connection: Node's socket errors, Prisma's
// "can't reach", "closed the connection" and pool timeout, PostgreSQL's connection class (08),
// shutdowns (57P01-57P03) and "too many connections".
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'P1001',
  'P1002',
  'P1008',
  'P1017',
  'P2024',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);

/** True when an error means the database is out of reach for now (a restart, a failover), not a bug. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (errorCodes(error).some((code) => UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
  // pg's own words when the server goes away mid-query; Prisma's when it only quotes the SQLSTATE.
  const message = error instanceof Error ? error.message : '';
  return /Connection terminated|Code: `(08\w{3}|57P0[123])`/.test(message);
}
