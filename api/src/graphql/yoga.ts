import { readFileSync, existsSync } from 'node:fs';
import { usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import { GraphQLError } from 'graphql';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { createYoga, type YogaServerInstance } from 'graphql-yoga';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../app.ts';
import { type DomainError, ValidationError } from '../errors.ts';
import { csrfHeaders } from '../http/csrf.ts';
import { credentialsOfHeaders } from '../http/cookies.ts';
import { expectedErrorOf } from '../lib/expectedErrors.ts';
import { resolveViewer } from '../modules/auth/index.ts';
import type { GraphQLContext } from './context.ts';
import { renderGraphiQL } from './graphiql.ts';
import { documentLimitPlugins } from './limits.ts';
import { useGetParams } from './plugins/getParams.ts';
import { responseCacheOf, useSharedResponseCache, type PublicAnswers } from '../http/publicCache/index.ts';
import { schema } from './schema.ts';

export interface ServerContext {
  req: FastifyRequest;
  reply: FastifyReply;
  buildContext(): Promise<GraphQLContext>;
}

function loadPersistedOperations(file: string): Map<string, string> {
  if (!existsSync(file)) return new Map();
  return new Map(Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>));
}

/**
 * `graphql` ships CommonJS and ESM builds that can both be loaded (yoga and
 * Pothos may get different ones), so `instanceof GraphQLError` is unreliable.
 */
function isGraphQLError(error: unknown): error is GraphQLError {
  return Object.prototype.toString.call(error) === '[object GraphQLError]';
}

export type Yoga = YogaServerInstance<ServerContext, GraphQLContext>;

/** A DomainError as the client sees it: its message, its class as `code`, a validation error's issues. */
function clientError(original: DomainError, error: unknown): GraphQLError {
  return new GraphQLError(original.message, {
    ...(isGraphQLError(error) ? { nodes: error.nodes, path: error.path } : {}),
    extensions: { code: original.name, ...(original instanceof ValidationError ? { issues: original.issues } : {}) },
  });
}

export function createGraphQLServer(
  app: AppContext,
  answers: PublicAnswers,
): { yoga: Yoga; includeExtensionMetadata: boolean } {
  const persisted = loadPersistedOperations(app.config.PERSISTED_OPERATIONS);
  const isProduction = app.config.NODE_ENV === 'production';

  // Yoga logs, at error level, every error that maskError replaced: expected
  // ones (a validation error, "not authorized") included, and unexpected ones
  // a second time. maskError has judged each of them (and logged the
  // unexpected ones with the request's context), so those stay out of it.
  const judged = new WeakSet<object>();
  const log = app.logger;
  const yogaLogger = {
    debug: (...args: unknown[]) => log.debug(args[0] as object, ...(args.slice(1) as [])),
    info: (...args: unknown[]) => log.info(args[0] as object, ...(args.slice(1) as [])),
    warn: (...args: unknown[]) => log.warn(args[0] as object, ...(args.slice(1) as [])),
    error: (...args: unknown[]) => {
      if (typeof args[0] === 'object' && args[0] !== null && judged.has(args[0])) return;
      log.error(args[0] as object, ...(args.slice(1) as []));
    },
  };

  const yoga = createYoga<ServerContext, GraphQLContext>({
    schema,
    graphqlEndpoint: '/graphql',
    // Off in production unless GRAPHIQL=true; always from the installed package (graphiql.ts).
    graphiql: app.config.graphiql ? { title: 'MealBox GraphQL API' } : false,
    renderGraphiQL,
    // CORS is the HTTP layer's (http/cors.ts): yoga's default answers any origin.
    cors: false,
    logging: yogaLogger,
    context: ({ buildContext }) => buildContext(),
    maskedErrors: {
      maskError(error, message) {
        if (typeof error === 'object' && error !== null) judged.add(error);
        const original = isGraphQLError(error) ? (error.originalError ?? undefined) : error;
        const expected = expectedErrorOf(original);
        if (expected) return clientError(expected, error);
        // GraphQL's own errors (document validation, persisted-only, scope-auth's
        // "Not authorized") are meant for the client.
        if (isGraphQLError(error) && (!original || isGraphQLError(original))) {
          const shown = original && isGraphQLError(original) ? original : error;
          return new GraphQLError(shown.message, {
            nodes: error.nodes,
            path: error.path,
            extensions: shown.extensions,
          });
        }
        app.logger.error({ err: original }, 'unexpected GraphQL error');
        return new GraphQLError(message);
      },
    },
    plugins: [
      useGetParams(),
      useCSRFPrevention({ requestHeaders: [...csrfHeaders] }),
      // The web app sends only the ids of operations compiled into it; whole
      // documents come from GraphiQL in development, admins and partners.
      usePersistedOperations<GraphQLContext>({
        getPersistedOperation: (id) => persisted.get(id) ?? null,
        extractPersistedOperationId: (params) => {
          const documentId = (params as { documentId?: unknown }).documentId;
          return typeof documentId === 'string' ? documentId : null;
        },
        allowArbitraryOperations: async (request) => {
          if (!isProduction) return true;
          const viewer = await resolveViewer(app, credentialsOfHeaders(request.headers));
          return viewer.admin !== null || viewer.partner !== null;
        },
      }),
      ...documentLimitPlugins(),
      useSharedResponseCache(schema, responseCacheOf(answers), {
        includeExtensionMetadata: !isProduction,
        ttlMs: answers.ttlMs,
        persisted,
      }),
    ],
  });
  return { yoga, includeExtensionMetadata: !isProduction };
}
