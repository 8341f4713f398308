// A PostgreSQL cluster of a test's own (initdb and pg_ctl from the machine's PostgreSQL), so a test
// can restart, kill and stop the database its servers use without touching the shared one.
// PostgreSQL refuses to run as root: as root, the cluster runs as the `postgres` user.

import { execFile, execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

const binDir = () => {
  const found = execFileSync('sh', ['-c', 'ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1'], {
    encoding: 'utf8',
  }).trim();
  return found || path.dirname(execFileSync('sh', ['-c', 'command -v pg_ctl'], { encoding: 'utf8' }).trim());
};

export interface PgCluster {
  url: string;
  /** Resolves once the cluster is made and started. */
  ready: Promise<void>;
  /** `pg_ctl restart -m fast`: every connection is cut, the server is back when this resolves. */
  restartFast(): Promise<void>;
  /** SIGKILL to the postmaster (its backends end with it); `start()` then runs crash recovery. */
  kill(): void;
  stop(): Promise<void>;
  start(): Promise<void>;
  remove(): void;
}

/** Whether this machine can make a cluster (the PostgreSQL server binaries are installed). */
export function canMakeCluster(): boolean {
  try {
    return binDir().length > 0;
  } catch {
    return false;
  }
}

export function makeCluster(port: number): PgCluster {
  const bin = binDir();
  const dir = mkdtempSync(path.join(tmpdir(), 'mealbox-pg-'));
  const data = path.join(dir, 'data');
  const asRoot = userInfo().uid === 0;
  if (asRoot) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })), 0);
  // Asynchronous, so a test's traffic goes on while the database stops and starts.
  const run = (program: string, args: string[]) =>
    execFileAsync(
      asRoot ? 'runuser' : path.join(bin, program),
      asRoot ? ['-u', 'postgres', '--', path.join(bin, program), ...args] : args,
      { cwd: dir, timeout: 60_000 },
    );
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`;
  // The server's output goes to a file: an inherited pipe would keep pg_ctl's caller waiting.
  const ctl = (...args: string[]) =>
    run('pg_ctl', ['-D', data, '-w', '-t', '60', '-o', options, '-l', path.join(dir, 'log'), ...args]);
  const start = async () => void (await ctl('start'));
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    ready: run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']).then(start),
    restartFast: async () => void (await ctl('-m', 'fast', 'restart')),
    kill: () => process.kill(Number(readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0]), 'SIGKILL'),
    stop: async () => void (await ctl('-m', 'fast', 'stop')),
    start,
    remove() {
      try {
        execFileSync(asRoot ? 'runuser' : path.join(bin, 'pg_ctl'), [
          ...(asRoot ? ['-u', 'postgres', '--', path.join(bin, 'pg_ctl')] : []),
          ...['-D', data, '-m', 'immediate', 'stop'],
        ]);
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
