import type { z } from 'zod';
import { ValidationError } from '../errors.ts';

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
