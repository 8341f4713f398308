// What one GraphQL document may ask for (DESIGN §7). graphql-armor's pieces
// cap tokens (at parse time, before any other work), aliases, depth and its
// structural cost; the database-read budget below counts what armor cannot
// see: how many selections make the server go to the database, each alias
// and each fragment spread counted again. Introspection is limited like any
// query: it counts against the budget, appears once, and cannot nest its
// type lists (`fields { type { fields … } }` grows exponentially).

import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import type { Plugin } from 'graphql-yoga';
import {
  getNamedType,
  GraphQLError,
  type GraphQLObjectType,
  isCompositeType,
  isInterfaceType,
  isObjectType,
  Kind,
  SchemaMetaFieldDef,
  TypeMetaFieldDef,
  type ASTVisitor,
  type FieldNode,
  type GraphQLField,
  type GraphQLNamedType,
  type OperationDefinitionNode,
  type SelectionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import { GRAPHQL_LIMITS } from '../shared/rules.ts';

/** The limits' values are shared rules: `/developers` states them from the same copy. */
export const LIMITS = GRAPHQL_LIMITS;

/** Field extension: how many database reads one selection of the field costs (overrides the default rule). */
export const DATABASE_READS = 'databaseReads';

/** Introspection lists that, nested under one another, multiply (a type's fields' types' fields …). */
const INTROSPECTION_TYPE_LISTS = new Set(['fields', 'inputFields', 'interfaces', 'possibleTypes', 'enumValues']);
const SCHEMA_INTROSPECTION_READS = 10;

/**
 * The database reads one selection of a field costs:
 * - what the field declares (`extensions.databaseReads`), else
 * - 1 for a root field (every query and mutation field loads or writes), a
 *   Prisma relation, count or computed select, and any resolver that returns
 *   an object (it may load it: a payload's `customer`, a price table's rows);
 * - 0 for a property of an object already loaded (exposed fields) and for
 *   scalars computed from it.
 */
export function databaseReads(field: GraphQLField<unknown, unknown>, isRoot: boolean): number {
  const extensions = field.extensions as Record<string, unknown>;
  const declared = extensions[DATABASE_READS];
  if (typeof declared === 'number') return declared;
  if (isRoot) return 1;
  if (extensions.pothosPrismaRelationField || extensions.pothosPrismaTotalCount) return 1;
  if (extensions.pothosExposedField) return 0;
  if (extensions.pothosPrismaSelect) return 1;
  return isCompositeType(getNamedType(field.type)) ? 1 : 0;
}

interface Tally {
  reads: number;
  schemaFields: number;
  /** The first type list nested under another one, if any. */
  nestedTypeList: FieldNode | null;
}

const add = (a: Tally, b: Tally): Tally => ({
  reads: a.reads + b.reads,
  schemaFields: a.schemaFields + b.schemaFields,
  nestedTypeList: a.nestedTypeList ?? b.nestedTypeList,
});
const EMPTY: Tally = { reads: 0, schemaFields: 0, nestedTypeList: null };

/**
 * Tallies an operation with every fragment counted wherever it is spread.
 * A fragment's tally is remembered (per root-ness and introspection depth),
 * so a document of fragments spreading each other twice costs linear work,
 * not exponential.
 */
class OperationTally {
  private readonly fragments = new Map<string, Tally>();
  constructor(private readonly context: ValidationContext) {}

  selections(
    set: SelectionSetNode,
    parentType: GraphQLNamedType,
    isRoot: boolean,
    listDepth: number,
    spreads: Set<string>,
  ): Tally {
    let tally = EMPTY;
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        tally = add(tally, this.field(selection, parentType, isRoot, listDepth, spreads));
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const typeName = selection.typeCondition?.name.value;
        const type = typeName ? this.context.getSchema().getType(typeName) : parentType;
        if (type) tally = add(tally, this.selections(selection.selectionSet, type, isRoot, listDepth, spreads));
      } else {
        tally = add(tally, this.spread(selection.name.value, isRoot, listDepth, spreads));
      }
    }
    return tally;
  }

  private spread(name: string, isRoot: boolean, listDepth: number, spreads: Set<string>): Tally {
    const fragment = this.context.getFragment(name);
    // A fragment cycle is reported by graphql's own rules; do not loop on it.
    if (!fragment || spreads.has(name)) return EMPTY;
    const key = `${name}|${isRoot}|${listDepth}`;
    let tally = this.fragments.get(key);
    if (!tally) {
      const type = this.context.getSchema().getType(fragment.typeCondition.name.value);
      tally = type
        ? this.selections(fragment.selectionSet, type, isRoot, listDepth, new Set([...spreads, name]))
        : EMPTY;
      this.fragments.set(key, tally);
    }
    return tally;
  }

  private field(
    node: FieldNode,
    parentType: GraphQLNamedType,
    isRoot: boolean,
    listDepth: number,
    spreads: Set<string>,
  ): Tally {
    const name = node.name.value;
    const field = fieldOf(parentType, name);
    if (!field || name === '__typename') return EMPTY; // unknown fields are graphql's own rules' to report
    let own: Tally;
    if (name === '__schema') own = { reads: SCHEMA_INTROSPECTION_READS, schemaFields: 1, nestedTypeList: null };
    else if (name === '__type') own = { ...EMPTY, reads: 1 };
    // Inside introspection everything is the schema in memory: `__schema` and `__type` paid for it.
    else if (parentType.name.startsWith('__')) own = EMPTY;
    else own = { ...EMPTY, reads: databaseReads(field, isRoot) };

    let depth = listDepth;
    if (parentType.name === '__Type' && INTROSPECTION_TYPE_LISTS.has(name)) {
      depth += 1;
      if (depth > 1) return { ...own, nestedTypeList: node };
    }
    if (!node.selectionSet) return own;
    return add(own, this.selections(node.selectionSet, getNamedType(field.type), false, depth, spreads));
  }
}

