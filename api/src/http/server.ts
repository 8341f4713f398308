import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyEtag from '@fastify/etag';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { AppContext } from '../app.ts';
import { DomainError, ValidationError } from '../errors.ts';
import { createGraphQLServer } from '../graphql/yoga.ts';
import { registerAuthRoutes } from '../modules/auth/auth.routes.ts';
import { registerCatalogRoutes } from '../modules/catalog/catalog.routes.ts';
import { registerLandingRoutes } from '../modules/content/landing.routes.ts';
import { registerOnboardingRoutes } from '../modules/onboarding/onboarding.routes.ts';
import { registerPricingRoutes } from '../modules/pricing/pricing.routes.ts';
import { registerOrderingRoutes } from '../modules/ordering/ordering.routes.ts';
import { requestContext } from './requestContext.ts';

// API paths and missing build assets answer 404, never the app's index.html.
const isApiPath = (url: string) => /^\/(api|graphql|uploads|assets)(\/|\?|$)/.test(url);

export async function buildServer(app: AppContext): Promise<FastifyInstance> {
  const server = Fastify({
    loggerInstance: app.logger as FastifyBaseLogger,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    },
    trustProxy: app.config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
  });

  await server.register(fastifyCookie);
  await server.register(fastifyEtag, { weak: true });
  // JSON only: a cross-site form or text/plain post cannot reach a handler
  // (browsers preflight JSON), which with SameSite=Lax cookies stops CSRF.
  server.removeContentTypeParser('text/plain');

  server.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  server.setErrorHandler((error, request, reply) => {
    if (error instanceof ValidationError) {
      return reply.status(400).send({ message: error.message, issues: error.issues });
    }
    if (error instanceof DomainError) return reply.status(error.status).send({ message: error.message });
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) {
      return reply.status(status).send({ message: (error as Error).message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: 'Internal server error', requestId: request.id });
  });

  server.get('/api/health', async (_request, reply) => {
    try {
      await app.prisma.$queryRaw`SELECT 1`;
      return { status: 'ok', database: app.db.kind };
    } catch (error) {
      app.logger.error({ err: error }, 'health check failed');
      return reply.status(503).send({ status: 'unavailable', database: app.db.kind });
    }
  });

  const { yoga } = createGraphQLServer(app);
  server.route({
    url: '/graphql',
    method: ['GET', 'POST', 'OPTIONS'],
    handler: async (request, reply) => {
      const response = await yoga.handleNodeRequestAndResponse(request, reply, {
        req: request,
        reply,
        buildContext: () => requestContext(app, request, reply),
      });
      response.headers.forEach((value, key) => void reply.header(key, value));
      reply.status(response.status);
      reply.send(response.body);
      return reply;
    },
  });

  registerAuthRoutes(server, app);
  registerCatalogRoutes(server, app);
  registerPricingRoutes(server, app);
  registerOrderingRoutes(server, app);
  registerLandingRoutes(server, app);
  registerOnboardingRoutes(server, app);

  const uploadsDir = path.join(app.config.DATA_DIR, 'uploads');
  mkdirSync(uploadsDir, { recursive: true });
  await server.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    // Stored files are user content: never let a browser run them as a page.
    setHeaders: (res) => {
      res.header('x-content-type-options', 'nosniff');
      res.header('content-security-policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'");
    },
  });

  const webDist = app.config.WEB_DIST;
  const hasWeb = existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    await server.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      setHeaders: (res, filePath) => {
        // Hashed build assets never change; index.html always revalidates.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  // Client-side routes get the app; unknown API paths a JSON 404.
  server.setNotFoundHandler((request, reply) => {
    if (request.method === 'GET' && hasWeb && !isApiPath(request.url)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html', webDist);
    }
    return reply.status(404).send({ message: 'Not found' });
  });

  return server;
}

