// Prisma's schema engine, run as WebAssembly through driver adapters.
//
// The Prisma CLI wants a native schema-engine binary that cannot be downloaded
// on our machines, so this module does the engine's work itself:
// - apply the committed migrations (api/prisma/migrations/<ts>_<name>/migration.sql)
//   and record them in Prisma's standard `_prisma_migrations` table, so
//   `prisma migrate status` semantics hold;
// - diff the committed migrations (replayed on an in-memory PGlite shadow
//   database) against schema.prisma, to write new migrations and to prove the
//   migrations produce exactly the schema.
// The adapters need a few repairs for the engine's use; each is explained where
// it is made (Prisma 7).

import { readFile, readdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { PrismaPg } from '@prisma/adapter-pg';
import {
  bindMigrationAwareSqlAdapterFactory,
  ColumnTypeEnum,
  DriverAdapterError,
  type SqlDriverAdapter,
  type SqlMigrationAwareDriverAdapterFactory,
} from '@prisma/driver-adapter-utils';
import type * as EngineTypes from '@prisma/schema-engine-wasm';
import pg from 'pg';
import { PrismaPGlite } from 'pglite-prisma-adapter';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The committed migrations, in Prisma's standard folder layout. */
export const migrationsDir = path.join(apiDir, 'prisma', 'migrations');
export const schemaPath = path.join(apiDir, 'prisma', 'schema.prisma');

export interface MigrationLog {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
}

/** Where migrations go: a Postgres server by URL, or an open PGlite instance. */
export type MigrationTarget = { kind: 'postgres'; url: string } | { kind: 'pglite'; client: PGlite };

export interface MigrationOptions {
  /** Defaults to the committed api/prisma/migrations. */
  migrationsDir?: string;
  /** Defaults to api/prisma/schema.prisma. */
  schemaPath?: string;
  log?: MigrationLog;
}

/**
 * Replicas starting together against one Postgres queue on this session lock,
 * so migrations are applied once and every replica starts on the migrated
 * schema. The engine also takes Prisma's own lock (72707369) on one of its
 * pooled connections; that one must stay free of ours or the engine would wait
 * on us, and ours does not rely on how the engine's pool holds its lock.
 */
export const MIGRATION_LOCK_KEY = 727_073_690_001n;

// ---------------------------------------------------------------------------
// The engine

type EngineModule = typeof EngineTypes;
type WasmExports = Record<string, unknown>;

// The project's TypeScript libs (ES2023 + node) do not declare WebAssembly; this is the part we use.
declare const WebAssembly: {
  instantiate(bytes: Uint8Array, imports: object): Promise<{ instance: { exports: WasmExports } }>;
};
let engineModule: Promise<EngineModule> | undefined;

/**
 * Node 20 cannot import the package's `.wasm` entry, so compile the file
 * ourselves and hand it to the generated glue, as its `schema_engine.js` would.
 */
function loadEngineModule(): Promise<EngineModule> {
  engineModule ??= (async () => {
    const require = createRequire(import.meta.url);
    const gluePath = require.resolve('@prisma/schema-engine-wasm/schema_engine_bg');
    const glue = (await import('@prisma/schema-engine-wasm/schema_engine_bg')) as EngineModule & {
      __wbg_set_wasm(exports: WasmExports): void;
    };
    const bytes = await readFile(path.join(path.dirname(gluePath), 'schema_engine_bg.wasm'));
    const imports = { ...glue, ...trackedTimerImports(glue) };
    const { instance } = await WebAssembly.instantiate(bytes, { './schema_engine_bg.js': imports });
    glue.__wbg_set_wasm(instance.exports);
    (instance.exports.__wbindgen_start as () => void)();
    return glue;
  })();
  return engineModule;
}

/**
 * The engine races its database calls against 10 s timers that it never
 * clears; left alone they keep the process alive 10 s after the work is done
 * (a CLI script would hang). Timers still pending once no engine is working
 * are leftovers: clear them then.
 */
const pendingEngineTimers = new Set<ReturnType<typeof setTimeout>>();
let enginesAtWork = 0;

function trackedTimerImports(glue: object): Record<string, unknown> {
  const overrides: Record<string, unknown> = {};
  for (const name of Object.keys(glue).filter((key) => key.startsWith('__wbg_setTimeout_'))) {
    overrides[name] = (callback: () => void, delay: number) => {
      const timer = setTimeout(() => {
        pendingEngineTimers.delete(timer);
        callback();
      }, delay >>> 0);
      pendingEngineTimers.add(timer);
      return timer;
    };
  }
  if (Object.keys(overrides).length === 0)
    throw new Error('schema engine glue has no setTimeout import; check the engine version');
  return overrides;
}

function engineWorkDone(): void {
  enginesAtWork -= 1;
  if (enginesAtWork > 0) return;
  for (const timer of pendingEngineTimers) clearTimeout(timer);
  pendingEngineTimers.clear();
}

async function withEngine<T>(
  factory: SqlMigrationAwareDriverAdapterFactory,
  schema: EngineTypes.SchemaContainer,
  log: MigrationLog | undefined,
  run: (engine: EngineTypes.SchemaEngine) => Promise<T>,
): Promise<T> {
  const { SchemaEngine } = await loadEngineModule();
  enginesAtWork += 1;
  try {
    return await runEngine(SchemaEngine, factory, schema, log, run);
  } finally {
    engineWorkDone();
  }
}

async function runEngine<T>(
  SchemaEngine: EngineModule['SchemaEngine'],
  factory: SqlMigrationAwareDriverAdapterFactory,
  schema: EngineTypes.SchemaContainer,
  log: MigrationLog | undefined,
  run: (engine: EngineTypes.SchemaEngine) => Promise<T>,
): Promise<T> {
  // One JSON line per event; its INFO lines include whole migration scripts, so
  // only warnings go to our log (DEBUG_SCHEMA_ENGINE=1 prints everything).
  const engineLog = (line: string) => {
    if (process.env.DEBUG_SCHEMA_ENGINE) console.error('[schema-engine]', line);
    try {
      const event = JSON.parse(line) as { level?: string; fields?: { message?: string } };
      if (event.level === 'WARN' || event.level === 'ERROR') {
        log?.warn({ engine: event.fields }, `schema engine: ${event.fields?.message ?? 'warning'}`);
      }
    } catch {
      // Not JSON: nothing we can classify.
    }
  };
  const engine = await SchemaEngine.new(
    { datamodels: [[schema.path, schema.content]] },
    engineLog,
    bindMigrationAwareSqlAdapterFactory(factory),
  ).catch((error: unknown) => {
    throw engineError(error);
  });
  try {
    return await run(engine).catch((error: unknown) => {
      throw engineError(error);
    });
  } finally {
    engine.free();
  }
}

/** The engine rejects with Errors carrying its message; anything else is wrapped so callers always get one. */
function engineError(error: unknown): Error {
  if (error instanceof Error) return error;
  if (typeof error === 'string') return new Error(error);
  const record = error as { message?: unknown; error_code?: unknown; meta?: unknown } | null;
  const message = typeof record?.message === 'string' ? record.message : JSON.stringify(error);
  return Object.assign(new Error(message), { engineError: error });
}

// ---------------------------------------------------------------------------
// Migration files

async function readSchema(file: string): Promise<EngineTypes.SchemaContainer> {
  return { path: file, content: await readFile(file, 'utf8') };
}

/** The migrations folder as the engine expects it (same shape the Prisma CLI builds). */
export async function loadMigrationList(dir: string = migrationsDir): Promise<EngineTypes.MigrationList> {
  const lockfilePath = 'migration_lock.toml';
  const lockContent = await readFile(path.join(dir, lockfilePath), 'utf8').catch(() => null);
  const entries = await readdir(dir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const migrationDirectories: EngineTypes.MigrationDirectory[] = [];
  for (const entry of entries.filter((e) => e.isDirectory()).sort((a, b) => a.name.localeCompare(b.name))) {
    const file = 'migration.sql';
    const content = await readFile(path.join(dir, entry.name, file), 'utf8').then(
      (value): EngineTypes.JsResult<string, string> => ({ tag: 'ok', value }),
      (error: Error): EngineTypes.JsResult<string, string> => ({ tag: 'error', value: error.message }),
    );
    migrationDirectories.push({ path: entry.name, migrationFile: { path: file, content } });
  }
  return {
    baseDir: dir,
    lockfile: { path: lockfilePath, content: lockContent },
    shadowDbInitScript: '',
    migrationDirectories,
  };
}

/** What `prisma migrate dev` writes to migration_lock.toml for PostgreSQL. */
export const migrationLockContent =
  '# Please do not edit this file manually\n# It should be added in your version-control system (e.g., Git)\nprovider = "postgresql"\n';

const noFilters: EngineTypes.SchemaFilter = { externalTables: [], externalEnums: [] };

// ---------------------------------------------------------------------------
// Adapters, repaired for the engine

/** A Postgres error from `pg` or PGlite, as the engine understands it. */
function asAdapterError(error: unknown): Error {
  const e = error as {
    code?: unknown;
    message?: unknown;
    severity?: unknown;
    detail?: unknown;
    column?: unknown;
    hint?: unknown;
  };
  if (typeof e?.code === 'string' && typeof e.message === 'string') {
    return new DriverAdapterError({
      kind: 'postgres',
      code: e.code,
      severity: typeof e.severity === 'string' ? e.severity : 'ERROR',
      message: e.message,
      detail: typeof e.detail === 'string' ? e.detail : undefined,
      column: typeof e.column === 'string' ? e.column : undefined,
      hint: typeof e.hint === 'string' ? e.hint : undefined,
    });
  }
  return error instanceof Error ? error : new Error(String(error));
}

/**
 * The adapter with `executeScript` replaced: both stock implementations are
 * unfit for migrations (adapter-pg splits the script on every `;`, breaking
 * `$$` bodies and string literals; pglite-prisma-adapter does not await the
 * script, so a failing migration is recorded as applied). Ours sends the whole
 * script as one simple-protocol query, which Postgres runs as one implicit
 * transaction: a migration applies entirely or not at all.
 */
function withScriptRunner(adapter: SqlDriverAdapter, runScript: (script: string) => Promise<void>): SqlDriverAdapter {
  return {
    ...bound(adapter),
    executeScript: async (script) => {
      try {
        await runScript(script);
      } catch (error) {
        throw asAdapterError(error);
      }
    },
  };
}

/** The adapter's methods as a plain object, so single methods can be replaced. */
function bound(adapter: SqlDriverAdapter): SqlDriverAdapter {
  return {
    provider: adapter.provider,
    adapterName: adapter.adapterName,
    queryRaw: (query) => adapter.queryRaw(query),
    executeRaw: (query) => adapter.executeRaw(query),
    executeScript: (script) => adapter.executeScript(script),
    startTransaction: (isolationLevel) => adapter.startTransaction(isolationLevel),
    getConnectionInfo: () => adapter.getConnectionInfo?.() ?? { supportsRelationJoins: true },
    dispose: () => adapter.dispose(),
  };
}

interface EngineConnection {
  factory: SqlMigrationAwareDriverAdapterFactory;
  close(): Promise<void>;
}

/** Shadow databases are throw-away in-memory PGlite instances, closed with the connection. */
function shadowDatabases(): { connect(): Promise<SqlDriverAdapter>; close(): Promise<void> } {
  const opened: PGlite[] = [];
  return {
    async connect() {
      const client = new PGlite('memory://');
      opened.push(client);
      const adapter = (await new PrismaPGlite(client).connect()) as unknown as SqlDriverAdapter;
      return withScriptRunner(adapter, async (script) => {
        await client.exec(script);
      });
    },
    async close() {
      await Promise.all(opened.splice(0).map((client) => client.close()));
    },
  };
}

/**
 * The engine's introspection reads Postgres's internal `"char"` columns
 * (oid 18: pg_constraint.contype, pg_class.relkind...) and wants them typed
 * as characters. adapter-pg 7.10.1 rejects that oid outright, and has no oid
 * it maps to a character. So the pool shows those columns to adapter-pg as
 * text (the value is already a one-letter string), remembers which they were,
 * keyed by the result's row array (adapter-pg hands that array through
 * unchanged), and `queryRaw` below restores the character type.
 */
const PG_CHAR_OID = 18;
const PG_TEXT_OID = 25;
const charColumnsByRows = new WeakMap<object, number[]>();

function hideCharColumns<R>(result: R): R {
  const { fields, rows } = result as { fields?: { dataTypeID: number }[]; rows?: unknown[] };
  const charColumns: number[] = [];
  fields?.forEach((field, index) => {
    if (field.dataTypeID !== PG_CHAR_OID) return;
    field.dataTypeID = PG_TEXT_OID;
    charColumns.push(index);
  });
  if (charColumns.length > 0 && rows) charColumnsByRows.set(rows, charColumns);
  return result;
}

function hidingCharColumns(query: (...args: unknown[]) => unknown): (...args: unknown[]) => never {
  return (...args) => {
    const result = query(...args);
    return (result instanceof Promise ? result.then(hideCharColumns) : result) as never;
  };
}

const patchedClients = new WeakSet<object>();

/** Every query through this pool, or through a client checked out of it (transactions), hides `"char"`. */
class CharTolerantPool extends pg.Pool {
  override query: pg.Pool['query'] = hidingCharColumns((...args) =>
    (super.query as (...a: unknown[]) => unknown)(...args),
  );

  override connect(...args: unknown[]): never {
    const result = (super.connect as (...a: unknown[]) => unknown)(...args);
    if (!(result instanceof Promise)) return result as never;
    return result.then((client: pg.PoolClient) => {
      if (!patchedClients.has(client)) {
        patchedClients.add(client);
        client.query = hidingCharColumns(client.query.bind(client)) as never;
      }
      return client;
    }) as never;
  }
}

function restoreCharColumns(adapter: SqlDriverAdapter): SqlDriverAdapter {
  return {
    ...bound(adapter),
    queryRaw: async (query) => {
      const result = await adapter.queryRaw(query);
      for (const index of charColumnsByRows.get(result.rows) ?? [])
        result.columnTypes[index] = ColumnTypeEnum.Character;
      return result;
    },
  };
}

function postgresConnection(url: string): EngineConnection {
  const pool = new CharTolerantPool({ connectionString: url, max: 4 });
  const shadows = shadowDatabases();
  const inner = new PrismaPg(pool);
  const factory: SqlMigrationAwareDriverAdapterFactory = {
    provider: 'postgres',
    adapterName: inner.adapterName,
    async connect() {
      const adapter = await inner.connect();
      return withScriptRunner(restoreCharColumns(adapter), async (script) => {
        await pool.query(script);
      });
    },
    connectToShadowDb: () => shadows.connect(),
  };
  return {
    factory,
    async close() {
      await shadows.close();
      await pool.end();
    },
  };
}

function pgliteConnection(client: PGlite): EngineConnection {
  const shadows = shadowDatabases();
  const inner = new PrismaPGlite(client);
  const factory: SqlMigrationAwareDriverAdapterFactory = {
    provider: 'postgres',
    adapterName: inner.adapterName,
    async connect() {
      const adapter = (await inner.connect()) as unknown as SqlDriverAdapter;
      return withScriptRunner(adapter, async (script) => {
        await client.exec(script);
      });
    },
    connectToShadowDb: () => shadows.connect(),
  };
  return { factory, close: () => shadows.close() };
}

function connectionFor(target: MigrationTarget | 'none'): EngineConnection {
  if (target === 'none') {
    // Diffs between files need only shadow databases; should the engine ask
    // for a main database anyway, it gets one more throw-away PGlite.
    const scratch = shadowDatabases();
    return {
      factory: {
        provider: 'postgres',
        adapterName: 'pglite-scratch',
        connect: scratch.connect,
        connectToShadowDb: scratch.connect,
      },
      close: scratch.close,
    };
  }
  return target.kind === 'postgres' ? postgresConnection(target.url) : pgliteConnection(target.client);
}

async function withTarget<T>(
  target: MigrationTarget | 'none',
  options: MigrationOptions,
  run: (engine: EngineTypes.SchemaEngine) => Promise<T>,
): Promise<T> {
  const schema = await readSchema(options.schemaPath ?? schemaPath);
  const connection = connectionFor(target);
  try {
    return await withEngine(connection.factory, schema, options.log, run);
  } finally {
    await connection.close();
  }
}

// ---------------------------------------------------------------------------
// Commands

/** Postgres session lock held around `run`, on its own connection. */
async function withAdvisoryLock<T>(url: string, run: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  // A dropped connection releases the lock anyway; the next query reports it.
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY.toString()]);
    try {
      return await run();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY.toString()]);
    }
  } finally {
    await client.end();
  }
}

