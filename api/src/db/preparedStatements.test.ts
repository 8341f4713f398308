// Prisma's statements run as named (prepared) statements on PostgreSQL: one name per text.
import { describe, expect, it } from 'vitest';
import { preparedStatementName } from './client.ts';

describe('prepared statement names', () => {
  it('name one text the same way every time and two texts apart, within PostgreSQL’s 63 bytes', () => {
    const a = preparedStatementName({ sql: 'SELECT "id" FROM "Order" WHERE "id" = $1' });
    expect(preparedStatementName({ sql: 'SELECT "id" FROM "Order" WHERE "id" = $1' })).toBe(a);
    expect(preparedStatementName({ sql: 'SELECT "id" FROM "Order" WHERE "id" = $2' })).not.toBe(a);
    expect(Buffer.byteLength(preparedStatementName({ sql: 'x'.repeat(100_000) }))).toBeLessThanOrEqual(63);
  });
});
