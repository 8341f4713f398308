// The web app's persisted queries answered from the store of public answers:
// without yoga and without the database once cached, GET with ETags and
// 304s, and never for a request yoga would refuse or a personal answer.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../../../test/factories.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { recordPrismaCalls, type PrismaCallRecorder } from '../../../test/prismaCalls.ts';

const operations = {
  faqs: 'query FaqsQuery { faqs { id question } }',
  meals: 'query MealsQuery($first: Int) { meals(first: $first) { edges { node { id title description } } } }',
  me: 'query MeQuery { me { email } }',
};

function persistedFile(): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'mealbox-persisted-')), 'persisted.json');
  writeFileSync(file, JSON.stringify(operations));
  return file;
}

const csrf = { 'x-graphql-yoga-csrf': '1' };

function servers(nodeEnv: 'test' | 'production') {
  let server: TestServer;
  let prisma: PrismaCallRecorder;
  beforeAll(async () => {
    server = await startTestServer({
      NODE_ENV: nodeEnv,
      PERSISTED_OPERATIONS: persistedFile(),
      PUBLIC_CACHE_TTL_MS: '60000',
    });
    prisma = recordPrismaCalls(server.app);
  });
  afterAll(async () => {
    prisma?.restore();
    await server?.close();
  });

  const post = async (body: Record<string, unknown>, headers: Record<string, string> = {}) => {
    prisma.reset();
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'identity', ...headers },
      body: JSON.stringify(body),
    });
    return { response, text: await response.text(), calls: prisma.names().length };
  };
  const get = async (query: string, headers: Record<string, string> = {}) => {
    prisma.reset();
    const response = await fetch(`${server.url}/graphql?${query}`, {
      headers: { 'accept-encoding': 'identity', ...headers },
    });
    return { response, text: await response.text(), calls: prisma.names().length };
  };
  return { server: () => server, post, get };
}

