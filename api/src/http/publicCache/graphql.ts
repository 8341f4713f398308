// GraphQL's side of the public-answer cache, safe by construction: one
// partition, shared by everyone, and only answers built solely from public
// fields (publicFields.ts) are ever stored. Any document that selects a field
// not declared public, anywhere (an alias, a fragment, an inline fragment on
// a node, a field whose value is null today), is executed every time and
// never stored, so nothing personal can be served to someone else, and a
// revoked session reads nothing from the cache.
//
// How: yoga's response cache computes a document's TTL from its schema
// coordinates before running it; every coordinate not declared public gets
// TTL 0, which the plugin never stores. (Its `scopePerSchemaCoordinate`
// PRIVATE marks were not enough: it looks them up by response key, so an
// alias slips past, and it honours them only for requests without a session.)
//
// The plugin writes into the store of public answers (answers.ts) under a key
// the /graphql route can compute before yoga runs (`graphqlAnswerKey`: the
// request's Accept, the persisted operation's id, its name and variables), so
// the route sends a stored answer again without yoga.

import { type createInMemoryCache, hashSHA256, useResponseCache } from '@graphql-yoga/plugin-response-cache';
import {
  getOperationAST,
  isInterfaceType,
  isObjectType,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLSchema,
} from 'graphql';
import type { FastifyRequest } from 'fastify';
import type { GraphQLContext } from '../../graphql/context.ts';
import { languageOf } from '../../lib/language.ts';
import type { ChangedEntity } from '../../lib/publicChanges/index.ts';
import { hasCsrfHeader } from '../csrf.ts';
import type { PublicAnswers } from './answers.ts';
import { publicFields } from './publicFields.ts';

/**
 * yoga's view of the store of public answers: what the plugin caches lands
 * there serialised, beside the REST answers, so one invalidation drops both.
 * Entities are recorded by their global ids and invalidated by either.
 */
export type ResponseCache = ReturnType<typeof createInMemoryCache>;

/** The JSON yoga sends for a result (without its internal `extensions.http`). */
export function serialiseResult(result: ExecutionResult): string {
  const { extensions, ...rest } = result;
  const { http: _http, ...shown } = (extensions ?? {}) as Record<string, unknown>;
  return JSON.stringify(Object.keys(shown).length > 0 ? { ...rest, extensions: shown } : rest);
}

export function responseCacheOf(answers: PublicAnswers): ResponseCache {
  return {
    get: (key) => (answers.get(key)?.result as ExecutionResult | undefined) ?? null,
    set: (key, result, entities) => void answers.put(key, { body: serialiseResult(result), result }, [...entities]),
    invalidate: (entities) => answers.invalidate([...entities] as ChangedEntity[]),
  };
}

/**
 * A persisted operation's key in the store: yoga answers JSON or GraphQL's media type by `Accept`,
 * and content in the language `Accept-Language` prefers (one answer per language, never the other's).
 */
export const graphqlAnswerKey = (
  headers: { accept: string | null | undefined; acceptLanguage: string | null | undefined },
  documentId: string,
  operationName: string,
  variables: string,
) =>
  `graphql ${headers.accept ?? ''}\n${languageOf(headers.acceptLanguage)}\n${documentId}\n${operationName}\n${variables}`;

/** The headers an answer varies with (besides the encoding): its media type and its language. */
export const GRAPHQL_VARY = 'accept, accept-language';

const simpleContentTypes = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];

/** yoga's CSRF rule (plugin-csrf-prevention): a preflighted content type, or one of the CSRF headers. */
function passesCsrfRule(request: FastifyRequest): boolean {
  const type = request.headers['content-type']?.toLowerCase();
  if (type && !simpleContentTypes.some((simple) => type.startsWith(simple))) return true;
  return hasCsrfHeader(request.headers);
}

/**
 * The request's key in the store when it runs a persisted operation yoga would accept (JSON variables,
 * no document beside the id), else null: the key yoga's response cache stores its answer under.
 */
export function persistedRequestKey(request: FastifyRequest): string | null {
  if ((request.method !== 'GET' && request.method !== 'POST') || request.isMultipart() || !passesCsrfRule(request)) {
    return null;
  }
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
  const name = typeof operationName === 'string' ? operationName : '';
  const acceptLanguage = request.headers['accept-language'];
  return graphqlAnswerKey({ accept: request.headers.accept, acceptLanguage }, documentId, name, JSON.stringify(parsed));
}

type Declared = Readonly<Record<string, readonly string[]>>;

/** Schema coordinates (`Type.field`) declared public but absent from the schema: stale declarations. */
export function unknownPublicFields(schema: GraphQLSchema, declared: Declared = publicFields): string[] {
  return Object.entries(declared).flatMap(([typeName, fields]) => {
    const type = schema.getType(typeName);
    const known = type && (isObjectType(type) || isInterfaceType(type)) ? type.getFields() : {};
    return fields.filter((field) => !(field in known)).map((field) => `${typeName}.${field}`);
  });
}

