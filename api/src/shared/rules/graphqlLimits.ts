/**
 * What one GraphQL document may ask for, and a connection's largest page. The server enforces
 * them (api/src/graphql/limits.ts, pagination.ts) and `/developers` states them from this copy.
 * (The shared rules: see ../rules.ts.)
 */

export const GRAPHQL_LIMITS = {
  /** Lexer tokens per document; the web app's largest operation has 125, GraphiQL's introspection 184. */
  tokens: 1000,
  aliases: 15,
  depth: 12,
  /** graphql-armor's structural cost (objects, scalars, depth, times a literal `first`/`last`). */
  cost: 5000,
  /**
   * The same cost for what admin-scoped root fields select, counted apart: a back-office list
   * is a 100-row page of a dozen fields (the week editor's meals with their price cost 5,169).
   * Three times the public budget: a 100-row page of about 40 scalar fields.
   */
  adminCost: 15_000,
  /** Selections that read the database (see `databaseReads`); the web app's largest operation has 12. */
  databaseReads: 40,
  /** Items in any list a client sends in variables (`nodes(ids:)`, a connection page, an order's items). */
  listItems: 100,
} as const;

/** A connection's `first`/`last`: at most this many per page (more is an error, not a clamp). */
export const CONNECTION_PAGE_MAX = 100;
