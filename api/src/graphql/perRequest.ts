import type { GraphQLContext } from './context.ts';

/**
 * One value per request and key, made on first use: fields of one request that need the same
 * work share it (a connection's page and its `totalCount` share one search). Gone with the
 * request's context.
 */
export function perRequest<T>(ctx: GraphQLContext, key: string, make: () => T): T {
  if (!ctx.shared.has(key)) ctx.shared.set(key, make());
  return ctx.shared.get(key) as T;
}