/** Every field coordinate of the schema that is not declared public, with TTL 0: never stored. */
export function privateCoordinates(schema: GraphQLSchema, declared: Declared = publicFields): Record<string, number> {
  const ttl: Record<string, number> = { 'Query.__schema': 0, 'Query.__type': 0 };
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) && !isInterfaceType(type)) continue;
    const open = new Set(declared[type.name] ?? []);
    for (const field of Object.keys(type.getFields())) {
      if (!open.has(field)) ttl[`${type.name}.${field}`] = 0;
    }
  }
  return ttl;
}

export function useSharedResponseCache(
  schema: GraphQLSchema,
  cache: ResponseCache,
  options: { includeExtensionMetadata: boolean; ttlMs: number; persisted: ReadonlyMap<string, string> },
): ReturnType<typeof useResponseCache> {
  const idOfDocument = new Map([...options.persisted].map(([id, document]) => [document, id]));
  const stale = unknownPublicFields(schema);
  if (stale.length > 0) throw new Error(`publicFields.ts names fields the schema lacks: ${stale.join(', ')}`);
  // With invalidateViaMutation off, the plugin would store a mutation's answer like a query's (it
  // skips their TTL computation, so the default TTL applies) and answer the same mutation again
  // from memory without running it. This plugin's own onExecute runs before the cache's (which the
  // plugin adds after itself), marks a mutation's context, and `enabled` keeps the cache out of it.
  const mutations = new WeakSet<object>();
  const ttlPerSchemaCoordinate = privateCoordinatesOf(schema);
  // A document with a personal field is never stored; the plugin would still rewrite it (adding
  // `__typename` and ids to every selection), hash a key and walk its answer for entities.
  const personal = new WeakSet<object>();
  const plugin = useResponseCache<GraphQLContext>({
    cache,
    ttl: options.ttlMs,
    // One partition: what is stored is public, so who asks does not matter
    // (a signed-in customer reading the menu shares the visitors' entry).
    session: () => null,
    enabled: (_request, context) => !mutations.has(context) && !personal.has(context),
    ttlPerSchemaCoordinate,
    // Changes announce exactly what they changed (lib/publicChanges). The plugin's own
    // invalidation would also drop every entity a mutation's answer merely shows (each meal of
    // a week whose menu an admin edited, the meals a customer picked), evicting unrelated menus.
    invalidateViaMutation: false,
    includeExtensionMetadata: options.includeExtensionMetadata,
    // The plugin labels cached answers with their cache key as ETag (the same
    // before and after a change): the /graphql route drops that header and
    // sends the stored answer's strong ETag (a digest of its body) instead.
    shouldCacheResult: ({ result }) => !result.errors?.length,
    buildResponseCacheKey: (params) => {
      const documentId = idOfDocument.get(params.documentString);
      const variables = JSON.stringify(params.variableValues ?? {});
      const headers = {
        accept: params.request.headers.get('accept'),
        acceptLanguage: params.request.headers.get('accept-language'),
      };
      // A whole document (GraphiQL, admins, partners): one answer per document, operation, variables and language.
      if (documentId === undefined)
        return hashSHA256(
          [params.documentString, params.operationName ?? '', variables, languageOf(headers.acceptLanguage)].join('|'),
        );
      return graphqlAnswerKey(headers, documentId, params.operationName ?? '', variables);
    },
  });
  return {
    ...plugin,
    onExecute({ args }) {
      if (getOperationAST(args.document, args.operationName)?.operation === 'mutation')
        mutations.add(args.contextValue);
      else if (selectsPersonalField(schema, args.document)) personal.add(args.contextValue);
    },
  };
}

const personalDocuments = new WeakMap<DocumentNode, boolean>();
const schemaPrivateCoordinates = new WeakMap<GraphQLSchema, Record<string, number>>();

/** `privateCoordinates` of the declared public fields, worked out once per schema. */
function privateCoordinatesOf(schema: GraphQLSchema): Record<string, number> {
  let ttl = schemaPrivateCoordinates.get(schema);
  if (!ttl) schemaPrivateCoordinates.set(schema, (ttl = privateCoordinates(schema)));
  return ttl;
}

/**
 * Whether a document selects a field not declared public anywhere (fragments included), as the
 * plugin computes a document's TTL: such an answer is personal and never stored. Remembered per
 * parsed document (yoga keeps one per persisted operation).
 */
function selectsPersonalField(schema: GraphQLSchema, document: DocumentNode): boolean {
  const known = personalDocuments.get(document);
  if (known !== undefined) return known;
  const ttl = privateCoordinatesOf(schema);
  const typeInfo = new TypeInfo(schema);
  let found = false;
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        const parent = typeInfo.getParentType();
        if (parent && ttl[`${parent.name}.${node.name.value}`] === 0) found = true;
      },
    }),
  );
  personalDocuments.set(document, found);
  return found;
}
