// Job runners for tests: on the run's PostgreSQL database (or in-memory PGlite
// when TEST_DB=pglite), each group of runners in a queue schema of its own so
// parallel test files never see each other's jobs.

import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { IN_MEMORY, openDatabase, type Database } from '../src/db/client.ts';
import { createJobRunner, type JobRunner, type JobRunnerOptions } from '../src/lib/jobs/index.ts';
import { createLogger } from '../src/logger.ts';
import { testDatabaseUrl } from './harness.ts';

export const testLogger = createLogger(process.env.TEST_LOG_LEVEL ?? 'silent');

/** A fresh queue schema name. */
export function uniqueJobSchema(): string {
  return `jobs_${randomBytes(5).toString('hex')}`;
}

/** The run's database (migrated), or a fresh in-memory PGlite on the PGlite project. */
export async function openJobsTestDatabase(): Promise<Database> {
  const databaseUrl = testDatabaseUrl();
  return databaseUrl ? openDatabase({ databaseUrl }) : openDatabase({ dataDir: IN_MEMORY });
}

/** A runner on `db`, in its own schema unless told otherwise, closed by `stopAll`. */
export class TestRunners {
  private readonly runners: JobRunner[] = [];
  constructor(private readonly db: Database) {}

  create(options: Partial<JobRunnerOptions> & { schema: string }): JobRunner {
    const runner = createJobRunner({
      database: this.db.target,
      logger: testLogger,
      pollingIntervalSeconds: 0.5,
      ...options,
    });
    this.runners.push(runner);
    return runner;
  }

  async stopAll(): Promise<void> {
    await Promise.all(this.runners.splice(0).map((runner) => runner.stop()));
  }
}

/** Polls `check` until it returns true (or throws after `timeoutMs`). */
export async function waitFor(
  check: () => boolean | Promise<boolean>,
  timeoutMs = 15_000,
  what = 'condition',
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * For a test file: opens the jobs test database before its tests, stops the
 * runners made through `runners` after each test, and closes the database at the end.
 */
export function useJobsTestDatabase(): { db: Database; runners: TestRunners } {
  const state = {} as { db: Database; runners: TestRunners };
  beforeAll(async () => {
    state.db = await openJobsTestDatabase();
    state.runners = new TestRunners(state.db);
  }, 120_000);
  afterEach(() => state.runners?.stopAll());
  afterAll(() => state.db?.close());
  return state;
}
