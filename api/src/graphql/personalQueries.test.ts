// The web app's persisted personal queries run without yoga's HTTP layer
// (personalQueries.ts): the answer is the one yoga gives for the same
// document, byte for byte, whoever asks and whatever they accept; anything
// the shortcut does not take is still yoga's.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../../test/factories.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { LogLines } from '../../test/logLines.ts';
import { acceptedJsonType } from './personalQueries.ts';

const operations = {
  me: 'query MeQuery { me { email name } }',
  pending: 'query PendingQuery { pendingOrder { id mealCount } }',
  adminOnly: 'query AdminOnlyQuery { adminUsers(first: 1) { edges { node { id } } } }',
  faqs: 'query FaqsQuery { faqs { id question } }',
  nodes: 'query NodesQuery($ids: [ID!]!) { nodes(ids: $ids) { id } }',
  logout: 'mutation LogoutMutation { customerLogout { __typename } }',
  twoOperations: 'query First { me { email } } query Second { me { name } }',
};
type OperationId = keyof typeof operations;

const DIRECT = 'persisted personal query run without yoga';

describe('persisted personal queries', () => {
  let server: TestServer;
  let log: LogLines;
  let bearer: Record<string, string>;

  beforeAll(async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'mealbox-personal-'));
    writeFileSync(path.join(dir, 'persisted.json'), JSON.stringify(operations));
    log = new LogLines();
    server = await startTestServer(
      { PERSISTED_OPERATIONS: path.join(dir, 'persisted.json'), LOG_LEVEL: 'debug' },
      { logDestination: log },
    );
    const { token } = await createCustomer(server.app);
    bearer = { authorization: `Bearer ${token}` };
  });
  afterAll(async () => {
    await server?.close();
  });

  const directRuns = () => log.lines.filter((line) => line.msg === DIRECT).length;

  async function send(body: Record<string, unknown>, headers: Record<string, string> = {}) {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'identity', ...headers },
      body: JSON.stringify(body),
    });
    return { status: response.status, type: response.headers.get('content-type'), body: await response.text() };
  }

  /** The persisted operation, then the same document sent whole (yoga's path): both answers and whether the first skipped yoga. */
  async function both(id: OperationId, headers: Record<string, string>, extra: Record<string, unknown> = {}) {
    const before = directRuns();
    const persisted = await send({ documentId: id, ...extra }, headers);
    const direct = directRuns() > before;
    const whole = await send({ query: operations[id], ...extra }, headers);
    return { persisted, whole, direct };
  }

  const accepts = [
    undefined,
    'application/json',
    'application/graphql-response+json',
    'application/graphql-response+json, application/json',
    'application/json, application/graphql-response+json',
    'application/graphql-response+json;charset=utf-8, application/json;q=0.9',
    '*/*',
    'application/*',
    'text/html, */*;q=0.8',
  ];

  it.each(['customer', 'visitor'])(
    'answer a %s exactly as yoga does, for every Accept yoga answers with JSON',
    async (who) => {
      for (const accept of accepts) {
        for (const id of ['me', 'pending', 'adminOnly'] as const) {
          const headers = { ...(who === 'customer' ? bearer : {}), ...(accept ? { accept } : {}) };
          const { persisted, whole, direct } = await both(id, headers);
          expect({ id, accept, direct }).toEqual({ id, accept, direct: true });
          expect({ id, accept, ...persisted }).toEqual({ id, accept, ...whole });
        }
      }
    },
  );

  it('show the answers the screens expect: the customer, an authorization error for a visitor', async () => {
    const mine = await send({ documentId: 'me' }, bearer);
    expect(JSON.parse(mine.body).data.me.email).toContain('@');
    const visitor = await send({ documentId: 'pending' });
    expect(JSON.parse(visitor.body).errors?.[0]?.message).toBeTruthy();
    const chosen = await send({ documentId: 'twoOperations', operationName: 'Second' }, bearer);
    expect(JSON.parse(chosen.body).data.me).toEqual({ name: 'Test Customer' });
  });

  it('leave to yoga what it alone decides: public answers, mutations, lists in variables, streams, unknown ids and operations', async () => {
    const cases: [OperationId | 'unknown', Record<string, string>, Record<string, unknown>][] = [
      ['faqs', {}, {}],
      ['logout', bearer, {}],
      ['nodes', bearer, { variables: { ids: ['x'] } }],
      ['me', { ...bearer, accept: 'text/event-stream' }, {}],
      ['me', { ...bearer, accept: 'application/json; charset=latin1' }, {}],
      ['twoOperations', bearer, {}],
      ['me', bearer, { operationName: 'NoSuchOperation' }],
    ];
    for (const [id, headers, extra] of cases) {
      const before = directRuns();
      const answer = await send({ documentId: id, ...extra }, headers);
      expect({ id, direct: directRuns() > before }).toEqual({ id, direct: false });
      if (id !== 'logout' && id !== 'unknown') {
        const whole = await send({ query: operations[id], ...extra }, headers);
        expect({ id, ...answer }).toEqual({ id, ...whole });
      }
    }
    const unknown = await send({ documentId: 'unknown' }, bearer);
    expect(JSON.parse(unknown.body).errors[0].message).toBe('PersistedQueryNotFound');
  });

  it('take a GET too, and refuse it without the CSRF header, as yoga does', async () => {
    const response = await fetch(`${server.url}/graphql?documentId=me`, { headers: bearer });
    expect(response.status).toBe(403);
    const headers = { ...bearer, 'graphql-preflight': '1' };
    const before = directRuns();
    const allowed = await fetch(`${server.url}/graphql?documentId=me`, { headers });
    expect(directRuns()).toBe(before + 1);
    const whole = await fetch(`${server.url}/graphql?query=${encodeURIComponent(operations.me)}`, { headers });
    expect(await allowed.text()).toBe(await whole.text());
  });
});

describe('acceptedJsonType (yoga result processors choice)', () => {
  it.each([
    [undefined, 'application/json'],
    ['', 'application/json'],
    ['application/graphql-response+json, application/json', 'application/graphql-response+json'],
    ['application/json, application/graphql-response+json', 'application/json'],
    ['text/html, */*;q=0.8', 'application/json'],
    ['text/event-stream, application/json', 'application/json'],
    ['text/event-stream', null],
    ['application/json; charset=latin1', null],
  ])('%j answers %j', (accept, expected) => {
    expect(acceptedJsonType(accept)).toBe(expected);
  });
});
