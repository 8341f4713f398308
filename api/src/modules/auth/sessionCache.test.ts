// Customer sessions served from memory: no round trip on a hit, and ending a
// session is exact on every replica (two servers on one database, as the
// public-changes tests). Admin sessions are never kept.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCustomer, createSignedInAdmin } from '../../../test/factories.ts';
import { startTestServer, TestClock, testDatabaseUrl, type TestServer } from '../../../test/harness.ts';
import { recordSqlStatements } from '../../../test/sqlStatements.ts';
import { createPublicChanges, type ChangeSubscriber, type PublicChanges } from '../../lib/publicChanges/index.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { createSessionCache, CUSTOMER_SESSIONS, type CachedSession } from './sessionCache.ts';
import { customerSessionCache } from './sessions.service.ts';

const ME = '{ me { id } }';
/** Whether this server accepts the customer token (GraphQL's `me`). */
async function accepted(server: TestServer, token: string): Promise<boolean> {
  const answer = await server.gql(ME, {}, { token });
  expect(answer.errors).toBeUndefined();
  return answer.data.me !== null;
}
/** The other replica hears of an ending when its NOTIFY arrives: a few milliseconds, longer on a loaded machine. */
const refusedSoon = (server: TestServer, token: string) =>
  vi.waitFor(async () => expect(await accepted(server, token)).toBe(false), { timeout: 5_000, interval: 20 });

