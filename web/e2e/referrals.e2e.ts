import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchChromium, waitForApp } from './browser.ts';
import { fillEligibility, uniqueEmail } from './eligibility.ts';

/**
 * Customers invite friends (issue 24): a friend opens the inviter's share link, registers with
 * the code filled in, gets 10 % off the first order and pays on the Paymob simulator; the
 * inviter's credit shows EGP 100 and their next checkout uses it as a line. Screenshots at 390
 * and 1366 go to SHOTS_DIR.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots/h24-referrals';

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

/** A customer's saved 6-meal order for the live week, through the API of their signed-in context. */
async function saveOrder(context: BrowserContext, weekIndex = 0): Promise<number> {
  const api = context.request;
  const weeks = (await (await api.get(`${baseUrl}/api/weeks`)).json()) as { id: number; isLive: boolean }[];
  const week = weeks.filter((w) => w.isLive)[weekIndex]!;
  const { meals } = (await (await api.get(`${baseUrl}/api/menu/${week.id}`)).json()) as { meals: { id: number }[] };
  const order = await api.post(`${baseUrl}/api/orders`, {
    data: {
      weekId: week.id,
      mealCount: 6,
      defaultPortionSize: 'standard',
      deliverySlot: 'morning',
      items: Array.from({ length: 6 }, (_, i) => ({ mealId: meals[i % meals.length]!.id })),
    },
  });
  expect(order.status()).toBe(200);
  return ((await order.json()) as { id: number }).id;
}