describe('persisted public queries (development and tests)', () => {
  const { server, post, get } = servers('test');

  it('are answered from memory the second time, GET and POST alike, with no database call', async () => {
    const first = await post({ documentId: 'faqs' });
    expect(first.response.status).toBe(200);
    expect(JSON.parse(first.text).extensions.responseCache).toMatchObject({ didCache: true });
    const again = await post({ documentId: 'faqs' });
    expect(again.calls).toBe(0);
    expect(JSON.parse(again.text)).toMatchObject({ extensions: { responseCache: { hit: true } } });
    expect(JSON.parse(again.text).data).toEqual(JSON.parse(first.text).data);
    const viaGet = await get('documentId=faqs', csrf);
    expect(viaGet.calls).toBe(0);
    expect(viaGet.response.headers.get('etag')).toMatch(/^"/);
  });

  it('run a GET that nothing has stored yet, as a POST would', async () => {
    const cold = await get(`documentId=meals&variables=${encodeURIComponent('{"first":1}')}`, csrf);
    expect(cold.response.status).toBe(200);
    expect(JSON.parse(cold.text).data.meals.edges).toHaveLength(1);
    expect(cold.calls).toBeGreaterThan(0);
    const stored = await get(`documentId=meals&variables=${encodeURIComponent('{"first":1}')}`, csrf);
    expect(stored.calls).toBe(0);
    expect(JSON.parse(stored.text).data).toEqual(JSON.parse(cold.text).data);
    expect((await get('documentId=unknown', csrf)).text).toContain('PersistedQueryNotFound');
  });

  it('answer If-None-Match by a 304 without running anything', async () => {
    await get('documentId=faqs', csrf);
    const cached = await get('documentId=faqs', csrf);
    const etag = cached.response.headers.get('etag')!;
    const conditional = await get('documentId=faqs', { ...csrf, 'if-none-match': etag });
    expect(conditional.response.status).toBe(304);
    expect(conditional.text).toBe('');
    expect(conditional.calls).toBe(0);
    // POST too, as @fastify/etag answers every route (browsers never send it on a POST).
    const posted = await post({ documentId: 'faqs' }, { 'if-none-match': etag });
    expect(posted.response.status).toBe(304);
    expect(posted.calls).toBe(0);
    expect((await post({ documentId: 'faqs' }, { 'if-none-match': '"stale"' })).response.status).toBe(200);
  });

  it('refuse a GET without the CSRF header even when the answer is in memory (yoga would)', async () => {
    await get('documentId=faqs', csrf);
    const refused = await get('documentId=faqs');
    expect(refused.response.status).toBe(403);
    expect(refused.text).toContain('CSRF');
  });

  it('keep variables apart and ignore malformed ones', async () => {
    const two = await post({ documentId: 'meals', variables: { first: 2 } });
    const three = await post({ documentId: 'meals', variables: { first: 3 } });
    expect(JSON.parse(two.text).data.meals.edges).toHaveLength(2);
    expect(JSON.parse(three.text).data.meals.edges).toHaveLength(3);
    const again = await post({ documentId: 'meals', variables: { first: 2 } });
    expect(again.calls).toBe(0);
    expect(JSON.parse(again.text).data.meals.edges).toHaveLength(2);

    const malformed = await get('documentId=meals&variables=%7Bnot-json', csrf);
    // A 400 naming the parameter (plugins/getParams.ts), never a stored answer.
    expect(JSON.parse(malformed.text).errors).toHaveLength(1);
    expect(malformed.response.headers.get('cache-control')).toBeNull();
    const unknown = await post({ documentId: 'nope' });
    expect(JSON.parse(unknown.text).errors[0].message).toBe('PersistedQueryNotFound');
    expect((await post({ documentId: 'nope' })).response.headers.get('cache-control')).toBeNull();
  });

  it('never keep a personal answer', async () => {
    const { token } = await createCustomer(server().app);
    const mine = await post({ documentId: 'me' }, { authorization: `Bearer ${token}` });
    expect(JSON.parse(mine.text).data.me.email).toContain('@');
    const again = await post({ documentId: 'me' }, { authorization: `Bearer ${token}` });
    expect(again.calls).toBeGreaterThan(0);
    const anonymous = await post({ documentId: 'me' });
    expect(anonymous.text).not.toContain('@');
  });

  it('never share a personal operation between requests that run it together', async () => {
    const customers = await Promise.all([createCustomer(server().app), createCustomer(server().app)]);
    // Twice, so a personal operation would be "known" by the second round if it were ever stored.
    for (let round = 0; round < 2; round += 1) {
      const answers = await Promise.all(
        [...customers, ...customers].map(({ token }) =>
          post({ documentId: 'me' }, { authorization: `Bearer ${token}` }).then(({ text }) => JSON.parse(text)),
        ),
      );
      const emails = answers.map((answer) => answer.data.me.email);
      expect(emails).toEqual([customers[0]!.email, customers[1]!.email, customers[0]!.email, customers[1]!.email]);
    }
  });

  it('drop with the REST answers when the rows they showed change', async () => {
    await post({ documentId: 'faqs' });
    expect((await post({ documentId: 'faqs' })).calls).toBe(0);
    await server().app.publicChanges.publish([{ typename: 'Meal' }]);
    expect((await post({ documentId: 'faqs' })).calls).toBe(0);
    await server().app.publicChanges.publish([{ typename: 'Faq' }]);
    expect((await post({ documentId: 'faqs' })).calls).toBeGreaterThan(0);
  });
});

describe('persisted public queries in production', () => {
  const { post, get } = servers('production');

  it('send the same bytes and strong ETag on the first answer and from memory, compressed above 1 KB', async () => {
    const first = await post({ documentId: 'meals', variables: { first: 20 } });
    const second = await post({ documentId: 'meals', variables: { first: 20 } });
    expect(second.calls).toBe(0);
    expect(second.text).toBe(first.text);
    expect(JSON.parse(first.text).extensions).toBeUndefined();
    expect(first.response.headers.get('etag')).toBe(second.response.headers.get('etag'));
    expect(first.response.headers.get('content-type')).toBe(second.response.headers.get('content-type'));

    const compressed = await get('documentId=meals&variables=%7B%22first%22%3A20%7D', {
      ...csrf,
      'accept-encoding': 'br',
    });
    expect(compressed.response.headers.get('content-encoding')).toBe('br');
    expect(compressed.response.headers.get('vary')).toMatch(/accept-encoding/i);
  });

  it('refuse whole documents from visitors, cached or not', async () => {
    await post({ documentId: 'faqs' });
    const whole = await post({ query: operations.faqs });
    expect(JSON.parse(whole.text).errors?.[0]?.message).toBeTruthy();
  });
});
