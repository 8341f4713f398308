// Public answers (menus, catalogue, prices, neighbourhoods, landing content),
// kept serialised in memory: the same for everyone, so an answer that has not
// changed costs no database round trip and no serialisation. One store serves
// REST (keyed by URL), GraphQL (yoga's response cache writes into it; see
// graphql.ts) and prerendered pages, so one invalidation drops all three.
//
// Each answer keeps its body as bytes, a strong ETag (so `If-None-Match` is a
// 304 without rebuilding anything) and, once a client asked for them, its
// brotli and gzip encodings: compressed once per answer, never per request.
// Each answer also records which rows it showed (`Meal:12`, or just `Meal`
// for a list); a change announced through `app.publicChanges` drops exactly
// the answers that showed the changed rows. Every answer also expires after
// PUBLIC_CACHE_TTL_MS, which bounds how stale a replica that missed a
// notification (a LISTEN connection that dropped) can be.

import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import { createInMemoryCache } from '@graphql-yoga/plugin-response-cache';
import { decodeGlobalID } from '@pothos/plugin-relay';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { languageOf, type Language } from '../../lib/language.ts';
import { isDatabaseUnavailable } from '../../db/prismaErrors.ts';
import type { ChangedEntity } from '../../lib/publicChanges/index.ts';
import { servedFromMemory } from '../requestLog.ts';

/** Bodies smaller than this go uncompressed (the encoding's overhead is not worth it). */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** A row an answer showed: `id` a database id or a Relay global id; no id = "some rows of this type". */
export interface ShownEntity {
  typename: string;
  id?: number | string;
}

type Encoding = 'br' | 'gzip';

export interface PublicAnswer {
  body: Buffer;
  etag: string;
  /** REST: JSON; GraphQL: what yoga answered for the request's Accept (set once yoga has answered). */
  contentType?: string;
  /** GraphQL's execution result, which yoga reads back on a hit. */
  result?: unknown;
  encoded: Partial<Record<Encoding, Buffer>>;
  /** On the app's clock (tests move it): an answer is served only between the two. */
  builtAt: number;
  expiresAt: number;
}

export interface PublicAnswers {
  readonly ttlMs: number;
  get(key: string): PublicAnswer | null;
  /** Stores a serialised answer and the rows it showed. */
  put(
    key: string,
    answer: { body: string; contentType?: string; result?: unknown },
    shows: readonly ShownEntity[],
  ): PublicAnswer;
  /**
   * The answer `make` builds for `key`, stored, built once however many
   * requests miss at the same time (they all wait for the one build). An
   * answer whose build began before an invalidation is sent to its waiters
   * but not stored: it may show what the change replaced.
   */
  build(
    key: string,
    make: () => Promise<{ body: string; contentType?: string; shows: readonly ShownEntity[] }>,
  ): Promise<PublicAnswer>;
  /**
   * The answer last built for `key` even if it expired (kept up to STALE_KEEP_MS), for when it cannot
   * be built again because the database is out of reach; null once a change dropped it.
   */
  stale(key: string): PublicAnswer | null;
  /** Drops the answers that showed any of these rows (a typename alone: any row of that type). */
  invalidate(changed: readonly ChangedEntity[]): void;
  /** Drops everything (a replica that may have missed notifications). */
  clear(): void;
}

/**
 * Rows are recorded as `Type:databaseId` whichever way they were named:
 * REST routes name database ids, GraphQL answers hold global ids.
 */
function entityKey(typename: string, id: number | string): string {
  if (typeof id === 'string' && !/^\d+$/.test(id)) {
    try {
      const decoded = decodeGlobalID(id);
      if (decoded.typename === typename) return `${typename}:${decoded.id}`;
    } catch {
      // not a global id: recorded as it is
    }
  }
  return `${typename}:${id}`;
}

/** How long an expired answer is kept to be served while the database cannot be reached. */
export const STALE_KEEP_MS = 10 * 60_000;

