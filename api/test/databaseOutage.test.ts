// Two replicas of the compiled server on a PostgreSQL cluster of the test's own, under traffic
// (public reads, sign-ins, personal reads, writes) while the database is restarted, killed and
// stopped: no replica exits, nothing answers 500, an acknowledged write is kept, and once the
// database is back a change on one replica reaches the other's public reads within a second.

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { repoRoot } from '../src/config.ts';
import { DEMO_SUPER_ADMIN } from '../src/seed/seed.ts';
import { canMakeCluster, makeCluster, type PgCluster } from './pgCluster.ts';
import { buildApi, compiledEntry, isRunning, spawnServer, type ServerProcess } from './serverProcess.ts';

const CLUSTER_PORT = 55_400 + (process.pid % 500);
let cluster: PgCluster;
const replicas: ServerProcess[] = [];
const scratch = mkdtempSync(path.join(tmpdir(), 'mealbox-outage-'));

const replicaEnv = (name: string) => ({
  NODE_ENV: 'production',
  DATABASE_URL: cluster.url,
  DATA_DIR: path.join(scratch, name),
  SEED_DEMO: 'true',
  RATE_LIMIT_MULTIPLIER: '1000',
  PUBLIC_CACHE_TTL_MS: '5000',
});

beforeAll(async () => {
  buildApi();
  cluster = makeCluster(CLUSTER_PORT);
  await cluster.ready;
  for (const name of ['a', 'b']) {
    replicas.push(await spawnServer(process.execPath, ['--enable-source-maps', compiledEntry], replicaEnv(name)));
  }
}, 240_000);

afterAll(async () => {
  for (const replica of replicas) if (isRunning(replica.child.pid!)) replica.child.kill('SIGKILL');
  await Promise.all(replicas.map((replica) => replica.exited));
  cluster?.remove();
  rmSync(scratch, { recursive: true, force: true });
});

async function send(base: string, method: string, urlPath: string, body?: unknown, cookie?: string) {
  const response = await fetch(base + urlPath, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}) },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(15_000),
  });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

const cookieOf = (headers: Headers) =>
  headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');

/** What a stretch of traffic saw: every status, failures to connect, and the writes acknowledged. */
interface Traffic {
  statuses: Map<number, number>;
  fiveHundreds: string[];
  /** 503s without a Retry-After. */
  unsaidRetry: string[];
  /** The public reads answered from memory, marked stale, while the database was out of reach. */
  stale: Set<string>;
  /** Counts by request, status and staleness, for a failure's message. */
  byRequest: Map<string, number>;
  refused: string[];
  acknowledged: string[];
}

/** Requests of every kind to both replicas, one after another per replica, until `stop` resolves. */
async function trafficUntil(stop: Promise<unknown>, customerCookie: string): Promise<Traffic> {
  const traffic: Traffic = {
    statuses: new Map(),
    fiveHundreds: [],
    unsaidRetry: [],
    stale: new Set(),
    byRequest: new Map(),
    refused: [],
    acknowledged: [],
  };
  let done = false;
  void stop.finally(() => (done = true));
  let n = 0;
  await Promise.all(
    replicas.map(async ({ url }) => {
      while (!done) {
        n += 1;
        const email = `outage-${process.pid}-${n}@example.com`;
        const requests: [string, string, unknown?, string?][] = [
          ['GET', '/api/pricing'],
          // The plans page's query, as the web app sends it, and a page.
          ['POST', '/graphql', { documentId: persistedId('MealPlansScreenQuery'), variables: {} }],
          ['GET', '/meals'],
          ['GET', '/api/health'],
          ['GET', '/api/neighborhoods'],
          ['POST', '/api/auth/login', { email, password: 'wrong password' }],
          ['GET', '/api/auth/me', undefined, customerCookie],
          // A write: a visitor outside the serviced areas is put on the waitlist.
          ['POST', '/api/pre-onboarding/validate', { email, neighborhood: 'Atlantis', invitationCode: 'WELCOME10' }],
        ];
        for (const [method, urlPath, body, cookie] of requests) {
          try {
            const answer = await send(url, method, urlPath, body, cookie);
            traffic.statuses.set(answer.status, (traffic.statuses.get(answer.status) ?? 0) + 1);
            const seen = `${method} ${urlPath} ${answer.status}${answer.headers.get('x-mealbox-stale') ? ' stale' : ''}`;
            traffic.byRequest.set(seen, (traffic.byRequest.get(seen) ?? 0) + 1);
            if (answer.status >= 500 && answer.status !== 503)
              traffic.fiveHundreds.push(`${method} ${urlPath}: ${answer.status} ${answer.text.slice(0, 200)}`);
            if (answer.status === 503 && !answer.headers.get('retry-after'))
              traffic.unsaidRetry.push(`${method} ${urlPath}`);
            if (answer.headers.get('x-mealbox-stale')) traffic.stale.add(`${method} ${urlPath}`);
            if (urlPath === '/api/pre-onboarding/validate' && answer.status === 200) traffic.acknowledged.push(email);
          } catch (error) {
            traffic.refused.push(`${method} ${urlPath}: ${(error as Error).message}`);
          }
        }
        await sleep(20);
      }
    }),
  );
  return traffic;
}

const persisted = JSON.parse(readFileSync(path.join(repoRoot, 'web/persisted-queries.json'), 'utf8')) as Record<
  string,
  string
>;
const persistedId = (operation: string) =>
  Object.entries(persisted).find(([, text]) => text.startsWith(`query ${operation} `))![0];

const healthOf = async (url: string) => (await send(url, 'GET', '/api/health').catch(() => ({ status: 0 }))).status;

