import { ConflictError, NotFoundError } from '../errors.ts';
import { Prisma } from '../generated/prisma/client.ts';

/** A unique constraint refused the write (P2002): a duplicate the caller should name. */
export const isUniqueViolation = (error: unknown): boolean =>
  error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002';

/** The row an update or delete named does not exist (any more) (P2025). */
export const isMissingRow = (error: unknown): boolean =>
  error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2025';

/**
 * Runs a write and answers the database's refusals in the caller's words: a unique
 * constraint is a ConflictError (`duplicate`), a missing row a NotFoundError (`missing`).
 * The constraint, not a read before the write, is what makes two racing writes safe.
 */
export async function withRowErrors<T>(
  run: () => Promise<T>,
  messages: { duplicate?: string; missing: string },
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (messages.duplicate && isUniqueViolation(error)) throw new ConflictError(messages.duplicate);
    if (isMissingRow(error)) throw new NotFoundError(messages.missing);
    throw error;
  }
}
