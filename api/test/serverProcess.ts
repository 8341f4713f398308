// The real server as a separate process, started the way a supervisor starts
// it (the compiled entry, or through npm), for tests of start-up, signals and
// shutdown, and for the browser journeys.

import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import readline from 'node:readline';
import { repoRoot } from '../src/config.ts';

/** The compiled entry the Docker image and `npm run serve` run. */
export const compiledEntry = path.join(repoRoot, 'api/dist/main.js');

/** Compiles the API into api/dist (a fraction of a second; safe while another build runs). */
export function buildApi(): void {
  execFileSync(process.execPath, [path.join(repoRoot, 'api/scripts/build.mjs')], { cwd: repoRoot, stdio: 'pipe' });
}

/** One pino line of the server's stdout. */
export type LogLine = { level: number; msg: string } & Record<string, unknown>;

/** A server process that may still be starting. */
export interface LaunchedServer {
  child: ChildProcess;
  logs: LogLine[];
  /** Resolves with the first log line (already seen or still to come) that matches. */
  waitForLog(match: (line: LogLine) => boolean, timeoutMs?: number): Promise<LogLine>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** A server that logged that it is ready, and where. */
export interface ServerProcess extends LaunchedServer {
  port: number;
  url: string;
  readyLine: LogLine;
}

/** pino's level numbers. */
const WARN = 40;

/**
 * Spawns `command args` in the repository with the given environment
 * (LOG_LEVEL info, PORT 0 and HOST 127.0.0.1 unless given). Log lines at warn
 * level and above are echoed to stderr; lines that are not JSON (npm's
 * banner) are ignored.
 */
export function launchServer(command: string, args: string[], env: Record<string, string | undefined>): LaunchedServer {
  const child = spawn(command, args, {
    cwd: repoRoot,
    // The journeys and process tests assume an empty order book (SEED_DEMO_ORDERS).
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', SEED_DEMO_ORDERS: 'false', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    // 'close', not 'exit': 'exit' can come before the last stdout lines are read.
    child.once('close', (code, signal) => resolve({ code, signal })),
  );
  const logs: LogLine[] = [];
  const listeners = new Set<(line: LogLine) => void>();
  readline.createInterface({ input: child.stdout! }).on('line', (text) => {
    let line: LogLine;
    try {
      line = JSON.parse(text) as LogLine;
    } catch {
      return;
    }
    logs.push(line);
    if (line.level >= WARN) process.stderr.write(`[server] ${text}\n`);
    for (const listener of listeners) listener(line);
  });

  const waitForLog = (match: (line: LogLine) => boolean, timeoutMs = 30_000) =>
    new Promise<LogLine>((resolve, reject) => {
      const seen = logs.find(match);
      if (seen) return resolve(seen);
      const timer = setTimeout(() => {
        listeners.delete(listener);
        reject(new Error(`no matching log line in ${timeoutMs} ms; last lines: ${JSON.stringify(logs.slice(-5))}`));
      }, timeoutMs);
      const listener = (line: LogLine) => {
        if (!match(line)) return;
        clearTimeout(timer);
        listeners.delete(listener);
        resolve(line);
      };
      listeners.add(listener);
      void exited.then(({ code, signal }) => {
        if (!listeners.has(listener)) return;
        clearTimeout(timer);
        listeners.delete(listener);
        reject(new Error(`the server exited (code ${code}, signal ${signal}) before the expected log line`));
      });
    });

  return { child, logs, waitForLog, exited };
}

export const isReadyLine = (line: LogLine) => line.msg.startsWith('MealBox is ready');

/** Launches the server (see launchServer) and waits for its "ready" log line. */
export async function spawnServer(
  command: string,
  args: string[],
  env: Record<string, string | undefined>,
  { readyTimeoutMs = 120_000 } = {},
): Promise<ServerProcess> {
  const launched = launchServer(command, args, env);
  const readyLine = await launched.waitForLog(isReadyLine, readyTimeoutMs);
  const port = Number(readyLine.port);
  return { ...launched, port, url: `http://127.0.0.1:${port}`, readyLine };
}

/** Tries to connect until the port refuses (the server stopped listening); throws if it still accepts after `timeoutMs`. */
export async function waitUntilRefused(port: number, timeoutMs = 2_000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while ((await tryConnect(port)) === 'connected') {
    if (performance.now() > deadline) throw new Error(`port ${port} still accepts connections after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Whether a TCP connection to the port is accepted now ('refused' once the server stopped listening).
 * A connection that was waiting in the listener's backlog when it closed is reset, not refused: that
 * also means the server no longer accepts (met on a loaded machine, where the close races our connect).
 */
export function tryConnect(port: number): Promise<'connected' | 'refused'> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ECONNREFUSED' || error.code === 'ECONNRESET' ? resolve('refused') : reject(error),
    );
  });
}

export interface SlowRequest {
  /** Sends the rest of the body; the server can then answer. */
  finish(): void;
  /** The raw HTTP response, once the server closed the connection or answered. */
  response: Promise<{ status: number; body: string }>;
  /** Resolves when the server (or anyone) closed the connection. */
  closed: Promise<void>;
}

/**
 * A request in flight as a slow client makes one: the headers and part of a
 * JSON body are sent now, the rest when `finish()` is called. The server has
 * the request from the start but can only answer once the body is complete.
 */
export async function startSlowPost(port: number, urlPath: string, json: unknown): Promise<SlowRequest> {
  const body = Buffer.from(JSON.stringify(json));
  const socket = net.connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  socket.on('error', () => {}); // a cut connection is an outcome the tests look at, not a crash
  let raw = '';
  socket.on('data', (chunk) => (raw += chunk));
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  const response = new Promise<{ status: number; body: string }>((resolve) => {
    const check = () => {
      const headerEnd = raw.indexOf('\r\n\r\n');
      const length = /content-length: *(\d+)/i.exec(raw)?.[1];
      if (headerEnd >= 0 && length !== undefined && Buffer.byteLength(raw.slice(headerEnd + 4)) >= Number(length)) {
        resolve({ status: Number(raw.split(' ')[1]), body: raw.slice(headerEnd + 4) });
      }
    };
    socket.on('data', check);
    void closed.then(() => resolve({ status: Number(raw.split(' ')[1]) || 0, body: raw }));
  });
  socket.write(
    `POST ${urlPath} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${body.length}\r\nConnection: keep-alive\r\n\r\n`,
  );
  socket.write(body.subarray(0, 8));
  return { finish: () => void socket.write(body.subarray(8)), response, closed };
}

/** The pids of a process's descendants still running (Linux /proc). */
export function descendantsOf(pid: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // "pid (comm) state ppid ...": comm may hold spaces, so read after the last ')'.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // exited while we looked
    }
  }
  const found: number[] = [];
  const visit = (parent: number) => {
    for (const [child, ppid] of parents) {
      if (ppid === parent) {
        found.push(child);
        visit(child);
      }
    }
  };
  visit(pid);
  return found;
}

/** A process's command line (Linux /proc), e.g. `node --enable-source-maps api/dist/main.js`. */
export function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
  } catch {
    return '';
  }
}

export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * PGlite's pg_control "cluster state" (as pg_controldata prints it): 1 is
 * "shut down", written by a clean close; 6 is "in production", what a
 * killed process leaves, and the next open then runs crash recovery.
 */
export function pgliteClusterState(pgliteDir: string): number {
  // ControlFileData: system_identifier (8 bytes), pg_control_version (4), catalog_version_no (4), state (4).
  return readFileSync(path.join(pgliteDir, 'global', 'pg_control')).readInt32LE(16);
}
export const PG_CLUSTER_SHUT_DOWN = 1;