function fieldOf(type: GraphQLNamedType, name: string): GraphQLField<unknown, unknown> | undefined {
  if (name === SchemaMetaFieldDef.name) return SchemaMetaFieldDef;
  if (name === TypeMetaFieldDef.name) return TypeMetaFieldDef;
  return isObjectType(type) || isInterfaceType(type) ? type.getFields()[name] : undefined;
}

/** The database-read budget and the introspection limits, as one validation rule. */
export const operationBudgetRule: ValidationRule = (context: ValidationContext): ASTVisitor => ({
  OperationDefinition(operation: OperationDefinitionNode) {
    const rootType = context.getSchema().getRootType(operation.operation);
    if (!rootType) return false;
    const tally = new OperationTally(context).selections(operation.selectionSet, rootType, true, 0, new Set());
    if (tally.nestedTypeList) {
      context.reportError(
        new GraphQLError(
          `Introspection cannot nest type lists (${tally.nestedTypeList.name.value} inside another type's list).`,
          {
            nodes: [tally.nestedTypeList],
          },
        ),
      );
    }
    if (tally.schemaFields > 1) {
      context.reportError(
        new GraphQLError('Introspection: at most one __schema field per operation.', { nodes: [operation] }),
      );
    }
    if (tally.reads > LIMITS.databaseReads) {
      context.reportError(
        new GraphQLError(
          `Query cost limit exceeded: ${tally.reads} database reads, at most ${LIMITS.databaseReads} per operation.`,
          { nodes: [operation] },
        ),
      );
    }
    return false;
  },
});

/** A root field only admins may run (Pothos scope-auth's `admin` or `superAdmin` scope). */
function isAdminScoped(field: GraphQLField<unknown, unknown> | undefined): boolean {
  const options = field?.extensions?.pothosOptions as { authScopes?: Record<string, unknown> } | undefined;
  return Boolean(options?.authScopes?.admin || options?.authScopes?.superAdmin);
}

