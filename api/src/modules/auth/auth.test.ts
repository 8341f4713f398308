import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { createAdmin, createCustomer } from '../../../test/factories.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const cookieFrom = (headers: Headers) =>
  headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

describe('customer sign-in', () => {
  it('logs in over REST with an httpOnly SameSite=Lax cookie and a bearer token, both usable', async () => {
    const { email, password, customer } = await createCustomer(server.app);
    const login = await server.rest('POST', '/api/auth/login', { email: email.toUpperCase(), password });
    expect(login.status).toBe(200);
    expect(login.body.token).toMatch(/^mbc_/);
    expect(login.body.user).toMatchObject({ id: customer.id, email, hasUsedTrialBox: false });
    const setCookie = login.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(/mb_session=mbc_[^;]+;.*HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);

    const viaBearer = await server.rest('GET', '/api/auth/me', undefined, { token: login.body.token });
    expect(viaBearer.body.email).toBe(email);
    const viaCookie = await server.gql('{ me { email } }', {}, { cookie: cookieFrom(login.headers) });
    expect(viaCookie.data.me.email).toBe(email);
  });

  it('answers 401 with the specification message for a wrong password or an unknown e-mail', async () => {
    const { email } = await createCustomer(server.app);
    const wrong = await server.rest('POST', '/api/auth/login', { email, password: 'not it' });
    const unknown = await server.rest('POST', '/api/auth/login', { email: 'nobody@example.com', password: 'x' });
    for (const answer of [wrong, unknown]) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ message: 'Invalid email or password' });
      expect(answer.headers.getSetCookie()).toEqual([]);
    }
  });

  it('names the missing field when e-mail or password is empty', async () => {
    const answer = await server.rest('POST', '/api/auth/login', { email: '', password: '' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Please enter both email and password');
    expect(answer.body.issues.map((i: { path: string[] }) => i.path[0])).toEqual(['email', 'password']);
  });

  it('returns typed errors from the GraphQL mutation', async () => {
    const { email, password } = await createCustomer(server.app);
    const mutation = `mutation($input: CustomerLoginInput!) { customerLogin(input: $input) {
      __typename ... on CustomerLoginPayload { token customer { email } } ... on Error { message } } }`;
    const bad = await server.gql(mutation, { input: { email, password: 'nope' } });
    expect(bad.data.customerLogin).toEqual({ __typename: 'AuthenticationError', message: 'Invalid email or password' });
    const good = await server.gql(mutation, { input: { email, password } });
    expect(good.data.customerLogin.__typename).toBe('CustomerLoginPayload');
    expect(good.data.customerLogin.customer.email).toBe(email);
  });

  it('ends the session on logout', async () => {
    const { token } = await createCustomer(server.app);
    expect((await server.rest('GET', '/api/auth/me', undefined, { token })).status).toBe(200);
    const logout = await server.gql('mutation { customerLogout { success } }', {}, { token });
    expect(logout.data.customerLogout.success).toBe(true);
    expect((await server.rest('GET', '/api/auth/me', undefined, { token })).status).toBe(401);
  });

  it('expires sessions after 30 days', async () => {
    const { token } = await createCustomer(server.app);
    server.clock.set(new Date(Date.now() + 31 * 24 * 3600 * 1000));
    try {
      expect((await server.rest('GET', '/api/auth/me', undefined, { token })).status).toBe(401);
    } finally {
      server.clock.reset();
    }
  });
});

describe('customers and admins are separate identities', () => {
  it('never lets a customer token pass an admin check, nor the reverse', async () => {
    const { token: customerToken } = await createCustomer(server.app);
    const { username, password, admin } = await createAdmin(server.app);
    const adminLogin = await server.rest('POST', '/api/admin/auth/login', { username, password });
    expect(adminLogin.status).toBe(200);
    const adminToken = adminLogin.body.token as string;

    expect((await server.rest('GET', '/api/admin/auth/me', undefined, { token: customerToken })).status).toBe(401);
    expect((await server.gql('{ adminMe { id } }', {}, { token: customerToken })).data.adminMe).toBeNull();
    expect((await server.rest('GET', '/api/auth/me', undefined, { token: adminToken })).status).toBe(401);
    expect((await server.gql('{ me { id } }', {}, { token: adminToken })).data.me).toBeNull();

    // Loading an admin by global id needs the admin scope; without it the node is
    // simply not there (no "not authorized" that would tell it exists).
    const adminId = Buffer.from(`Admin:${admin.id}`).toString('base64');
    const asCustomer = await server.gql(
      'query($id: ID!) { node(id: $id) { id } }',
      { id: adminId },
      { token: customerToken },
    );
    expect(asCustomer.data).toEqual({ node: null });
    expect(asCustomer.errors).toBeUndefined();
    const asAdmin = await server.gql(
      'query($id: ID!) { node(id: $id) { ... on Admin { username } } }',
      { id: adminId },
      { token: adminToken },
    );
    expect(asAdmin.data.node.username).toBe(username);
  });

  it('does not let one customer load another by global id', async () => {
    const alice = await createCustomer(server.app);
    const bob = await createCustomer(server.app);
    const bobId = Buffer.from(`Customer:${bob.customer.id}`).toString('base64');
    const answer = await server.gql(
      'query($id: ID!) { node(id: $id) { ... on Customer { email } } }',
      { id: bobId },
      { token: alice.token },
    );
    expect(answer.data?.node ?? null).toBeNull();
    expect(JSON.stringify(answer)).not.toContain(bob.email);
  });

  it('answers a wrong admin login with "Invalid admin credentials"', async () => {
    const answer = await server.rest('POST', '/api/admin/auth/login', { username: 'admin', password: 'wrong' });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ message: 'Invalid admin credentials' });
  });
});

describe('failed sign-in limit', () => {
  it('blocks an account after 5 failures from one address, even with the right password', async () => {
    const strict = await startTestServer({ RATE_LIMIT_MULTIPLIER: '1' });
    try {
      const { email, password } = await createCustomer(strict.app);
      for (let i = 0; i < 5; i += 1) {
        expect((await strict.rest('POST', '/api/auth/login', { email, password: 'wrong' })).status).toBe(401);
      }
      const blocked = await strict.rest('POST', '/api/auth/login', { email, password });
      expect(blocked.status).toBe(429);
      expect(blocked.body.message).toMatch(/Too many attempts/);
    } finally {
      await strict.close();
    }
  });
});
