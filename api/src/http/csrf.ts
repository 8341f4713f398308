import type { IncomingHttpHeaders } from 'node:http';

/**
 * Headers a browser cannot add to a cross-site request without a CORS
 * preflight. Requests a cross-site form could send (multipart, urlencoded,
 * text/plain) must carry one: yoga's CSRF rule, applied to every multipart
 * upload too.
 */
export const csrfHeaders = ['x-graphql-yoga-csrf', 'graphql-preflight'] as const;

export const hasCsrfHeader = (headers: IncomingHttpHeaders): boolean =>
  csrfHeaders.some((name) => headers[name] !== undefined);

export const CSRF_REFUSAL = 'Required CSRF header(s) not present';