describe.skipIf(!testDatabaseUrl())('customer sessions across replicas (PostgreSQL)', () => {
  let a: TestServer;
  let b: TestServer;
  const channel = `test_sessions_${randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    // A TTL far longer than the test: what ends a kept session here is a notification.
    const env = { PUBLIC_CHANGES_CHANNEL: channel, SESSION_CACHE_TTL_MS: '60000' };
    a = await startTestServer(env);
    b = await startTestServer(env);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  it('reads a kept session with no statement', async () => {
    const { token } = await createCustomer(a.app);
    const sql = recordSqlStatements(b.app, testDatabaseUrl()!);
    try {
      expect(await accepted(b, token)).toBe(true);
      const sessionReads = () => sql.statements.filter((statement) => statement.includes('"CustomerSession"'));
      expect(sessionReads()).toHaveLength(1);
      sql.reset();
      expect(await accepted(b, token)).toBe(true);
      expect(sessionReads()).toEqual([]);
    } finally {
      await sql.restore();
    }
  });

  it('a logout is refused at once on its replica, and on the other as soon as the notification arrives', async () => {
    const { token } = await createCustomer(a.app);
    const other = await createCustomer(a.app);
    expect(await accepted(b, token)).toBe(true);
    expect(await accepted(b, other.token)).toBe(true);

    const logout = await a.rest('POST', '/api/auth/logout', undefined, { token });
    expect(logout.status).toBe(200);

    expect(await accepted(a, token)).toBe(false);
    await refusedSoon(b, token);
    // Another customer's session is untouched.
    expect(await accepted(b, other.token)).toBe(true);
  });

  it('a password reset on one replica ends the other sessions on both', async () => {
    const { customer, token: elsewhere } = await createCustomer(a.app);
    const resetting = await createCustomer(a.app, { email: `2-${customer.email}` });
    // A second session of the same customer, kept by both replicas.
    const kept = await a.rest('POST', '/api/auth/login', { email: customer.email, password: 'correct horse' });
    expect(kept.status).toBe(200);
    const browser = kept.body.token as string;
    for (const server of [a, b]) {
      expect(await accepted(server, elsewhere)).toBe(true);
      expect(await accepted(server, browser)).toBe(true);
    }

    const resetToken = newToken('reset');
    await a.app.prisma.passwordResetToken.create({
      data: { tokenHash: hashToken(resetToken), customerId: customer.id, expiresAt: new Date(Date.now() + 60_000) },
    });
    const reset = await a.rest(
      'POST',
      '/api/auth/reset-password',
      { token: resetToken, newPassword: 'a new password 1' },
      { token: browser },
    );
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);

    expect(await accepted(a, elsewhere)).toBe(false);
    await refusedSoon(b, elsewhere);
    for (const server of [a, b]) {
      // The browser that reset the password keeps its session.
      expect(await accepted(server, browser)).toBe(true);
    }
    expect(await accepted(b, resetting.token)).toBe(true);
  });

  it('an admin demoted on one replica loses super-admin rights at once on the other', async () => {
    const actor = await createSignedInAdmin(a.app, 'super_admin');
    const demoted = await createSignedInAdmin(a.app, 'super_admin');
    const adminsOn = (server: TestServer) =>
      server.rest('GET', '/api/admin/admins', undefined, { token: demoted.token });
    expect((await adminsOn(b)).status).toBe(200);

    const change = await a.rest(
      'PUT',
      `/api/admin/admins/${demoted.admin.id}`,
      { role: 'admin' },
      { token: actor.token },
    );
    expect(change.status, JSON.stringify(change.body)).toBe(200);

    expect((await adminsOn(b)).status).toBe(403);
    expect((await adminsOn(a)).status).toBe(403);
  });
});

describe.skipIf(!testDatabaseUrl())('the kept customer sessions (one server)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ SESSION_CACHE_MAX: '3', SESSION_CACHE_TTL_MS: '60000' });
  });
  afterAll(async () => {
    await server?.close();
  });
  const later = (ms: number) => server.clock.set(new Date(server.clock.now().getTime() + ms));

  it('stay bounded: the least recently used go, and are read again when used', async () => {
    const customers = await Promise.all(Array.from({ length: 5 }, () => createCustomer(server.app)));
    for (const { token } of customers) expect(await accepted(server, token)).toBe(true);
    expect(customerSessionCache(server.app).size).toBe(3);
    expect(await accepted(server, customers[0]!.token)).toBe(true);
    expect(customerSessionCache(server.app).size).toBe(3);
  });

  it('slide their expiry at most once an hour, as in the database', async () => {
    const { customer, token } = await createCustomer(server.app);
    const row = () => server.app.prisma.customerSession.findFirstOrThrow({ where: { customerId: customer.id } });
    const before = await row();
    expect(await accepted(server, token)).toBe(true);
    later(61 * 60 * 1000);
    try {
      expect(await accepted(server, token)).toBe(true);
      const touched = await row();
      expect(touched.lastSeenAt.getTime()).toBeGreaterThan(before.lastSeenAt.getTime());
      expect(touched.expiresAt.getTime()).toBeGreaterThan(before.expiresAt.getTime());
      // A session ended elsewhere (a notification not heard yet) is refused when it is due a touch.
      await server.app.prisma.customerSession.deleteMany({ where: { customerId: customer.id } });
      expect(await accepted(server, token)).toBe(true); // still kept: nothing announced the delete
      later(61 * 60 * 1000);
      expect(await accepted(server, token)).toBe(false);
    } finally {
      server.clock.reset();
    }
  });

  it('refuse an expired session from memory', async () => {
    const { token } = await createCustomer(server.app);
    expect(await accepted(server, token)).toBe(true);
    later(31 * 24 * 60 * 60 * 1000);
    try {
      expect(await accepted(server, token)).toBe(false);
    } finally {
      server.clock.reset();
    }
  });
});

describe('the session cache', () => {
  const silent = { error() {}, warn() {}, info() {} };
  // A frozen clock: every row made for one customer is the same row, whenever it is made (rows
  // made at two moments differed by a millisecond, and the comparison failed now and then).
  const clock = new TestClock();
  clock.freeze();
  const session = (customerId: number): CachedSession => ({
    id: customerId,
    customerId,
    lastSeenAt: clock.now(),
    expiresAt: new Date(clock.now().getTime() + 60_000),
  });

  /** Public changes whose listening connection the test drops and restores. */
  async function changesWithListener() {
    const inner = await createPublicChanges(silent);
    let listening = true;
    const subscribers: ChangeSubscriber[] = [];
    const changes: PublicChanges = {
      ...inner,
      isListening: () => listening,
      subscribe(subscriber) {
        if (typeof subscriber !== 'function') subscribers.push(subscriber);
        return inner.subscribe(subscriber);
      },
    };
    return {
      changes,
      drop: () => void (listening = false),
      reconnect: () => {
        listening = true;
        for (const subscriber of subscribers) subscriber.missed?.();
      },
    };
  }

  it('does not keep a row read while that customer’s sessions were being ended', async () => {
    const { changes } = await changesWithListener();
    const cache = createSessionCache(changes, { ttlMs: 60_000, max: 10 });
    let release!: () => void;
    const slowRead = cache.load('t1', async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return session(1);
    });
    await changes.publish([{ typename: CUSTOMER_SESSIONS, id: 1 }], { announced: true });
    release();
    expect(await slowRead).toEqual(session(1));
    expect(cache.size).toBe(0);
  });

  it('ends only the named customers’ sessions, and every one for a typeless announcement', async () => {
    const { changes } = await changesWithListener();
    const cache = createSessionCache(changes, { ttlMs: 60_000, max: 10 });
    await cache.load('t1', async () => session(1));
    await cache.load('t2', async () => session(2));
    await changes.publish([{ typename: 'Meal', id: 1 }]);
    expect(cache.size).toBe(2);
    await changes.publish([{ typename: CUSTOMER_SESSIONS, id: 1 }]);
    expect(cache.size).toBe(1);
    let reads = 0;
    await cache.load('t2', async () => (reads++, session(2)));
    expect(reads).toBe(0);
    await changes.publish([{ typename: CUSTOMER_SESSIONS }]);
    expect(cache.size).toBe(0);
  });

  it('keeps nothing while the listening connection is down, and drops everything when it is back', async () => {
    const { changes, drop, reconnect } = await changesWithListener();
    const cache = createSessionCache(changes, { ttlMs: 60_000, max: 10 });
    await cache.load('t1', async () => session(1));
    drop();
    let reads = 0;
    const read = async () => (reads++, session(1));
    await cache.load('t1', read);
    await cache.load('t1', read);
    expect(reads).toBe(2);
    reconnect();
    expect(cache.size).toBe(0);
    await cache.load('t1', read);
    await cache.load('t1', read);
    expect(reads).toBe(3);
  });

  it('keeps nothing with a TTL of 0', async () => {
    const { changes } = await changesWithListener();
    const cache = createSessionCache(changes, { ttlMs: 0, max: 10 });
    await cache.load('t1', async () => session(1));
    expect(cache.size).toBe(0);
  });
});
