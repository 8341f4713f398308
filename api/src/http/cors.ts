import fastifyCors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { csrfHeaders } from './csrf.ts';

/** Headers a browser client may send across origins: JSON, bearer tokens, the CSRF headers, request ids. */
const ALLOWED_HEADERS = ['content-type', 'authorization', ...csrfHeaders, 'x-request-id'];

/**
 * CORS (DESIGN §7): the product's own origin (PUBLIC_URL) with credentials;
 * partner origins listed in CORS_ORIGINS without credentials, so a partner's
 * page can never ride a visitor's cookies; every other origin gets no CORS
 * headers at all (and a preflight from it is not answered).
 */
export async function registerCors(server: FastifyInstance, config: Pick<Config, 'publicOrigin' | 'CORS_ORIGINS'>) {
  const partners = new Set(config.CORS_ORIGINS);
  await server.register(fastifyCors, {
    hook: 'onRequest',
    delegator: (request, callback) => {
      const origin = request.headers.origin;
      const shared = { methods: ['GET', 'HEAD', 'POST'], allowedHeaders: ALLOWED_HEADERS, maxAge: 600 };
      if (origin === config.publicOrigin) return callback(null, { ...shared, origin, credentials: true });
      if (origin && partners.has(origin)) return callback(null, { ...shared, origin, credentials: false });
      return callback(null, { origin: false });
    },
  });
}
