// Graceful shutdown for the server process. A supervisor (Docker, systemd, a
// PaaS, or npm) sends SIGTERM or SIGINT; the process then closes what it
// opened, newest first (the HTTP server stops accepting and drains before the
// database closes), and exits 0 within a bound. The bound, or a second signal,
// forces exit code 1.
//
// close-with-grace was the obvious library, but it treats any second signal as
// "exit now": under `npm start` a terminal's Ctrl-C reaches the server twice
// (from the terminal and forwarded by npm, moments apart), which
// would kill the server before the embedded database is closed.

import type { Logger } from '../../logger.ts';

export type Closer = () => Promise<unknown>;

export interface Shutdown {
  /**
   * Registers something to close on shutdown, right after opening it.
   * Closers run one after another in reverse order of registration: last
   * opened, first closed (so the database, opened first, closes last).
   */
  add(name: string, close: Closer): void;
  /**
   * Runs the start-up. A signal that arrives meanwhile takes effect once it has
   * settled (a migration is never cut in half); a start-up that throws closes
   * what was registered and exits 1.
   */
  startUp(run: () => Promise<void>): Promise<void>;
  /** Begins the shutdown (the signal handlers call this); resolves once the process is exiting. */
  begin(reason: string, exitCode?: number): Promise<void>;
}

/** Where signals come from and how the process ends (the process itself, except in unit tests). */
export interface ShutdownHost {
  on(signal: NodeJS.Signals, listener: (signal: NodeJS.Signals) => void): unknown;
  exit(code: number): void;
}

export interface ShutdownOptions {
  logger: Logger;
  /** Everything must be closed within this many ms of the first signal, or the exit is forced (code 1). */
  timeoutMs: number;
  signals?: NodeJS.Signals[];
  host?: ShutdownHost;
}

/**
 * The same signal again within this window is the same request, not an
 * impatient second one: npm forwards a terminal's Ctrl-C to a server that
 * received it already (measured here: 0 to 150 ms apart, the latter under load).
 */
export const REPEATED_SIGNAL_WINDOW_MS = 1000;

export function createShutdown({
  logger,
  timeoutMs,
  signals = ['SIGTERM', 'SIGINT'],
  host = process,
}: ShutdownOptions): Shutdown {
  const closers: { name: string; close: Closer }[] = [];
  let startingUp: Promise<void> | undefined;
  let began: { at: number; signal?: NodeJS.Signals } | undefined;
  let finished: Promise<void> | undefined;

  const forceExit = (message: string, context: object) => {
    logger.error(context, message);
    host.exit(1);
  };

  async function closeAll(exitCode: number): Promise<void> {
    // Ref'd on purpose: if a closer hangs on a promise with nothing else
    // pending, the process must still end by the bound, and end with 1.
    const bound = setTimeout(
      () => forceExit('shutdown took too long: exiting without finishing', { timeoutMs }),
      timeoutMs,
    );
    await startingUp?.catch(() => {});
    let code = exitCode;
    for (const { name, close } of closers.toReversed()) {
      const started = performance.now();
      try {
        await close();
        logger.info({ closed: name, durationMs: Math.round(performance.now() - started) }, `closed ${name}`);
      } catch (error) {
        code = 1;
        logger.error({ err: error, closer: name }, `closing ${name} failed`);
      }
    }
    clearTimeout(bound);
    logger.info({ exitCode: code }, 'shutdown complete');
    host.exit(code);
  }

  function begin(reason: string, exitCode: number, signal?: NodeJS.Signals): Promise<void> {
    if (!finished) {
      began = { at: performance.now(), signal };
      logger.info({ reason }, 'shutting down');
      finished = closeAll(exitCode);
    }
    return finished;
  }

  const onSignal = (signal: NodeJS.Signals) => {
    if (!began) {
      void begin(signal, 0, signal);
      return;
    }
    const sinceFirstMs = Math.round(performance.now() - began.at);
    if (signal === began.signal && sinceFirstMs < REPEATED_SIGNAL_WINDOW_MS) {
      logger.debug({ signal, sinceFirstMs }, 'repeated signal ignored (already shutting down)');
      return;
    }
    forceExit('second signal: exiting without finishing the shutdown', { signal, sinceFirstMs });
  };
  for (const signal of signals) host.on(signal, onSignal);

  return {
    add(name, close) {
      closers.push({ name, close });
    },
    async startUp(run) {
      startingUp = run();
      try {
        await startingUp;
      } catch (error) {
        logger.fatal({ err: error }, 'start-up failed');
        await begin('start-up failed', 1);
      }
    },
    begin: (reason, exitCode = 0) => begin(reason, exitCode),
  };
}

export { closeHttpServer } from './http.ts';
