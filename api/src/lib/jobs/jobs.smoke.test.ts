import { describe, expect, it } from 'vitest';
import { uniqueJobSchema, useJobsTestDatabase, waitFor } from '../../../test/jobs.ts';
import { defineJob, type JobContext, type JobDefinition, type JobPayload } from './index.ts';

// The queue on the run's PostgreSQL (api project) and on in-memory PGlite
// (api-pglite project): the same pg-boss, through its PGlite adapter there.

const onPglite = process.env.TEST_DB === 'pglite';
const minutes = (n: number) => n * 60_000;
const seconds = (n: number) => n * 1000;
const at = (base: Date, ms: number) => new Date(base.getTime() + ms);

/** A job that records each run (payload and context) and can be told to fail. */
function recordingJob(
  name: string,
  options: { failTimes?: number; cron?: string; runOnStart?: boolean; retry?: object } = {},
) {
  const runs: { payload: JobPayload; context: JobContext }[] = [];
  let failuresLeft = options.failTimes ?? 0;
  const job = defineJob({
    name,
    cron: options.cron,
    runOnStart: options.runOnStart,
    retry: options.retry,
    async handler(payload, context) {
      runs.push({ payload, context });
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        throw new Error('payment provider is down');
      }
    },
  });
  return { job, runs };
}

const env = useJobsTestDatabase();

describe(`job runner, live (${onPglite ? 'PGlite' : 'PostgreSQL'})`, () => {
  it('runs an enqueued job through its workers', async () => {
    const { job, runs } = recordingJob('test.live');
    const runner = env.runners.create({ schema: uniqueJobSchema() });
    runner.register(job);
    await runner.start();
    expect(await runner.enqueue(job, { orderId: 7 }, { key: 'order:7' })).toMatchObject({ enqueued: true });
    await waitFor(() => runs.length === 1, 15_000, 'the job to run');
    expect(runs[0]!.payload).toEqual({ orderId: 7 });
    expect(runs[0]!.context).toMatchObject({ key: 'order:7', retryCount: 0 });
  });

  it('runs a runOnStart job once when the runner starts', async () => {
    const { job, runs } = recordingJob('test.on-start', { runOnStart: true, cron: '0 3 * * *' });
    const runner = env.runners.create({ schema: uniqueJobSchema() });
    runner.register(job);
    await runner.start();
    await waitFor(() => runs.length === 1, 15_000, 'the start-up run');
    expect(runs[0]!.context.key).toBeNull();
  });
});

