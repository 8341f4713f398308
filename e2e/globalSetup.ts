import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTempDatabase } from '../api/test/postgres.ts';

/**
 * Starts the real product (built web app + API, the same `main.ts` as
 * `npm start`) on a fresh database for the browser journeys.
 */
export default async function setup() {
  const root = path.resolve(import.meta.dirname, '..');
  if (!existsSync(path.join(root, 'web/dist/index.html'))) {
    throw new Error('web/dist is missing: run `npm run build` before the end-to-end tests');
  }
  const database = await createTempDatabase('mealbox_e2e');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mealbox-e2e-'));
  const port = process.env.E2E_PORT ?? '4399';
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: port,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MULTIPLIER: '100',
      ...(database ? { DATABASE_URL: database.url } : { DATABASE_URL: '' }),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });

  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the server did not become healthy in 90 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