/**
 * The common start-up case, answered with one query instead of loading the
 * engine (a second or more): every migration in the folder is recorded as
 * finished and none has failed. Anything else (no table yet, a pending or a
 * failed migration) goes to the engine, which applies or reports it.
 */
async function allRecordedAsApplied(target: MigrationTarget, list: EngineTypes.MigrationList): Promise<boolean> {
  type Row = { migration_name: string; finished: boolean; rolled_back: boolean };
  // Asked in two steps so a fresh database does not log a "relation does not exist" error.
  const tablePresent = `SELECT to_regclass('_prisma_migrations') IS NOT NULL AS present`;
  const recorded = `SELECT migration_name, finished_at IS NOT NULL AS finished, rolled_back_at IS NOT NULL AS rolled_back
    FROM _prisma_migrations`;
  const readRows = async (query: <T>(sql: string) => Promise<T[]>): Promise<Row[] | null> => {
    const [table] = await query<{ present: boolean }>(tablePresent);
    return table?.present ? query<Row>(recorded) : null;
  };
  let rows: Row[] | null;
  if (target.kind === 'pglite') {
    rows = await readRows(async (sql) => (await target.client.query(sql)).rows as never);
  } else {
    const client = new pg.Client({ connectionString: target.url });
    client.on('error', () => {});
    await client.connect();
    try {
      rows = await readRows(async (sql) => (await client.query(sql)).rows);
    } finally {
      await client.end();
    }
  }
  if (!rows) return false;
  if (rows.some((row) => !row.finished && !row.rolled_back)) return false;
  const finished = new Set(rows.filter((row) => row.finished && !row.rolled_back).map((row) => row.migration_name));
  return list.migrationDirectories.every((directory) => finished.has(directory.path));
}

