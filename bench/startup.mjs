// Start-up time of the server on embedded PGlite, run from TypeScript with tsx
// (as `npm run dev`) and compiled (as `npm start` and the Docker image): on an
// empty data folder (migrate + seed) and on the same folder again (nothing to
// do). Wall clock from spawn to a healthy /api/health, and the CPU time the
// server process and its children used by then (steadier than wall clock on
// a shared machine). Linux only (reads /proc).
// Usage: npm run build -w api && node bench/startup.mjs [runs, default 5]
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const port = process.env.BENCH_PORT ?? '4391';
const runs = Number(process.argv[2] ?? 5);
const ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));

const variants = {
  'tsx (npm run dev)': ['--import', 'tsx', 'api/src/main.ts'],
  'compiled (npm start, Docker)': ['--enable-source-maps', 'api/dist/main.js'],
};
if (!existsSync(path.join(root, 'api/dist/main.js'))) {
  console.error('api/dist is missing: run `npm run build -w api` first');
  process.exit(1);
}

/** CPU seconds used so far by a process and its children (tsx's esbuild service runs beside it). */
function cpuSeconds(pid) {
  let children = '';
  try {
    children = execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' });
  } catch {
    // no children
  }
  let ticks = 0;
  for (const id of [pid, ...children.trim().split(/\s+/).filter(Boolean)]) {
    try {
      const stat = readFileSync(`/proc/${id}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]); // utime, stime
    } catch {
      // exited meanwhile
    }
  }
  return ticks / ticksPerSecond;
}

async function startOnce(args, dataDir) {
  const started = performance.now();
  const env = { ...process.env, DATA_DIR: dataDir, PORT: port, HOST: '127.0.0.1', LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  const server = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  try {
    for (;;) {
      if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) {
          return { wall: (performance.now() - started) / 1000, cpu: cpuSeconds(server.pid) };
        }
      } catch {
        // not listening yet
      }
      if (performance.now() - started > 120_000) throw new Error('no healthy server after 120 s');
      await new Promise((r) => setTimeout(r, 20));
    }
  } finally {
    server.kill('SIGTERM');
    await exited;
  }
}

const median = (values) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)];
const show = ({ wall, cpu }) => `${wall.toFixed(2)} s wall, ${cpu.toFixed(2)} s CPU`;

for (const [name, args] of Object.entries(variants)) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mealbox-bench-'));
  try {
    const empty = await startOnce(args, dataDir);
    const existing = [];
    for (let i = 0; i < runs; i += 1) existing.push(await startOnce(args, dataDir));
    console.log(`${name}`);
    console.log(`  empty PGlite folder:    ${show(empty)}`);
    console.log(
      `  existing PGlite folder: ${show({ wall: median(existing.map((r) => r.wall)), cpu: median(existing.map((r) => r.cpu)) })} (median of ${runs})`,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
