import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import type { ChangedEntity } from '../../lib/publicChanges/index.ts';
import { ensureWeeksJob } from './weeks.job.ts';
import { WEEK_RULES_SETTING_KEY } from '../../lib/weekRules/index.ts';

// Generated weeks are public data: the job announces them like an admin's
// change, so a cached list of weeks is dropped at once, not after its TTL.
// Its own database: the test adds a week.

let server: TestServer;
const published: (readonly ChangedEntity[])[] = [];
beforeAll(async () => {
  server = await startTestServer({}, { ownDatabase: 'weeks_job_publish' });
  server.app.publicChanges.subscribe((changed) => void published.push(changed));
});
afterAll(() => server.close());

const runJob = () =>
  ensureWeeksJob(server.app).handler(
    {},
    { jobId: 'test', key: null, retryCount: 0, now: server.app.now(), signal: new AbortController().signal },
  );
const weekLabels = async () =>
  ((await server.rest('GET', '/api/weeks')).body as { label: string }[]).map((w) => w.label);

describe('the week job and the cached public answers', () => {
  it('publishes nothing when every week exists already', async () => {
    await runJob();
    expect(published).toEqual([]);
  });

  it('publishes the new weeks, so /api/weeks shows them on the next request (same clock, within the TTL)', async () => {
    const before = await weekLabels();
    expect(await weekLabels()).toEqual(before); // now answered from memory

    // An admin keeps one more week ahead; the next hourly run creates it.
    await server.app.prisma.setting.upsert({
      where: { key: WEEK_RULES_SETTING_KEY },
      create: { key: WEEK_RULES_SETTING_KEY, value: { weeksAhead: 9 } },
      update: { value: { weeksAhead: 9 } },
    });
    await runJob();

    expect(published).toEqual([[{ typename: 'Week' }]]);
    const after = await weekLabels();
    expect(after).toHaveLength(before.length + 1);
    expect(after.slice(0, before.length)).toEqual(before);
  });
});
