import type { FastifyReply } from 'fastify';

// Public, non-personal reads go through `servePublic` (publicAnswers.ts): kept in memory,
// dropped by changes, with their Cache-Control and ETag.

/** Personal answers: never stored by a shared cache. */
export function privateNoStore(reply: FastifyReply): void {
  reply.header('cache-control', 'private, no-store');
}

/** A calendar date as the old product sent it: `YYYY-MM-DD`. */
export const isoDate = (date: Date): string => date.toISOString().slice(0, 10);

/** A REST answer of just the named fields of a row, in that order (never a column more). */
export const pickJson = <Row, Key extends keyof Row>(row: Row, keys: readonly Key[]): Pick<Row, Key> =>
  Object.fromEntries(keys.map((key) => [key, row[key]])) as Pick<Row, Key>;
