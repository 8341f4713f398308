// Opens the database: PostgreSQL when a URL is given, otherwise embedded
// Postgres (PGlite) persisted in a folder, so the API runs with no database
// server. Same schema, same migrations, same SQL dialect either way.

import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { PrismaClient, type Prisma } from '../generated/prisma/client.ts';
import { applyMigrations, migrationsDir, type MigrationLog, type MigrationTarget } from './migrations.ts';

export { migrationsDir };

export type DatabaseKind = 'postgres' | 'pglite';

/** A client or an interactive transaction: what a service function that may run inside a transaction takes. */
export type Db = PrismaClient | Prisma.TransactionClient;

export interface Database {
  prisma: PrismaClient;
  kind: DatabaseKind;
  /** The same database for clients beside Prisma (the migration engine, the job queue). */
  target: MigrationTarget;
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

/**
 * Named statements: each pooled connection parses a statement once and PostgreSQL may keep its plan, instead
 * of parsing and planning it on every execution (Prisma's joined reads are long). The name is the text's hash,
 * so one text is one statement; a connection holds one per text it ran until the pool closes it when idle.
 */
export function preparedStatementName({ sql }: { sql: string }): string {
  return `mb_${createHash('sha1').update(sql).digest('base64url')}`;
}

async function openPostgres(url: string, opts: OpenDatabaseOptions): Promise<Database> {
  // Migrate before the client exists: the engine uses its own short-lived pool,
  // and replicas queue on an advisory lock inside applyMigrations.
  const appliedMigrations = await migrateIfAsked({ kind: 'postgres', url }, opts);
  const prisma = new PrismaClient({
    adapter: new PrismaPg({ connectionString: url }, { statementNameGenerator: preparedStatementName }),
  });
  return {
    prisma,
    kind: 'postgres',
    target: { kind: 'postgres', url },
    appliedMigrations,
    close: () => prisma.$disconnect(),
  };
}

/** Folders this process has open (a stale lock file may carry our pid after a container restart). */
const openFolders = new Set<string>();

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite keeps the database in memory and writes the folder back, so two
 * processes on one folder silently lose each other's writes. A lock file
 * beside the folder (`<dataDir>.lock`, holding the pid) makes the second
 * opener fail with a clear message; a lock left by a dead process is taken over.
 */
export async function lockPgliteFolder(dataDir: string): Promise<() => Promise<void>> {
  const folder = path.resolve(dataDir);
  const lockPath = `${folder}.lock`;
  const inUse = (holder: string) =>
    new Error(
      `The PGlite folder ${folder} is in use by ${holder}. PGlite allows one process per folder: ` +
        'stop the other server, or set DATABASE_URL to share a PostgreSQL server.',
    );
  // Claimed in-process before any await, so two opens in one process cannot both pass.
  if (openFolders.has(folder)) throw inUse('this process');
  openFolders.add(folder);
  try {
    for (let attempt = 0; ; attempt += 1) {
      try {
        await writeFile(lockPath, String(process.pid), { flag: 'wx' });
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw error;
        const pid = Number.parseInt(await readFile(lockPath, 'utf8').catch(() => ''), 10);
        if (pid > 0 && pid !== process.pid && isRunning(pid)) throw inUse(`process ${pid} (${lockPath})`);
        await rm(lockPath, { force: true });
      }
    }
  } catch (error) {
    openFolders.delete(folder);
    throw error;
  }
  return async () => {
    openFolders.delete(folder);
    await rm(lockPath, { force: true });
  };
}

async function openPglite(dataDir: string, opts: OpenDatabaseOptions): Promise<Database> {
  const inMemory = dataDir === IN_MEMORY;
  let unlock = async () => {};
  if (!inMemory) {
    await mkdir(dataDir, { recursive: true });
    unlock = await lockPgliteFolder(dataDir);
  }
  let client: PGlite;
  try {
    client = new PGlite(inMemory ? IN_MEMORY : dataDir);
  } catch (error) {
    await unlock();
    throw error;
  }
  try {
    await client.waitReady;
    const appliedMigrations = await migrateIfAsked({ kind: 'pglite', client }, opts);
    const prisma = new PrismaClient({ adapter: new PrismaPGlite(client) });
    return {
      prisma,
      kind: 'pglite',
      target: { kind: 'pglite', client },
      appliedMigrations,
      async close() {
        try {
          await prisma.$disconnect();
          await client.close();
        } finally {
          await unlock();
        }
      },
    };
  } catch (error) {
    await client.close().catch(() => {});
    await unlock();
    throw error;
  }
}
