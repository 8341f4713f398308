/**
 * A search term for a LIKE pattern (Prisma's `contains` included, which does not escape):
 * `%`, `_` and `\` are taken literally (PostgreSQL's default escape is the backslash).
 */
export const escapeLike = (term: string): string => term.replace(/[\\%_]/g, (c) => `\\${c}`);
