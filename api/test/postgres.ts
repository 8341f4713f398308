// Throw-away PostgreSQL databases for tests that need a real server.

import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const adminUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TempDatabase {
  url: string;
  drop(): Promise<void>;
}

/** Connects to the admin database, or returns null when the server cannot be reached. */
async function connectAdmin(): Promise<pg.Client | null> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  // An unreachable server surfaces as an 'error' event too; without a listener it would crash the run.
  client.on('error', () => {});
  try {
    await client.connect();
    return client;
  } catch {
    await client.end().catch(() => {});
    return null;
  }
}

/**
 * Creates a uniquely named database on the test server and returns its URL,
 * or null (without throwing) when Postgres is unreachable, so callers can skip
 * with a visible reason. `drop()` ends other sessions on it and drops it.
 */
export async function createTempDatabase(prefix: string): Promise<TempDatabase | null> {
  const admin = await connectAdmin();
  if (!admin) {
    // CI has PostgreSQL: a test that would skip for lack of it must fail there instead.
    if (process.env.CI) throw new Error(`PostgreSQL is not reachable at ${adminUrl}, and CI requires it`);
    return null;
  }
  const safePrefix = prefix
    .toLowerCase()
    .replace(/[^a-z0-9_]/g, '_')
    .slice(0, 30);
  const name = `${safePrefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = await connectAdmin();
      if (!client) throw new Error(`cannot reach ${adminUrl} to drop database ${name}`);
      try {
        await client.query(
          'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
          [name],
        );
        await client.query(`DROP DATABASE IF EXISTS "${name}"`);
      } finally {
        await client.end();
      }
    },
  };
}
