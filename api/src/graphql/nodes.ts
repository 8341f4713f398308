// `node(id:)` and `nodes(ids:)` (DESIGN §7): an unknown, malformed or
// not-yours id is `null` in its slot, and the answer is the same whether the
// row exists or not: no error, no "not authorized", nothing in the error log.
// The relay plugin's own fields throw for each of those cases (its argument
// parsing fails a whole `nodes` list for one bad id), so the builder turns
// them off and these take their place, with the same signatures.

import { decodeGlobalID, resolveNodes } from '@pothos/plugin-relay';
import { RequestCache } from '@pothos/plugin-scope-auth';
import { isObjectType, type GraphQLResolveInfo } from 'graphql';
import { ValidationError } from '../errors.ts';
import { Prisma } from '../generated/prisma/client.ts';
import { builder } from './builder.ts';
import type { GraphQLContext } from './context.ts';
import { OWN_TEXT_RULE } from './plugins/inputText.ts';

/** Like a connection page: at most 100 ids per `nodes` call. */
export const MAX_NODE_IDS = 100;
export const tooManyIdsMessage = `nodes takes at most ${MAX_NODE_IDS} ids`;

type GlobalId = { typename: string; id: string };

/** A global id naming a Node type of this schema, or null for anything else. */
function parseGlobalId(raw: unknown, info: GraphQLResolveInfo): GlobalId | null {
  if (typeof raw !== 'string' || raw.length > 200) return null;
  let decoded: GlobalId;
  try {
    decoded = decodeGlobalID(raw);
  } catch {
    return null;
  }
  // Every node of this schema has a positive integer database id.
  if (!/^[1-9]\d{0,15}$/.test(decoded.id)) return null;
  const type = info.schema.getType(decoded.typename);
  const isNode = isObjectType(type) && type.getInterfaces().some((iface) => iface.name === 'Node');
  return isNode ? decoded : null;
}

/** "No such row" from a node loader (Prisma's findUniqueOrThrow), as opposed to a real failure. */
const isNotFound = (error: unknown): boolean =>
  error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2025';

/**
 * The node type's own authorization (its scope-auth `authScopes`), asked
 * before the node is returned, so a node the viewer may not read is null
 * instead of an error that would tell it exists.
 */
type Scopes = RequestCache<typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never>;

async function mayRead(context: GraphQLContext, info: GraphQLResolveInfo, typename: string, node: unknown) {
  const authScopes = builder.configStore.getTypeConfig(typename, 'Object').pothosOptions.authScopes as
    Parameters<Scopes['evaluateTypeScopeFunction']>[0] | Parameters<Scopes['evaluateScopeMap']>[0] | undefined;
  if (authScopes === undefined) return true;
  const cache = RequestCache.fromContext(context, builder);
  const failure =
    typeof authScopes === 'function'
      ? await cache.evaluateTypeScopeFunction(authScopes, typename, node, info)
      : await cache.evaluateScopeMap(authScopes, info);
  return failure === null;
}

async function loadNode(context: GraphQLContext, info: GraphQLResolveInfo, raw: unknown): Promise<unknown> {
  const globalId = parseGlobalId(raw, info);
  if (!globalId) return null;
  let node: unknown;
  try {
    [node] = await resolveNodes(builder, context, info, [globalId]);
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
  if (node === null || node === undefined) return null;
  return (await mayRead(context, info, globalId.typename, node)) ? node : null;
}

builder.queryFields((t) => ({
  node: t.field({
    type: builder.nodeInterfaceRef(),
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    // A bad id is this resolver's to judge (null), not the input-text rule's.
    extensions: { [OWN_TEXT_RULE]: true },
    resolve: (_root, args, context, info) => loadNode(context, info, args.id),
  }),
  nodes: t.field({
    type: [builder.nodeInterfaceRef()],
    nullable: { list: false, items: true },
    args: { ids: t.arg.idList({ required: true }) },
    extensions: { [OWN_TEXT_RULE]: true },
    resolve: (_root, args, context, info) => {
      if (args.ids.length > MAX_NODE_IDS) throw ValidationError.forField('ids', tooManyIdsMessage);
      return args.ids.map((id) => loadNode(context, info, id));
    },
  }),
}));
