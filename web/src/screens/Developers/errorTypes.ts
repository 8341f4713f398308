/**
 * The error members of the mutations' result unions, as /developers lists them, with the status
 * REST answers for the same failure (api/src/errors.ts). errorTypes.test.ts fails when the
 * schema's `Error` implementations and this list part.
 */
export const ERROR_TYPES = [
  { name: 'ValidationError', status: 400, when: 'The input is wrong: `issues` names each field and why.' },
  { name: 'AuthenticationError', status: 401, when: 'No valid key or session.' },
  { name: 'ForbiddenError', status: 403, when: 'The key lacks the scope, or the action is not allowed.' },
  { name: 'NotFoundError', status: 404, when: 'The id is unknown, malformed or not yours.' },
  { name: 'ConflictError', status: 409, when: 'The state does not allow it now (a deadline passed, already done).' },
  { name: 'RateLimitError', status: 429, when: 'Too many attempts; try again later.' },
  { name: 'UnavailableError', status: 503, when: 'A service MealBox depends on is unavailable; try again later.' },
] as const;