describe.skipIf(!baseUrl)('referrals in a browser', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("a friend registers with the share link and pays; the inviter's next charge shows the EGP 100 credit", async () => {
    const pageErrors: string[] = [];

    // The inviter: a customer with their personal code and share link in the Subscription tab.
    const inviter = await browser.newContext({ viewport: DESKTOP });
    const registered = await inviter.request.post(`${baseUrl}/api/auth/register`, {
      data: {
        email: uniqueEmail('inviter'),
        password: 'e2e-secret-123',
        name: 'Mona Hassan',
        invitationCode: 'FRIENDS',
      },
    });
    expect(registered.status()).toBe(200);
    // Their trial box, paid on the simulator (the account is for customers who have started).
    const account = await inviter.newPage();
    account.on('pageerror', (error) => pageErrors.push(error.message));
    const trial = await saveOrder(inviter, 0);
    const paying = await inviter.request.post(`${baseUrl}/api/orders/checkout`, {
      data: {
        orderId: trial,
        orderType: 'trial',
        paymentMethod: 'card',
        address: { name: 'Mona Hassan', street: '9 Road 9', area: 'Maadi', phone: '1112223334' },
      },
    });
    expect(paying.status()).toBe(200);
    await account.goto(((await paying.json()) as { paymentUrl: string }).paymentUrl);
    await account.getByRole('button', { name: 'Pay', exact: true }).click();
    await account.getByText('Payment Successful!').first().waitFor({ timeout: 15_000 });
    const referral = (await (await inviter.request.get(`${baseUrl}/api/user/referral`)).json()) as {
      code: string;
      shareLink: string;
    };
    expect(referral.code).toMatch(/^MONA\d{4}$/);
    await account.goto(`${baseUrl}/account?tab=subscription`);
    const invite = account.getByRole('region', { name: 'Invite friends' });
    await invite.waitFor({ timeout: 15_000 });
    expect(await invite.getByRole('textbox', { name: 'Your invitation code' }).inputValue()).toBe(referral.code);
    const link = await invite.getByRole('textbox', { name: 'Share link' }).inputValue();
    expect(new URL(link).search).toBe(`?invite=${referral.code}`);
    await shot(account, 'inviter-account-1366');

    // The friend opens the link: the dialog opens with the code filled in.
    const friend = await browser.newContext({ viewport: PHONE });
    const page = await friend.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto(`${baseUrl}/?invite=${referral.code}`);
    await waitForApp(page);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Join MealBox' }).waitFor();
    expect(await dialog.getByRole('textbox', { name: /Invitation Code/ }).inputValue()).toBe(referral.code);
    const email = uniqueEmail('friend');
    await fillEligibility(dialog, { email, neighborhood: 'Zamalek' });
    await shot(page, 'friend-share-link-390');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname === '/meal-plans', { timeout: 15_000 });

    await page.getByRole('heading', { level: 1, name: 'Choose Your Plan' }).waitFor();
    await page.getByRole('radio', { name: /^6\b/ }).check({ force: true });
    await page.getByRole('button', { name: 'Select Your Meals' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/menu/'));
    const menu = page.getByRole('list', { name: "This week's menu" });
    await menu.waitFor();
    const add = menu.getByRole('button', { name: /^Add one / });
    const distinct = await add.count();
    for (let i = 0; i < 6; i += 1) await add.nth(i % distinct).click();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/auth', { timeout: 10_000 });
    await page.getByRole('tab', { name: 'Register' }).click();
    const register = page.getByRole('form', { name: 'Register' });
    await register.getByLabel('Password', { exact: false }).first().fill('e2e-secret-123');
    await register.getByRole('button', { name: 'Create Account' }).click();

    // The friend's checkout: 10 % off the first order, a line of the price summary.
    await page.waitForURL((url) => url.pathname === '/checkout', { timeout: 15_000 });
    await page.getByRole('heading', { level: 1, name: 'Review your order' }).waitFor({ timeout: 15_000 });
    await page.getByText(/Includes 10% off your first order, from your friend's invitation/).waitFor();
    await shot(page, 'friend-checkout-390');
    await page.getByRole('textbox', { name: /Full name/ }).fill('Omar Adel');
    await page.getByRole('textbox', { name: /Street/ }).fill('26 July Street');
    await page.getByRole('combobox', { name: /Area/ }).selectOption('Zamalek');
    await page.getByRole('textbox', { name: /Phone/ }).fill('1001234567');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/paymob-sim/unifiedcheckout'), { timeout: 15_000 });
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.getByText('Payment Successful!').first().waitFor({ timeout: 15_000 });

    // The inviter: EGP 100 of credit, and the next checkout uses it first.
    await expect
      .poll(
        async () =>
          ((await (await inviter.request.get(`${baseUrl}/api/user/credits`)).json()) as { balancePiasters: number })
            .balancePiasters,
        { timeout: 10_000 },
      )
      .toBe(10_000);
    await saveOrder(inviter, 1);
    await account.goto(`${baseUrl}/checkout`);
    await account.getByRole('heading', { level: 1, name: 'Review your order' }).waitFor({ timeout: 15_000 });
    const creditLine = account.locator('dl').getByText('Your credit', { exact: true }).locator('..');
    expect(((await creditLine.textContent()) ?? '').replace(/\s+/g, ' ').trim()).toBe('Your credit− EGP 100');
    await shot(account, 'inviter-checkout-credit-1366');
    await account.setViewportSize(PHONE);
    await shot(account, 'inviter-checkout-credit-390');
    await account.goto(`${baseUrl}/account?tab=subscription`);
    const credit = account.getByRole('region', { name: 'Your credit' });
    await credit.waitFor({ timeout: 15_000 });
    await credit.getByText('A friend’s first order').waitFor();
    await shot(account, 'inviter-credit-390');

    // The back office lists the referral; at 390 px its table fits (no page-wide sideways scroll).
    const admin = await browser.newContext({ viewport: PHONE });
    const back = await admin.newPage();
    back.on('pageerror', (error) => pageErrors.push(error.message));
    await back.goto(`${baseUrl}/admin/login`);
    await back.getByLabel('Username').fill('admin');
    await back.locator('input[autocomplete=current-password]').fill('admin12345');
    await back.getByRole('button', { name: 'Sign In' }).click();
    await back.waitForURL((url) => url.pathname === '/admin/dashboard');
    await back.goto(`${baseUrl}/admin/dashboard?tab=pricing`);
    const table = back.getByRole('table', { name: 'Referrals' });
    await table.waitFor({ timeout: 15_000 });
    await table.scrollIntoViewIfNeeded();
    expect(await back.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await shot(back, 'admin-referrals-390');
    await back.setViewportSize(DESKTOP);
    await shot(back, 'admin-referrals-1366');
    await admin.close();

    expect(pageErrors).toEqual([]);
    await inviter.close();
    await friend.close();
  }, 180_000);
});
