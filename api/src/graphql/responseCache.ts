// The GraphQL response cache, safe by construction (DESIGN §7): it has one
// partition, shared by everyone, and only answers built solely from public
// fields (publicFields.ts) are ever stored in it. Any document that selects a
// field not declared public, anywhere (an alias, a fragment, an inline
// fragment on a node, a field whose value is null today), is executed every
// time and never stored, so nothing personal (a customer's, an admin's, a
// partner's or a cookie visitor's) can be served to someone else, and a
// revoked session reads nothing from the cache.
//
// How: yoga's response cache computes a document's TTL from its schema
// coordinates before running it; every coordinate not declared public gets
// TTL 0, which the plugin never stores. (Its `scopePerSchemaCoordinate`
// PRIVATE marks were not enough: it looks them up by response key, so an
// alias slips past, and it honours them only for requests without a session.)

import { createInMemoryCache, useResponseCache } from '@graphql-yoga/plugin-response-cache';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { isInterfaceType, isObjectType, type GraphQLSchema } from 'graphql';
import type { ChangedEntity } from '../lib/publicChanges/index.ts';
import type { GraphQLContext } from './context.ts';
import { publicFields } from './publicFields.ts';

/** How long a public answer is served from memory. */
export const RESPONSE_CACHE_TTL_MS = 60_000;

/**
 * The store, entity-aware: each entry remembers the typename/id of every
 * object in it, so `cache.invalidate([{ typename: 'Meal', id }])` drops
 * exactly the answers that showed that meal.
 */
export type ResponseCache = ReturnType<typeof createInMemoryCache>;

export const createResponseCache = (): ResponseCache => createInMemoryCache({ max: 5000 });

/**
 * What a change calls once its transaction has committed: drops exactly the
 * cached public answers that showed these entities. Answers record each
 * object by its global id (the `id` field), so database ids are encoded here.
 */
export async function invalidatePublicAnswers(cache: ResponseCache, changed: readonly ChangedEntity[]): Promise<void> {
  await cache.invalidate(
    changed.map(({ typename, id }) =>
      id === undefined ? { typename } : { typename, id: encodeGlobalID(typename, id) },
    ),
  );
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
  options: { includeExtensionMetadata: boolean },
): ReturnType<typeof useResponseCache> {
  const stale = unknownPublicFields(schema);
  if (stale.length > 0) throw new Error(`publicFields.ts names fields the schema lacks: ${stale.join(', ')}`);
  return useResponseCache<GraphQLContext>({
    cache,
    ttl: RESPONSE_CACHE_TTL_MS,
    // One partition: what is stored is public, so who asks does not matter
    // (a signed-in customer reading the menu shares the visitors' entry).
    session: () => null,
    ttlPerSchemaCoordinate: privateCoordinates(schema),
    // Keep the plugin's default `invalidateViaMutation: true`: with it off the plugin looks
    // mutations up in the cache like queries (an identical adminLogin was answered from it,
    // without running, so no session cookie). Its cost: a mutation's answer also drops every
    // entity it shows (lib/publicChanges already dropped exactly what changed).
    includeExtensionMetadata: options.includeExtensionMetadata,
  });
}
