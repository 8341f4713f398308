import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchChromium, openApp, waitForApp } from './browser.ts';
import { fillEligibility, openJoinDialog, uniqueEmail } from './eligibility.ts';

/**
 * Issue 20 ("no dead ends"), the forms' part, at 390 px on a phone: a typo in the invitation
 * code is corrected in the dialog; the plan page remembers the plan after Back; the menu's picks
 * survive a reload, a slot change and Back then Forward; the checkout keeps its draft address
 * across a reload and accepts a phone typed `010 1234 5678`. Screenshots go to SHOTS_DIR
 * (default /tmp/shots-h20-forms).
 */

const PHONE = { width: 390, height: 844 };
const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/shots-h20-forms';

const heading = (page: Page) => page.getByRole('heading', { level: 1, name: /^Select your meals \(/ });
const selectedCount = async (page: Page) => /\((\d+) of/.exec((await heading(page).textContent()) ?? '')?.[1];

describe.skipIf(!baseUrl)('no dead ends for a new customer (390 px)', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
    mkdirSync(SHOTS_DIR, { recursive: true });
  });

  afterAll(async () => {
    await browser?.close();
  });

  const shoot = (page: Page, name: string) =>
    page.screenshot({ path: path.join(SHOTS_DIR, `${name}.png`), fullPage: false });

  it('corrects a code typo in the dialog, keeps plan and picks, and checks out with 010 1234 5678', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await openApp(page, `${baseUrl}/`);

    // 1. A typo in the code is an error under the code field; the values stay; the fix passes.
    const dialog = await openJoinDialog(page);
    const email = uniqueEmail('no-dead-ends');
    await fillEligibility(dialog, { email, neighborhood: 'Zamalek', invitationCode: 'WELCOME1' });
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByText(/That invitation code isn't valid or has no places left/).waitFor();
    expect(await dialog.getByRole('heading', { name: "We're Not There Yet" }).count()).toBe(0);
    expect(await dialog.getByRole('textbox', { name: /Email/ }).inputValue()).toBe(email);
    expect(await dialog.getByRole('combobox', { name: /Neighborhood/ }).inputValue()).toBe('Zamalek');
    expect(await dialog.getByRole('textbox', { name: /Invitation Code/ }).inputValue()).toBe('WELCOME1');
    await shoot(page, '1-code-typo-390');
    await dialog.getByRole('textbox', { name: /Invitation Code/ }).fill('WELCOME10');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('heading', { name: 'Welcome' }).waitFor();
    await page.waitForURL((url) => url.pathname === '/meal-plans', { timeout: 10_000 });

    // 2. The plan page remembers "6 / Large" after Back from the menu.
    await page.getByRole('heading', { level: 1, name: 'Choose Your Plan' }).waitFor();
    await page.getByRole('radio', { name: /^6\b/ }).check({ force: true });
    await page.getByRole('radio', { name: /^Large/ }).check({ force: true });
    await page.getByText('6 meals per week · Large portions').waitFor();
    await page.getByRole('button', { name: 'Select Your Meals' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/menu/'));
    await heading(page).waitFor();
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/meal-plans');
    await page.getByText('6 meals per week · Large portions').waitFor();
    expect(await page.getByRole('radio', { name: /^6\b/ }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: /^Large/ }).isChecked()).toBe(true);
    await shoot(page, '2-plan-remembered-390');
    await page.goForward();
    await page.waitForURL((url) => url.pathname.startsWith('/menu/'));

    // 3. Picks survive a reload, a slot change, and Back then Forward.
    const menu = page.getByRole('list', { name: "This week's menu" });
    await menu.waitFor();
    const addButtons = menu.getByRole('button', { name: /^Add one / });
    for (let i = 0; i < 3; i += 1) await addButtons.nth(i).click();
    await page.getByRole('heading', { level: 1, name: 'Select your meals (3 of 6 selected)' }).waitFor();
    await page.reload();
    await waitForApp(page);
    await heading(page).waitFor();
    expect(await selectedCount(page)).toBe('3');
    await page.getByLabel('Delivery slot').selectOption('evening');
    expect(await selectedCount(page)).toBe('3');
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/meal-plans');
    await page.goForward();
    await page.waitForURL((url) => url.pathname.startsWith('/menu/'));
    await heading(page).waitFor();
    expect(await selectedCount(page)).toBe('3');
    expect(await page.getByLabel('Delivery slot').inputValue()).toBe('evening');
    await shoot(page, '3-picks-kept-390');
    for (let i = 3; i < 6; i += 1) await addButtons.nth(i % (await addButtons.count())).click();
    await page.getByRole('heading', { level: 1, name: 'Select your meals (6 of 6 selected)' }).waitFor();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();

    // Register, then the checkout.
    await page.waitForURL((url) => url.pathname === '/auth', { timeout: 10_000 });
    await page.getByRole('tab', { name: 'Register' }).click();
    const register = page.getByRole('form', { name: 'Register' });
    await register.waitFor();
    await register.getByLabel('Password', { exact: false }).first().fill('e2e-secret-123');
    await register.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL((url) => url.pathname === '/checkout', { timeout: 15_000 });
    await page.getByRole('heading', { level: 1, name: 'Review your order' }).waitFor({ timeout: 15_000 });

    // 4. The phone as Egyptians type it, and a draft address that survives a reload.
    await page.getByRole('textbox', { name: /Full name/ }).fill('Mona Hassan');
    await page.getByRole('textbox', { name: /Street/ }).fill('26 July Street');
    await page.getByRole('combobox', { name: /Area/ }).selectOption('Zamalek');
    await page.getByRole('textbox', { name: /Landmark/ }).fill('Next to Diwan bookstore');
    const phone = page.getByRole('textbox', { name: /Phone/ });
    await phone.pressSequentially('010 1234 5678');
    expect(await phone.inputValue()).toBe('010 1234 5678');
    await page.getByText('Valid Egyptian mobile number').waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Review your order' }).waitFor({ timeout: 15_000 });
    expect(await page.getByRole('textbox', { name: /Street/ }).inputValue()).toBe('26 July Street');
    expect(await page.getByRole('combobox', { name: /Area/ }).inputValue()).toBe('Zamalek');
    expect(await page.getByRole('textbox', { name: /Phone/ }).inputValue()).toBe('010 1234 5678');
    await page.getByText('Valid Egyptian mobile number').scrollIntoViewIfNeeded();
    await shoot(page, '4-checkout-phone-390');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    // The server took the phone: the card payment opens (the Paymob simulator's page).
    await page.waitForURL((url) => url.pathname.startsWith('/paymob-sim/'), { timeout: 15_000 });

    expect(pageErrors).toEqual([]);
    await context.close();
  }, 180_000);
});