/** An operation's root fields, with root-level fragments (spreads and inline) opened. */
function rootFields(set: SelectionSetNode, context: ValidationContext, seen: Set<string> = new Set()): FieldNode[] {
  return set.selections.flatMap((selection: SelectionNode): FieldNode[] => {
    if (selection.kind === Kind.FIELD) return [selection];
    if (selection.kind === Kind.INLINE_FRAGMENT) return rootFields(selection.selectionSet, context, seen);
    const fragment = context.getFragment(selection.name.value);
    if (!fragment || seen.has(selection.name.value)) return [];
    return rootFields(fragment.selectionSet, context, new Set([...seen, selection.name.value]));
  });
}

type OperationVisitor = { OperationDefinition: { enter(node: OperationDefinitionNode): void } };

/**
 * graphql-armor's structural cost, counted twice: what admin-scoped root fields select against
 * `LIMITS.adminCost`, everything else against `LIMITS.cost` as before. Safe to count without
 * knowing who asks (validation runs, and is cached, before authorisation): for anyone but an
 * admin those fields are refused by their scope before they read or resolve anything, so the
 * larger budget buys nothing but that refusal.
 */
export const scopedCostRule: ValidationRule = (context: ValidationContext): ASTVisitor => {
  const options = { flattenFragments: true, ignoreIntrospection: true } as const;
  const publicCost = costLimitRule({ ...options, maxCost: LIMITS.cost })(context) as unknown as OperationVisitor;
  const adminCost = costLimitRule({ ...options, maxCost: LIMITS.adminCost })(context) as unknown as OperationVisitor;
  const withFields = (operation: OperationDefinitionNode, selections: FieldNode[]): OperationDefinitionNode => ({
    ...operation,
    selectionSet: { ...operation.selectionSet, selections },
  });
  return {
    OperationDefinition(operation: OperationDefinitionNode) {
      const rootType = context.getSchema().getRootType(operation.operation) as GraphQLObjectType | undefined;
      const fields = rootFields(operation.selectionSet, context);
      const isAdmin = (node: FieldNode) => isAdminScoped(rootType?.getFields()[node.name.value]);
      const adminFields = fields.filter(isAdmin);
      publicCost.OperationDefinition.enter(
        withFields(
          operation,
          fields.filter((node) => !isAdmin(node)),
        ),
      );
      if (adminFields.length > 0) adminCost.OperationDefinition.enter(withFields(operation, adminFields));
      return false;
    },
  };
};

/** True when a JSON value holds a list longer than `max`, anywhere in it. */
function hasLongList(value: unknown, max: number): boolean {
  if (Array.isArray(value)) return value.length > max || value.some((item) => hasLongList(item, max));
  if (value !== null && typeof value === 'object') return Object.values(value).some((item) => hasLongList(item, max));
  return false;
}

/**
 * Lists in variables are capped before anything is parsed or coerced (a
 * 20,000-id `nodes` call cost most of a second just to coerce); lists written
 * in the document itself are bounded by the token limit.
 */
const variableListLimit: Plugin = {
  onParams({ params }) {
    if (hasLongList(params.variables, LIMITS.listItems)) {
      throw new GraphQLError(`Lists in variables take at most ${LIMITS.listItems} items.`, {
        extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } },
      });
    }
  },
};

/** The validation rules of the limits (armor's and the budget), for the plugin and for tests. */
export function limitValidationRules(): ValidationRule[] {
  return [
    maxAliasesRule({ n: LIMITS.aliases }),
    // Introspection's depth comes from `ofType` chains (15 deep in GraphiQL's
    // query); its real growth, nested type lists, is the budget rule's to refuse.
    maxDepthRule({ n: LIMITS.depth, flattenFragments: true, ignoreIntrospection: true }),
    scopedCostRule,
    operationBudgetRule,
  ] as ValidationRule[];
}

/** Every document limit, in the order they can refuse: variables and tokens first, the rest at validation. */
export function documentLimitPlugins(): Plugin[] {
  const rules = limitValidationRules();
  return [
    variableListLimit,
    maxTokensPlugin({ n: LIMITS.tokens }),
    { onValidate: ({ addValidationRule }) => rules.forEach((rule) => addValidationRule(rule)) },
  ];
}
