// Usage: npm run db:seed
// Seeds the demo (meals, menus, areas, codes, prices, landing content, the
// super admin) into DATABASE_URL, or, when it is unset, into the embedded
// PGlite folder the server uses (DATA_DIR/pglite, default <repo>/data/pglite),
// after applying pending migrations. Like the start-up seed it writes only into
// an empty database (no meals and no admins), so running it twice, or while
// replicas start, changes nothing. PGlite allows one process per folder: stop
// the server first (or use DATABASE_URL).

import { openDatabase } from '../src/db/client.ts';
import { seedDemo } from '../src/seed/seed.ts';
import { consoleLog as log, dataDir, databaseUrl, where } from './cli.ts';

try {
  const db = await openDatabase({ databaseUrl, dataDir, log });
  try {
    const { seeded } = await seedDemo(db.prisma, { log: (message) => console.log(message) });
    console.log(seeded ? `${where}: demo data written` : `${where}: already has data, nothing written`);
  } finally {
    await db.close();
  }
} catch (error) {
  console.error(`db:seed failed on ${where}:`);
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