/**
 * Applies the pending migrations and returns their names (empty when the
 * database was up to date). A failing migration throws; Postgres rolls back
 * its statements and `_prisma_migrations` records it as failed, not applied.
 */
export async function applyMigrations(target: MigrationTarget, options: MigrationOptions = {}): Promise<string[]> {
  const migrationsList = await loadMigrationList(options.migrationsDir ?? migrationsDir);
  if (await allRecordedAsApplied(target, migrationsList)) return [];
  const apply = () =>
    withTarget(target, options, async (engine) => {
      const { appliedMigrationNames } = await engine.applyMigrations({ migrationsList, filters: noFilters });
      return appliedMigrationNames;
    });
  const started = performance.now();
  const applied = target.kind === 'postgres' ? await withAdvisoryLock(target.url, apply) : await apply();
  if (applied.length > 0) {
    const durationMs = Math.round(performance.now() - started);
    options.log?.info({ migrations: applied, durationMs }, `applied ${applied.length} migration(s)`);
  }
  return applied;
}

/** Where the database stands against the migrations folder (the data behind `prisma migrate status`). */
export async function migrationStatus(
  target: MigrationTarget,
  options: MigrationOptions = {},
): Promise<EngineTypes.DiagnoseMigrationHistoryOutput> {
  const migrationsList = await loadMigrationList(options.migrationsDir ?? migrationsDir);
  return withTarget(target, options, (engine) =>
    engine.diagnoseMigrationHistory({ migrationsList, optInToShadowDatabase: false, filters: noFilters }),
  );
}

