import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTempDatabase, type TempDatabase } from '../../test/postgres.ts';
import { applyMigrations } from '../db/migrations.ts';
import { createRateLimits } from './rateLimits.ts';

// A database restart ends every idle connection: the limits' pool must survive it (before, its
// unhandled 'error' event ended the process of any replica that had served a sign-in).
let database: TempDatabase | null = null;
beforeAll(async () => {
  database = await createTempDatabase('mealbox_limits');
  if (database) await applyMigrations({ kind: 'postgres', url: database.url });
});
afterAll(async () => {
  await database?.drop();
});

describe('abuse limits on PostgreSQL', () => {
  it('survive the server ending their idle connections, and count again afterwards', async (context) => {
    if (!database) return context.skip('PostgreSQL is not reachable');
    const errors: Error[] = [];
    const limits = createRateLimits(database.url, 1, (error) => errors.push(error));
    try {
      await limits.consume('eligibility', 'before');
      const admin = new pg.Client({ connectionString: database.url });
      await admin.connect();
      const dbName = new URL(database.url).pathname.slice(1);
      await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
        [dbName],
      );
      await admin.end();
      await expect.poll(() => errors.length).toBeGreaterThan(0);
      expect(errors[0]!.message).toMatch(/terminating connection/);
      await limits.consume('eligibility', 'after');
      await expect(limits.check('eligibility', 'after')).resolves.toBeUndefined();
    } finally {
      await limits.close();
    }
  });
});
