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
 *
 * Preflights are @fastify/cors's, in a context of their own (its OPTIONS
 * route and hook only). Every other request gets its headers from one hook
 * here: the plugin's delegator rebuilt and merged its options object on each
 * request (a twentieth of what a stored public answer cost), for headers that
 * depend only on the request's Origin.
 */
export async function registerCors(server: FastifyInstance, config: Pick<Config, 'publicOrigin' | 'CORS_ORIGINS'>) {
  const partners = new Set(config.CORS_ORIGINS);
  const shared = { methods: ['GET', 'HEAD', 'POST'], allowedHeaders: ALLOWED_HEADERS, maxAge: 600 };
  const own = { ...shared, origin: config.publicOrigin, credentials: true };
  const closed = { origin: false };
  server.addHook('onRequest', (request, reply, done) => {
    if (request.method !== 'OPTIONS') {
      // The answer depends on Origin, whichever origin asked (or none).
      reply.header('vary', 'Origin');
      const origin = request.headers.origin;
      if (origin === config.publicOrigin) {
        reply.header('access-control-allow-origin', origin);
        reply.header('access-control-allow-credentials', 'true');
      } else if (origin && partners.has(origin)) {
        reply.header('access-control-allow-origin', origin);
      }
    }
    done();
  });
  // Not wrapped in fastify-plugin: the plugin's hook stays with its OPTIONS route.
  await server.register(async (preflights) => {
    await preflights.register(fastifyCors, {
      hook: 'onRequest',
      delegator: (request, callback) => {
        const origin = request.headers.origin;
        if (origin === config.publicOrigin) return callback(null, own);
        if (origin && partners.has(origin)) return callback(null, { ...shared, origin, credentials: false });
        return callback(null, closed);
      },
    });
  });
}
