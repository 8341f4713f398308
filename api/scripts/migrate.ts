// Usage: npm run db:migrate [-- --status]
// Applies the pending committed migrations to DATABASE_URL, or, when it is
// unset, to the embedded PGlite folder the server uses (DATA_DIR/pglite,
// default <repo>/data/pglite). The server does the same at start-up; this is
// for deploy pipelines and for looking before starting.
// --status only reports where the database stands (as `prisma migrate status`).

import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { defaultPgliteDir, openDatabase } from '../src/db/client.ts';
import { migrationStatus, type MigrationTarget } from '../src/db/migrations.ts';

const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = process.env.DATA_DIR ? path.join(process.env.DATA_DIR, 'pglite') : defaultPgliteDir;
const where = databaseUrl ? 'DATABASE_URL' : `PGlite at ${dataDir}`;

const log = {
  info: (obj: object, msg?: string) => console.log(msg ?? '', JSON.stringify(obj)),
  warn: (obj: object, msg?: string) => console.warn(msg ?? '', JSON.stringify(obj)),
};

async function printStatus(): Promise<void> {
  const pglite = databaseUrl ? undefined : new PGlite(dataDir);
  const target: MigrationTarget = pglite ? { kind: 'pglite', client: pglite } : { kind: 'postgres', url: databaseUrl! };
  try {
    const status = await migrationStatus(target);
    console.log(`${where}:`);
    console.log(JSON.stringify(status, null, 2));
    const behind = status.history !== null || status.failedMigrationNames.length > 0 || status.editedMigrationNames.length > 0;
    process.exitCode = behind ? 1 : 0;
  } finally {
    await pglite?.close();
  }
}

async function migrate(): Promise<void> {
  const db = await openDatabase({ databaseUrl, dataDir, log });
  try {
    console.log(
      db.appliedMigrations.length > 0
        ? `${where}: applied ${db.appliedMigrations.join(', ')}`
        : `${where}: already up to date`,
    );
  } finally {
    await db.close();
  }
}

try {
  await (process.argv.includes('--status') ? printStatus() : migrate());
} catch (error) {
  console.error(`migration failed on ${where}:`);
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
