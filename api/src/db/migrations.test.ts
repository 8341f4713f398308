import { cp, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { waitFor } from '../../test/jobs.ts';
import { adminUrl, createTempDatabase, type TempDatabase } from '../../test/postgres.ts';
import { openDatabase, type Database } from './client.ts';
import {
  applyMigrations,
  diffDatabaseToSchema,
  diffMigrationsToSchema,
  markMigrationRolledBack,
  MIGRATION_LOCK_KEY,
  migrationsDir,
  migrationStatus,
} from './migrations.ts';

const committed = (await readdir(migrationsDir, { withFileTypes: true }))
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

// Postgres cases need the test server; without it they are skipped, saying why.
const probe = await createTempDatabase('probe');
await probe?.drop();
const postgresReachable = probe !== null;
const skipReason = `Postgres unreachable at ${adminUrl} (set TEST_POSTGRES_URL)`;
if (!postgresReachable) console.warn(`migrations.test: skipping the Postgres cases: ${skipReason}`);
const onPostgres = (name: string) => (postgresReachable ? name : `${name} [skipped: ${skipReason}]`);

const scratchDirs: string[] = [];
async function scratchDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), `mealbox-${prefix}-`));
  scratchDirs.push(dir);
  return dir;
}

/** A copy of the committed migrations plus extra hand-written ones: { folderName: sql }. */
async function migrationsWith(extra: Record<string, string>): Promise<string> {
  const dir = await scratchDir('migrations');
  await cp(migrationsDir, dir, { recursive: true });
  for (const [name, sql] of Object.entries(extra)) {
    await mkdir(path.join(dir, name), { recursive: true });
    await writeFile(path.join(dir, name, 'migration.sql'), sql);
  }
  return dir;
}

interface MigrationRow {
  migration_name: string;
  finished_at: Date | null;
  rolled_back_at: Date | null;
  logs: string | null;
}

async function postgresRows(url: string, sql: string, params: unknown[] = []): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows;
  } finally {
    await client.end();
  }
}

/** How many sessions on `url`'s database wait for an advisory lock. */
async function lockWaiters(url: string): Promise<number> {
  const rows = await postgresRows(
    url,
    `SELECT count(*)::int AS n FROM pg_locks JOIN pg_database d ON d.oid = pg_locks.database
     WHERE locktype = 'advisory' AND NOT granted AND d.datname = current_database()`,
  );
  return Number(rows[0]?.n ?? 0);
}

const migrationRowsSql =
  'SELECT migration_name, finished_at, rolled_back_at, logs FROM _prisma_migrations ORDER BY migration_name';

const databases: TempDatabase[] = [];
async function freshPostgres(prefix: string): Promise<TempDatabase> {
  const db = await createTempDatabase(prefix);
  if (!db) throw new Error(skipReason);
  databases.push(db);
  return db;
}

