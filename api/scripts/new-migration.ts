// Usage: npm run db:migration:new -- <name>
// Writes api/prisma/migrations/<timestamp>_<name>/migration.sql with the SQL
// that takes the committed migrations to schema.prisma. Nothing is written
// when they already agree. Hand-written SQL (CHECK constraints, data fixes)
// goes in its own migration folder; Prisma's diff does not see CHECKs.

import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { diffMigrationsToSchema, migrationLockContent, migrationsDir } from '../src/db/migrations.ts';

function migrationName(raw: string | undefined): string {
  const name = (raw ?? '')
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  if (!name) {
    console.error('usage: npm run db:migration:new -- <name>');
    process.exit(64);
  }
  return name;
}

/** UTC yyyymmddhhmmss, as Prisma names migrations; never before an existing folder. */
async function nextTimestamp(): Promise<string> {
  let stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  const existing = (await readdir(migrationsDir).catch(() => [] as string[]))
    .map((entry) => entry.slice(0, 14))
    .filter((prefix) => /^\d{14}$/.test(prefix))
    .sort();
  const last = existing.at(-1);
  if (last && stamp <= last) stamp = String(BigInt(last) + 1n);
  return stamp;
}

const name = migrationName(process.argv[2]);
const diff = await diffMigrationsToSchema();
if (diff.empty) {
  console.log('no changes: the committed migrations already produce schema.prisma');
} else {
  const folder = path.join(migrationsDir, `${await nextTimestamp()}_${name}`);
  await mkdir(folder, { recursive: true });
  await writeFile(path.join(folder, 'migration.sql'), diff.sql);
  await writeFile(path.join(migrationsDir, 'migration_lock.toml'), migrationLockContent);
  console.log(`wrote ${path.relative(process.cwd(), path.join(folder, 'migration.sql'))}`);
}
