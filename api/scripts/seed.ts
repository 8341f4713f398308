// Usage: npm run db:seed
// Seeds the demo (meals, menus, areas, codes, prices, landing content, the
// super admin) into DATABASE_URL, or, when it is unset, into the embedded
// PGlite folder the server uses (DATA_DIR/pglite, default <repo>/data/pglite),
// after applying pending migrations. Like the start-up seed it writes only into
// an empty database (no meals and no admins), so running it twice, or while
// replicas start, changes nothing. PGlite allows one process per folder: stop
// the server first (or use DATABASE_URL). With SEED_DEMO_ORDERS (default true)
// the demo customers and their orders go in too, as at start-up; their InstaPay
// receipts go to the uploads store the server reads (DATA_DIR/uploads or S3).

import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { createStorage } from '../src/lib/storage/index.ts';
import { seedDemo } from '../src/seed/seed.ts';
import { consoleLog as log, dataDir, databaseUrl, where } from './cli.ts';

try {
  const config = loadConfig();
  const storage = config.SEED_DEMO_ORDERS ? await createStorage(config) : null;
  await storage?.init();
  const db = await openDatabase({ databaseUrl, dataDir, log });
  try {
    const { seeded } = await seedDemo(db.prisma, {
      log: (message) => console.log(message),
      orders: storage ? { storage } : undefined,
    });
    console.log(seeded ? `${where}: demo data written` : `${where}: already has data, nothing written`);
  } finally {
    await db.close();
    await storage?.close();
  }
} catch (error) {
  console.error(`db:seed failed on ${where}:`);
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
