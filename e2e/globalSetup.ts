import { mkdtempSync, existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTempDatabase } from '../api/test/postgres.ts';
import type { TestProject } from 'vitest/node';
import { buildApi, compiledEntry, spawnServer } from '../api/test/serverProcess.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The journeys' server database, for journeys that set up data with the test factories ('' on PGlite). */
    e2eDatabaseUrl: string;
  }
}

/**
 * Starts the real product for the browser journeys as production runs it: the
 * built web app and the compiled API (`node api/dist/main.js`, as `npm start`
 * and the Docker image do), on a fresh database: a PostgreSQL one for the `e2e`
 * project, embedded PGlite in a fresh folder (what `npm start` runs) for
 * `e2e-pglite`. Stopping it is checked too: SIGTERM must end it with code 0.
 */
export default async function setup(project: TestProject) {
  const root = path.resolve(import.meta.dirname, '..');
  if (!existsSync(path.join(root, 'web/dist/index.html'))) {
    throw new Error('web/dist is missing: run `npm run build` before the end-to-end tests');
  }
  buildApi();
  const { E2E_BASE_URL, E2E_DB } = project.config.env as Record<string, string>;
  const database = E2E_DB === 'pglite' ? null : await createTempDatabase('mealbox_e2e');
  project.provide('e2eDatabaseUrl', database?.url ?? '');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mealbox-e2e-'));
  const port = new URL(E2E_BASE_URL).port;
  const server = await spawnServer(process.execPath, ['--enable-source-maps', compiledEntry], {
    PORT: port,
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    RATE_LIMIT_MULTIPLIER: '100',
    // The journeys start from an empty order book.
    SEED_DEMO_ORDERS: 'false',
    DATABASE_URL: database?.url ?? '',
  });

  return async () => {
    server.child.kill('SIGTERM');
    const { code, signal } = await server.exited;
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
    if (code !== 0) throw new Error(`the journeys' server did not shut down cleanly (code ${code}, signal ${signal})`);
  };
}
