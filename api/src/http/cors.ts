import fastifyCors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { csrfHeaders } from './csrf.ts';

/** Headers a browser client may send across origins: JSON, bearer tokens, the CSRF headers, request ids. */
const ALLOWED_HEADERS = ['content-type', 'authorization', ...csrfHeaders, 'x-request-id', 'idempotency-key'];

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
  const shared = { methods: ['GET', 'HEAD', 'POST'], allowedHeaders: ALLOWED_HEADERS, maxAge: 600 };
  // Who gets what, decided once per origin for the hook and the preflights alike.
  const allowed = new Map<string, { origin: string; credentials: boolean } & typeof shared>([
    ...config.CORS_ORIGINS.map((origin) => [origin, { ...shared, origin, credentials: false }] as const),
    [config.publicOrigin, { ...shared, origin: config.publicOrigin, credentials: true }],
  ]);
  const closed = { origin: false };
  server.addHook('onRequest', (request, reply, done) => {
    if (request.method !== 'OPTIONS') {
      // The answer depends on Origin, whichever origin asked (or none).
      reply.header('vary', 'Origin');
      const options = allowed.get(request.headers.origin ?? '');
      if (options) {
        reply.header('access-control-allow-origin', options.origin);
        if (options.credentials) reply.header('access-control-allow-credentials', 'true');
      }
    }
    done();
  });
  // Not wrapped in fastify-plugin: the plugin's hook stays with its OPTIONS route.
  await server.register(async (preflights) => {
    await preflights.register(fastifyCors, {
      hook: 'onRequest',
      delegator: (request, callback) => callback(null, allowed.get(request.headers.origin ?? '') ?? closed),
    });
  });
}
