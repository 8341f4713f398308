import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.ts';

const OWN_ORIGIN = 'https://mealbox.example';
const PARTNER_ORIGIN = 'https://partner.example';

const preflight = (server: TestServer, path: string, origin: string) =>
  fetch(`${server.url}${path}`, {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
  });

describe('CORS', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ PUBLIC_URL: OWN_ORIGIN, CORS_ORIGINS: PARTNER_ORIGIN });
  });
  afterAll(() => server.close());

  it('gives another origin no CORS headers at all, preflight or request', async () => {
    const answer = await preflight(server, '/graphql', 'https://evil.example');
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    expect(answer.headers.get('access-control-allow-credentials')).toBeNull();

    const post = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ neighborhoods { name } }' }),
    });
    expect(post.headers.get('access-control-allow-origin')).toBeNull();
    const rest = await fetch(`${server.url}/api/neighborhoods`, { headers: { origin: 'https://evil.example' } });
    expect(rest.headers.get('access-control-allow-origin')).toBeNull();
  });

  it("allows the product's own origin, with credentials", async () => {
    const answer = await preflight(server, '/graphql', OWN_ORIGIN);
    expect(answer.status).toBe(204);
    expect(answer.headers.get('access-control-allow-origin')).toBe(OWN_ORIGIN);
    expect(answer.headers.get('access-control-allow-credentials')).toBe('true');
    expect(answer.headers.get('vary')).toMatch(/origin/i);
  });

  it('answers a preflight with its CORS headers and a request id', async () => {
    const answer = await preflight(server, '/api/neighborhoods', OWN_ORIGIN);
    expect(answer.status).toBe(204);
    expect(answer.headers.get('access-control-allow-methods')).toBe('GET, HEAD, POST');
    expect(answer.headers.get('access-control-allow-headers')).toContain('x-graphql-yoga-csrf');
    expect(answer.headers.get('access-control-max-age')).toBe('600');
    expect(answer.headers.get('x-request-id')).toBeTruthy();
  });

  it('marks every answer as depending on Origin, whichever origin asked', async () => {
    for (const origin of [OWN_ORIGIN, PARTNER_ORIGIN, 'https://evil.example', undefined]) {
      const rest = await fetch(`${server.url}/api/neighborhoods`, { headers: origin ? { origin } : {} });
      expect(rest.headers.get('vary'), origin).toMatch(/^Origin\b/);
      expect(rest.headers.get('access-control-expose-headers'), origin).toBeNull();
    }
    const own = await fetch(`${server.url}/api/neighborhoods`, { headers: { origin: OWN_ORIGIN } });
    expect(own.headers.get('access-control-allow-origin')).toBe(OWN_ORIGIN);
    expect(own.headers.get('access-control-allow-credentials')).toBe('true');
  });

  it('allows a listed partner origin without credentials', async () => {
    const answer = await preflight(server, '/graphql', PARTNER_ORIGIN);
    expect(answer.status).toBe(204);
    expect(answer.headers.get('access-control-allow-origin')).toBe(PARTNER_ORIGIN);
    expect(answer.headers.get('access-control-allow-credentials')).toBeNull();

    const rest = await fetch(`${server.url}/api/neighborhoods`, { headers: { origin: PARTNER_ORIGIN } });
    expect(rest.headers.get('access-control-allow-origin')).toBe(PARTNER_ORIGIN);
    expect(rest.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('refuses to start with a CORS_ORIGINS entry that is not an origin', async () => {
    await expect(startTestServer({ CORS_ORIGINS: 'https://partner.example/path' })).rejects.toThrow(/CORS_ORIGINS/);
  });
});

describe('security headers', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('puts CSP, frame-ancestors, X-Frame-Options, nosniff and Referrer-Policy on HTML and API answers', async () => {
    for (const path of ['/', '/meals', '/api/neighborhoods', '/graphql?query=%7B__typename%7D']) {
      const answer = await fetch(`${server.url}${path}`);
      const csp = answer.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("default-src 'self'");
      expect(csp, path).toContain("script-src 'self'");
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(answer.headers.get('x-frame-options'), path).toBe('DENY');
      expect(answer.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(answer.headers.get('referrer-policy'), path).toBe('no-referrer');
      // Plain http here: no HSTS (it would pin a development host to https).
      expect(answer.headers.get('strict-transport-security'), path).toBeNull();
    }
  });
});

describe('HSTS', () => {
  it('is sent when PUBLIC_URL is https', async () => {
    const server = await startTestServer({ PUBLIC_URL: 'https://mealbox.example' });
    try {
      const answer = await fetch(`${server.url}/api/neighborhoods`);
      expect(answer.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
      expect(answer.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
    } finally {
      await server.close();
    }
  });
});
