import { isDatabaseUnavailable } from '../db/prismaErrors.ts';
import { DomainError, UnavailableError } from '../errors.ts';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../shared/rules.ts';
import { isTextEncodingError, textEncodingValidationError } from './inputText.ts';

/**
 * The expected failure an error stands for, as REST and GraphQL answer it: a DomainError as it
 * is; text the database cannot store is the client's mistake (400); a database out of reach is
 * a 503 to retry. Anything else is unexpected (null): masked and logged.
 */
export function expectedErrorOf(error: unknown): DomainError | null {
  if (error instanceof DomainError) return error;
  if (isTextEncodingError(error)) return textEncodingValidationError();
  if (isDatabaseUnavailable(error)) return new UnavailableError(DATABASE_UNAVAILABLE_MESSAGE);
  return null;
}

/** Seconds a client should wait before retrying a 503 (Retry-After). */
export const RETRY_AFTER_SECONDS = 5;
