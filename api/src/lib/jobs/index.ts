// Scheduled and retried work, safe with several API replicas: a Postgres-backed
// queue (pg-boss) behind an interface that names no library.
//
//   const ensureWeeksJob = defineJob({ name: 'catalog.ensure-weeks', cron: '0 * * * *', runOnStart: true, handler });
//   runner.register(ensureWeeksJob);
//   await runner.start();                                   // after the server listens
//   await runner.enqueue(deadlineJob, { weekId }, { key: `deadline:week:${weekId}`, runAt: week.orderDeadline });
//   await runner.enqueueMany(chargeJob, orders.map((o) => ({ payload: { orderId: o.id }, key: `charge:order:${o.id}` })));
//   await runner.stop();                                    // on shutdown
//
// Tests build the runner in `manual` mode and call `runDue(now)` after moving
// their clock. Handlers are plain idempotent service calls: the queue only
// decides when they run.

export {
  defaultRetryPolicy,
  defineJob,
  JOBS_TIME_ZONE,
  type JobContext,
  type JobDefinition,
  type JobHandler,
  type JobPayload,
  type RetryPolicy,
} from './definitions.ts';
export {
  JobRunner,
  type DueRun,
  type EnqueueOptions,
  type EnqueueResult,
  type JobRunnerOptions,
  type JobsDatabase,
  type JobsMode,
} from './runner.ts';

import { JobRunner, type JobRunnerOptions } from './runner.ts';

/** A runner with no jobs yet; `register` them, then `start()`. Nothing connects until then. */
export function createJobRunner(options: JobRunnerOptions): JobRunner {
  return new JobRunner(options);
}
