import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchChromium } from './browser.ts';
import { fillEligibility, openJoinDialog, uniqueEmail } from './eligibility.ts';

/**
 * The admin Users and Landing Page tabs in Chromium: a visitor from a neighbourhood we do not
 * serve lands on the waitlist; an admin finds them there and exports the waitlist CSV from the
 * screen. Screenshots of the tabs at 390 px and desktop go to SHOTS_DIR (default /tmp/shots/h16).
 */

const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/shots/h16';
const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1366, height: 900 } };

/** Today's date on Cairo's calendar, as the server names the file. */
const cairoToday = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Africa/Cairo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

describe.skipIf(!baseUrl)('the admin Users and Landing Page tabs in a browser', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
    mkdirSync(SHOTS_DIR, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** A customer signed up through the server's own registration path. */
  async function register(name: string, neighborhood: string) {
    const response = await fetch(`${baseUrl}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: uniqueEmail('customer'),
        password: 'correct horse battery',
        name,
        invitationCode: 'FRIENDS',
        neighborhood,
      }),
    });
    expect(response.status, await response.clone().text()).toBeLessThan(300);
  }

  async function signIn(page: Page) {
    await page.goto(`${baseUrl}/admin/login`);
    await page.getByLabel('Username').fill('admin');
    await page.locator('input[autocomplete=current-password]').fill('admin12345');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/dashboard');
  }

  it('puts a turned-away visitor on the waitlist, and an admin exports it as CSV from the screen', async () => {
    const email = uniqueEmail('waitlist-csv');
    const visitor = await browser.newPage();
    await visitor.goto(`${baseUrl}/`);
    const dialog = await openJoinDialog(visitor);
    await fillEligibility(dialog, { email, neighborhood: 'Shubra', invitationCode: 'FRIENDS' });
    await dialog.getByText(/added you to our waitlist/).waitFor();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('heading', { name: "We're Not There Yet" }).waitFor();
    await visitor.close();

    const context = await browser.newContext({ viewport: VIEWPORTS.desktop, acceptDownloads: true });
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await signIn(page);
    await page.getByRole('tab', { name: 'Users', exact: true }).click();
    await page.getByRole('heading', { level: 2, name: 'User Accounts' }).waitFor();
    await page.getByRole('tab', { name: 'Waitlist', exact: true }).click();
    await page.getByRole('heading', { level: 2, name: 'Waitlist' }).waitFor();
    const row = page.getByRole('row').filter({ hasText: email });
    await row.waitFor();
    expect(await row.textContent()).toContain('ShubraArea not serviced');
    await page
      .getByRole('region', { name: 'Top 10 Neighborhoods' })
      .getByText(/Shubra: \d+/)
      .waitFor();

    // The server names the file by its own clock: Cairo's date just before or just after the click
    // (equal except across midnight), not a date read at another moment.
    const dayBefore = cairoToday();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect([`waitlist-${dayBefore}.csv`, `waitlist-${cairoToday()}.csv`]).toContain(download.suggestedFilename());
    const file = await download.path();
    const lines = readFileSync(file, 'utf8').split('\r\n');
    expect(lines[0]).toBe('Email,Neighborhood,Reason,Date');
    expect(lines.some((line) => line.startsWith(`${email},Shubra,area_not_serviced,`))).toBe(true);
    expect(pageErrors).toEqual([]);
    await context.close();
  }, 90_000);

  it('finds a customer in User Accounts by searching', async () => {
    const tag = Date.now().toString(36);
    await register(`Salma Adel ${tag}`, 'Zamalek');
    await register(`Karim Nabil ${tag}`, 'Maadi');
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop });
    await signIn(page);
    await page.goto(`${baseUrl}/admin/dashboard?tab=users`);
    await page
      .getByRole('row')
      .filter({ hasText: `Karim Nabil ${tag}` })
      .waitFor();
    await page.getByLabel('Search customers').fill(`salma adel ${tag}`);
    await page.getByRole('status').filter({ hasText: 'Showing 1 of 1 customer' }).waitFor();
    const rows = page.getByRole('row');
    expect(await rows.count()).toBe(2);
    expect(await rows.nth(1).textContent()).toContain(`Salma Adel ${tag}`);
    expect(await rows.nth(1).textContent()).toContain('Zamalek');
    await page.close();
  }, 60_000);

  it('adds an FAQ that the landing page then shows, and deletes it after confirmation', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop });
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await signIn(page);
    await page.goto(`${baseUrl}/admin/dashboard?tab=landing-page`);
    const question = `Do you deliver on holidays? ${Date.now().toString(36)}`;
    await page.getByRole('button', { name: 'Add FAQ' }).click();
    const form = page.getByRole('form', { name: 'Add FAQ' });
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Question is required').waitFor();
    await form.getByLabel(/^Question(?! in Arabic)/).fill(question);
    await form.getByLabel(/^Answer(?! in Arabic)/).fill('Yes, every day except Eid al-Adha.');
    await form.getByLabel('Display order').fill('99');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText('FAQ updated successfully').waitFor();
    await form.waitFor({ state: 'detached' });
    await page.getByText(question).waitFor();

    const visitor = await browser.newPage();
    await visitor.goto(`${baseUrl}/`);
    await visitor.getByText(question).waitFor();
    await visitor.close();

    await page.getByRole('button', { name: `Delete ${question}` }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('Are you sure you want to delete this FAQ? This action cannot be undone.').waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('FAQ deleted successfully').waitFor();
    await page.getByText(question).waitFor({ state: 'detached' });
    expect(pageErrors).toEqual([]);
    await page.close();
  }, 60_000);

  it.each(Object.entries(VIEWPORTS))(
    'shows the Users, Waitlist and Landing Page tabs at %s width',
    async (name, viewport) => {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));
      await signIn(page);
      const shoot = (tab: string) =>
        page.screenshot({ path: path.join(SHOTS_DIR, `${tab}-${name}.png`), fullPage: true });

      await page.goto(`${baseUrl}/admin/dashboard?tab=users`);
      await page.getByRole('heading', { level: 2, name: 'User Accounts' }).waitFor();
      await page
        .getByRole('status')
        .filter({ hasText: /customers?$/ })
        .waitFor();
      await shoot('users-accounts');

      await page.goto(`${baseUrl}/admin/dashboard?tab=waitlist`);
      await page.getByRole('heading', { level: 2, name: 'Waitlist' }).waitFor();
      await page.getByRole('button', { name: 'Export CSV' }).waitFor();
      await shoot('waitlist');

      await page.goto(`${baseUrl}/admin/dashboard?tab=landing-page`);
      await page.getByRole('heading', { level: 3, name: 'FAQs' }).waitFor();
      await page.getByRole('button', { name: 'Add FAQ' }).waitFor();
      await page.getByRole('button', { name: 'Add Meal' }).waitFor();
      await shoot('landing');
      await page.getByRole('button', { name: 'Edit hero section' }).click();
      await page.getByLabel('CTA button URL').waitFor();
      await shoot('landing-hero-edit');

      // The week editor's Available Meals show their price (the admin query-cost budget admits it).
      await page.goto(`${baseUrl}/admin/dashboard?tab=weekly-menus`);
      await page.getByRole('tab', { name: 'Available Meals' }).click();
      const addButtons = page.getByRole('button', { name: /^Add / });
      await addButtons.first().waitFor();
      const firstRow = page.getByRole('row').filter({ has: addButtons }).first();
      expect(await firstRow.textContent()).toMatch(/EGP \d+/);
      await shoot('weekly-menus-available');

      // No control leaves the page wider than the screen.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(pageErrors).toEqual([]);
      await context.close();
    },
    90_000,
  );
});
