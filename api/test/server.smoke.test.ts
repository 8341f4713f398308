import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { createCustomer } from './factories.ts';

// The same server on embedded PGlite (run by the api-pglite project; also on Postgres in the api project).
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('server smoke', () => {
  it('reports database readiness', async () => {
    const { status, body } = await server.rest('GET', '/api/health');
    expect(status).toBe(200);
    expect(body.status).toBe('ok');
    expect(body.database).toBe(process.env.TEST_DB === 'pglite' ? 'pglite' : 'postgres');
  });

  it('serves the catalogue, the menu and pricing', async () => {
    const { data } = await server.gql(
      '{ meals(first: 3) { totalCount edges { node { title } } } pricing { plans { mealCount } } }',
    );
    expect(data.meals.totalCount).toBe(40);
    expect(data.pricing.plans).toHaveLength(12);
    expect((await server.rest('GET', '/api/menu/current')).body.meals.length).toBeGreaterThan(0);
  });

  it('signs a customer in and out', async () => {
    const { email, password } = await createCustomer(server.app);
    const login = await server.rest('POST', '/api/auth/login', { email, password });
    expect(login.status).toBe(200);
    const token = login.body.token as string;
    expect((await server.rest('GET', '/api/auth/me', undefined, { token })).status).toBe(200);
    await server.rest('POST', '/api/auth/logout', {}, { token });
    expect((await server.rest('GET', '/api/auth/me', undefined, { token })).status).toBe(401);
  });

  it('serves GraphiQL to a browser', async () => {
    const page = await fetch(`${server.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('GraphiQL');
  });
});
