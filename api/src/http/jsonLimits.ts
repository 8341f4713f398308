import type { FastifyInstance } from 'fastify';
import { JsonTooDeepError, jsonNestingExceeds, valueNestingExceeds } from '../lib/jsonDepth.ts';

/**
 * JSON nested past MAX_JSON_DEPTH is refused at the door with a 400, before anything parses or
 * walks it (a deep enough body used to end in a 500): JSON bodies (REST and GraphQL POST) are scanned
 * in the content-type parser, before JSON.parse; query parameters (GraphQL GET's `variables` and
 * `extensions`, anything else) when the request arrives. The error handler answers a GraphQL
 * error on /graphql and `{ message }` elsewhere.
 */
export function registerJsonDepthLimit(server: FastifyInstance): void {
  // Fastify's own JSON parser (prototype poisoning refused, as by default) after the scan.
  const parseJson = server.getDefaultJsonParser('error', 'ignore');
  server.removeContentTypeParser('application/json');
  server.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonNestingExceeds(body as string)) return done(new JsonTooDeepError('The JSON body'), undefined);
    parseJson(request, body as string, done);
  });

  server.addHook('onRequest', (request, _reply, done) => {
    for (const [name, value] of Object.entries(request.query as Record<string, unknown>)) {
      for (const text of Array.isArray(value) ? value : [value]) {
        if (typeof text === 'string' && jsonNestingExceeds(text)) {
          return done(new JsonTooDeepError(`The "${name}" query parameter`));
        }
      }
    }
    done();
  });
}

/**
 * A GraphQL request's `variables` and `extensions` may come as JSON text inside the JSON body
 * (the persisted-query clients send them so): scanned like the body itself. A multipart
 * request's `operations`, parsed by graphql-upload, is measured once parsed.
 */
export function assertGraphQLParamsDepth(body: unknown, parsed = false): void {
  if (body === null || typeof body !== 'object') return;
  if (parsed && valueNestingExceeds(body)) throw new JsonTooDeepError('The "operations" field');
  for (const name of ['variables', 'extensions'] as const) {
    const value = (body as Record<string, unknown>)[name];
    if (typeof value === 'string' && jsonNestingExceeds(value)) {
      throw new JsonTooDeepError(`The "${name}" parameter`);
    }
  }
}
