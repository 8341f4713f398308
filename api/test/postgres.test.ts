import { afterEach, describe, expect, it, vi } from 'vitest';

// Every PostgreSQL guard in the suites (ctx.skip, skipIf on the run's database, the journeys'
// database) goes through createTempDatabase, so this is where CI turns a skip into a failure.
const unreachable = 'postgres://postgres@127.0.0.1:9/postgres';

async function freshCreateTempDatabase(ci: string) {
  vi.resetModules();
  vi.stubEnv('TEST_POSTGRES_URL', unreachable);
  vi.stubEnv('CI', ci);
  return (await import('./postgres.ts')).createTempDatabase;
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('a test run without PostgreSQL', () => {
  it('on CI fails instead of skipping', async () => {
    const createTempDatabase = await freshCreateTempDatabase('true');
    await expect(createTempDatabase('ci_probe')).rejects.toThrow(/CI requires it/);
  });

  it('elsewhere answers null, so the PostgreSQL cases skip saying why', async () => {
    const createTempDatabase = await freshCreateTempDatabase('');
    await expect(createTempDatabase('local_probe')).resolves.toBeNull();
  });
});
