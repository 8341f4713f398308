import { readFileSync, existsSync } from 'node:fs';
import fastifyCookie from '@fastify/cookie';
import { costLimitPlugin } from '@escape.tech/graphql-armor-cost-limit';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import { createInMemoryCache, useResponseCache } from '@graphql-yoga/plugin-response-cache';
import { createHash } from 'node:crypto';
import { GraphQLError } from 'graphql';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { createYoga, type YogaServerInstance } from 'graphql-yoga';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../app.ts';
import { DomainError } from '../errors.ts';
import { ADMIN_COOKIE, CUSTOMER_COOKIE, resolveViewer } from '../modules/auth/viewer.ts';
import type { GraphQLContext } from './context.ts';
import { schema } from './schema.ts';

export interface ServerContext {
  req: FastifyRequest;
  reply: FastifyReply;
  buildContext(): Promise<GraphQLContext>;
}

/** Types that belong to one person: never stored in the shared response cache. */
const privateTypes = ['Customer', 'Admin', 'CustomerLoginPayload', 'AdminLoginPayload'];

function loadPersistedOperations(file: string): Map<string, string> {
  if (!existsSync(file)) return new Map();
  return new Map(Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>));
}

const parseCookieHeader = (header: string | null): Record<string, string> =>
  header ? fastifyCookie.parse(header) : {};

/**
 * `graphql` ships CommonJS and ESM builds that can both be loaded (yoga and
 * Pothos may get different ones), so `instanceof GraphQLError` is unreliable.
 */
function isGraphQLError(error: unknown): error is GraphQLError {
  return Object.prototype.toString.call(error) === '[object GraphQLError]';
}

export type Yoga = YogaServerInstance<ServerContext, GraphQLContext>;

export function createGraphQLServer(app: AppContext): { yoga: Yoga; cache: ReturnType<typeof createInMemoryCache> } {
  const persisted = loadPersistedOperations(app.config.PERSISTED_OPERATIONS);
  const cache = createInMemoryCache({ max: 5000 });
  const isProduction = app.config.NODE_ENV === 'production';

  const yoga = createYoga<ServerContext, GraphQLContext>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: { title: 'MealBox GraphQL API' },
    logging: app.logger,
    context: ({ buildContext }) => buildContext(),
    maskedErrors: {
      maskError(error, message) {
        const original = isGraphQLError(error) ? (error.originalError ?? undefined) : error;
        if (original instanceof DomainError) {
          return new GraphQLError(original.message, {
            ...(isGraphQLError(error) ? { nodes: error.nodes, path: error.path } : {}),
            extensions: { code: original.name },
          });
        }
        // GraphQL's own errors (document validation, persisted-only, scope-auth's
        // "Not authorized") are meant for the client.
        if (isGraphQLError(error) && (!original || isGraphQLError(original))) {
          const shown = original && isGraphQLError(original) ? original : error;
          return new GraphQLError(shown.message, { nodes: error.nodes, path: error.path, extensions: shown.extensions });
        }
        app.logger.error({ err: original }, 'unexpected GraphQL error');
        return new GraphQLError(message);
      },
    },
    plugins: [
      useCSRFPrevention({ requestHeaders: ['x-graphql-yoga-csrf', 'graphql-preflight'] }),
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
          const viewer = await resolveViewer(app, {
            authorization: request.headers.get('authorization') ?? undefined,
            cookies: parseCookieHeader(request.headers.get('cookie')),
          });
          return viewer.admin !== null || viewer.partner !== null;
        },
      }),
      maxDepthPlugin({ n: 12, flattenFragments: true, ignoreIntrospection: true }),
      costLimitPlugin({ maxCost: 5000, flattenFragments: true, ignoreIntrospection: true }),
      useResponseCache<GraphQLContext>({
        cache,
        ttl: 60_000,
        ignoredTypes: privateTypes,
        // Credentials partition the cache: a signed-in person's answers are never served to another.
        session: (request) => {
          const cookies = parseCookieHeader(request.headers.get('cookie'));
          const credentials = [request.headers.get('authorization'), cookies[CUSTOMER_COOKIE], cookies[ADMIN_COOKIE]];
          if (credentials.every((c) => !c)) return null;
          return createHash('sha256').update(credentials.join('|')).digest('hex');
        },
        includeExtensionMetadata: !isProduction,
      }),
    ],
  });
  return { yoga, cache };
}
