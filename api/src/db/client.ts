// Opens the database: PostgreSQL when a URL is given, otherwise embedded
// Postgres (PGlite) persisted in a folder, so the API runs with no database
// server. Same schema, same migrations, same SQL dialect either way.

import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { PrismaClient } from '../generated/prisma/client.ts';
import { applyMigrations, migrationsDir, type MigrationLog, type MigrationTarget } from './migrations.ts';

export { migrationsDir };

export type DatabaseKind = 'postgres' | 'pglite';

export interface Database {
  prisma: PrismaClient;
  kind: DatabaseKind;
  /** Migrations this call applied (empty when the database was up to date or `migrate` was false). */
  appliedMigrations: string[];
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; unset means embedded PGlite. */
  databaseUrl?: string;
  /** PGlite folder (default `<repo root>/data/pglite`); `memory://` is an in-memory database. */
  dataDir?: string;
  /** Apply pending committed migrations before returning (default true). */
  migrate?: boolean;
  log?: MigrationLog;
  /** Another migrations folder (tests). Defaults to the committed api/prisma/migrations. */
  migrationsDir?: string;
}

const repoRoot = path.resolve(migrationsDir, '../../..');
export const defaultPgliteDir = path.join(repoRoot, 'data', 'pglite');
export const IN_MEMORY = 'memory://';

export async function openDatabase(opts: OpenDatabaseOptions): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl, opts) : openPglite(opts.dataDir ?? defaultPgliteDir, opts);
}

async function migrateIfAsked(target: MigrationTarget, opts: OpenDatabaseOptions): Promise<string[]> {
  if (opts.migrate === false) return [];
  const started = performance.now();
  const applied = await applyMigrations(target, { migrationsDir: opts.migrationsDir, log: opts.log });
  if (applied.length === 0) {
    opts.log?.info({ durationMs: Math.round(performance.now() - started) }, 'database schema is up to date');
  }
  return applied;
}

async function openPostgres(url: string, opts: OpenDatabaseOptions): Promise<Database> {
  // Migrate before the client exists: the engine uses its own short-lived pool,
  // and replicas queue on an advisory lock inside applyMigrations.
  const appliedMigrations = await migrateIfAsked({ kind: 'postgres', url }, opts);
  const prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString: url }) });
  return {
    prisma,
    kind: 'postgres',
    appliedMigrations,
    close: () => prisma.$disconnect(),
  };
}

async function openPglite(dataDir: string, opts: OpenDatabaseOptions): Promise<Database> {
  const inMemory = dataDir === IN_MEMORY;
  if (!inMemory) await mkdir(dataDir, { recursive: true });
  const client = new PGlite(inMemory ? IN_MEMORY : dataDir);
  try {
    await client.waitReady;
    const appliedMigrations = await migrateIfAsked({ kind: 'pglite', client }, opts);
    const prisma = new PrismaClient({ adapter: new PrismaPGlite(client) });
    return {
      prisma,
      kind: 'pglite',
      appliedMigrations,
      async close() {
        await prisma.$disconnect();
        await client.close();
      },
    };
  } catch (error) {
    await client.close().catch(() => {});
    throw error;
  }
}
