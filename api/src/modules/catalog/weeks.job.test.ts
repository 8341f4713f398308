import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueJobSchema, testLogger, waitFor } from '../../../test/jobs.ts';
import { createTempDatabase, type TempDatabase } from '../../../test/postgres.ts';
import { closeAppContext, createAppContext, type AppContext } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { registerJobs } from '../../jobs.ts';
import { weekWindowsFrom } from '../../lib/weekRules/index.ts';
import { ENSURE_WEEKS_JOB, ensureWeeksJob } from './weeks.job.ts';

/** This file's job's runs (other jobs registered beside it may be due at the same times). */
const weekRuns = <R extends { name: string }>(runs: R[]) => runs.filter((run) => run.name === ENSURE_WEEKS_JOB);

// Two API replicas (two app contexts) on one fresh PostgreSQL database.

const monday = new Date('2025-09-08T06:00:00Z'); // 09:00 Cairo
const fridayAfterMidnight = new Date('2025-09-11T21:30:00Z'); // Fri Sep 12, 00:30 Cairo (summer time)
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

let temp: TempDatabase | null = null;
const apps: AppContext[] = [];

async function replica(jobs: { mode: 'live' | 'manual'; schema: string }, now?: () => Date): Promise<AppContext> {
  const config = loadConfig({ ...process.env, NODE_ENV: 'test', DATABASE_URL: temp!.url, LOG_LEVEL: 'silent' });
  const app = await createAppContext(config, testLogger, { now, jobs });
  apps.push(app);
  registerJobs(app);
  return app;
}

async function storedWeeks(app: AppContext) {
  const weeks = await app.prisma.week.findMany({ orderBy: { startDate: 'asc' } });
  return weeks.map((w) => ({ start: isoDay(w.startDate), deadline: w.orderDeadline.toISOString(), label: w.label }));
}

function expectedWeeks(now: Date) {
  return weekWindowsFrom(now).map((w) => ({
    start: isoDay(w.startDate),
    deadline: w.orderDeadline.toISOString(),
    label: w.label,
  }));
}

beforeAll(async () => {
  temp = await createTempDatabase('weeks_job');
}, 30_000);
afterAll(async () => {
  // One at a time: manual runners sharing a queue schema each restore its clock function on stop.
  for (const app of apps.splice(0)) await closeAppContext(app);
  await temp?.drop();
});

describe('the week job on two replicas', () => {
  it('produces the same weeks whichever replica runs it, and each week once', async (ctx) => {
    if (!temp) return ctx.skip('PostgreSQL is not reachable');
    const schema = uniqueJobSchema();
    let clock = monday;
    const [a, b] = [
      await replica({ mode: 'manual', schema }, () => clock),
      await replica({ mode: 'manual', schema }, () => clock),
    ];
    await a!.jobs.start(); // one at a time: each attaches its test clock to the shared schema
    await b!.jobs.start();

    // Both replicas queued the start-up run; it runs once, on one of them.
    const first = (await Promise.all([a!.jobs.runDue(), b!.jobs.runDue()])).map(weekRuns);
    expect(first.flat()).toEqual([{ name: ENSURE_WEEKS_JOB, key: null, retryCount: 0, ok: true }]);
    expect(await storedWeeks(a!)).toEqual(expectedWeeks(monday));

    // Friday 00:30 Cairo: the hourly run on replica B adds the ninth week ahead...
    clock = fridayAfterMidnight;
    expect(weekRuns(await b!.jobs.runDue())).toMatchObject([{ name: ENSURE_WEEKS_JOB, ok: true }]);
    const afterB = await storedWeeks(b!);
    expect(afterB).toEqual([...expectedWeeks(monday), expectedWeeks(fridayAfterMidnight).at(-1)]);
    // ...and replica A's run of the same hour finds nothing left to do.
    expect(weekRuns(await a!.jobs.runDue())).toMatchObject([{ name: ENSURE_WEEKS_JOB, ok: true }]);
    expect(await storedWeeks(a!)).toEqual(afterB);

    // Both handlers at the same instant on a later Friday: still one row per week.
    const later = new Date(fridayAfterMidnight.getTime() + 7 * 86_400_000);
    const context = { jobId: 'test', key: null, retryCount: 0, now: later, signal: new AbortController().signal };
    await Promise.all([ensureWeeksJob(a!).handler({}, context), ensureWeeksJob(b!).handler({}, context)]);
    const weeks = await storedWeeks(a!);
    expect(weeks.map((w) => w.start)).toEqual([...new Set(weeks.map((w) => w.start))]);
    expect(weeks.slice(-9)).toEqual(expectedWeeks(later));
  }, 60_000);

  it('runs at start-up on live replicas', async (ctx) => {
    if (!temp) return ctx.skip('PostgreSQL is not reachable');
    const schema = uniqueJobSchema();
    const [a, b] = [await replica({ mode: 'live', schema }), await replica({ mode: 'live', schema })];
    await a!.prisma.week.deleteMany();
    // Live runners read real time when they run: the window is the one of a moment between these
    // two (equal except when a week's deadline passes in between), not of a moment read later.
    const before = new Date();
    await Promise.all([a!.jobs.start(), b!.jobs.start()]);
    await waitFor(async () => (await a!.prisma.week.count()) === 9, 15_000, 'the weeks');
    const after = new Date();
    expect([expectedWeeks(before), expectedWeeks(after)]).toContainEqual(await storedWeeks(b!));
  }, 60_000);
});
