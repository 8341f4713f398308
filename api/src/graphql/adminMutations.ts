// Shapes every admin CRUD mutation shares (the one-row payload serves other mutations too).
import { encodeGlobalID } from '@pothos/plugin-relay';
import type { ObjectRef } from '@pothos/core';
import { builder } from './builder.ts';

export interface Deleted {
  deletedId: string;
}

/** What a delete answers: the row's global ID, for Relay's `@deleteEdge` / `@deleteRecord`. */
export const DeletedPayload = builder.objectRef<Deleted>('DeletedPayload').implement({
  description: "A deleted row's global ID (Relay's @deleteEdge / @deleteRecord).",
  fields: (t) => ({ deletedId: t.exposeID('deletedId') }),
});

export const deleted = (typename: string, id: number): Deleted => ({ deletedId: encodeGlobalID(typename, id) });

/**
 * An update's input without its null fields: GraphQL's "not given" becomes a REST body's
 * missing key, so services read one shape (a field left out is left unchanged).
 */
export const givenFields = <T extends Record<string, unknown>>(input: T): Partial<T> =>
  Object.fromEntries(Object.entries(input).filter(([, value]) => value !== null && value !== undefined)) as Partial<T>;

/** An input holding one required `id`: what a delete (or an invite) names its row by. */
export const idInput = (name: string) => builder.inputType(name, { fields: (t) => ({ id: t.id({ required: true }) }) });

/** A payload answering one written row under `field` (`{ admin }`, `{ faq }`…), as `type` shows it. */
export const rowPayload = <Field extends string, Row>(
  name: string,
  field: Field,
  type: ObjectRef<typeof builder.$inferSchemaTypes, Row>,
  description?: string,
) =>
  builder.objectRef<Record<Field, Row>>(name).implement({
    description,
    fields: (t) => ({ [field]: t.field({ type, resolve: (payload: Record<Field, Row>) => payload[field] as never }) }),
  });
