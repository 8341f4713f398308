import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { createAdmin } from '../../test/factories.ts';

describe('mutations and the shared response cache', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('runs every mutation, never answering one from the cache (regression: a repeated adminLogin set no cookie)', async () => {
    const { username, password } = await createAdmin(server.app);
    const login = async () => {
      const response = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query: `mutation ($input: AdminLoginInput!) { adminLogin(input: $input) { __typename ... on AdminLoginPayload { token } } }`,
          variables: { input: { username, password } },
        }),
      });
      const body = (await response.json()) as { data: any; extensions?: { responseCache?: { hit?: boolean } } };
      return { body, setCookie: response.headers.getSetCookie() };
    };
    const first = await login();
    const second = await login();
    expect(second.body.extensions?.responseCache?.hit).not.toBe(true);
    expect(second.body.data.adminLogin.token).not.toBe(first.body.data.adminLogin.token);
    expect(second.setCookie.some((cookie) => cookie.startsWith('mb_admin_session=mba_'))).toBe(true);
  });
});
