// Usage: npm run db:migrate [-- --status | --rolled-back <migration>]
// Applies the pending committed migrations to DATABASE_URL, or, when it is
// unset, to the embedded PGlite folder the server uses (DATA_DIR/pglite,
// default <repo>/data/pglite). The server does the same at start-up; this is
// for deploy pipelines and for looking before starting.
// --status only reports where the database stands (as `prisma migrate status`).
// --rolled-back <migration> marks a failed migration as rolled back once it is
// fixed, so the next run applies it again (as `prisma migrate resolve`).

import { PGlite } from '@electric-sql/pglite';
import { lockPgliteFolder, openDatabase } from '../src/db/client.ts';
import { markMigrationRolledBack, migrationStatus, type MigrationTarget } from '../src/db/migrations.ts';
import { consoleLog as log, dataDir, databaseUrl, where } from './cli.ts';

/** The database without migrating it (nothing else may have the PGlite folder open). */
async function withTarget(run: (target: MigrationTarget) => Promise<void>): Promise<void> {
  if (databaseUrl) return run({ kind: 'postgres', url: databaseUrl });
  const unlock = await lockPgliteFolder(dataDir);
  const client = new PGlite(dataDir);
  try {
    await run({ kind: 'pglite', client });
  } finally {
    await client.close();
    await unlock();
  }
}

async function printStatus(): Promise<void> {
  await withTarget(async (target) => {
    const status = await migrationStatus(target);
    console.log(`${where}:`);
    console.log(JSON.stringify(status, null, 2));
    const behind =
      status.history !== null || status.failedMigrationNames.length > 0 || status.editedMigrationNames.length > 0;
    process.exitCode = behind ? 1 : 0;
  });
}

async function rolledBack(name: string | undefined): Promise<void> {
  if (!name) throw new Error('usage: npm run db:migrate -- --rolled-back <migration folder name>');
  await withTarget((target) => markMigrationRolledBack(target, name));
  console.log(`${where}: ${name} marked as rolled back; the next run applies it again`);
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
  const args = process.argv.slice(2);
  if (args[0] === '--status') await printStatus();
  else if (args[0] === '--rolled-back') await rolledBack(args[1]);
  else await migrate();
} catch (error) {
  console.error(`db:migrate failed on ${where}:`);
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