describe(`job runner, manual with a moved clock (${onPglite ? 'PGlite' : 'PostgreSQL'})`, () => {
  const t0 = new Date('2026-03-02T08:30:00Z'); // Monday 10:30 Cairo

  async function manualRunner(...jobs: JobDefinition<any>[]) {
    const runner = env.runners.create({ schema: uniqueJobSchema(), mode: 'manual', now: () => t0 });
    runner.register(...jobs);
    await runner.start();
    return runner;
  }

  it('runs a job only once the clock reaches its start time, with that time as its now', async () => {
    const { job, runs } = recordingJob('test.later');
    const runner = await manualRunner(job);
    await runner.enqueue(job, { weekId: 42 }, { key: 'deadline:week:42', runAt: at(t0, minutes(60)) });

    expect(await runner.runDue(t0)).toEqual([]);
    expect(await runner.runDue(at(t0, minutes(59)))).toEqual([]);
    const later = at(t0, minutes(61));
    expect(await runner.runDue(later)).toEqual([
      { name: 'test.later', key: 'deadline:week:42', retryCount: 0, ok: true },
    ]);
    expect(runs.map((run) => run.context.now)).toEqual([later]);
    expect(await runner.runDue(at(t0, minutes(120)))).toEqual([]);
  });

  it('runs a key enqueued twice once', async () => {
    const { job, runs } = recordingJob('test.singleton');
    const runner = await manualRunner(job);
    const first = await runner.enqueue(job, { n: 1 }, { key: 'deadline:week:42' });
    const second = await runner.enqueue(job, { n: 2 }, { key: 'deadline:week:42' });
    const other = await runner.enqueue(job, { n: 3 }, { key: 'deadline:week:43' });
    expect([first.enqueued, second.enqueued, other.enqueued]).toEqual([true, false, true]);
    await runner.runDue(t0);
    expect(runs.map((run) => run.payload).sort((a, b) => Number(a.n) - Number(b.n))).toEqual([{ n: 1 }, { n: 3 }]);
  });

  it('fans out many keyed runs in one call, each key once', async () => {
    const { job, runs } = recordingJob('test.fan-out');
    const runner = await manualRunner(job);
    const orders = Array.from({ length: 500 }, (_, i) => ({ payload: { orderId: i }, key: `charge:order:${i}` }));
    const started = performance.now();
    expect(await runner.enqueueMany(job, orders)).toEqual({ enqueued: 500 });
    const enqueueMs = performance.now() - started;
    // Again, plus one new key and one due later: only the new ones count.
    expect(
      await runner.enqueueMany(job, [
        ...orders.slice(0, 10),
        { payload: { orderId: 500 }, key: 'charge:order:500' },
        { payload: { orderId: 501 }, key: 'charge:order:501', runAt: at(t0, minutes(5)) },
      ]),
    ).toEqual({ enqueued: 2 });

    expect(await runner.runDue(t0)).toHaveLength(501);
    expect(new Set(runs.map((run) => run.context.key)).size).toBe(501);
    expect(await runner.runDue(at(t0, minutes(5)))).toMatchObject([{ key: 'charge:order:501', ok: true }]);
    console.info(`enqueueMany: 500 jobs in ${Math.round(enqueueMs)} ms`);
  });

  it('retries a failing handler after a growing back-off, then it succeeds', async () => {
    const { job, runs } = recordingJob('test.flaky', {
      failTimes: 2,
      retry: { limit: 3, delaySeconds: 60, backoff: true },
    });
    const runner = await manualRunner(job);
    await runner.enqueue(job, {}, { key: 'charge:order:1' });

    expect(await runner.runDue(t0)).toMatchObject([{ ok: false, retryCount: 0, error: 'payment provider is down' }]);
    // pg-boss's back-off: the n-th retry waits between delay × 2^(n-1) and delay × 2^n.
    expect(await runner.runDue(at(t0, seconds(59)))).toEqual([]);
    const t1 = at(t0, seconds(121));
    expect(await runner.runDue(t1)).toMatchObject([{ ok: false, retryCount: 1 }]);
    expect(await runner.runDue(at(t1, seconds(119)))).toEqual([]);
    expect(await runner.runDue(at(t1, seconds(241)))).toMatchObject([
      { ok: true, retryCount: 2, key: 'charge:order:1' },
    ]);
    expect(runs).toHaveLength(3);
  });

  it('runs a recurring job once for each check that passed an occurrence (Cairo time)', async () => {
    // 08:00 Cairo daily; t0 is 10:30 Cairo (UTC+2 in March).
    const { job, runs } = recordingJob('test.daily', { cron: '0 8 * * *' });
    const runner = await manualRunner(job);
    expect(await runner.runDue(t0)).toEqual([]);
    expect(await runner.runDue(at(t0, minutes(60 * 21)))).toEqual([]); // 07:30 Cairo next day
    expect(await runner.runDue(at(t0, minutes(60 * 21 + 31)))).toMatchObject([{ name: 'test.daily', ok: true }]); // 08:01
    expect(await runner.runDue(at(t0, minutes(60 * 22)))).toEqual([]);
    // Three days later: three occurrences passed, one run (handlers compute from "now").
    expect(await runner.runDue(at(t0, minutes(60 * 24 * 4)))).toHaveLength(1);
    expect(runs).toHaveLength(2);
  });

  it('runs start-up jobs on the first call and jobs that due jobs enqueue in the same call', async () => {
    const { job: follow, runs: followRuns } = recordingJob('test.follow-up');
    let runner: Awaited<ReturnType<typeof manualRunner>>;
    const starter = defineJob({
      name: 'test.starter',
      runOnStart: true,
      async handler(_payload, { now }) {
        await runner.enqueue(follow, { from: 'starter' }, { key: 'follow:1', runAt: now });
      },
    });
    runner = await manualRunner(starter, follow);
    const ran = await runner.runDue(t0);
    expect(ran.map((run) => run.name)).toEqual(['test.starter', 'test.follow-up']);
    expect(followRuns[0]!.payload).toEqual({ from: 'starter' });
  });
});
