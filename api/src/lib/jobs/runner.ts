// The job runner: pg-boss behind a small interface. The queue lives in its own
// Postgres schema (`pgboss` by default), installed and migrated by pg-boss at
// start under its own advisory lock, outside Prisma's migrations.
//
// Two modes:
// - live: workers take jobs as they come due, pg-boss's cron sends recurring
//   ones (one job per occurrence across replicas). What the server runs.
// - manual: nothing runs by itself; `runDue(now)` runs what is due at `now`.
//   pg-boss's test clock is attached, so the queue's own SQL (start times,
//   retry back-off) reads the same "now" as the handlers. For tests that move
//   a clock.

import type { PGlite } from '@electric-sql/pglite';
import { fromPglite, PgBoss, TestClock, type Job, type JobWithMetadata, type Queue } from 'pg-boss';
import type { Logger } from '../../logger.ts';
import {
  defaultRetryPolicy,
  JOBS_TIME_ZONE,
  type JobContext,
  type JobDefinition,
  type JobPayload,
} from './definitions.ts';

/** Where the queue's tables live: the app's PostgreSQL, or the app's embedded PGlite instance. */
export type JobsDatabase = { kind: 'postgres'; url: string } | { kind: 'pglite'; client: PGlite };

export type JobsMode = 'live' | 'manual';

/** The runner keeps jobs of every payload type side by side; each handler gets its own type back. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a registry of differently typed jobs
type AnyJobDefinition = JobDefinition<any>;

export interface JobRunnerOptions {
  database: JobsDatabase;
  logger: Pick<Logger, 'info' | 'warn' | 'error' | 'debug'>;
  /** The app clock; handlers get it as `context.now` in live mode. */
  now?: () => Date;
  /**
   * Default `live`. `manual` attaches pg-boss's test clock to the schema: runners
   * sharing a schema in manual mode must be driven to the same times, and started
   * and stopped one at a time (each replaces the schema's clock function).
   */
  mode?: JobsMode;
  /** The queue's schema (default `pgboss`). Tests give each runner group its own. */
  schema?: string;
  /** How often idle workers look for jobs that came due (retries, delayed starts); new ones wake them at once (default 2 s). */
  pollingIntervalSeconds?: number;
  /** How often a replica checks the recurring schedules (default 30 s, 1..45). */
  cronCheckSeconds?: number;
  /** How long `stop()` lets running handlers finish before releasing them for a retry (default 5 s). */
  stopTimeoutMs?: number;
}

export interface EnqueueOptions {
  /**
   * Idempotency key (e.g. `deadline:week:42`): while a job with this key and name
   * is waiting, retrying or running, enqueueing it again does nothing. Once it
   * has finished the key may run again, so handlers stay idempotent.
   */
  key: string;
  /** Not before this instant (default: now). */
  runAt?: Date;
}

export interface EnqueueResult {
  /** False when a job with the same name and key was already waiting or running. */
  enqueued: boolean;
  /** The queue's job id, when enqueued. */
  id: string | null;
}

/** One handler run, as `runDue` reports it. */
export interface DueRun {
  name: string;
  key: string | null;
  retryCount: number;
  ok: boolean;
  error?: string;
}

/** Passes over the queues after which `runDue` gives up: a job that keeps enqueueing itself as due. */
const MAX_DUE_PASSES = 100;
const DUE_BATCH_SIZE = 100;

export class JobRunner {
  readonly mode: JobsMode;
  readonly schema: string;
  private readonly definitions = new Map<string, AnyJobDefinition>();
  private readonly now: () => Date;
  private boss: PgBoss | null = null;
  private clock: TestClock | null = null;
  /** Manual mode: the last time recurring schedules were checked. */
  private schedulesCheckedAt = new Date(0);

  constructor(private readonly options: JobRunnerOptions) {
    this.mode = options.mode ?? 'live';
    this.schema = options.schema ?? 'pgboss';
    this.now = options.now ?? (() => new Date());
  }

  /** Adds jobs; call before `start()`. */
  register(...definitions: AnyJobDefinition[]): void {
    if (this.boss) throw new Error('Register jobs before the runner starts');
    for (const definition of definitions) {
      if (this.definitions.has(definition.name)) throw new Error(`Job "${definition.name}" is registered twice`);
      this.definitions.set(definition.name, definition);
    }
  }

  get started(): boolean {
    return this.boss !== null;
  }