/** The result of a diff: the SQL that would take `from` to schema.prisma. */
export interface SchemaDiff {
  empty: boolean;
  sql: string;
}

async function diffTo(
  target: MigrationTarget | 'none',
  from: EngineTypes.DiffTarget,
  options: MigrationOptions,
): Promise<SchemaDiff> {
  const schema = await readSchema(options.schemaPath ?? schemaPath);
  return withTarget(target, options, async (engine) => {
    const result = await engine.diff({
      from,
      to: { tag: 'schemaDatamodel', files: [schema] },
      script: true,
      exitCode: true,
      filters: noFilters,
    });
    // With exitCode set, the engine answers 2 when the diff is not empty.
    return { empty: result.exitCode === 0, sql: result.stdout ?? '' };
  });
}

/** SQL from the committed migrations (replayed on an in-memory shadow database) to schema.prisma. */
export async function diffMigrationsToSchema(options: MigrationOptions = {}): Promise<SchemaDiff> {
  const migrationsList = await loadMigrationList(options.migrationsDir ?? migrationsDir);
  // The engine reads the provider from migration_lock.toml; before the first
  // migration there is none yet (new-migration writes it with the migration).
  migrationsList.lockfile.content ??= migrationLockContent;
  return diffTo('none', { tag: 'migrations', ...migrationsList }, options);
}

/**
 * SQL from what the database holds now to schema.prisma: empty after applying
 * the migrations means the migrations produce exactly the schema.
 */
export async function diffDatabaseToSchema(
  target: MigrationTarget,
  options: MigrationOptions = {},
): Promise<SchemaDiff> {
  // "schemaDatasource" makes the engine introspect the database behind the adapter.
  const schema = await readSchema(options.schemaPath ?? schemaPath);
  return diffTo(target, { tag: 'schemaDatasource', files: [schema], configDir: path.dirname(schema.path) }, options);
}

/**
 * After fixing a migration that failed (its statements were rolled back), mark
 * it rolled back so the next start applies it again, as
 * `prisma migrate resolve --rolled-back <name>` does.
 */
export async function markMigrationRolledBack(
  target: MigrationTarget,
  migrationName: string,
  options: MigrationOptions = {},
): Promise<void> {
  await withTarget(target, options, (engine) => engine.markMigrationRolledBack({ migrationName }));
}
