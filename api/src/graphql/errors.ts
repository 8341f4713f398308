import {
  AuthenticationError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  RateLimitError,
  UnavailableError,
  ValidationError,
  type DomainError,
  type FieldIssue,
} from '../errors.ts';
import { builder } from './builder.ts';

/** Every expected failure is an `Error` with a message, queryable with one fragment. */
export const ErrorInterface = builder.interfaceRef<DomainError>('Error').implement({
  fields: (t) => ({ message: t.exposeString('message') }),
});

const FieldIssueRef = builder.objectRef<FieldIssue>('FieldIssue').implement({
  description: 'One invalid input field: its path in the input and what is wrong.',
  fields: (t) => ({
    path: t.exposeStringList('path'),
    message: t.exposeString('message'),
  }),
});

builder.objectType(ValidationError, {
  name: 'ValidationError',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    issues: t.field({ type: [FieldIssueRef], resolve: (error) => error.issues }),
  }),
});

for (const [errorClass, description] of [
  [NotFoundError, 'The thing asked for does not exist (or is not yours).'],
  [AuthenticationError, 'Wrong or missing credentials.'],
  [ForbiddenError, 'Signed in, but not allowed to do this.'],
  [ConflictError, 'The request conflicts with the current state.'],
  [RateLimitError, 'Too many attempts; try again later.'],
  [UnavailableError, 'A service we depend on (the payment provider) is unavailable; try again later.'],
] as const) {
  builder.objectType(errorClass, { name: errorClass.name, description, interfaces: [ErrorInterface] });
}

/** The errors a mutation taking user input can answer with. */
export const inputErrors = [ValidationError, NotFoundError, ConflictError, ForbiddenError] as const;
