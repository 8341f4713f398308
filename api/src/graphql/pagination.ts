import { z } from 'zod';
import { CONNECTION_PAGE_MAX } from '../shared/rules.ts';

const pageSize = z
  .number()
  .int()
  .min(0, 'must be at least 0')
  .max(CONNECTION_PAGE_MAX, `must be at most ${CONNECTION_PAGE_MAX}`)
  .nullish();

/**
 * Every connection's `validate`: `first`/`last` from 0 to CONNECTION_PAGE_MAX, anything else
 * an error rather than a silent clamp (docs/decisions, "Page sizes").
 */
export const connectionPageArgs = z.object({ first: pageSize, last: pageSize }).loose();

/** A back-office list's connection options: paged by id, its page sizes checked, for `authScopes`. */
export const pagedList = <Scopes extends object>(authScopes: Scopes) => ({
  cursor: 'id' as const,
  authScopes,
  validate: connectionPageArgs,
});

/** The connection's and its edge's type names: `...connectionNames('Admin')` (AdminConnection, AdminEdge). */
export const connectionNames = (of: string) => [{ name: `${of}Connection` }, { name: `${of}Edge` }] as const;
