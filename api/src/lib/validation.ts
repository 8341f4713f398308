import { z } from 'zod';
import { ValidationError } from '../errors.ts';
import { typedNumber } from '../shared/rules.ts';

/**
 * Parses a service's input with its zod schema. The first issue's message is
 * the error's message (the specification's texts are single sentences); every
 * issue keeps its field path.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => ({
    path: issue.path.map(String),
    message: issue.message,
  }));
  throw new ValidationError(issues[0]?.message ?? 'Invalid input', issues);
}

/**
 * A number an admin types: a JSON number, or its text in any digits `typedNumber` reads (Arabic-Indic
 * digits from an Arabic page, a REST caller's form values). Anything else is left for `schema` to refuse.
 */
export const typedNumberInput = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() !== '' ? typedNumber(value) : value), schema);
