// Shapes every admin CRUD mutation shares (the one-row payload serves other mutations too).
import { encodeGlobalID } from '@pothos/plugin-relay';
import type { InputObjectRef, ObjectRef } from '@pothos/core';
import { builder } from './builder.ts';
import { inputErrors } from './errors.ts';

type ErrorClass = (typeof inputErrors)[number];

/** Any input object type of the schema. */
export type InputRef = InputObjectRef<typeof builder.$inferSchemaTypes, object>;

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
export function idInput(name: string) {
  return builder.inputType(name, { fields: (t) => ({ id: t.id({ required: true }) }) });
}

/** A payload answering one written row under `field` (`{ admin }`, `{ faq }`…), as `type` shows it. */
export const rowPayload = <Field extends string, Row>(
  name: string,
  field: Field,
  type: ObjectRef<typeof builder.$inferSchemaTypes, Row>,
  description?: string,
) =>
  builder.objectRef<Record<Field, Row>>(name).implement({
    description,
    // `as never`: Pothos cannot relate a generic `Row` to the shape `type` resolves to.
    fields: (t) => ({ [field]: t.field({ type, resolve: (payload) => payload[field] as never }) }),
  });

/**
 * An admin mutation's usual options: who may run it (admins unless told), its one required
 * `input`, and the errors its result union answers (the input errors unless told).
 */
export const adminInput = <Input extends InputRef>(
  type: Input,
  { superAdmin = false, errors = inputErrors }: { superAdmin?: boolean; errors?: readonly ErrorClass[] } = {},
) => ({
  authScopes: superAdmin ? { superAdmin: true } : { admin: true },
  args: builder.args((t) => ({ input: t.field({ type, required: true }) })),
  errors: { types: [...errors] },
});

/** A delete's options: `adminInput` of an id-only input named `inputName`, answering `DeletedPayload`. */
export const adminDelete = (inputName: string, options?: Parameters<typeof adminInput>[1]) => ({
  type: DeletedPayload,
  ...adminInput(idInput(inputName), options),
});

/** `<typename>CreateInput` and `<typename>UpdateInput`: the fields under `field`, the update with an `id`. */
export const rowInputs = (typename: string, field: string, fields: InputRef) => ({
  create: builder.inputType(`${typename}CreateInput`, {
    fields: (t) => ({ [field]: t.field({ type: fields, required: true }) }),
  }),
  update: builder.inputType(`${typename}UpdateInput`, {
    fields: (t) => ({ id: t.id({ required: true }), [field]: t.field({ type: fields, required: true }) }),
  }),
});
