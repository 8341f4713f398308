import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../config.ts';

/**
 * Security headers on every answer, HTML and API alike (DESIGN §7), from
 * helmet. The web app is same-origin scripts only; Chakra (emotion) injects
 * style elements, hence 'unsafe-inline' for styles alone. Images may come
 * from any https origin (an object store, an admin's landing photo). Pages
 * with their own needs (GraphiQL, stored uploads) set their own policy.
 */
export async function registerSecurityHeaders(server: FastifyInstance, config: Pick<Config, 'cookieSecure'>) {
  const options = helmetOptions(config.cookieSecure);
  // @fastify/helmet builds a new helmet (parsing the CSP directives) on every
  // request: a tenth of what a cached public answer cost. The headers never
  // depend on the request, so they are computed once and set by one hook.
  // The plugin stays registered, not global, for what only it offers: a
  // route's own `helmet` options, `reply.helmet()` and CSP nonces.
  await server.register(fastifyHelmet, { ...options, global: false });
  const headers = Object.entries(staticHelmetHeaders(options));
  server.addHook('onRequest', (request, reply, done) => {
    if ((request.routeOptions.config as { helmet?: unknown }).helmet === undefined) {
      for (const [name, value] of headers) reply.header(name, value);
    }
    done();
  });
}

function helmetOptions(https: boolean) {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    hsts: https ? { maxAge: 180 * 24 * 60 * 60, includeSubDomains: false } : false,
  } satisfies FastifyHelmetOptions;
}

/** The headers helmet sets with these options (none depends on the request), by name. */
function staticHelmetHeaders(options: ReturnType<typeof helmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as never, response as never, () => {});
  return headers;
}
