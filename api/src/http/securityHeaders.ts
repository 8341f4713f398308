import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

/**
 * Security headers on every answer, HTML and API alike (DESIGN §7), from
 * helmet. The web app is same-origin scripts only; Chakra (emotion) injects
 * style elements, hence 'unsafe-inline' for styles alone. Images may come
 * from any https origin (an object store, an admin's landing photo). Pages
 * with their own needs (GraphiQL, stored uploads) set their own policy.
 */
export async function registerSecurityHeaders(server: FastifyInstance, config: Pick<Config, 'cookieSecure'>) {
  const https = config.cookieSecure;
  await server.register(fastifyHelmet, {
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
    // Old browsers that ignore frame-ancestors.
    frameguard: { action: 'deny' },
    // Reset links carry their token in the query: never send it on.
    referrerPolicy: { policy: 'no-referrer' },
    // Only over https; subdomains are not ours to decide.
    hsts: https ? { maxAge: 180 * 24 * 60 * 60, includeSubDomains: false } : false,
  });
}
