import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchChromium, openApp } from './browser.ts';

/**
 * /developers at 390 px: the page fits the screen (code scrolls inside its blocks), the footer
 * links it, the generated reference loads, a "Run in GraphiQL" link opens GraphiQL (at desk width)
 * with its query in the editor and runs it; /ar/developers is the same page under the Arabic layout.
 */
describe.skipIf(!baseUrl)('the developers page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('fits 390 px, loads the schema reference, and opens an example in GraphiQL, filled in', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await openApp(page, `${baseUrl}/meals`);
    await page.getByRole('contentinfo').getByRole('link', { name: 'For developers' }).click();
    await page.getByRole('heading', { level: 1, name: 'For developers' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/developers');
    await page.locator('summary', { hasText: /^Mutation/ }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // GraphiQL itself needs a wide screen (its panes side by side): a developer runs it at a desk.
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.getByRole('link', { name: "Run in GraphiQL: This week's menu" }).click();
    await page.waitForURL((url) => url.pathname === '/graphql');
    const editor = page.locator('.graphiql-query-editor');
    await editor.getByText('ThisWeeksMenu').waitFor({ timeout: 30_000 });
    await page.locator('.graphiql-execute-button').click();
    // The answer's first lines (Monaco renders only the lines in view).
    await expect
      .poll(async () => (await page.locator('.graphiql-response').textContent())?.replace(/\s/g, ''), {
        timeout: 30_000,
      })
      .toMatch(/^\{"data":\{"week":\{"id":"[^"]+","databaseId":\d+,"label"/);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('under /ar: the Arabic layout and title, the technical text in English', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await openApp(page, `${baseUrl}/ar/developers`);
    await page.getByRole('heading', { level: 1, name: 'للمطوّرين' }).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    const scopes = page.getByRole('heading', { level: 2, name: 'Scopes' });
    expect(await scopes.evaluate((heading) => heading.closest('[lang]')?.getAttribute('lang'))).toBe('en');
    expect(await page.getByRole('link', { name: /^Run in GraphiQL/ }).count()).toBe(5);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.close();
  });
});
