// Start-up time of `main.ts` on embedded PGlite: an empty data folder (migrate
// + seed) and the same folder again (nothing to do). Wall clock from spawn to
// a healthy /api/health. Usage: node bench/startup.mjs
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const port = process.env.BENCH_PORT ?? '4391';

async function startOnce(dataDir) {
  const started = performance.now();
  const server = spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, PORT: port, HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return performance.now() - started;
      } catch {}
      if (performance.now() - started > 120_000) throw new Error('no healthy server after 120 s');
      await new Promise((r) => setTimeout(r, 50));
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'mealbox-bench-'));
try {
  const empty = await startOnce(dataDir);
  const existing = [];
  for (let i = 0; i < 3; i += 1) existing.push(await startOnce(dataDir));
  existing.sort((a, b) => a - b);
  console.log(`start-up on an empty PGlite folder:    ${(empty / 1000).toFixed(1)} s`);
  console.log(`start-up on an existing PGlite folder: ${(existing[1] / 1000).toFixed(1)} s (median of 3)`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
