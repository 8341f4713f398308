import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { registerJobs } from '../../jobs.ts';
import { weekWindowsFrom } from '../../lib/weekRules/index.ts';
import { ENSURE_WEEKS_JOB } from './weeks.job.ts';

/** This file's job's runs (other jobs registered beside it may be due at the same times). */
const weekRuns = <R extends { name: string }>(runs: R[]) => runs.filter((run) => run.name === ENSURE_WEEKS_JOB);

// How a test drives the jobs: register them on the test server's runner (manual
// mode), move the test clock, run what is due. On PostgreSQL and on PGlite.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  registerJobs(server.app);
  await server.app.jobs.start();
});
afterAll(() => server.close());

describe('the week job, driven by the test clock', () => {
  it('runs at start and then hourly, adding the week that comes into range', async () => {
    const startRuns = weekRuns(await server.app.jobs.runDue());
    expect(startRuns).toEqual([{ name: ENSURE_WEEKS_JOB, key: null, retryCount: 0, ok: true }]);

    // A week later (at least one hourly occurrence passed): one run, one new week.
    server.clock.set(new Date(Date.now() + 7 * 86_400_000));
    expect(weekRuns(await server.app.jobs.runDue())).toMatchObject([{ name: ENSURE_WEEKS_JOB, ok: true }]);
    const furthest = weekWindowsFrom(server.app.now()).at(-1)!;
    const stored = await server.app.prisma.week.findUnique({ where: { startDate: furthest.startDate } });
    expect(stored).toMatchObject({ label: furthest.label, orderDeadline: furthest.orderDeadline });

    // Nothing else is due at the same time.
    expect(weekRuns(await server.app.jobs.runDue())).toEqual([]);
  });
});
