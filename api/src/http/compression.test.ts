// Compression on real HTTP: the build's precompressed assets sent as they
// are, with the right Content-Encoding and Vary; JSON built per request
// compressed above 1 KB only.
import { request } from 'node:http';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../../web/scripts/precompress.mjs';
import { createCustomer } from '../../test/factories.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';

let server: TestServer;
let dist: string;
const script = `export const meals = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `meal number ${i}`))};\n`;
const page = `<!doctype html><html lang="en"><body><div id="root">${'<p>Koshari</p>'.repeat(200)}</div></body></html>`;

/** One request, the body as sent (not decoded). */
function raw(urlPath: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const req = request(`${server.url}${urlPath}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on('error', reject);
      req.end();
    },
  );
}

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'mealbox-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), page);
  writeFileSync(path.join(dist, 'assets', 'app-1a2b3c.js'), script);
  writeFileSync(path.join(dist, 'assets', 'tiny-1a2b3c.js'), 'export {};\n');
  const { count } = await precompress(dist);
  expect(count).toBe(3);
  server = await startTestServer({ WEB_DIST: dist });
});
afterAll(() => server?.close());

describe('static assets', () => {
  it('are sent precompressed as brotli or gzip, as the browser accepts, with Vary', async () => {
    const br = await raw('/assets/app-1a2b3c.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.body).toString()).toBe(script);
    // The build's file itself (brotli 11), not a compression made for this request.
    expect(br.body.equals(readFileSync(path.join(dist, 'assets', 'app-1a2b3c.js.br')))).toBe(true);
    expect(br.body.length).toBeLessThan(script.length / 4);

    const gzip = await raw('/assets/app-1a2b3c.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(script);
    expect(gzip.body.equals(readFileSync(path.join(dist, 'assets', 'app-1a2b3c.js.gz')))).toBe(true);

    const identity = await raw('/assets/app-1a2b3c.js', { 'accept-encoding': 'identity' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.toString()).toBe(script);
  });

  it('include the HTML of client-side routes', async () => {
    for (const route of ['/', '/meals', '/account']) {
      const html = await raw(route, { 'accept-encoding': 'br' });
      expect(html.status, route).toBe(200);
      expect(html.headers['content-encoding'], route).toBe('br');
      expect(brotliDecompressSync(html.body).toString(), route).toBe(page);
    }
  });

  it('include tiny ones, and a missing asset is a 404', async () => {
    const tiny = await raw('/assets/tiny-1a2b3c.js', { 'accept-encoding': 'gzip' });
    expect(tiny.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(tiny.body).toString()).toBe('export {};\n');
    const missing = await raw('/assets/nope.js', { 'accept-encoding': 'br' });
    expect(missing.status).toBe(404);
  });
});

describe('JSON built per request', () => {
  it('is compressed above 1 KB and left alone below', async () => {
    const { token } = await createCustomer(server.app);
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    // A personal field keeps it out of the store: yoga builds it every time.
    const big = await post(
      '{ me { email } meals(first: 40) { edges { node { title description ingredients } } } }',
      auth,
    );
    expect(big.headers['content-encoding']).toBe('br');
    expect(big.headers.vary).toMatch(/accept-encoding/i);
    const json = JSON.parse(brotliDecompressSync(big.body).toString());
    expect(json.data.meals.edges).toHaveLength(40);

    const small = await post('{ me { email } }', auth);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString()).data.me.email).toContain('@');
  });
});

function post(query: string, headers: Record<string, string>) {
  return new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const req = request(
      `${server.url}/graphql`,
      { method: 'POST', headers: { 'accept-encoding': 'br, gzip', ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify({ query }));
  });
}