  /**
   * Installs or migrates the queue schema, creates a queue per job, and in live
   * mode starts the workers and the recurring schedules. Jobs marked
   * `runOnStart` are enqueued (in manual mode the first `runDue` runs them).
   */
  async start(): Promise<void> {
    if (this.boss) return;
    const started = performance.now();
    const manual = this.mode === 'manual';
    this.clock = manual ? new TestClock(this.now()) : null;
    this.schedulesCheckedAt = this.now();
    const boss = new PgBoss({
      ...connectionOptions(this.options.database),
      schema: this.schema,
      application_name: 'mealbox-jobs',
      ...(this.clock ? { clock: this.clock } : {}),
      // Manual mode runs schedules itself and needs no maintenance pass.
      schedule: !manual,
      supervise: !manual,
      useListenNotify: !manual,
      cronMonitorIntervalSeconds: this.options.cronCheckSeconds ?? 30,
      cronWorkerIntervalSeconds: Math.min(5, this.options.cronCheckSeconds ?? 5),
    });
    boss.on('error', (error) => this.options.logger.error({ err: error }, 'job queue error'));
    boss.on('warning', (warning) => this.options.logger.warn({ warning }, 'job queue warning'));
    await boss.start();
    this.boss = boss;
    try {
      for (const definition of this.definitions.values()) await this.prepareQueue(boss, definition);
      for (const definition of this.definitions.values()) {
        if (definition.runOnStart) await boss.send(definition.name, {});
      }
    } catch (error) {
      await this.stop();
      throw error;
    }
    this.options.logger.info(
      {
        mode: this.mode,
        schema: this.schema,
        jobs: [...this.definitions.keys()],
        startMs: Math.round(performance.now() - started),
      },
      'job runner started',
    );
  }

  /**
   * Stops taking jobs and waits for running handlers up to `stopTimeoutMs`;
   * handlers still running then are aborted (`context.signal`) and their jobs
   * released to be retried by a replica that is still up.
   */
  async stop(): Promise<void> {
    const boss = this.boss;
    if (!boss) return;
    this.boss = null;
    await boss.stop({ graceful: true, timeout: this.options.stopTimeoutMs ?? 5000 });
    this.clock = null;
  }

  /** Enqueues a one-off run of a registered job. */
  async enqueue<P extends JobPayload>(
    job: JobDefinition<P> | string,
    payload: P,
    options: EnqueueOptions,
  ): Promise<EnqueueResult> {
    const name = this.registeredName(job);
    if (!options.key) throw new Error(`Job "${name}" needs an idempotency key`);
    const id = await this.requireStarted().send(name, payload, {
      singletonKey: options.key,
      ...(options.runAt ? { startAfter: options.runAt } : {}),
    });
    return { enqueued: id !== null, id };
  }

  /**
   * Enqueues many runs of one job in a single statement (fan-out, e.g. one
   * charge per order), with the same key rule as `enqueue`. Answers how many
   * were new.
   */
  async enqueueMany<P extends JobPayload>(
    job: JobDefinition<P> | string,
    items: ({ payload: P } & EnqueueOptions)[],
  ): Promise<{ enqueued: number }> {
    const name = this.registeredName(job);
    if (items.some((item) => !item.key)) throw new Error(`Job "${name}" needs an idempotency key`);
    if (items.length === 0) return { enqueued: 0 };
    const ids = await this.requireStarted().insert(
      name,
      items.map((item) => ({
        data: item.payload,
        singletonKey: item.key,
        ...(item.runAt ? { startAfter: item.runAt } : {}),
      })),
      { returnId: true },
    );
    return { enqueued: ids?.length ?? 0 };
  }

  /**
   * Manual mode: moves the queue's clock to `now` (default: the app clock), adds
   * one run of each recurring job that had an occurrence since the last check,
   * then runs every job due at `now`, including jobs those runs enqueue as due,
   * until none is left. A failed run is retried only once `now` passes its
   * back-off. Returns the runs in order.
   */
  async runDue(now: Date = this.now()): Promise<DueRun[]> {
    const boss = this.requireStarted();
    if (!this.clock) throw new Error('runDue is for the manual mode (tests that move a clock)');
    await this.clock.setTime(now);
    await this.enqueueDueOccurrences(boss, now);

    const runs: DueRun[] = [];
    for (let pass = 0; ; pass += 1) {
      if (pass >= MAX_DUE_PASSES) throw new Error(`runDue: jobs still due after ${MAX_DUE_PASSES} passes`);
      let ranAny = false;
      for (const definition of this.definitions.values()) {
        const jobs = await boss.fetch<JobPayload>(definition.name, {
          batchSize: DUE_BATCH_SIZE,
          includeMetadata: true,
        });
        for (const job of jobs) {
          ranAny = true;
          runs.push(await this.runOne(boss, definition, job, now));
        }
      }
      if (!ranAny) return runs;
    }
  }

