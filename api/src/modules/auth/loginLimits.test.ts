import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { createCustomer } from '../../../test/factories.ts';

/** Sign-in limits across addresses and accounts, at production strength (multiplier 1). */
describe('failed sign-in limits across addresses and accounts', () => {
  let server: TestServer;
  beforeAll(async () => {
    // Behind a load balancer: the address is X-Forwarded-For's, so one test can be many clients.
    server = await startTestServer({ RATE_LIMIT_MULTIPLIER: '1', TRUST_PROXY: 'true' });
  });
  afterAll(() => server.close());

  const login = (email: string, password: string, address: string) =>
    server.rest('POST', '/api/auth/login', { email, password }, { headers: { 'x-forwarded-for': address } });

  it('refuses a guess at one account spread over six addresses, even with the right password', async () => {
    const { email, password } = await createCustomer(server.app);
    const statuses: number[] = [];
    for (let address = 1; address <= 6; address += 1) {
      for (let attempt = 0; attempt < 5; attempt += 1) {
        statuses.push((await login(email, 'wrong', `198.51.100.${address}`)).status);
      }
    }
    // 10 failures from anywhere, then the account is refused for 15 minutes.
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(10).every((status) => status === 429)).toBe(true);
    const blocked = await login(email, password, '198.51.100.99');
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/^Too many attempts\. Please try again in \d+ minute\(s\)\.$/);
  });

  it('refuses one address trying thirty accounts, and only that address', async () => {
    const address = '203.0.113.7';
    const statuses: number[] = [];
    for (let account = 0; account < 30; account += 1) {
      statuses.push((await login(`nobody-${account}-${Date.now()}@example.com`, 'wrong', address)).status);
    }
    expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(20).every((status) => status === 429)).toBe(true);

    // Its own real account is refused from there too; other addresses are not affected.
    const { email, password } = await createCustomer(server.app);
    expect((await login(email, password, address)).status).toBe(429);
    expect((await login(email, password, '203.0.113.8')).status).toBe(200);
  });
});
