// The schema reference `/developers` shows, generated from schema.graphql (never written by
// hand): `npm run schema:print` writes it beside the schema, and schemaReference.test.ts fails
// while the committed file is stale.

import {
  buildSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isUnionType,
  print,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLNamedType,
} from 'graphql';
import type { ReferenceArgument, ReferenceField, ReferenceType } from '../shared/rules.ts';

/** Where the web app keeps the generated reference (its own lazily loaded chunk). */
export const SCHEMA_REFERENCE_FILE = 'web/src/screens/Developers/schemaReference.generated.json';

const described = (description: string | null | undefined) => (description ? { description } : {});

function argument(arg: GraphQLArgument | GraphQLInputField): ReferenceArgument {
  const defaultValue = arg.astNode?.defaultValue;
  return {
    name: arg.name,
    type: String(arg.type),
    ...described(arg.description),
    ...(defaultValue ? { defaultValue: print(defaultValue) } : {}),
  };
}

function field(fieldOf: GraphQLField<unknown, unknown>): ReferenceField {
  return {
    name: fieldOf.name,
    type: String(fieldOf.type),
    ...described(fieldOf.description),
    ...(fieldOf.args.length > 0 ? { args: fieldOf.args.map(argument) } : {}),
    ...(fieldOf.deprecationReason ? { deprecated: fieldOf.deprecationReason } : {}),
  };
}

function referenceType(type: GraphQLNamedType, implementations: Map<string, string[]>): ReferenceType {
  const base = { name: type.name, ...described(type.description) };
  if (isObjectType(type)) {
    const interfaces = type.getInterfaces().map((i) => i.name);
    return {
      ...base,
      kind: 'object',
      ...(interfaces.length > 0 ? { interfaces } : {}),
      fields: Object.values(type.getFields()).map(field),
    };
  }
  if (isInterfaceType(type)) {
    return {
      ...base,
      kind: 'interface',
      members: implementations.get(type.name) ?? [],
      fields: Object.values(type.getFields()).map(field),
    };
  }
  if (isInputObjectType(type)) return { ...base, kind: 'input', fields: Object.values(type.getFields()).map(argument) };
  if (isUnionType(type)) return { ...base, kind: 'union', members: type.getTypes().map((t) => t.name) };
  if (isEnumType(type)) {
    return {
      ...base,
      kind: 'enum',
      values: type.getValues().map((value) => ({ name: value.name, ...described(value.description) })),
    };
  }
  return { ...base, kind: 'scalar' };
}

/** Every type of the schema (introspection's own left out): Query and Mutation first, then by name. */
export function schemaReference(sdl: string): ReferenceType[] {
  const schema = buildSchema(sdl);
  const types = Object.values(schema.getTypeMap()).filter((type) => !type.name.startsWith('__'));
  const implementations = new Map<string, string[]>();
  for (const type of types) {
    if (!isObjectType(type)) continue;
    for (const face of type.getInterfaces())
      implementations.set(face.name, [...(implementations.get(face.name) ?? []), type.name]);
  }
  const roots = [schema.getQueryType(), schema.getMutationType()].filter((type) => type !== null && type !== undefined);
  const rest = types
    .filter((type) => !roots.includes(type as never))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
  return [...roots, ...rest].map((type) => referenceType(type, implementations));
}

/** The file's text: one type per line, so a schema change shows as a small diff. */
export function schemaReferenceFile(sdl: string): string {
  const lines = schemaReference(sdl).map((type) => JSON.stringify(type));
  return `[\n${lines.join(',\n')}\n]\n`;
}
