// POST and GET /graphql: yoga's own HTTP handling, behind the public-answer
// cache (a persisted public query already answered is sent from the store
// without running yoga).

import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app.ts';
import { GRAPHIQL_CSP, registerGraphiQLAssets } from '../graphql/graphiql.ts';
import { parseGraphQLMultipart } from '../graphql/upload.ts';
import { RETRY_AFTER_SECONDS } from '../lib/expectedErrors.ts';
import { createGraphQLServer } from '../graphql/yoga.ts';
import { assertGraphQLParamsDepth } from './jsonLimits.ts';
import {
  GRAPHQL_VARY,
  recordGraphQLContentType,
  sendPublicAnswer,
  sendStoredGraphQLAnswer,
} from './publicCache/index.ts';
import { requestContext } from './requestContext.ts';

export async function graphqlRoute(server: FastifyInstance, { app }: { app: AppContext }): Promise<void> {
  const { yoga, includeExtensionMetadata } = createGraphQLServer(app, server.publicAnswers);
  if (app.config.graphiql) registerGraphiQLAssets(server);
  server.route({
    url: '/graphql',
    // Preflights are the CORS plugin's to answer (or not).
    method: ['GET', 'POST'],
    // Arguments and input fields are checked per field by the schema (graphql/plugins/inputText.ts).
    config: { ownTextRule: true },
    handler: async (request, reply) => {
      assertGraphQLParamsDepth(request.body);
      const stored = sendStoredGraphQLAnswer(request, reply, { includeExtensionMetadata });
      if (stored) return stored;
      if (request.isMultipart()) {
        const refusal = await parseGraphQLMultipart(request, reply);
        if (refusal) return reply.status(refusal.status).send({ errors: [{ message: refusal.message }] });
        assertGraphQLParamsDepth(request.body, true);
      }
      const serverContext = { req: request, reply, buildContext: () => requestContext(app, request, reply) };
      const response = await yoga.handleNodeRequestAndResponse(request, reply, serverContext);
      const contentType = response.headers.get('content-type') ?? '';
      // Just stored by yoga's response cache: sent as a stored answer (its strong ETag, compressed once).
      const justStored = response.status === 200 ? recordGraphQLContentType(request, contentType) : null;
      if (justStored && !includeExtensionMetadata)
        return sendPublicAnswer(request, reply, justStored, { vary: GRAPHQL_VARY });
      // A whole JSON body lets compression apply its size threshold; streams stay streams.
      const body = contentType.includes('json') ? await response.text() : null;
      // The database out of reach: a public query's last answer, marked stale, else a 503 to retry.
      const unavailable = body !== null && isUnavailableAnswer(body);
      if (unavailable) {
        const stale = sendStoredGraphQLAnswer(request, reply, { stale: true });
        if (stale) return stale;
        reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      }
      // yoga's response cache labels what it cached with its cache key as ETag
      // (the same key before and after a change): left out, so ETags are
      // digests of the body (the store's, or @fastify/etag's).
      response.headers.forEach((value, key) => {
        const name = key.toLowerCase();
        if (name !== 'etag' && name !== 'last-modified') reply.header(key, value);
      });
      if (contentType.startsWith('text/html')) reply.header('content-security-policy', GRAPHIQL_CSP);
      return reply.status(unavailable ? 503 : response.status).send(body ?? response.body);
    },
  });
}

/** An answer whose errors say the database is out of reach (the API's UnavailableError). */
function isUnavailableAnswer(body: string): boolean {
  if (!body.includes('"UnavailableError"')) return false;
  const { errors } = JSON.parse(body) as { errors?: { extensions?: { code?: string } }[] };
  return errors?.some((error) => error.extensions?.code === 'UnavailableError') ?? false;
}
