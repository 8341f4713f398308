// The public-answer cache: one Fastify plugin for every answer that is the
// same for everyone (REST reads, GraphQL documents made of public fields,
// prerendered pages), kept serialised in one store (answers.ts) with strong
// ETags (a 304 for a matching If-None-Match), dropped exactly when a change
// announced through `app.publicChanges` touches a row the answer showed, on
// every replica (LISTEN/NOTIFY, lib/publicChanges). See README.md.

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ExecutionResult } from 'graphql';
import type { AppContext } from '../../app.ts';
import { servedFromMemory } from '../requestLog.ts';
import { createPublicAnswers, sendPublicAnswer, type PublicAnswer, type PublicAnswers } from './answers.ts';
import { GRAPHQL_VARY, persistedRequestKey, serialiseResult } from './graphql.ts';

export {
  COMPRESSION_THRESHOLD_BYTES,
  matchesEtag,
  sendPublicAnswer,
  servePublic,
  servePublicInLanguage,
  publicAnswerKey,
  type PublicAnswer,
  type PublicAnswers,
  type ShownEntity,
} from './answers.ts';
export { GRAPHQL_VARY, useSharedResponseCache, responseCacheOf } from './graphql.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Public answers kept in memory (REST, GraphQL and pages), for invalidation. */
    publicAnswers: PublicAnswers;
  }
}

/** The store, subscribed to the announced changes (here and, on PostgreSQL, on every other replica). */
export const publicCache = fp(
  async (server: FastifyInstance, { app }: { app: AppContext }) => {
    const answers = createPublicAnswers({ ttlMs: app.config.PUBLIC_CACHE_TTL_MS, now: () => app.now().getTime() });
    server.decorate('publicAnswers', answers);
    const stop = app.publicChanges.subscribe({
      changed: (changed) => answers.invalidate(changed),
      // Notifications may have been missed (another replica's, while the
      // connection was down): nothing kept can be trusted.
      missed: () => answers.clear(),
    });
    server.addHook('onClose', async () => stop());
  },
  { name: 'public-cache' },
);

/**
 * A persisted GraphQL query's stored answer, sent without running yoga, else null (yoga answers; its
 * response cache stores the answer when the document is public). `stale`: its last answer even if
 * expired, marked stale, once yoga could not answer because the database is out of reach. Outside
 * production the answer says it was a hit (`extensions.responseCache`), as yoga's own hits do.
 */
export function sendStoredGraphQLAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  { includeExtensionMetadata = false, stale = false } = {},
): FastifyReply | null {
  const key = persistedRequestKey(request);
  const answers = request.server.publicAnswers;
  const answer = key ? (stale ? answers.stale(key) : answers.get(key)) : null;
  if (!answer?.result || !answer.contentType) return null;
  servedFromMemory(request);
  const sent: PublicAnswer = includeExtensionMetadata
    ? { ...answer, body: Buffer.from(serialiseResult(withHit(answer.result as ExecutionResult))), encoded: {} }
    : answer;
  return sendPublicAnswer(request, reply, sent, { vary: GRAPHQL_VARY, stale });
}

/** Once yoga has answered a persisted query and its cache stored the answer: records the content type yoga chose for this Accept, so later requests are sent from the store. */
export function recordGraphQLContentType(request: FastifyRequest, contentType: string): PublicAnswer | null {
  const key = persistedRequestKey(request);
  const stored = key ? request.server.publicAnswers.get(key) : null;
  if (!stored?.result) return null;
  stored.contentType ??= contentType;
  return stored;
}

const withHit = (result: ExecutionResult): ExecutionResult => ({
  ...result,
  extensions: { ...result.extensions, responseCache: { hit: true } },
});