  private registeredName(job: AnyJobDefinition | string): string {
    const name = typeof job === 'string' ? job : job.name;
    if (!this.definitions.has(name)) throw new Error(`Job "${name}" is not registered`);
    return name;
  }

  private requireStarted(): PgBoss {
    if (!this.boss) throw new Error('The job runner is not started');
    return this.boss;
  }

  private async prepareQueue(boss: PgBoss, definition: AnyJobDefinition): Promise<void> {
    const retry = { ...defaultRetryPolicy, ...definition.retry };
    const options: Omit<Queue, 'name' | 'policy'> = {
      retryLimit: retry.limit,
      retryDelay: retry.delaySeconds,
      retryBackoff: retry.backoff,
      ...(retry.backoff ? { retryDelayMax: retry.maxDelaySeconds } : {}),
      expireInSeconds: definition.timeoutSeconds ?? 15 * 60,
      notify: true,
    };
    // `exclusive`: at most one waiting, retrying or running job per key; keyless
    // runs (recurring, start-up) share one key, so they never pile up.
    await boss.createQueue(definition.name, { policy: 'exclusive', ...options });
    await boss.updateQueue(definition.name, options); // a changed definition wins over the stored queue
    if (this.mode === 'manual') return;

    if (definition.cron) {
      await boss.schedule(definition.name, definition.cron, {}, { tz: JOBS_TIME_ZONE, missed: 'once' });
    } else {
      await boss.unschedule(definition.name);
    }
    await boss.work(
      definition.name,
      {
        batchSize: 1,
        includeMetadata: true as const,
        localConcurrency: definition.concurrency ?? 1,
        // NOTIFY wakes workers for new jobs at once; retries and delayed jobs
        // come due without one, so the backstop poll stays short.
        pollingIntervalSeconds: this.options.pollingIntervalSeconds ?? 2,
        notifyPollingIntervalSeconds: this.options.pollingIntervalSeconds ?? 2,
      },
      async ([job]: JobWithMetadata<JobPayload>[]) => {
        if (job) await this.invoke(definition, job, this.now());
      },
    );
  }

  /** Runs the handler; a throw fails the job (pg-boss retries it per the queue's policy). */
  private async invoke(definition: AnyJobDefinition, job: JobWithMetadata<JobPayload>, now: Date): Promise<void> {
    const context: JobContext = {
      jobId: job.id,
      key: job.singletonKey,
      retryCount: job.retryCount,
      now,
      signal: job.signal,
    };
    const started = performance.now();
    try {
      await definition.handler(job.data ?? {}, context);
      this.options.logger.debug(
        { job: definition.name, key: context.key, durationMs: Math.round(performance.now() - started) },
        'job done',
      );
    } catch (error) {
      this.options.logger.warn(
        { err: error, job: definition.name, key: context.key, retryCount: job.retryCount, retryLimit: job.retryLimit },
        'job failed',
      );
      throw error;
    }
  }

  private async runOne(
    boss: PgBoss,
    definition: AnyJobDefinition,
    job: JobWithMetadata<JobPayload>,
    now: Date,
  ): Promise<DueRun> {
    const run = { name: definition.name, key: job.singletonKey, retryCount: job.retryCount };
    try {
      await this.invoke(definition, job, now);
      await boss.complete(definition.name, job.id);
      return { ...run, ok: true };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await boss.fail(definition.name, job.id, { message });
      return { ...run, ok: false, error: message };
    }
  }

  /** Manual mode's stand-in for pg-boss's cron pass: one run for any occurrences since the last check. */
  private async enqueueDueOccurrences(boss: PgBoss, now: Date): Promise<void> {
    const since = this.schedulesCheckedAt;
    if (now <= since) return;
    this.schedulesCheckedAt = now;
    for (const definition of this.definitions.values()) {
      if (!definition.cron) continue;
      const [next] = boss.previewSchedule(definition.cron, { tz: JOBS_TIME_ZONE, from: since, count: 1 });
      if (next && next <= now) await boss.send(definition.name, {});
    }
  }
}

function connectionOptions(database: JobsDatabase) {
  return database.kind === 'postgres'
    ? { connectionString: database.url, max: 4 }
    : // pg-boss's own adapter: every statement goes through PGlite's query queue,
      // which waits for an open Prisma transaction rather than landing inside it.
      { db: fromPglite(database.client), backend: 'pglite' as const };
}

export type { Job };
