import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchChromium, openApp } from './browser.ts';
import { fillEligibility, openJoinDialog, uniqueEmail } from './eligibility.ts';

/**
 * Two visitor journeys in a real browser (Debian's Chromium) against the running server with
 * the demo data: eligible visitor → plan → menu → register → priced pending order, and a
 * visitor from a neighbourhood we do not serve → waitlist. E2E_BASE_URL names the server;
 * without it the suite skips.
 */

const PHONE = { width: 390, height: 844 };

describe.skipIf(!baseUrl)('visitor journeys in a browser', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
  });

  /** Opens the landing page in a fresh context (no cookies, no stored onboarding) and the dialog. */
  async function openLandingDialog(pageErrors: string[]): Promise<Page> {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await openApp(page, `${baseUrl}/`);
    await openJoinDialog(page);
    return page;
  }

  it('takes an eligible visitor from Get Started to a priced pending order', async () => {
    const pageErrors: string[] = [];
    const page = await openLandingDialog(pageErrors);
    const email = uniqueEmail('journey');
    await fillEligibility(page.getByRole('dialog'), { email, neighborhood: 'Zamalek', invitationCode: 'FRIENDS' });
    await page.getByRole('dialog').getByRole('button', { name: 'Continue' }).click();

    await page.getByRole('dialog').getByRole('heading', { name: 'Welcome' }).waitFor();
    await page.waitForURL((url) => url.pathname === '/meal-plans', { timeout: 10_000 });

    // Step 1: 6 meals, Large.
    await page.getByRole('heading', { level: 1, name: 'Choose Your Plan' }).waitFor();
    await page.getByRole('radio', { name: /^6\b/ }).check({ force: true });
    await page.getByRole('radio', { name: /^Large/ }).check({ force: true });
    await page.getByText('6 meals per week · Large portions').waitFor();
    await page.getByRole('button', { name: 'Select Your Meals' }).click();

    // Step 2: six meals from the week's menu.
    await page.waitForURL((url) => url.pathname.startsWith('/menu/'));
    const url = new URL(page.url());
    expect(url.searchParams.get('mealCount')).toBe('6');
    expect(url.searchParams.get('portionSize')).toBe('large');
    const menu = page.getByRole('list', { name: "This week's menu" });
    await menu.waitFor();
    const addButtons = menu.getByRole('button', { name: /^Add one / });
    const distinct = await addButtons.count();
    expect(distinct).toBeGreaterThan(0);
    for (let i = 0; i < 6; i += 1) {
      await addButtons.nth(i % distinct).click();
    }
    await page.getByRole('heading', { level: 1, name: 'Select your meals (6 of 6 selected)' }).waitFor();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();

    // Step 3: register with the approved invitation.
    await page.waitForURL((url) => url.pathname === '/auth', { timeout: 10_000 });
    await page.getByRole('tab', { name: 'Register' }).click();
    const register = page.getByRole('form', { name: 'Register' });
    await register.waitFor();
    expect(await register.getByRole('textbox', { name: /Email/ }).inputValue()).toBe(email);
    await register.getByLabel('Password', { exact: false }).first().fill('e2e-secret-123');
    await register.getByRole('button', { name: 'Create Account' }).click();

    // Step 4: the pending order, priced by the server.
    await page.waitForURL((url) => url.pathname === '/checkout', { timeout: 15_000 });
    await page.getByRole('heading', { level: 1, name: 'Review your order' }).waitFor({ timeout: 15_000 });
    const totalRow = page.locator('dl').getByText('Total', { exact: true }).locator('..');
    expect(((await totalRow.textContent()) ?? '').replace(/\s+/g, ' ').trim()).toMatch(/^Total ?EGP 1,825$/);
    await page.getByText(/^6 meals · /).waitFor();
    const lines = await page.getByRole('list', { name: 'Meals' }).getByRole('listitem').allTextContents();
    const mealCount = lines.reduce((sum, line) => sum + Number(/^(\d+) ×/.exec(line.trim())?.[1] ?? 0), 0);
    expect(mealCount).toBe(6);
    expect(lines.every((line) => /large$/i.test(line.trim()))).toBe(true);

    expect(pageErrors).toEqual([]);
    await page.context().close();
  }, 90_000);

  it('warns a visitor from a neighbourhood we do not serve and shows the waitlist answer', async () => {
    const pageErrors: string[] = [];
    const page = await openLandingDialog(pageErrors);
    await fillEligibility(page.getByRole('dialog'), {
      email: uniqueEmail('waitlist'),
      neighborhood: 'Shubra',
      invitationCode: 'FRIENDS',
    });
    const dialog = page.getByRole('dialog');
    await dialog
      .getByText(
        "Sorry, we don't currently deliver to Shubra. We've added you to our waitlist and will notify you when we expand service to your area.",
      )
      .waitFor();

    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('heading', { name: "We're Not There Yet" }).waitFor();
    // The rejected view shows the server's own message, which names the neighbourhood.
    const message = ((await dialog.getByRole('status').textContent()) ?? '').trim();
    expect(message).not.toBe('');
    expect(message).toContain('Shubra');
    expect(new URL(page.url()).pathname).toBe('/');

    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => Object.keys(localStorage).length + Object.keys(sessionStorage).length)).toBe(0);

    expect(pageErrors).toEqual([]);
    await page.context().close();
  }, 60_000);
});
