// `npm run db:seed` (the README's command) seeds an empty database and leaves
// a seeded one alone. The seed itself is tested in src/seed/seed.test.ts.

import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { demoMeals } from '../src/seed/meals.ts';
import { DEMO_SUPER_ADMIN } from '../src/seed/seed.ts';
import { createTempDatabase, type TempDatabase } from './postgres.ts';

const run = promisify(execFile);

describe('npm run db:seed', () => {
  let temp: TempDatabase | null = null;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mealbox-db-seed-'));
  // A fresh PostgreSQL database when the server is reachable, else an empty PGlite folder.
  const env = () => ({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: temp?.url ?? '' });

  const seed = () => run('npm', ['run', 'db:seed'], { cwd: repoRoot, env: env() });

  async function counts() {
    let db: Database | undefined;
    try {
      db = await openDatabase({ databaseUrl: temp?.url, dataDir: path.join(dataDir, 'pglite'), migrate: false });
      return {
        meals: await db.prisma.meal.count(),
        admins: await db.prisma.admin.findMany({ select: { username: true } }),
        menuItems: await db.prisma.weekMenuItem.count(),
      };
    } finally {
      await db?.close();
    }
  }

  beforeAll(async () => {
    temp = await createTempDatabase('db_seed_test');
  }, 30_000);
  afterAll(async () => {
    await temp?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('migrates and seeds an empty database, then writes nothing the second time', async () => {
    const first = await seed();
    expect(first.stdout).toMatch(/demo data written/);
    const seeded = await counts();
    expect(seeded.meals).toBe(demoMeals.length);
    expect(seeded.admins).toEqual([{ username: DEMO_SUPER_ADMIN.username }]);
    expect(seeded.menuItems).toBeGreaterThan(0);

    const second = await seed();
    expect(second.stdout).toMatch(/already has data, nothing written/);
    expect(await counts()).toEqual(seeded);
  }, 120_000);
});
