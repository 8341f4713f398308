// Two replicas on one PostgreSQL database: a change one of them announces
// drops the other's cached answers (LISTEN/NOTIFY), and a replica whose
// listening connection dropped trusts nothing it kept once it is back.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDatabaseUrl, type TestServer } from '../../../test/harness.ts';
import { recordPrismaCalls, type PrismaCallRecorder } from '../../../test/prismaCalls.ts';
import { createPublicChanges, notificationPayload, publicRowsMemo } from './index.ts';

/** Polls until `check` holds (a notification crosses the database), failing after `ms`. */
async function eventually(check: () => Promise<boolean>, ms = 10_000): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`not within ${ms} ms`);
}

describe.skipIf(!testDatabaseUrl())('public changes across replicas (PostgreSQL)', () => {
  let a: TestServer;
  let b: TestServer;
  let bCalls: PrismaCallRecorder;
  const channel = `test_replicas_${randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    // A TTL far longer than the test: what drops an answer here is a notification.
    const env = { PUBLIC_CHANGES_CHANNEL: channel, PUBLIC_CACHE_TTL_MS: '60000' };
    a = await startTestServer(env);
    b = await startTestServer(env);
    bCalls = recordPrismaCalls(b.app);
  });
  afterAll(async () => {
    bCalls?.restore();
    await Promise.all([a?.close(), b?.close()]);
  });

  /** Whether B answers this read from memory (no database call). */
  const bServesFromMemory = async (path: string) => {
    bCalls.reset();
    await (await fetch(`${b.url}${path}`)).arrayBuffer();
    return bCalls.names().length === 0;
  };
  const warm = async (path: string) => {
    await (await fetch(`${b.url}${path}`)).arrayBuffer();
    expect(await bServesFromMemory(path)).toBe(true);
  };

  it("drops the other replica's answers that showed the change, and only those", async () => {
    await warm('/api/pricing');
    await warm('/api/neighborhoods');
    const gql = await b.gql('{ pricing { deliveryFee { pounds } } }');
    expect(gql.errors).toBeUndefined();
    const configId = (await b.rest('GET', '/api/pricing')).body.pricingConfigs[0].id as number;

    await a.app.publicChanges.publish([{ typename: 'PricingConfig', id: configId }]);

    await eventually(async () => !(await bServesFromMemory('/api/pricing')));
    expect(await bServesFromMemory('/api/neighborhoods')).toBe(true);
  });

  it('drops everything a replica kept once its listening connection is back', async () => {
    await warm('/api/landing/faqs');
    // Kill both replicas' listening connections, as a database failover would.
    await a.app.prisma.$queryRaw`
      SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = ${`mealbox-changes:${channel}`}`;
    await eventually(async () => !(await bServesFromMemory('/api/landing/faqs')));
    // And it hears changes again.
    await warm('/api/neighborhoods');
    await a.app.publicChanges.publish([{ typename: 'Neighborhood' }]);
    await eventually(async () => !(await bServesFromMemory('/api/neighborhoods')));
  });

  it('does not hear replicas of another deployment (another channel)', async () => {
    const other = await startTestServer({ PUBLIC_CACHE_TTL_MS: '60000' });
    try {
      await warm('/api/landing/hero');
      await other.app.publicChanges.publish([{ typename: 'LandingHero' }]);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await bServesFromMemory('/api/landing/hero')).toBe(true);
    } finally {
      await other.close();
    }
  });
});

describe('notification payloads', () => {
  it('fit in NOTIFY’s 8000 bytes: a change naming too many rows is announced as whole types', () => {
    const many = Array.from({ length: 2000 }, (_, id) => ({ typename: id % 2 ? 'Meal' : 'Week', id }));
    const payload = notificationPayload('origin', many);
    expect(Buffer.byteLength(payload)).toBeLessThan(8000);
    expect(JSON.parse(payload).changed).toEqual([{ typename: 'Week' }, { typename: 'Meal' }]);
    const few = notificationPayload('origin', [{ typename: 'Meal', id: 3 }]);
    expect(JSON.parse(few)).toEqual({ origin: 'origin', changed: [{ typename: 'Meal', id: 3 }] });
  });
});

describe('public rows in memory', () => {
  const silent = { error() {}, warn() {}, info() {} };

  it('are kept, and read again after a change of their type', async () => {
    const changes = await createPublicChanges(silent);
    const memo = publicRowsMemo<string[]>(changes, { typename: 'Week', ttlMs: 60_000 });
    let reads = 0;
    const read = async () => {
      const number = (reads += 1);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return [`weeks read ${number}`];
    };
    expect(await memo.get('live', read)).toEqual(['weeks read 1']);
    expect(reads).toBe(1);
    expect(await memo.get('live', read)).toEqual(['weeks read 1']);

    // A change announced while a read is under way: later callers read anew, and the older read is not kept.
    const early = memo.get('other', read);
    await changes.publish([{ typename: 'Week' }]);
    const late = memo.get('other', read);
    expect([(await early)[0], (await late)[0]]).toEqual(['weeks read 2', 'weeks read 3']);
    expect(await memo.get('other', read)).toEqual(['weeks read 3']);
  });
});
