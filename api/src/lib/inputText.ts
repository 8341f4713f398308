// One rule for every piece of text a client sends (REST bodies, query strings
// and path parameters, GraphQL arguments and input fields): no control
// characters and no broken Unicode. PostgreSQL refuses NUL in text
// (SQLSTATE 22021) and in jsonb (22P05); refusing it at the door turns what
// was a 500 into a validation error that names the field.

import { ValidationError, type FieldIssue } from '../errors.ts';
import { errorCodes } from './errorCodes.ts';

/**
 * C0 controls except tab, line feed and carriage return (multi-line fields
 * such as descriptions and delivery notes keep their line breaks), DEL, and
 * the C1 controls.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is this rule's purpose
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export const INVALID_TEXT_MESSAGE = 'Must not contain control characters or invalid Unicode';

// ES2024's String#isWellFormed (Node 20 has it; the ES2023 lib types do not).
const isWellFormed = (value: string): boolean => (value as string & { isWellFormed(): boolean }).isWellFormed();

/** True when a client-sent string can be stored and shown as it is (no lone surrogates either). */
export function isAcceptableText(value: string): boolean {
  return !CONTROL_CHARACTER.test(value) && isWellFormed(value);
}

export function invalidTextError(path: readonly (string | number)[]): ValidationError {
  const fieldPath = path.map(String);
  const issue: FieldIssue = { path: fieldPath, message: INVALID_TEXT_MESSAGE };
  const name = fieldPath.length > 0 ? fieldPath.join('.') : 'Text';
  return new ValidationError(`${name} must not contain control characters or invalid Unicode`, [issue]);
}

// Parsed JSON, query strings and GraphQL input objects are plain objects;
// anything else (a file part, a stream, a Buffer) is not client text.
const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (value === null || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

/**
 * The path of the first unacceptable string (or object key) in a JSON-like
 * value, or null when every string is fine.
 */
export function findInvalidText(value: unknown, path: (string | number)[] = []): (string | number)[] | null {
  if (typeof value === 'string') return isAcceptableText(value) ? null : path;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findInvalidText(item, [...path, index]);
      if (found) return found;
    }
    return null;
  }
  if (isPlainObject(value)) {
    for (const [key, item] of Object.entries(value)) {
      if (!isAcceptableText(key)) return [...path, key];
      const found = findInvalidText(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

/** Throws the field's ValidationError when a JSON-like value holds unacceptable text. */
export function assertAcceptableText(value: unknown, path: (string | number)[] = []): void {
  const found = findInvalidText(value, path);
  if (found) throw invalidTextError(found);
}

/** SQLSTATEs PostgreSQL answers for text it cannot store (NUL, untranslatable characters). */
const TEXT_ENCODING_SQLSTATES = new Set(['22021', '22P05']);

/**
 * True when an error (a pg error, a Prisma error wrapping a driver adapter
 * error, or anything that carries one as its cause) is PostgreSQL refusing
 * the text it was given. The input rule above should stop these first; this
 * is the net that keeps one from ever becoming a 500.
 */
export const isTextEncodingError = (error: unknown): boolean =>
  errorCodes(error).some((code) => TEXT_ENCODING_SQLSTATES.has(code));

/** What a client sees instead of the database's refusal. */
export const textEncodingValidationError = (): ValidationError =>
  new ValidationError('The request contains text that cannot be stored (control characters or invalid Unicode)');
