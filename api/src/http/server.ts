import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyEtag from '@fastify/etag';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply } from 'fastify';
import type { AppContext } from '../app.ts';
import { DomainError, RateLimitError, ValidationError } from '../errors.ts';
import { expectedErrorOf, RETRY_AFTER_SECONDS } from '../lib/expectedErrors.ts';
import { JsonTooDeepError } from '../lib/jsonDepth.ts';
import { registerPaymobSimulator } from '../lib/paymob/index.ts';
import { registerAccountRoutes } from '../modules/account/http.ts';
import { registerAdminRoutes } from '../modules/admin/http.ts';
import { registerAnalyticsRoutes } from '../modules/analytics/http.ts';
import { registerAuthRoutes } from '../modules/auth/http.ts';
import { registerCatalogRoutes } from '../modules/catalog/http.ts';
import { registerKitchenRoutes } from '../modules/kitchen/http.ts';
import { registerLandingRoutes } from '../modules/content/http.ts';
import { registerFulfilmentRoutes } from '../modules/fulfilment/http.ts';
import { registerNotificationRoutes } from '../modules/notifications/http.ts';
import { registerOnboardingRoutes } from '../modules/onboarding/http.ts';
import { registerOrderingRoutes } from '../modules/ordering/http.ts';
import { registerPartnerGate, registerPartnerRoutes } from '../modules/partners/http.ts';
import { registerPaymentRoutes } from '../modules/payments/http.ts';
import { registerPricingRoutes } from '../modules/pricing/http.ts';
import { registerRatingRoutes } from '../modules/ratings/http.ts';
import { registerReferralRoutes } from '../modules/referrals/http.ts';
import { registerSubscriptionRoutes } from '../modules/subscriptions/http.ts';
import { registerUploadRoutes } from '../modules/uploads/http.ts';
import { MAX_UPLOAD_BYTES, parserFileCap } from '../modules/uploads/index.ts';
import { graphqlRoute } from './graphqlRoute.ts';
import { registerJsonDepthLimit } from './jsonLimits.ts';
import { COMPRESSION_THRESHOLD_BYTES, publicCache } from './publicCache/index.ts';
import { registerPrerenderedPages } from './ssrPages.ts';
import { registerIdempotency } from './idempotency.ts';
import { RequestLog } from './requestLog.ts';
import { registerHttpSecurity } from './security.ts';

// API paths and missing build assets answer 404, never the app's index.html.
const isApiPath = (url: string) => /^\/(api|graphql|graphiql|uploads|assets|dev)(\/|\?|$)/.test(url);

export async function buildServer(app: AppContext): Promise<FastifyInstance> {
  const server = Fastify({
    loggerInstance: app.logger as FastifyBaseLogger,
    logController: new RequestLog(),
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    },
    trustProxy: app.config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
  });

  await registerHttpSecurity(server, app.config);
  await server.register(fastifyCookie);
  // Before any answer, a stored public one included: a partner key is checked and counted first.
  registerPartnerGate(server, app);
  await server.register(fastifyEtag, { weak: true });
  // JSON (and other text) above the threshold, for the answers built per
  // request; stored public answers come compressed already (publicCache/)
  // and static assets precompressed at build (web/scripts/precompress.mjs).
  registerIdempotency(server, app);
  await server.register(fastifyCompress, { threshold: COMPRESSION_THRESHOLD_BYTES, encodings: ['br', 'gzip'] });
  // JSON only: a cross-site form or text/plain post cannot reach a handler
  // (browsers preflight JSON), which with SameSite=Lax cookies stops CSRF.
  server.removeContentTypeParser('text/plain');
  registerJsonDepthLimit(server);
  // Multipart bodies are left unread until a handler asks for them (uploads
  // stream into the uploads service); every multipart request needs a CSRF
  // header or a bearer token.
  await server.register(fastifyMultipart, {
    limits: { fileSize: parserFileCap(MAX_UPLOAD_BYTES), files: 1, fields: 50, fieldSize: 100_000, parts: 51 },
  });

  server.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // A body still arriving when the answer goes (an upload refused part-way)
    // is drained so the client reads the answer, unless it may be endless or
    // huge: then the connection closes, as Fastify does for oversized bodies.
    if (!request.raw.complete && !(Number(request.headers['content-length']) <= 2 * MAX_UPLOAD_BYTES)) {
      reply.header('connection', 'close');
    }
  });

  server.setErrorHandler((unhandled, request, reply) => {
    const error = expectedErrorOf(unhandled) ?? unhandled;
    if (error instanceof ValidationError) {
      return reply.status(400).send({ message: error.message, issues: error.issues });
    }
    if (error instanceof DomainError) {
      if (error.status === 503) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      if (error instanceof RateLimitError && error.retryAfterSeconds)
        reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(error.status).send({ message: error.message });
    }
    if (error instanceof JsonTooDeepError && request.url.split('?')[0] === '/graphql') {
      return reply.status(400).send({ errors: [{ message: error.message, extensions: { code: 'BAD_REQUEST' } }] });
    }
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
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return reply.status(503).send({ status: 'unavailable', database: app.db.kind });
    }
  });

  await server.register(publicCache, { app });
  await server.register(graphqlRoute, { app });

  registerAuthRoutes(server, app);
  registerCatalogRoutes(server, app);
  registerPricingRoutes(server, app);
  registerOrderingRoutes(server, app);
  registerPaymentRoutes(server, app);
  registerAccountRoutes(server, app);
  registerReferralRoutes(server, app);
  registerNotificationRoutes(server, app);
  registerSubscriptionRoutes(server, app);
  registerLandingRoutes(server, app);
  registerOnboardingRoutes(server, app);
  await registerPaymobSimulator(server, app.config);
  registerUploadRoutes(server, app);
  registerAdminRoutes(server, app);
  registerFulfilmentRoutes(server, app);
  registerKitchenRoutes(server, app);
  registerAnalyticsRoutes(server, app);
  registerRatingRoutes(server, app);
  registerPartnerRoutes(server, app);

  const webDist = app.config.WEB_DIST;
  const hasWeb = existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    await server.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      // The build writes .br and .gz beside each text asset.
      preCompressed: true,
      // `/` is a page like the others (prerendered, or the app's shell below), not a file.
      index: false,
      setHeaders: (res, filePath) => {
        // Hashed build assets never change; index.html always revalidates.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  const sendShell = (reply: FastifyReply) => reply.header('cache-control', 'no-cache').sendFile('index.html', webDist);
  if (hasWeb) {
    registerPrerenderedPages(server, {
      webDist,
      ssrDist: app.config.WEB_SSR_DIST,
      publicUrl: app.config.PUBLIC_URL,
      sendShell,
    });
  }

  // Client-side routes get the app; unknown API paths a JSON 404.
  server.setNotFoundHandler((request, reply) => {
    if (request.method === 'GET' && hasWeb && !isApiPath(request.url)) return sendShell(reply);
    return reply.status(404).send({ message: 'Not found' });
  });

  return server;
}
