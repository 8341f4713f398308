import type { GraphQLContext } from './context.ts';

const caches = new WeakMap<GraphQLContext, Map<string, unknown>>();

/**
 * One value per request and key, made on first use: fields of one request that need the same
 * work share it (a connection's page and its `totalCount` share one search). Gone with the
 * request's context.
 */
export function perRequest<T>(ctx: GraphQLContext, key: string, make: () => T): T {
  let cache = caches.get(ctx);
  if (!cache) caches.set(ctx, (cache = new Map()));
  if (!cache.has(key)) cache.set(key, make());
  return cache.get(key) as T;
}