afterAll(async () => {
  await Promise.all(databases.map((db) => db.drop()));
  await Promise.all(scratchDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('committed migrations', { timeout: 180_000 }, () => {
  it('include an init migration and hand-written CHECKs', () => {
    expect(committed.length).toBeGreaterThanOrEqual(2);
    expect(committed[0]).toMatch(/^\d{14}_init$/);
    expect(committed.some((name) => /^\d{14}_checks$/.test(name))).toBe(true);
  });

  it.skipIf(!postgresReachable)(
    onPostgres('produce exactly schema.prisma on a fresh PostgreSQL database'),
    async () => {
      const db = await freshPostgres('mig_exact');
      const applied = await applyMigrations({ kind: 'postgres', url: db.url });
      expect(applied).toEqual(committed);
      const diff = await diffDatabaseToSchema({ kind: 'postgres', url: db.url });
      expect(diff.sql).toBe('-- This is an empty migration.\n');
      expect(diff.empty).toBe(true);
    },
  );

  it('produce exactly schema.prisma on in-memory PGlite', async () => {
    const client = new PGlite('memory://');
    try {
      expect(await applyMigrations({ kind: 'pglite', client })).toEqual(committed);
      const diff = await diffDatabaseToSchema({ kind: 'pglite', client });
      expect(diff.sql).toBe('-- This is an empty migration.\n');
      expect(diff.empty).toBe(true);
      const status = await migrationStatus({ kind: 'pglite', client });
      expect(status).toMatchObject({ history: null, failedMigrationNames: [], editedMigrationNames: [] });
    } finally {
      await client.close();
    }
  });

  it('agree with schema.prisma when replayed on a shadow database (what db:migration:new checks)', async () => {
    expect(await diffMigrationsToSchema()).toEqual({ empty: true, sql: '-- This is an empty migration.\n' });
  });

  it('disagreeing with schema.prisma is detected (the diff is not blind)', async () => {
    // Drop the init migration's last index: the diff must ask for it back.
    const dir = await migrationsWith({});
    const initFile = path.join(dir, committed[0]!, 'migration.sql');
    const init = await readFile(initFile, 'utf8');
    const lastIndex = [...init.matchAll(/^CREATE (?:UNIQUE )?INDEX "([^"]+)".*$/gm)].at(-1);
    expect(lastIndex).toBeDefined();
    await writeFile(initFile, init.replace(lastIndex![0], ''));
    const client = new PGlite('memory://');
    try {
      await applyMigrations({ kind: 'pglite', client }, { migrationsDir: dir });
      const fromDatabase = await diffDatabaseToSchema({ kind: 'pglite', client });
      expect(fromDatabase.empty).toBe(false);
      expect(fromDatabase.sql).toContain(lastIndex![1]);
    } finally {
      await client.close();
    }
    const fromFiles = await diffMigrationsToSchema({ migrationsDir: dir });
    expect(fromFiles.empty).toBe(false);
    expect(fromFiles.sql).toContain(lastIndex![1]);
  });
});

describe('openDatabase', { timeout: 180_000 }, () => {
  const opened: Database[] = [];
  afterAll(async () => {
    await Promise.all(opened.splice(0).map((db) => db.close()));
  });
  async function open(...args: Parameters<typeof openDatabase>): Promise<Database> {
    const db = await openDatabase(...args);
    opened.push(db);
    return db;
  }

  it('on a PGlite folder migrates the first time and applies nothing the second time', async () => {
    const dataDir = path.join(await scratchDir('pglite'), 'pglite');
    const messages: string[] = [];
    const log = { info: (_: object, msg?: string) => messages.push(msg ?? ''), warn: () => {} };

    let started = performance.now();
    const first = await openDatabase({ dataDir, log });
    const firstMs = performance.now() - started;
    expect(first.kind).toBe('pglite');
    expect(first.appliedMigrations).toEqual(committed);
    await first.prisma.faq.create({ data: { question: 'Kept?', answer: 'Yes' } });
    await first.close();

    started = performance.now();
    const second = await open({ dataDir, log });
    const secondMs = performance.now() - started;
    expect(second.appliedMigrations).toEqual([]);
    expect(await second.prisma.faq.count()).toBe(1);
    expect(messages).toContain(`applied ${committed.length} migration(s)`);
    console.info(
      `openDatabase on PGlite: empty folder ${Math.round(firstMs)} ms, existing folder ${Math.round(secondMs)} ms`,
    );
  });

  it('refuses a PGlite folder another process or this one has open', async () => {
    const dataDir = path.join(await scratchDir('pglite-lock'), 'pglite');
    // A live process (our parent) holds the folder.
    await mkdir(path.dirname(dataDir), { recursive: true });
    await writeFile(`${dataDir}.lock`, String(process.ppid));
    await expect(openDatabase({ dataDir, migrate: false })).rejects.toThrow(/in use by process/);
    // A lock left by a process that is gone is taken over.
    await writeFile(`${dataDir}.lock`, '999999999');
    const db = await openDatabase({ dataDir, migrate: false });
    await expect(openDatabase({ dataDir, migrate: false })).rejects.toThrow(/in use by this process/);
    await db.close();
    await expect(readFile(`${dataDir}.lock`, 'utf8')).rejects.toThrow(/ENOENT/);
  });

  it.skipIf(!postgresReachable)(onPostgres('on PostgreSQL applies nothing the second time'), async () => {
    const { url } = await freshPostgres('mig_twice');
    const first = await openDatabase({ databaseUrl: url });
    expect(first.kind).toBe('postgres');
    expect(first.appliedMigrations).toEqual(committed);
    await first.close();
    const second = await open({ databaseUrl: url });
    expect(second.appliedMigrations).toEqual([]);
    const rows = await postgresRows(url, migrationRowsSql);
    expect(rows.map((row) => row.migration_name)).toEqual(committed);
  });

  it.skipIf(!postgresReachable)(
    onPostgres('started twice at once on one fresh PostgreSQL, both succeed and migrate once'),
    async () => {
      const { url } = await freshPostgres('mig_race');
      const [a, b] = await Promise.all([open({ databaseUrl: url }), open({ databaseUrl: url })]);
      expect([a.appliedMigrations, b.appliedMigrations]).toContainEqual(committed);
      expect([a.appliedMigrations, b.appliedMigrations]).toContainEqual([]);
      const rows = (await postgresRows(url, migrationRowsSql)) as unknown as MigrationRow[];
      expect(rows.map((row) => row.migration_name)).toEqual(committed);
      expect(rows.every((row) => row.finished_at !== null && row.rolled_back_at === null)).toBe(true);
      // Both clients work.
      expect(await a.prisma.meal.count()).toBe(0);
      expect(await b.prisma.meal.count()).toBe(0);
    },
  );
});

describe('the migration lock', { timeout: 180_000 }, () => {
  it.skipIf(!postgresReachable)(onPostgres('makes openDatabase wait while another replica migrates'), async () => {
    const { url } = await freshPostgres('mig_lock');
    const otherReplica = new pg.Client({ connectionString: url });
    await otherReplica.connect();
    try {
      await otherReplica.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY.toString()]);
      let settled = false;
      const opening = openDatabase({ databaseUrl: url }).finally(() => {
        settled = true;
      });
      // Wait for the event itself: openDatabase's session queued behind the held lock.
      await waitFor(async () => (await lockWaiters(url)) > 0, 30_000, 'openDatabase to wait for the lock');
      expect(settled).toBe(false);
      expect(await postgresRows(url, `SELECT to_regclass('_prisma_migrations') AS t`)).toEqual([{ t: null }]);
      await otherReplica.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY.toString()]);
      const db = await opening;
      expect(db.appliedMigrations).toEqual(committed);
      await db.close();
    } finally {
      await otherReplica.end();
    }
  });
});

