// Nesting deeper than MAX_JSON_DEPTH levels in a JSON body (REST or GraphQL), a query string or
// GraphQL variables is a 400 with a clear message, found by a linear scan before anything parses
// or walks it: never a 500.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonNestingExceeds, MAX_JSON_DEPTH } from '../lib/jsonDepth.ts';
import { createCustomer } from '../../test/factories.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';

const TOO_DEEP = /nested too deeply.*64/;
const deepArray = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
const deepObject = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);

describe('jsonNestingExceeds', () => {
  it('counts the levels of arrays and objects, outside strings, up to the bound', () => {
    expect(MAX_JSON_DEPTH).toBe(64);
    expect(jsonNestingExceeds(deepArray(64))).toBe(false);
    expect(jsonNestingExceeds(deepArray(65))).toBe(true);
    expect(jsonNestingExceeds(deepObject(64))).toBe(false);
    expect(jsonNestingExceeds(deepObject(65))).toBe(true);
    expect(jsonNestingExceeds(`[${'[]'.repeat(1000)}]`)).toBe(false); // wide, not deep
    // Brackets inside strings are text, escaped quotes included.
    expect(jsonNestingExceeds(JSON.stringify({ note: '['.repeat(1000) }))).toBe(false);
    expect(jsonNestingExceeds(JSON.stringify({ note: `"\\${'{'.repeat(1000)}` }))).toBe(false);
    expect(jsonNestingExceeds(`["\\"", ${deepArray(64)}]`)).toBe(true);
  });
});

for (const NODE_ENV of ['development', 'production']) {
  describe(`deep JSON on a ${NODE_ENV} server`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer({ NODE_ENV });
    });
    afterAll(async () => {
      await server?.close();
    });

    const post = (path: string, body: string, token?: string) =>
      fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body,
      });

    it('answers a REST body nested 100,000 deep (array or object) with 400 and a message', async () => {
      for (const body of [deepArray(100_000), deepObject(100_000), `{"email":${deepArray(100_000)}}`]) {
        const answer = await post('/api/auth/login', body);
        expect(answer.status).toBe(400);
        expect(((await answer.json()) as { message: string }).message).toMatch(TOO_DEEP);
      }
    });

    it('lets 64 levels through to the handler', async () => {
      const answer = await post('/api/auth/login', `{"email":"a@example.com","password":${deepArray(63)}}`);
      expect(answer.status).toBe(400);
      expect(((await answer.json()) as { message: string }).message).not.toMatch(TOO_DEEP);
    });

    it('answers GraphQL variables nested 20,000 deep with a GraphQL error and 400', async () => {
      const query = 'mutation ($input: CustomerLoginInput!) { customerLogin(input: $input) { __typename } }';
      const body = `{"query":${JSON.stringify(query)},"variables":{"input":${deepArray(20_000)}}}`;
      const answer = await post('/graphql', body);
      expect(answer.status).toBe(400);
      const json = (await answer.json()) as { errors: { message: string }[] };
      expect(json.errors[0]!.message).toMatch(TOO_DEEP);
    });

    it('answers deep GraphQL variables sent as a JSON string in the body with a GraphQL error and 400', async () => {
      const query = 'mutation ($input: CustomerLoginInput!) { customerLogin(input: $input) { __typename } }';
      for (const body of [
        { query, variables: `{"input":${deepArray(20_000)}}` },
        { documentId: 'not-a-known-id', variables: `{"input":${deepArray(20_000)}}` },
        { query, variables: {}, extensions: `{"x":${deepArray(20_000)}}` },
      ]) {
        const answer = await post('/graphql', JSON.stringify(body));
        expect(answer.status).toBe(400);
        const json = (await answer.json()) as { errors: { message: string }[] };
        expect(json.errors[0]!.message).toMatch(TOO_DEEP);
      }
    });

    it('answers a multipart GraphQL request whose operations nest 20,000 deep with a GraphQL error and 400', async () => {
      const form = new FormData();
      const query = 'mutation ($input: CustomerLoginInput!) { customerLogin(input: $input) { __typename } }';
      form.set('operations', `{"query":${JSON.stringify(query)},"variables":{"input":${deepArray(20_000)}}}`);
      form.set('map', '{}');
      const answer = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'x-graphql-yoga-csrf': '1' },
        body: form,
      });
      expect(answer.status).toBe(400);
      const json = (await answer.json()) as { errors: { message: string }[] };
      expect(json.errors[0]!.message).toMatch(TOO_DEEP);
    });

    // A URL is bounded by Node's header limit (16 KB, else 431): 1,000 levels fit.
    it('answers deep GraphQL variables in a GET query string with a GraphQL error and 400', async () => {
      const params = new URLSearchParams({ query: 'query { __typename }', variables: `{"x":${deepArray(1_000)}}` });
      const answer = await fetch(`${server.url}/graphql?${params}`, { headers: { accept: 'application/json' } });
      expect(answer.status).toBe(400);
      const json = (await answer.json()) as { errors: { message: string }[] };
      expect(json.errors[0]!.message).toMatch(TOO_DEEP);
    });

    it('answers a REST query string carrying deep JSON with 400 and a message', async () => {
      const answer = await fetch(`${server.url}/api/meals?search=${encodeURIComponent(deepArray(1_000))}`);
      expect(answer.status).toBe(400);
      expect(((await answer.json()) as { message: string }).message).toMatch(TOO_DEEP);
    });

    it('answers deep JSON inside a JSON string field (the old client’s address) with 400', async () => {
      const { token } = await createCustomer(server.app);
      for (const [method, path, body] of [
        ['POST', '/api/orders/checkout', { orderId: 1, orderType: 'subscription', paymentMethod: 'card' }],
        ['PATCH', '/api/user/profile', { name: 'Mona' }],
      ] as const) {
        const answer = await fetch(`${server.url}${path}`, {
          method,
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ ...body, address: deepArray(100_000) }),
        });
        expect(answer.status, path).toBe(400);
        expect(((await answer.json()) as { message: string }).message, path).toMatch(TOO_DEEP);
      }
    });
  });
}
