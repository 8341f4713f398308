import { decodeGlobalID } from '@pothos/plugin-relay';
import { NotFoundError } from '../errors.ts';

/**
 * The one reading of a row id sent by a client: a positive integer, as a number or a string of
 * digits (REST paths and bodies, the old product's links), or a Relay global ID of `typename`
 * (GraphQL). Anything else, a global ID of another type included, is null: not found.
 */
export function parseDatabaseId(value: unknown, typename: string): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 ? value : null;
  if (typeof value !== 'string') return null;
  if (/^\d+$/.test(value)) return toId(value);
  try {
    const decoded = decodeGlobalID(value);
    return decoded.typename === typename && /^\d+$/.test(decoded.id) ? toId(decoded.id) : null;
  } catch {
    return null; // not a global ID
  }
}

function toId(digits: string): number | null {
  const id = Number(digits);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** `parseDatabaseId`, or a NotFoundError ("Neighborhood not found") for an id that cannot name a row. */
export function requireDatabaseId(value: unknown, typename: string, label = typename): number {
  const id = parseDatabaseId(value, typename);
  if (id === null) throw new NotFoundError(`${label} not found`);
  return id;
}
