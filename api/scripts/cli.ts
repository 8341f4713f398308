// What the database scripts (db:migrate, db:seed) work on: DATABASE_URL, or,
// when it is unset or empty, the embedded PGlite folder the server uses
// (DATA_DIR/pglite, default <repo>/data/pglite).

import path from 'node:path';
import { defaultPgliteDir } from '../src/db/client.ts';
import type { MigrationLog } from '../src/db/migrations.ts';

export const databaseUrl = process.env.DATABASE_URL || undefined;
export const dataDir = process.env.DATA_DIR ? path.join(process.env.DATA_DIR, 'pglite') : defaultPgliteDir;
/** Names the target in messages. */
export const where = databaseUrl ? 'DATABASE_URL' : `PGlite at ${dataDir}`;

/** Migration progress on the console, for people reading a terminal. */
export const consoleLog: MigrationLog = {
  info: (obj, msg) => console.log(msg ?? '', JSON.stringify(obj)),
  warn: (obj, msg) => console.warn(msg ?? '', JSON.stringify(obj)),
};
