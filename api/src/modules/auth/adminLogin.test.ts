import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { createAdmin } from '../../../test/factories.ts';

describe('adminLogin in GraphQL', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const LOGIN = `mutation ($input: AdminLoginInput!) {
    adminLogin(input: $input) {
      __typename
      ... on AdminLoginPayload { token admin { id username role } }
      ... on Error { message }
    }
  }`;

  it('answers the signed-in admin in the same response (the admin scope sees the new session)', async () => {
    const { username, password } = await createAdmin(server.app, 'super_admin');
    const { data, errors } = await server.gql(LOGIN, { input: { username, password } });
    expect(errors).toBeUndefined();
    expect(data.adminLogin).toMatchObject({
      __typename: 'AdminLoginPayload',
      admin: { username, role: 'super_admin' },
    });
    const me = await server.gql('{ adminMe { username } }', {}, { token: data.adminLogin.token });
    expect(me.data.adminMe).toEqual({ username });
  });

  it('answers the specification text for wrong credentials', async () => {
    const { username } = await createAdmin(server.app);
    const { data } = await server.gql(LOGIN, { input: { username, password: 'wrong password' } });
    expect(data.adminLogin).toEqual({ __typename: 'AuthenticationError', message: 'Invalid admin credentials' });
  });
});
