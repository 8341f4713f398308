import { queryFromInfo } from '@pothos/plugin-prisma';
import type { GraphQLResolveInfo } from 'graphql';
import type { GraphQLContext } from './context.ts';

/**
 * Pothos' `query` for the Prisma object a mutation's payload answers under `field` (e.g. the
 * `customer` of `customerLogin`): what `t.prismaField` hands a query resolver, computed here
 * because a payload wraps the object. The mutation passes it to its service, so the row the
 * service writes or reads is the row the answer shows, with no second read.
 *
 * `Query` names the model's Prisma args type (`Prisma.CustomerDefaultArgs`): plugin-prisma
 * types the plan loosely, the schema's own types make it that shape.
 */
export function payloadQuery<Query>(
  ctx: GraphQLContext,
  info: GraphQLResolveInfo,
  typeName: string,
  field: string,
): Query {
  return queryFromInfo({ context: ctx, info, typeName, path: [field] }) as Query;
}

/**
 * Pothos' `query` for a field that answers a Prisma object only when someone is signed in (`me`,
 * `viewer`): computed when the field reads, so answering null leaves no planned query unused.
 */
export function fieldQuery<Query>(ctx: GraphQLContext, info: GraphQLResolveInfo, typeName: string): Query {
  return queryFromInfo({ context: ctx, info, typeName }) as Query;
}

/** `payloadQuery` for one payload field, kept for a module's mutations: `orderQuery(ctx, info)`. */
export const payloadQueryOf =
  <Query>(typeName: string, field: string) =>
  (ctx: GraphQLContext, info: GraphQLResolveInfo): Query =>
    payloadQuery<Query>(ctx, info, typeName, field);