const strongEtag = (body: Buffer): string => `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

export function createPublicAnswers(options: { ttlMs: number; now: () => number; max?: number }): PublicAnswers {
  // The response cache's own store: an LRU with the entity → answers index
  // its invalidation needs. Its TTL (real time) frees memory; whether an
  // answer is still good is judged on the app's clock.
  const newStore = () => createInMemoryCache({ max: options.max ?? 1000, buildEntityId: entityKey });
  let store = newStore();
  // When an answer expires, every connection asking for it at that moment
  // misses: without this, each ran the same query, serialisation and digest
  // (the p99 of a public read under load).
  const building = new Map<string, Promise<PublicAnswer>>();
  // Bumped by every invalidation: a build that began before it is not stored.
  let generation = 0;
  const answerOf = (body: string, contentType: string | undefined, result: unknown): PublicAnswer => {
    const bytes = Buffer.from(body);
    const builtAt = options.now();
    return {
      body: bytes,
      etag: strongEtag(bytes),
      contentType,
      result,
      encoded: {},
      builtAt,
      expiresAt: builtAt + options.ttlMs,
    };
  };
  return {
    ttlMs: options.ttlMs,
    get(key) {
      const answer = store.get(key) as PublicAnswer | null | undefined;
      const now = options.now();
      return answer && answer.builtAt <= now && now < answer.expiresAt ? answer : null;
    },
    stale(key) {
      const answer = store.get(key) as PublicAnswer | null | undefined;
      return answer && answer.builtAt <= options.now() ? answer : null;
    },
    put(key, { body, contentType, result }, shows) {
      const answer = answerOf(body, contentType, result);
      // The store is typed for GraphQL results; it keeps any value.
      void store.set(key, answer as never, shows, Math.max(options.ttlMs, STALE_KEEP_MS));
      return answer;
    },
    build(key, make) {
      let pending = building.get(key);
      if (!pending) {
        const startedAt = generation;
        pending = make()
          .then(({ body, contentType, shows }) =>
            startedAt === generation
              ? this.put(key, { body, contentType }, shows)
              : answerOf(body, contentType, undefined),
          )
          .finally(() => building.delete(key));
        building.set(key, pending);
      }
      return pending;
    },
    invalidate(changed) {
      generation += 1;
      void store.invalidate(changed);
    },
    clear() {
      generation += 1;
      store = newStore();
    },
  };
}

const encodings = new Negotiator({ supportedValues: ['br', 'gzip'], cache: new Map() });

function encode(answer: PublicAnswer, encoding: Encoding): Buffer {
  let encoded = answer.encoded[encoding];
  if (!encoded) {
    // Quality 5: close to brotli's best on JSON at a fraction of its time
    // (each answer is compressed once per TTL, on the request path).
    encoded =
      encoding === 'br'
        ? brotliCompressSync(answer.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })
        : gzipSync(answer.body);
    answer.encoded[encoding] = encoded;
  }
  return encoded;
}

/** `If-None-Match` with weak comparison (RFC 9110 §13.1.2): a list of tags, `W/` ignored, or `*`. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

function addVary(reply: FastifyReply, header: string): void {
  const vary = reply.getHeader('vary');
  if (!vary) reply.header('vary', header);
  else if (!String(vary).toLowerCase().includes(header.toLowerCase()))
    reply.header('vary', `${String(vary)}, ${header}`);
}

/**
 * Sends a stored answer: 304 when the client holds it (GET and HEAD only),
 * else its body, compressed when the client accepts it and it is large enough.
 */
export function sendPublicAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: PublicAnswer,
  options: { vary?: string; stale?: boolean } = {},
): FastifyReply {
  // Browsers and shared caches keep it as long as we do, then revalidate (a 304); a stale answer
  // (the database out of reach) is revalidated every time.
  const seconds = Math.max(1, Math.round(reply.server.publicAnswers.ttlMs / 1000));
  reply.header('cache-control', options.stale ? 'no-cache' : `public, max-age=${seconds}`);
  if (options.stale) reply.header(STALE_HEADER, 'database-unavailable');
  reply.header('etag', answer.etag);
  if (answer.contentType) reply.header('content-type', answer.contentType);
  addVary(reply, 'accept-encoding');
  if (options.vary) addVary(reply, options.vary);
  const conditional = request.method === 'GET' || request.method === 'HEAD';
  if (conditional && matchesEtag(request.headers['if-none-match'], answer.etag)) {
    return reply.status(304).send();
  }
  const encoding =
    answer.body.length >= COMPRESSION_THRESHOLD_BYTES
      ? (encodings.negotiate(request.headers['accept-encoding'] ?? '') as Encoding | null)
      : null;
  if (encoding) {
    reply.header('content-encoding', encoding);
    return reply.send(encode(answer, encoding));
  }
  return reply.send(answer.body);
}

/**
 * The one way a REST route serves a public read: from memory when the URL's
 * answer is there, else built by `build` (which also names the rows the
 * answer shows, so a change to one of them drops it), stored, then sent.
 * Requests that miss together share one build. A `build` that throws (an
 * unknown week) stores nothing.
 */
export async function servePublic(
  request: FastifyRequest,
  reply: FastifyReply,
  build: () => Promise<{ json: unknown; shows: readonly ShownEntity[] }>,
  options: { language?: Language } = {},
): Promise<FastifyReply> {
  const answers = request.server.publicAnswers;
  const key = publicAnswerKey(request.url, options.language);
  // An answer with content in a language is kept per language, and says so to other caches.
  const vary = options.language ? 'accept-language' : undefined;
  const cached = answers.get(key);
  if (cached) {
    servedFromMemory(request);
    return sendPublicAnswer(request, reply, cached, { vary });
  }
  try {
    const answer = await answers.build(key, async () => {
      const { json, shows } = await build();
      return { body: JSON.stringify(json), contentType: 'application/json; charset=utf-8', shows };
    });
    return sendPublicAnswer(request, reply, answer, { vary });
  } catch (error) {
    // The database is out of reach: the last answer, said to be stale, rather than none.
    const stale = isDatabaseUnavailable(error) ? answers.stale(key) : null;
    if (!stale) throw error;
    servedFromMemory(request);
    return sendPublicAnswer(request, reply, stale, { stale: true, vary });
  }
}

/** A REST answer's key: its URL, and its content's language unless English (the old product's keys). */
export const publicAnswerKey = (url: string, language?: Language): string =>
  language && language !== 'en' ? `GET ${url} [${language}]` : `GET ${url}`;

/** Says an answer is older than the cache's TTL: it could not be built again. */
export const STALE_HEADER = 'x-mealbox-stale';

/**
 * `servePublic` for an answer with content (meals, the landing page…): built in the language the
 * request's `Accept-Language` prefers (lib/language.ts), kept per language, `Vary: Accept-Language`.
 */
export function servePublicInLanguage(
  request: FastifyRequest,
  reply: FastifyReply,
  build: (language: Language) => Promise<{ json: unknown; shows: readonly ShownEntity[] }>,
): Promise<FastifyReply> {
  const language = languageOf(request.headers['accept-language']);
  return servePublic(request, reply, () => build(language), { language });
}
