// Shapes every admin CRUD mutation shares.
import { encodeGlobalID } from '@pothos/plugin-relay';
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
