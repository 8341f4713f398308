import { describe, expect, it } from 'vitest';
import { startTestServer } from '../../test/harness.ts';

const openGraphiQL = (url: string) => fetch(`${url}/graphql`, { headers: { accept: 'text/html' } });

describe('GraphiQL', () => {
  it('is off in production unless GRAPHIQL=true', async () => {
    const server = await startTestServer({ NODE_ENV: 'production' });
    try {
      const page = await openGraphiQL(server.url);
      expect(page.headers.get('content-type') ?? '').not.toContain('text/html');
      expect(await page.text()).not.toContain('<html');
      expect((await fetch(`${server.url}/graphiql/graphiql.js`)).status).toBe(404);
    } finally {
      await server.close();
    }
  });

  it('is served from the installed package, never a CDN, under its own CSP', async () => {
    const server = await startTestServer({ NODE_ENV: 'production', GRAPHIQL: 'true' });
    try {
      const page = await openGraphiQL(server.url);
      const html = await page.text();
      expect(page.headers.get('content-type')).toContain('text/html');
      expect(html).toContain('<div id="root">');
      expect(html).not.toMatch(/https?:\/\//);
      const csp = page.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");

      const sources = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);
      expect(sources.length).toBeGreaterThanOrEqual(4);
      for (const source of [
        ...sources,
        '/graphiql/editorWorkerService.worker.js',
        '/graphiql/json.worker.js',
        '/graphiql/graphql.worker.js',
      ]) {
        expect(source.startsWith('/graphiql/'), source).toBe(true);
        const asset = await fetch(`${server.url}${source}`);
        expect(asset.status, source).toBe(200);
        expect((await asset.arrayBuffer()).byteLength, source).toBeGreaterThan(100);
      }
      expect(await (await fetch(`${server.url}/graphiql/graphiql.js`)).text()).toContain('renderYogaGraphiQL');
    } finally {
      await server.close();
    }
  });
});
