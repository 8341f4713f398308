import type { FastifyInstance } from 'fastify';
import { assertAcceptableText } from '../lib/inputText.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route checks its own text (GraphQL does, per argument and input field). */
    ownTextRule?: boolean;
  }
}

/**
 * Every REST JSON body, query string and path parameter goes through the
 * input-text rule before a handler sees it: a control character (NUL
 * included) is a 400 `{ message, issues }` naming the field, never a
 * database error.
 */
export function registerInputTextRule(server: FastifyInstance): void {
  server.addHook('preValidation', async (request) => {
    if (request.routeOptions.config?.ownTextRule) return;
    // Fastify's query and params objects have a prototype of their own; copied, they are plain
    // objects. A wildcard (`/uploads/*`) is a file path, not a field: a garbled one is a 404.
    const { '*': _path, ...params } = (request.params ?? {}) as Record<string, unknown>;
    assertAcceptableText(params);
    assertAcceptableText({ ...(request.query as object) });
    assertAcceptableText(request.body);
  });
}
