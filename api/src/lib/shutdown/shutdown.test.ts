import { EventEmitter } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../logger.ts';
import { REPEATED_SIGNAL_WINDOW_MS, createShutdown, type ShutdownHost } from './index.ts';

/** Promise.withResolvers arrives with Node 22. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

/** Signals come from an emitter instead of the test runner's own process; exit codes are recorded. */
class FakeProcess extends EventEmitter implements ShutdownHost {
  codes: number[] = [];
  private exited = deferred<number>();
  exit(code: number): void {
    this.codes.push(code);
    this.exited.resolve(code);
  }
  signal(name: NodeJS.Signals): void {
    this.emit(name, name);
  }
  whenExited(): Promise<number> {
    return this.exited.promise;
  }
}

function setUp(timeoutMs = 5_000) {
  const host = new FakeProcess();
  const shutdown = createShutdown({ logger: createLogger('silent'), timeoutMs, host });
  const events: string[] = [];
  return { host, shutdown, events };
}

/** A closer that finishes when the test says so. */
function pending() {
  const { promise, resolve } = deferred<void>();
  return { close: () => promise, finish: resolve };
}

describe('createShutdown', () => {
  it('on SIGTERM closes everything, newest first, then exits 0', async () => {
    const { host, shutdown, events } = setUp();
    await shutdown.startUp(async () => {
      shutdown.add('database', async () => void events.push('database'));
      shutdown.add('jobs', async () => void events.push('jobs'));
      shutdown.add('http server', async () => void events.push('http server'));
    });
    host.signal('SIGTERM');
    expect(await host.whenExited()).toBe(0);
    expect(events).toEqual(['http server', 'jobs', 'database']);
  });

  it('waits for each closer before the next one (the server drains before the database closes)', async () => {
    const { host, shutdown, events } = setUp();
    const http = pending();
    shutdown.add('database', async () => void events.push('database'));
    shutdown.add('http server', http.close);
    host.signal('SIGTERM');
    await sleep(50);
    expect(events).toEqual([]);
    http.finish();
    expect(await host.whenExited()).toBe(0);
    expect(events).toEqual(['database']);
  });

  it('takes the same signal repeated at once (Ctrl-C forwarded by npm) as one request', async () => {
    const { host, shutdown } = setUp();
    const http = pending();
    shutdown.add('http server', http.close);
    host.signal('SIGINT');
    host.signal('SIGINT');
    await sleep(20);
    host.signal('SIGINT');
    expect(host.codes).toEqual([]);
    http.finish();
    expect(await host.whenExited()).toBe(0);
  });

  it('exits 1 at once on a second signal after the repeat window', async () => {
    const { host, shutdown } = setUp();
    shutdown.add('http server', pending().close);
    host.signal('SIGTERM');
    await sleep(REPEATED_SIGNAL_WINDOW_MS + 50);
    expect(host.codes).toEqual([]);
    host.signal('SIGTERM');
    expect(host.codes).toEqual([1]);
  });

  it('exits 1 once the bound passes with a closer still running', async () => {
    const { host, shutdown } = setUp(300);
    shutdown.add('stuck', pending().close);
    const started = performance.now();
    host.signal('SIGTERM');
    expect(await host.whenExited()).toBe(1);
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('still closes the rest when one closer fails, and exits 1', async () => {
    const { host, shutdown, events } = setUp();
    shutdown.add('database', async () => void events.push('database'));
    shutdown.add('storage', async () => {
      throw new Error('bucket gone');
    });
    host.signal('SIGTERM');
    expect(await host.whenExited()).toBe(1);
    expect(events).toEqual(['database']);
  });

  it('lets a start-up in progress finish before closing what it opened', async () => {
    const { host, shutdown, events } = setUp();
    const migration = pending();
    const starting = shutdown.startUp(async () => {
      shutdown.add('database', async () => void events.push('database'));
      await migration.close();
      events.push('migrated');
      shutdown.add('http server', async () => void events.push('http server'));
    });
    host.signal('SIGTERM');
    await sleep(50);
    expect(events).toEqual([]);
    migration.finish();
    await starting;
    expect(await host.whenExited()).toBe(0);
    expect(events).toEqual(['migrated', 'http server', 'database']);
  });

  it('closes what a failed start-up opened and exits 1', async () => {
    const { host, shutdown, events } = setUp();
    await shutdown.startUp(async () => {
      shutdown.add('database', async () => void events.push('database'));
      throw Object.assign(new Error('listen EADDRINUSE'), { code: 'EADDRINUSE' });
    });
    expect(await host.whenExited()).toBe(1);
    expect(events).toEqual(['database']);
  });
});