async function untilHealthy(timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const statuses = await Promise.all(replicas.map(({ url }) => healthOf(url)));
    if (statuses.every((status) => status === 200)) return;
    if (Date.now() > deadline) throw new Error(`replicas not healthy after ${timeoutMs} ms: ${statuses.join(', ')}`);
    await sleep(100);
  }
}

async function signIn() {
  const [a] = replicas;
  const email = `outage-customer-${process.pid}@example.com`;
  const registered = await send(a!.url, 'POST', '/api/auth/register', {
    email,
    username: email,
    password: 'correct horse battery',
    name: 'Outage Customer',
    invitationCode: 'FRIENDS',
  });
  expect(registered.status, registered.text).toBeLessThan(300);
  const admin = await send(a!.url, 'POST', '/api/admin/auth/login', {
    username: DEMO_SUPER_ADMIN.username,
    password: DEMO_SUPER_ADMIN.password,
  });
  expect(admin.status, admin.text).toBe(200);
  return { customerCookie: cookieOf(registered.headers), adminCookie: cookieOf(admin.headers) };
}

/** A price changed through one replica shows in the other's public pricing at once (within 1 s). */
async function expectFreshAcrossReplicas(adminCookie: string, price: number) {
  const [a, b] = replicas;
  const configs = JSON.parse((await send(a!.url, 'GET', '/api/admin/pricing', undefined, adminCookie)).text)
    .pricingConfigs as { id: number; configKey: string }[];
  const addon = configs.find((config) => config.configKey === 'large_meal_addon')!;
  // B keeps an answer of its own for this URL, built now and good for the TTL (5 s): only the
  // change's notification can drop it within the second.
  const probe = `/api/pricing?probe=${price}`;
  expect(JSON.parse((await send(b!.url, 'GET', probe)).text).largeMealAddon).not.toBe(price);
  const changed = await send(a!.url, 'PATCH', `/api/admin/pricing/${addon.id}`, { price }, adminCookie);
  expect(changed.status, changed.text).toBe(200);
  const deadline = Date.now() + 1_000;
  for (;;) {
    const seen = JSON.parse((await send(b!.url, 'GET', probe)).text).largeMealAddon;
    if (seen === price) return;
    if (Date.now() > deadline) throw new Error(`replica b still shows a large-meal add-on of ${seen}, not ${price}`);
    await sleep(25);
  }
}

describe.skipIf(!canMakeCluster())('two replicas while PostgreSQL restarts, dies and stops', () => {
  const faults: [string, () => Promise<void>][] = [
    ['a fast restart', () => cluster.restartFast()],
    [
      'a kill -9 of the postmaster, then crash recovery',
      async () => {
        cluster.kill();
        await sleep(2_000);
        await cluster.start();
      },
    ],
    [
      'a 15 s stop',
      async () => {
        await cluster.stop();
        await sleep(15_000);
        await cluster.start();
      },
    ],
  ];
  let cookies: { customerCookie: string; adminCookie: string };
  const acknowledged: string[] = [];

  beforeAll(async () => {
    cookies = await signIn();
  }, 60_000);

  // Each replica has built its public answers (and loaded its page renderer) before a fault, so
  // what it can serve stale does not depend on how far the traffic got in its first second.
  beforeEach(async () => {
    for (const { url } of replicas) {
      for (const urlPath of ['/api/pricing', '/api/neighborhoods', '/meals'])
        expect((await send(url, 'GET', urlPath)).status).toBe(200);
      const body = { documentId: persistedId('MealPlansScreenQuery'), variables: {} };
      expect((await send(url, 'POST', '/graphql', body)).status).toBe(200);
    }
  }, 60_000);

  it.each(faults.map(([name, fault], index) => ({ name, fault, index })))(
    'survives $name: no replica exits, no 500, fresh answers within 1 s once it is back',
    async ({ name, fault, index }) => {
      const faulted = (async () => {
        await sleep(1_000);
        await fault();
        // A second after the database is back, replicas listen again: a change is seen at once.
        await sleep(1_000);
        await expectFreshAcrossReplicas(cookies.adminCookie, 100 + index);
        await sleep(500);
      })();
      const traffic = await trafficUntil(faulted, cookies.customerCookie);
      await faulted;
      acknowledged.push(...traffic.acknowledged);

      for (const replica of replicas) expect(isRunning(replica.child.pid!), 'a replica exited').toBe(true);
      expect(traffic.refused).toEqual([]);
      expect(traffic.fiveHundreds).toEqual([]);
      expect(traffic.unsaidRetry).toEqual([]);
      expect(traffic.statuses.get(200) ?? 0).toBeGreaterThan(0);
      // Long enough down for the kept answers to expire: they are served, marked stale, and the
      // health check says 503 meanwhile.
      if (name === 'a 15 s stop') {
        expect([...traffic.stale].sort(), JSON.stringify([...traffic.byRequest])).toEqual([
          'GET /api/neighborhoods',
          'GET /api/pricing',
          'POST /graphql',
        ]);
        expect(traffic.statuses.get(503) ?? 0).toBeGreaterThan(0);
      }

      await untilHealthy(5_000);
    },
    120_000,
  );

  it('kept every write it acknowledged', async () => {
    expect(acknowledged.length).toBeGreaterThan(0);
    const client = new pg.Client({ connectionString: cluster.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ email: string }>(
        'SELECT email FROM "WaitlistEntry" WHERE email = ANY($1)',
        [acknowledged],
      );
      expect(new Set(rows.map((row) => row.email))).toEqual(new Set(acknowledged));
    } finally {
      await client.end();
    }
  });
});