describe('CHECK constraints from the hand-written migration', { timeout: 180_000 }, () => {
  async function expectInvitationRules(db: Database): Promise<void> {
    await expect(
      db.prisma.invitationCode.create({ data: { code: 'FULL', maxUses: 1, currentUses: 1 } }),
    ).resolves.toMatchObject({ code: 'FULL' });
    await expect(
      db.prisma.invitationCode.create({ data: { code: 'OVER', maxUses: 1, currentUses: 2 } }),
    ).rejects.toThrow(/InvitationCode_currentUses_within_maxUses_check/);
    await expect(
      db.prisma.invitationCode.update({ where: { code: 'FULL' }, data: { currentUses: { increment: 1 } } }),
    ).rejects.toThrow(/InvitationCode_currentUses_within_maxUses_check/);
    await expect(db.prisma.invitationCode.create({ data: { code: 'NEG', currentUses: -1 } })).rejects.toThrow(
      /InvitationCode_currentUses_nonnegative_check/,
    );
    await expect(
      db.prisma.meal.create({ data: { title: 'Free lunch', calories: 100, protein: 5, pricePiasters: -1 } }),
    ).rejects.toThrow(/Meal_pricePiasters_nonnegative_check/);
    await expect(
      db.prisma.pricingConfig.create({ data: { configType: 'meal_bundle', configKey: '3', pricePiasters: 100 } }),
    ).resolves.toBeDefined();
  }

  it('hold on in-memory PGlite', async () => {
    const db = await openDatabase({ dataDir: 'memory://' });
    try {
      await expectInvitationRules(db);
    } finally {
      await db.close();
    }
  });

  it.skipIf(!postgresReachable)(onPostgres('hold on PostgreSQL'), async () => {
    const { url } = await freshPostgres('mig_checks');
    const db = await openDatabase({ databaseUrl: url });
    try {
      await expectInvitationRules(db);
      // A box holds 4 to 15 meals.
      const customer = await db.prisma.customer.create({ data: { email: 'a@example.com', passwordHash: 'x' } });
      const week = await db.prisma.week.create({
        data: {
          startDate: new Date('2026-01-02'),
          endDate: new Date('2026-01-08'),
          orderDeadline: new Date('2025-12-31T20:00:00Z'),
          deliveryDate: new Date('2026-01-03'),
          label: 'Week 1',
        },
      });
      await expect(
        db.prisma.order.create({ data: { customerId: customer.id, weekId: week.id, mealCount: 3 } }),
      ).rejects.toThrow(/Order_mealCount_range_check/);
      await expect(
        db.prisma.order.create({ data: { customerId: customer.id, weekId: week.id, mealCount: 4 } }),
      ).resolves.toBeDefined();
    } finally {
      await db.close();
    }
  });
});

