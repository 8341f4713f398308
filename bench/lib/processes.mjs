// Servers under test: spawned on the server core, waited for until healthy,
// stopped with SIGTERM (SIGKILL after 15 s), their resident memory read from /proc.
import { spawn } from 'node:child_process';
import { closeSync, createReadStream, openSync, readFileSync } from 'node:fs';
import net from 'node:net';
import { createInterface } from 'node:readline';
import { onServerCore } from './cores.mjs';

const running = new Set();

export async function startServer({ name, command, args, env, cwd, port, healthPath, logFile, timeoutMs = 120_000 }) {
  // Another process answering on the port would pass the health check in our server's place.
  if (await portAnswers(port))
    throw new Error(`port ${port} is already in use (another server is running there: stop it or pick other ports)`);
  const [bin, argv] = onServerCore(command, args);
  const log = openSync(logFile, 'a');
  // taskset execs the command, so this pid is the server's own (its /proc/<pid>/status is the server's).
  const child = spawn(bin, argv, { cwd, env, stdio: ['ignore', log, log] });
  closeSync(log);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const url = `http://127.0.0.1:${port}`;
  const server = {
    name,
    url,
    pid: child.pid,
    logFile,
    exited,
    rssBytes: () => residentBytes(child.pid),
    async stop() {
      running.delete(server);
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
  running.add(server);

  const started = performance.now();
  let early = null;
  exited.then((status) => (early = status));
  for (;;) {
    if (early)
      throw new Error(
        `${name} exited before it was healthy (${JSON.stringify(early)}); its log ends:\n${tail(logFile)}`,
      );
    try {
      if ((await fetch(url + healthPath)).ok) break;
    } catch {
      // not listening yet
    }
    if (performance.now() - started > timeoutMs) {
      await server.stop();
      throw new Error(`${name} was not healthy after ${timeoutMs / 1000} s; its log ends:\n${tail(logFile)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return server;
}

function portAnswers(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

const tail = (file, lines = 15) => readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');

/** VmRSS of a process, in bytes. */
export function residentBytes(pid) {
  const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) * 1024 : Number.NaN;
}

export async function stopAll() {
  await Promise.all([...running].map((server) => server.stop()));
}

/** Runs `cleanup` once, on normal exit or on Ctrl-C / SIGTERM. */
export function onExit(cleanup) {
  let done = null;
  const run = () => (done ??= cleanup());
  const bail = (why, code) => async (error) => {
    if (error instanceof Error) console.error(error);
    console.error(`\n${why}: stopping servers and dropping the database…`);
    await run().catch((cleanupError) => console.error(cleanupError));
    process.exit(code);
  };
  process.once('SIGINT', bail('SIGINT', 130));
  process.once('SIGTERM', bail('SIGTERM', 143));
  // A crash inside a callback (the load generator's, say) must not leave servers running.
  process.once('uncaughtException', bail('uncaught exception', 1));
  process.once('unhandledRejection', bail('unhandled rejection', 1));
  return run;
}

/** Error-level (pino level >= 50) lines a server wrote to its log (streamed: a soak's log is large). */
export async function errorLogLines(logFile) {
  let count = 0;
  let first = null;
  for await (const line of createInterface({ input: createReadStream(logFile), crlfDelay: Infinity })) {
    if (!line.startsWith('{') || !/"level":\s*[5-6]\d/.test(line)) continue;
    try {
      const entry = JSON.parse(line);
      if (entry.level >= 50) {
        count += 1;
        // The whole entry (request id, url where pino has them), without the stack trace.
        if (entry.err) delete entry.err.stack;
        first ??= JSON.stringify(entry).slice(0, 400);
      }
    } catch {
      // a line that is not JSON is not a log entry
    }
  }
  return { count, first };
}
