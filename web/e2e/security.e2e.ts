import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchChromium } from './browser.ts';

/**
 * The pages under their Content-Security-Policy in a real browser: the web app and GraphiQL
 * run with no violation, and GraphiQL needs nothing from another origin (no CDN: the
 * machines have no internet).
 */
describe.skipIf(!baseUrl)('pages under their security headers', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  /**
   * Opens a page, recording console errors and every origin it requests. GraphiQL waits for its
   * load event only: Playwright can keep one of its editor's worker scripts as an open request
   * after the server answered it, so "network idle" may never come.
   */
  async function open(
    path: string,
    waitUntil: 'networkidle' | 'load' = 'networkidle',
  ): Promise<{ page: Page; problems: string[]; origins: Set<string> }> {
    const page = await browser.newPage();
    const problems: string[] = [];
    const origins = new Set<string>();
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('request', (request) => {
      if (!request.url().startsWith('data:')) origins.add(new URL(request.url()).origin);
    });
    await page.goto(`${baseUrl}${path}`, { waitUntil });
    return { page, problems, origins };
  }

  it('runs the web app with no CSP violation', async () => {
    for (const path of ['/', '/meals', '/menu/current']) {
      const { page, problems } = await open(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(problems, path).toEqual([]);
      await page.close();
    }
  });

  it('serves GraphiQL from this server alone and runs a query with it', async () => {
    const { page, problems, origins } = await open(
      `/graphql?query=${encodeURIComponent('{ neighborhoods { name } }')}`,
      'load',
    );
    await page.locator('.graphiql-execute-button').click();
    await page.getByText('Zamalek').first().waitFor({ timeout: 30_000 });
    expect([...origins]).toEqual([new URL(baseUrl!).origin]);
    expect(problems).toEqual([]);
    await page.close();
  });
});
