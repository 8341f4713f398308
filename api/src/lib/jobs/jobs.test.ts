import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { TestRunners, uniqueJobSchema, useJobsTestDatabase, waitFor } from '../../../test/jobs.ts';
import { createTempDatabase } from '../../../test/postgres.ts';
import { openDatabase } from '../../db/client.ts';
import { diffDatabaseToSchema } from '../../db/migrations.ts';
import { defineJob, type JobContext } from './index.ts';

// Several runners on one PostgreSQL database stand for several API replicas.

const env = useJobsTestDatabase();

/** Rows of a query on the jobs database (pg-boss's own tables), on either database kind. */
async function rowsOf<Row extends object>(sql: string, params: unknown[] = []): Promise<Row[]> {
  if (env.db.target.kind === 'pglite') return (await env.db.target.client.query<Row>(sql, params)).rows;
  const client = new pg.Client({ connectionString: env.db.target.url });
  await client.connect();
  try {
    return (await client.query<Row>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

/** State of every job of `name` in a queue schema, straight from pg-boss's table. */
async function jobStates(schema: string, name: string): Promise<string[]> {
  const rows = await rowsOf<{ state: string }>(`SELECT state FROM ${schema}.job WHERE name = $1`, [name]);
  return rows.map((row) => row.state);
}

/** When the deployment last ran a schedule pass: pg-boss stamps it, whichever replica claimed the pass. */
async function lastSchedulePass(schema: string): Promise<number> {
  const [row] = await rowsOf<{ cron_on: Date | null }>(`SELECT cron_on FROM ${schema}.version`);
  return row?.cron_on ? new Date(row.cron_on).getTime() : 0;
}

describe('job runners as replicas', () => {
  it('run a scheduled occurrence exactly once between three replicas', async () => {
    const runs: JobContext[] = [];
    const schema = uniqueJobSchema();
    const tick = defineJob({
      name: 'test.every-minute',
      cron: '* * * * *',
      async handler(_payload, context) {
        runs.push(context);
      },
    });
    const replicas = [1, 2, 3].map(() => env.runners.create({ schema, cronCheckSeconds: 1 }));
    for (const replica of replicas) replica.register(tick);
    await Promise.all(replicas.map((replica) => replica.start()));

    await waitFor(() => runs.length > 0, 10_000, 'the occurrence to run');
    // Two more schedule passes, by whichever replicas claim them: a duplicate would be sent by now.
    let passes = 0;
    let last = await lastSchedulePass(schema);
    await waitFor(
      async () => {
        const pass = await lastSchedulePass(schema);
        if (pass > last) [passes, last] = [passes + 1, pass];
        return passes >= 2;
      },
      10_000,
      'two more schedule passes',
    );
    // One job per occurrence (a minute; a start just before a minute ends may see two), each run once.
    const jobs = await rowsOf<{ singleton_on: string; state: string }>(
      `SELECT singleton_on::text, state FROM ${schema}.job WHERE name = $1`,
      ['test.every-minute'],
    );
    expect(new Set(jobs.map((job) => job.singleton_on)).size).toBe(jobs.length);
    await waitFor(() => runs.length === jobs.length, 5000, 'every occurrence to run');
    expect(runs).toHaveLength(jobs.length);
    expect(jobs.length).toBeLessThanOrEqual(2);
  }, 60_000);

  it('lets a running job finish when a replica stops', async () => {
    const schema = uniqueJobSchema();
    let finished = false;
    let started = false;
    // The job runs until the test lets it go, after the stop has begun.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slow = defineJob({
      name: 'test.slow',
      async handler() {
        started = true;
        await released;
        finished = true;
      },
    });
    const runner = env.runners.create({ schema, stopTimeoutMs: 5000 });
    runner.register(slow);
    await runner.start();
    await runner.enqueue(slow, {}, { key: 'slow:1' });
    await waitFor(() => started, 10_000, 'the job to start');

    const stopping = runner.stop();
    release();
    await stopping;
    expect(finished).toBe(true);
    expect(await jobStates(schema, 'test.slow')).toEqual(['completed']);
  });

  it('releases a job that outlives the stop timeout; another replica finishes it', async () => {
    const schema = uniqueJobSchema();
    const seen: { retryCount: number; aborted: boolean }[] = [];
    const stuck = defineJob({
      name: 'test.stuck',
      retry: { limit: 2, delaySeconds: 1, backoff: false },
      async handler(_payload, context) {
        const run = { retryCount: context.retryCount, aborted: false };
        seen.push(run);
        if (context.retryCount > 0) return;
        // The first run hangs until the runner gives up on it.
        await new Promise<void>((resolve) => context.signal.addEventListener('abort', () => resolve()));
        run.aborted = true;
      },
    });
    const leaving = env.runners.create({ schema, stopTimeoutMs: 1000 });
    leaving.register(stuck);
    await leaving.start();
    await leaving.enqueue(stuck, {}, { key: 'stuck:1' });
    await waitFor(() => seen.length === 1, 10_000, 'the first run');

    const stopStarted = performance.now();
    await leaving.stop();
    expect(performance.now() - stopStarted).toBeLessThan(4000);
    expect(seen[0]!.aborted).toBe(true);
    expect(await jobStates(schema, 'test.stuck')).toEqual(['retry']);

    const staying = env.runners.create({ schema });
    staying.register(stuck);
    await staying.start();
    await waitFor(() => seen.length === 2, 15_000, 'the retry on the other replica');
    await waitFor(async () => (await jobStates(schema, 'test.stuck'))[0] === 'completed', 5000, 'completion');
    expect(seen[1]).toEqual({ retryCount: 1, aborted: false });
  });

  it('retries a failing job with its workers until it succeeds', async () => {
    const schema = uniqueJobSchema();
    const attempts: number[] = [];
    const flaky = defineJob({
      name: 'test.flaky-live',
      retry: { limit: 3, delaySeconds: 1, backoff: false },
      async handler(_payload, { retryCount }) {
        attempts.push(retryCount);
        if (retryCount < 2) throw new Error('payment provider is down');
      },
    });
    const runner = env.runners.create({ schema });
    runner.register(flaky);
    await runner.start();
    await runner.enqueue(flaky, {}, { key: 'charge:order:9' });
    await waitFor(async () => (await jobStates(schema, 'test.flaky-live'))[0] === 'completed', 20_000, 'success');
    expect(attempts).toEqual([0, 1, 2]);
  });
});

describe('the queue schema beside Prisma migrations', () => {
  it('leaves the database matching schema.prisma exactly', async (ctx) => {
    const temp = await createTempDatabase('jobs_schema');
    if (!temp) return ctx.skip('PostgreSQL is not reachable');
    const own = await openDatabase({ databaseUrl: temp.url });
    try {
      const runner = new TestRunners(own).create({ schema: 'pgboss' });
      runner.register(defineJob({ name: 'test.noop', cron: '0 * * * *', async handler() {} }));
      await runner.start();
      await runner.stop();
      const diff = await diffDatabaseToSchema({ kind: 'postgres', url: temp.url });
      expect(diff).toEqual({ empty: true, sql: '-- This is an empty migration.\n' });
    } finally {
      await own.close();
      await temp.drop();
    }
  }, 60_000);
});
