// A Pothos plugin that applies the input-text rule (lib/inputText.ts) to every
// String and ID a GraphQL field receives, in arguments and nested input
// objects alike. It wraps resolvers inside the errors plugin, so a mutation
// with a ValidationError in its result union answers that error (with the
// field's path), and any other field fails with a ValidationError.

import SchemaBuilder, { BasePlugin, type PothosOutputFieldConfig, type SchemaTypes } from '@pothos/core';
import {
  getNullableType,
  isInputObjectType,
  isListType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLFieldResolver,
  type GraphQLInputType,
} from 'graphql';
import { invalidTextError, isAcceptableText } from '../../lib/inputText.ts';

const PLUGIN_NAME = 'inputText';

/** Field extension: the field's own resolver judges its text (node lookups answer null for a bad id). */
export const OWN_TEXT_RULE = 'ownTextRule';

declare global {
  export namespace PothosSchemaTypes {
    interface Plugins<Types extends SchemaTypes> {
      inputText: PothosInputTextPlugin<Types>;
    }
  }
}

type Path = (string | number)[];

/** The path of the first unacceptable String or ID in a value of the given input type. */
function findInvalidInput(value: unknown, type: GraphQLInputType, path: Path): Path | null {
  if (value === null || value === undefined) return null;
  const nullable = getNullableType(type);
  if (isListType(nullable)) {
    if (!Array.isArray(value)) return findInvalidInput(value, nullable.ofType, path);
    for (const [index, item] of value.entries()) {
      const found = findInvalidInput(item, nullable.ofType, [...path, index]);
      if (found) return found;
    }
    return null;
  }
  if (isInputObjectType(nullable)) {
    for (const field of Object.values(nullable.getFields())) {
      const found = findInvalidInput((value as Record<string, unknown>)[field.name], field.type, [...path, field.name]);
      if (found) return found;
    }
    return null;
  }
  if (isScalarType(nullable) && (nullable.name === 'String' || nullable.name === 'ID') && typeof value === 'string') {
    return isAcceptableText(value) ? null : path;
  }
  return null;
}

/**
 * Paths start at the argument, except that a mutation's one `input` argument
 * is transparent: its issues read `email`, as the services' own validation
 * issues do, not `input.email`.
 */
const argumentPath = (arg: GraphQLArgument): Path => (arg.name === 'input' ? [] : [arg.name]);

export class PothosInputTextPlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  override wrapResolve(
    resolver: GraphQLFieldResolver<unknown, Types['Context'], object>,
    fieldConfig: PothosOutputFieldConfig<Types>,
  ): GraphQLFieldResolver<unknown, Types['Context'], object> {
    if (Object.keys(fieldConfig.args).length === 0 || fieldConfig.extensions?.[OWN_TEXT_RULE]) return resolver;
    return (parent, args, context, info) => {
      const definition = info.parentType.getFields()[info.fieldName];
      for (const arg of definition?.args ?? []) {
        const found = findInvalidInput((args as Record<string, unknown>)[arg.name], arg.type, argumentPath(arg));
        if (found) throw invalidTextError(found);
      }
      return resolver(parent, args, context, info);
    };
  }
}

SchemaBuilder.registerPlugin(PLUGIN_NAME, PothosInputTextPlugin);

export default PLUGIN_NAME;
