import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { createAdmin } from '../../test/factories.ts';
import { createAdminSession } from '../modules/auth/index.ts';

const PERSISTED_ID = 'test-neighborhoods';
const PERSISTED_TEXT = 'query Persisted { neighborhoods { name } }';

describe('GraphQL in production mode', () => {
  let server: TestServer;
  beforeAll(async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'mealbox-persisted-'));
    const file = path.join(dir, 'persisted.json');
    writeFileSync(file, JSON.stringify({ [PERSISTED_ID]: PERSISTED_TEXT }));
    server = await startTestServer({ NODE_ENV: 'production', PERSISTED_OPERATIONS: file });
  });
  afterAll(() => server.close());

  it('runs persisted operations by id for anyone', async () => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ documentId: PERSISTED_ID }),
    });
    const body = await response.json();
    expect(body.errors).toBeUndefined();
    expect(body.data.neighborhoods.length).toBeGreaterThan(0);
  });

  it('refuses whole documents from anonymous clients but accepts them from admins', async () => {
    const anonymous = await server.gql('{ neighborhoods { name } }');
    expect(anonymous.data ?? null).toBeNull();
    expect(anonymous.errors?.[0]?.message).toMatch(/persisted/i);
    const { admin } = await createAdmin(server.app);
    const token = await createAdminSession(server.app, admin.id);
    const asAdmin = await server.gql('{ neighborhoods { name } }', {}, { token });
    expect(asAdmin.data.neighborhoods.length).toBeGreaterThan(0);
  });
});

describe('error masking and limits', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('masks unexpected errors instead of leaking internals', async () => {
    const original = server.app.prisma;
    server.app.prisma = new Proxy(original, {
      get: (target, key) =>
        key === 'neighborhood'
          ? { findMany: () => Promise.reject(new Error('connection string postgres://secret@db')) }
          : Reflect.get(target, key),
    });
    try {
      const answer = await server.gql('{ neighborhoods { name } }');
      expect(answer.errors?.[0]?.message).toBe('Unexpected error.');
      expect(JSON.stringify(answer)).not.toContain('secret');
      const rest = await server.rest('GET', '/api/neighborhoods');
      expect(rest.status).toBe(500);
      expect(JSON.stringify(rest.body)).not.toContain('secret');
    } finally {
      server.app.prisma = original;
    }
  });

  it('answers malformed JSON in a GET request’s variables or extensions with a 400 naming the parameter', async () => {
    const get = (parameters: Record<string, string>) =>
      fetch(`${server.url}/graphql?${new URLSearchParams(parameters)}`, {
        headers: { accept: 'application/json', 'graphql-preflight': '1' },
      });
    const query = 'query Areas { neighborhoods { name } }';

    const badVariables = await get({ query, variables: '{bad' });
    expect(badVariables.status).toBe(400);
    expect((await badVariables.json()).errors[0].message).toBe('The "variables" query parameter is not valid JSON.');

    const badExtensions = await get({ query, extensions: '{"persistedQuery":' });
    expect(badExtensions.status).toBe(400);
    expect((await badExtensions.json()).errors[0].message).toBe('The "extensions" query parameter is not valid JSON.');

    // Well-formed parameters still run.
    const good = await get({ query, variables: '{}', extensions: '{}' });
    expect(good.status).toBe(200);
    expect((await good.json()).data.neighborhoods.length).toBeGreaterThan(0);
  });

  it('refuses an alias flood before running it', async () => {
    const aliases = Array.from({ length: 3000 }, (_, i) => `m${i}: mealCategories { label }`).join(' ');
    const answer = await server.gql(`{ ${aliases} }`);
    expect(answer.data ?? null).toBeNull();
    // The token cap refuses it at parse time, before the alias and cost limits would.
    expect(answer.errors?.[0]?.message).toMatch(/limit/i);
  });
});
