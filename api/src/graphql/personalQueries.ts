// The web app's persisted personal queries (the checkout screen, the account's
// tabs, the signed-in header: answers that are never stored), run through
// yoga's envelop (the same parse and validation caches, limits, context,
// execution and error masking) without yoga's HTTP layer. That layer turns
// each Node request into a Fetch Request and each answer into a Fetch
// Response and runs hooks that do nothing for these requests; it was the
// larger part of what kept these screens' reads behind a plain REST handler.
//
// Only what yoga would do nothing else with takes this path: a persisted
// query (never a mutation) that selects a personal field, with variables
// holding no list, asking for JSON. Anything else, and any query whose run
// throws outside GraphQL's error handling, is yoga's (a query reads, so
// running it again is harmless).

import { getOperationAST, parse, type DocumentNode, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { processRegularResult } from 'graphql-yoga';
import type { PersistedParams } from './persistedAnswers.ts';
import { selectsPersonalField } from './responseCache.ts';
import type { ServerContext, Yoga } from './yoga.ts';

export interface PersonalAnswer {
  status: number;
  contentType: string;
  body: string;
}

export type PersonalQueryRunner = (
  params: PersistedParams,
  accept: string | undefined,
  serverContext: ServerContext,
) => Promise<PersonalAnswer | null>;

const REGULAR_TYPES = ['application/graphql-response+json', 'application/json'] as const;

/**
 * The media type yoga answers a plain (non-streamed) result with, as its result processors
 * choose it (graphql-yoga's plugins/result-processor/accept.js, not exported): the `Accept`
 * header's types read last to first, each tried against the JSON types, the last match kept;
 * so the first type the client listed that a JSON type matches decides, and a wildcard gets
 * `application/json`. Null when no JSON type is acceptable: yoga answers that itself.
 */
export function acceptedJsonType(accept: string | undefined): string | null {
  const requested = (accept || '*/*')
    .replace(/\s/g, '')
    .toLowerCase()
    .split(',')
    .flatMap((entry) => {
      const [type = '', ...parameters] = entry.split(';');
      const charset = parameters.find((parameter) => parameter.includes('charset=')) ?? 'charset=utf-8';
      return charset === 'charset=utf-8' ? [type] : [];
    })
    .reverse();
  let chosen: string | null = null;
  for (const type of requested) {
    const [pre, suffix] = type.split('/');
    for (const own of REGULAR_TYPES) {
      const [ownPre, ownSuffix] = own.split('/');
      if ((pre === '*' || pre === ownPre) && (suffix === '*' || suffix === ownSuffix)) chosen = own;
    }
  }
  return chosen;
}

function hasList(value: unknown): boolean {
  if (Array.isArray(value)) return true;
  if (value === null || typeof value !== 'object') return false;
  return Object.values(value).some(hasList);
}

export function createPersonalQueryRunner(
  yoga: Yoga,
  schema: GraphQLSchema,
  persisted: ReadonlyMap<string, string>,
): PersonalQueryRunner {
  // Per persisted document (the web app's, a finite set), decided once: its source and parsed
  // document if it selects a personal field, else null. The operation a request names is checked
  // per request, so what a client sends never grows this map.
  const personalDocuments = new Map<string, { source: string; document: DocumentNode } | null>();
  const personalDocument = (documentId: string) => {
    const known = personalDocuments.get(documentId);
    if (known !== undefined) return known;
    const source = persisted.get(documentId);
    if (source === undefined) return null;
    const document = parse(source);
    const personal = selectsPersonalField(schema, document) ? { source, document } : null;
    personalDocuments.set(documentId, personal);
    return personal;
  };

  return async (params, accept, serverContext) => {
    const accepted = acceptedJsonType(accept);
    if (!accepted || hasList(params.variableValues)) return null;
    const personal = personalDocument(params.documentId);
    const operationName = params.operationName || undefined;
    if (!personal || getOperationAST(personal.document, operationName)?.operation !== 'query') return null;
    const query = personal.source;
    const enveloped = yoga.getEnveloped({
      ...serverContext,
      params: { query, variables: params.variableValues, operationName },
    });
    let result: ExecutionResult;
    try {
      // yoga's parser and validation caches answer both from memory after the first request.
      const document = enveloped.parse(query);
      const errors = enveloped.validate(enveloped.schema, document);
      if (errors.length > 0) {
        result = { errors };
      } else {
        const contextValue = await enveloped.contextFactory();
        result = (await enveloped.execute({
          schema: enveloped.schema,
          document,
          contextValue,
          variableValues: params.variableValues,
          operationName,
        })) as ExecutionResult;
      }
    } catch (error) {
      serverContext.req.log.warn({ err: error }, 'persisted personal query failed outside GraphQL; yoga runs it');
      return null;
    }
    // A plain result is what yoga's processor sends as it is (no errors to strip, no status to take
    // from them), without making a Fetch Response to read it back from.
    if (!result.errors && !result.extensions) {
      return { status: 200, contentType: `${accepted}; charset=utf-8`, body: JSON.stringify(result) };
    }
    const response = processRegularResult(result, yoga.fetchAPI, accepted);
    return {
      status: response.status,
      contentType: response.headers.get('content-type') ?? `${accepted}; charset=utf-8`,
      body: await response.text(),
    };
  };
}
