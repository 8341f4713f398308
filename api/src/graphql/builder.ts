import SchemaBuilder from '@pothos/core';
import ErrorsPlugin from '@pothos/plugin-errors';
import PrismaPlugin from '@pothos/plugin-prisma';
import RelayPlugin from '@pothos/plugin-relay';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import ValidationPlugin from '@pothos/plugin-validation';
import { DateTimeResolver, DateResolver } from 'graphql-scalars';
import type PrismaTypes from '../generated/pothos-prisma-types.ts';
import { getDatamodel } from '../generated/pothos-prisma-types.ts';
import { ValidationError } from '../errors.ts';
import type { IncomingFile } from '../modules/uploads/index.ts';
import type { PartnerScope } from '../shared/rules.ts';
import type { GraphQLContext } from './context.ts';
import InputTextPlugin from './plugins/inputText.ts';

// Configuration only: types live in the modules (see schema.ts).
export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  PrismaTypes: PrismaTypes;
  AuthScopes: {
    public: boolean;
    customer: boolean;
    admin: boolean;
    superAdmin: boolean;
    partner: boolean;
    /** A partner key holding this scope: `authScopes: { admin: true, partnerScope: 'orders:read' }`. */
    partnerScope: PartnerScope;
  };
  Scalars: {
    DateTime: { Input: Date; Output: Date };
    Date: { Input: Date; Output: Date };
    /** GraphQL multipart request spec; registered in ./upload.ts. */
    Upload: { Input: Promise<IncomingFile>; Output: never };
  };
  DefaultFieldNullability: false;
  DefaultEdgesNullability: false;
  DefaultNodeNullability: false;
}>({
  // Relay first so auth checks see decoded global IDs; scope-auth before the
  // plugins that wrap resolvers; the input-text rule inside the errors plugin,
  // so its ValidationError lands in a mutation's result union.
  defaultFieldNullability: false,
  plugins: [RelayPlugin, ScopeAuthPlugin, ErrorsPlugin, InputTextPlugin, ValidationPlugin, PrismaPlugin],
  relay: {
    clientMutationId: 'omit',
    cursorType: 'String',
    edgesFieldOptions: { nullable: false },
    nodeFieldOptions: { nullable: false },
    // node/nodes are graphql/nodes.ts's: unknown, malformed and not-yours ids are null in their slot.
    nodeQueryOptions: false,
    nodesQueryOptions: false,
  },
  scopeAuth: {
    authScopes: ({ viewer }) => ({
      public: true,
      customer: viewer.customer !== null,
      admin: viewer.admin !== null,
      superAdmin: viewer.admin?.role === 'super_admin',
      partner: viewer.partner !== null,
      partnerScope: (scope: PartnerScope) => viewer.partner?.scopes.includes(scope) ?? false,
    }),
  },
  errors: {
    defaultTypes: [],
    // Mutations answer `Payload | SomeError`, named after the field.
    directResult: true,
    defaultUnionOptions: {
      name: ({ fieldName }) => `${fieldName.charAt(0).toUpperCase()}${fieldName.slice(1)}Result`,
    },
  },
  validation: {
    validationError: (result) =>
      new ValidationError(
        result.issues.map((i) => i.message).join('; '),
        result.issues.map((issue) => ({
          path: (issue.path ?? []).map((p) => String(typeof p === 'object' ? p.key : p)),
          message: issue.message,
        })),
      ),
  },
  prisma: {
    dmmf: getDatamodel(),
    client: (ctx) => ctx.app.prisma,
    exposeDescriptions: false,
    filterConnectionTotalCount: true,
    maxConnectionSize: 100,
    defaultConnectionSize: 20,
    onUnusedQuery: process.env.NODE_ENV === 'production' ? null : 'warn',
  },
});

builder.addScalarType('DateTime', DateTimeResolver);
builder.addScalarType('Date', DateResolver);
builder.queryType({});
builder.mutationType({});