describe('a broken migration', { timeout: 180_000 }, () => {
  // The semicolon inside the $$ body also proves scripts are not split on `;`:
  // split, the error would be a syntax error instead of ours.
  const brokenName = '29991231000000_broken';
  const brokenSql = `CREATE TABLE "BrokenProbe" ("id" INTEGER);
DO $$ BEGIN PERFORM 1; RAISE EXCEPTION 'broken on purpose'; END $$;
`;

  it('fails loudly on PGlite, is not recorded as applied, and leaves nothing behind', async () => {
    const dir = await migrationsWith({ [brokenName]: brokenSql });
    const client = new PGlite('memory://');
    try {
      await expect(applyMigrations({ kind: 'pglite', client }, { migrationsDir: dir })).rejects.toThrow(
        /broken on purpose/,
      );
      const rows = (await client.query<MigrationRow>(migrationRowsSql)).rows;
      expect(rows.filter((row) => row.finished_at !== null).map((row) => row.migration_name)).toEqual(committed);
      expect(rows.find((row) => row.migration_name === brokenName)).toMatchObject({ finished_at: null });
      const probe = await client.query(`SELECT to_regclass('"BrokenProbe"') AS t`);
      expect(probe.rows).toEqual([{ t: null }]);
      // Until someone resolves it, every later start refuses, loudly.
      await expect(applyMigrations({ kind: 'pglite', client }, { migrationsDir: dir })).rejects.toThrow(brokenName);
      // Fixed and marked rolled back (db:migrate -- --rolled-back), it applies.
      await writeFile(path.join(dir, brokenName, 'migration.sql'), 'CREATE TABLE "BrokenProbe" ("id" INTEGER);\n');
      await markMigrationRolledBack({ kind: 'pglite', client }, brokenName, { migrationsDir: dir });
      expect(await applyMigrations({ kind: 'pglite', client }, { migrationsDir: dir })).toEqual([brokenName]);
      expect((await client.query(`SELECT to_regclass('"BrokenProbe"') AS t`)).rows).toEqual([{ t: '"BrokenProbe"' }]);
    } finally {
      await client.close();
    }
  });

  it.skipIf(!postgresReachable)(
    onPostgres('fails openDatabase on PostgreSQL and is not recorded as applied'),
    async () => {
      const dir = await migrationsWith({ [brokenName]: brokenSql });
      const { url } = await freshPostgres('mig_broken');
      await expect(openDatabase({ databaseUrl: url, migrationsDir: dir })).rejects.toThrow(/broken on purpose/);
      const rows = (await postgresRows(url, migrationRowsSql)) as unknown as MigrationRow[];
      expect(rows.filter((row) => row.finished_at !== null).map((row) => row.migration_name)).toEqual(committed);
      expect(rows.find((row) => row.migration_name === brokenName)).toMatchObject({ finished_at: null });
      expect(await postgresRows(url, `SELECT to_regclass('"BrokenProbe"') AS t`)).toEqual([{ t: null }]);
      await expect(openDatabase({ databaseUrl: url, migrationsDir: dir })).rejects.toThrow(brokenName);
    },
  );
});
