// Every request that presents a partner key (`Authorization: Bearer mbp_…`) passes here first,
// on every path (REST, /graphql, even public ones): a revoked, unknown or malformed key is
// refused with a 401 rather than served as an anonymous visitor (the partner would read public
// data and never learn the key is dead), and a live key is held to its rate limit (429).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app.ts';
import { RateLimitError } from '../../errors.ts';
import { viewerOf } from '../../http/requestContext.ts';
import { admitPartnerRequest } from './keys.service.ts';

const PARTNER_BEARER = /^\s*Bearer\s+mbp_/i;

const INVALID_KEY = 'Invalid partner key: unknown, revoked or malformed.';

/**
 * GraphQL's refusals before any field runs, as graphql-over-HTTP errors with a code a client can
 * test: the error class's name, as every other GraphQL error carries it (`AuthenticationError`),
 * and `RATE_LIMITED` over the rate (the name /developers documents for it).
 */
function refuse(request: FastifyRequest, reply: FastifyReply, status: 401 | 429, message: string) {
  const graphql = request.url.split('?')[0] === '/graphql';
  const code = status === 401 ? 'AuthenticationError' : 'RATE_LIMITED';
  reply.header('cache-control', 'no-store');
  if (status === 401) reply.header('www-authenticate', 'Bearer error="invalid_token"');
  return reply.status(status).send(graphql ? { errors: [{ message, extensions: { code } }] } : { message });
}

export function registerPartnerGate(server: FastifyInstance, app: AppContext): void {
  server.addHook('onRequest', async (request, reply) => {
    if (!PARTNER_BEARER.test(request.headers.authorization ?? '')) return;
    const viewer = await viewerOf(app, request);
    if (!viewer.partner) return refuse(request, reply, 401, INVALID_KEY);
    try {
      await admitPartnerRequest(app, viewer.partner);
    } catch (error) {
      if (!(error instanceof RateLimitError)) throw error;
      if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
      return refuse(request, reply, 429, error.message);
    }
  });
}
