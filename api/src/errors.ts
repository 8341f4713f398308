/**
 * Expected failures. Services throw these; GraphQL exposes them as typed
 * errors in result unions (errors plugin) and REST maps them to a status and
 * `{ message }`. Anything else is unexpected: masked and logged.
 */
export class DomainError extends Error {
  readonly status: number = 400;
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

export interface FieldIssue {
  path: string[];
  message: string;
}

export class ValidationError extends DomainError {
  override readonly status = 400;
  readonly issues: FieldIssue[];
  constructor(message: string, issues: FieldIssue[] = []) {
    super(message);
    this.issues = issues;
  }
  static forField(field: string | string[], message: string): ValidationError {
    return new ValidationError(message, [{ path: Array.isArray(field) ? field : [field], message }]);
  }
}

export class NotFoundError extends DomainError {
  override readonly status = 404;
}

export class AuthenticationError extends DomainError {
  override readonly status = 401;
}

export class ForbiddenError extends DomainError {
  override readonly status = 403;
}

export class ConflictError extends DomainError {
  override readonly status = 409;
}

export class RateLimitError extends DomainError {
  override readonly status = 429;
  /** When to try again (REST's `Retry-After`), if known. */
  readonly retryAfterSeconds: number | undefined;
  constructor(message: string, retryAfterSeconds?: number) {
    super(message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** A service we depend on (the payment provider) is unreachable or too slow: try again later. */
export class UnavailableError extends DomainError {
  override readonly status = 503;
}
