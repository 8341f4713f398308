/**
 * The shape of the schema reference `/developers` shows: `npm run schema:print` writes it from
 * schema.graphql (api/src/graphql/schemaReference.ts), the page reads it. (The shared rules: see
 * ../rules.ts.)
 */

export interface ReferenceArgument {
  name: string;
  type: string;
  description?: string;
  defaultValue?: string;
}

export interface ReferenceField extends ReferenceArgument {
  args?: ReferenceArgument[];
  deprecated?: string;
}

export interface ReferenceType {
  name: string;
  kind: 'object' | 'input' | 'interface' | 'union' | 'enum' | 'scalar';
  description?: string;
  fields?: ReferenceField[];
  /** An object's interfaces. */
  interfaces?: string[];
  /** A union's members, an interface's implementations. */
  members?: string[];
  values?: { name: string; description?: string }[];
}
