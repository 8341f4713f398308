// What a job is, independent of the queue library: a name, a handler that is a
// plain idempotent service call, and when it runs (on a Cairo cron, at start,
// or when enqueued with a key).

/** Recurring schedules are read in business time. */
export const JOBS_TIME_ZONE = 'Africa/Cairo';

export interface JobContext {
  /** The queue's id for this run (stable across retries of one job). */
  jobId: string;
  /** The idempotency key it was enqueued with; null for recurring and start-up runs. */
  key: string | null;
  /** 0 on the first run, 1 on the first retry, ... */
  retryCount: number;
  /**
   * "Now" for this run: the runner's clock when the job started, or the time given
   * to `runDue(now)`. Handlers compute from it rather than from `new Date()`.
   */
  now: Date;
  /** Aborted when the runner stops before the handler finished (its run is then retried). */
  signal: AbortSignal;
}

export type JobPayload = Record<string, unknown>;

export type JobHandler<P extends JobPayload = JobPayload> = (payload: P, context: JobContext) => Promise<void>;

export interface RetryPolicy {
  /** Retries after the first failure (so `limit + 1` runs at most). */
  limit: number;
  /** Delay before the first retry, in seconds. */
  delaySeconds: number;
  /** Double the delay on each retry (with jitter), up to `maxDelaySeconds` (used only with back-off). */
  backoff: boolean;
  maxDelaySeconds: number;
}

export const defaultRetryPolicy: RetryPolicy = Object.freeze({
  limit: 5,
  delaySeconds: 30,
  backoff: true,
  maxDelaySeconds: 3600,
});

export interface JobDefinition<P extends JobPayload = JobPayload> {
  /** Queue name: letters, digits, `.`, `-`, `_`, `/` (e.g. `catalog.ensure-weeks`). */
  name: string;
  handler: JobHandler<P>;
  /**
   * Recurring: a cron expression in Africa/Cairo time (`0 * * * *` = hourly). One
   * run per occurrence across all replicas; occurrences missed while every replica
   * was down are caught up with a single run.
   */
  cron?: string;
  /** Also run once when a runner starts (deduplicated with any run already waiting). */
  runOnStart?: boolean;
  /** Retries with back-off after a handler throws. Defaults: `defaultRetryPolicy`. */
  retry?: Partial<RetryPolicy>;
  /** A run still going after this long is taken as crashed and retried (default 15 minutes). */
  timeoutSeconds?: number;
  /** Runs of this job at the same time on one replica (default 1). */
  concurrency?: number;
}

/** Declares a job; typed so the payload given to `enqueue` matches the handler's. */
export function defineJob<P extends JobPayload>(definition: JobDefinition<P>): JobDefinition<P> {
  if (!/^[\w.\-/]+$/.test(definition.name)) throw new Error(`Invalid job name "${definition.name}"`);
  return definition;
}
