// The web app's persisted queries, answered from the store of public answers
// without running yoga: once yoga has cached a persisted operation's answer
// (only answers made of public fields are ever cached, responseCache.ts), the
// same operation with the same variables is the same bytes for everyone
// until a change drops it. GET and POST share the answer; GET also gets a
// 304 for a matching If-None-Match.

import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ExecutionResult } from 'graphql';
import { hasCsrfHeader } from '../http/csrf.ts';
import { sendPublicAnswer, type PublicAnswer } from '../http/publicAnswers.ts';
import { servedFromMemory } from '../http/requestLog.ts';
import { persistedAnswerKeys, serialiseResult } from './responseCache.ts';

/** A persisted operation's request: its id, operation name ('' when none) and variables. */
export interface PersistedParams {
  documentId: string;
  operationName: string;
  /** The variables as JSON, as they appear in the store's keys. */
  variables: string;
  variableValues: Record<string, unknown>;
}

/** The params of the requests whose persisted key was asked for (persistedAnswerKey). */
const paramsOfRequests = new WeakMap<FastifyRequest, PersistedParams>();

/** The persisted operation `persistedAnswerKey` found in the request, if it found one. */
export const persistedParamsOf = (request: FastifyRequest): PersistedParams | null =>
  paramsOfRequests.get(request) ?? null;

const simpleContentTypes = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];

/** yoga's CSRF rule (plugin-csrf-prevention): a preflighted content type, or one of the CSRF headers. */
function passesCsrfRule(request: FastifyRequest): boolean {
  const type = request.headers['content-type']?.toLowerCase();
  if (type && !simpleContentTypes.some((simple) => type.startsWith(simple))) return true;
  return hasCsrfHeader(request.headers);
}

function persistedParams(request: FastifyRequest): PersistedParams | null {
  const source = (request.method === 'POST' ? request.body : request.query) as Record<string, unknown> | undefined;
  if (!source || typeof source !== 'object' || Array.isArray(source)) return null;
  const { documentId, operationName, variables, query } = source;
  if (typeof documentId !== 'string' || query !== undefined) return null;
  let parsed: unknown = variables ?? {};
  if (typeof variables === 'string') {
    try {
      parsed = JSON.parse(variables);
    } catch {
      return null; // yoga answers the malformed request itself
    }
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
  return {
    documentId,
    operationName: typeof operationName === 'string' ? operationName : '',
    variables: JSON.stringify(parsed),
    variableValues: parsed as Record<string, unknown>,
  };
}

/**
 * The request's key in the store when it runs a persisted operation yoga
 * would accept, else null. The key includes `Accept`: yoga answers
 * `application/graphql-response+json` or `application/json` by it.
 */
export function persistedAnswerKey(request: FastifyRequest): string | null {
  if ((request.method !== 'GET' && request.method !== 'POST') || request.isMultipart() || !passesCsrfRule(request)) {
    return null;
  }
  const params = persistedParams(request);
  if (!params) return null;
  const key = `graphql ${request.headers.accept ?? ''}\n${params.documentId}\n${params.operationName}\n${params.variables}`;
  persistedAnswerKeys.set(request, key);
  paramsOfRequests.set(request, params);
  return key;
}

/**
 * Sends the stored answer for `key` if there is one (and yoga has told its
 * content type), else null. Outside production the answer says it was a hit
 * (`extensions.responseCache`), as yoga's own hits do.
 */
export function sendPersistedAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: PublicAnswer | null,
  includeExtensionMetadata: boolean,
): FastifyReply | null {
  if (!answer?.result || !answer.contentType) return null;
  servedFromMemory(request);
  const sent: PublicAnswer = includeExtensionMetadata
    ? { ...answer, body: Buffer.from(serialiseResult(withHit(answer.result as ExecutionResult))), encoded: {} }
    : answer;
  return sendPublicAnswer(request, reply, sent, { vary: 'accept' });
}

const withHit = (result: ExecutionResult): ExecutionResult => ({
  ...result,
  extensions: { ...result.extensions, responseCache: { hit: true } },
});

/**
 * Runs of persisted operations under way, so that requests missing the same
 * public answer at once (all connections, the moment it expires) wait for
 * one run of yoga instead of each running it. Only operations whose answer
 * has been stored before are waited on (a personal operation has the same
 * key for every customer: its requests never queue behind each other), and a
 * waiter only ever sends what the store holds once the run is over, never
 * the run's own answer: what is not in the store (a personal answer, an
 * error, an answer an invalidation dropped) is run again by the waiter.
 */
export interface PersistedRuns {
  /** The run under way for `key` if its operation is known to be public, else null. */
  running(key: string): Promise<void> | null;
  /** Runs `run` as the run of `key` others may wait on; `stored` says whether its answer went into the store. */
  run<T>(key: string, run: () => Promise<T>, stored: (result: T) => boolean): Promise<T>;
}

export function createPersistedRuns(options: { maxKnown?: number } = {}): PersistedRuns {
  const maxKnown = options.maxKnown ?? 10_000;
  // Keys include variables: bounded, and forgetting one only costs one unshared miss.
  const known = new Set<string>();
  const underway = new Map<string, Promise<void>>();
  return {
    running: (key) => (known.has(key) ? (underway.get(key) ?? null) : null),
    async run(key, run, stored) {
      let done!: () => void;
      const finished = new Promise<void>((resolve) => (done = resolve));
      const mine = !underway.has(key);
      if (mine) underway.set(key, finished);
      try {
        const result = await run();
        if (stored(result)) {
          if (known.size >= maxKnown) known.clear();
          known.add(key);
        }
        return result;
      } finally {
        if (mine) underway.delete(key);
        done();
      }
    },
  };
}
