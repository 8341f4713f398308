import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { animationsSettled, baseUrl, launchChromium } from './browser.ts';
import { superAdminContext } from './admin.ts';
import { uniqueEmail } from './eligibility.ts';

/**
 * The kitchen and the numbers in Chromium, on the embedded database: a customer sends an
 * InstaPay trial with a proof; Meal Prep's counts for the week change by exactly that order's
 * meals; the delivery sheet lists the box; once the admin marks it received, the analytics show
 * the week's revenue grown by exactly the order's total. Screenshots at 1366 and 390 px go to
 * SHOTS_DIR (default /tmp/shots-h19-prep).
 */

const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/shots-h19-prep';
const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1366, height: 900 } };
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const weekGlobalId = (id: number) => Buffer.from(`Week:${id}`).toString('base64');

describe.skipIf(!baseUrl)('the kitchen, delivery sheets and analytics in a browser', () => {
  let browser: Browser;
  let admin: BrowserContext;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
    mkdirSync(SHOTS_DIR, { recursive: true });
    admin = await superAdminContext(browser, { viewport: VIEWPORTS.desktop });
  });
  afterAll(async () => {
    await admin?.close();
    await browser?.close();
  });

  const shoot = async (page: Page, name: string) => {
    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(viewport);
      await animationsSettled(page);
      await page.screenshot({ path: path.join(SHOTS_DIR, `${name}-${size}.png`), fullPage: true });
    }
    await page.setViewportSize(VIEWPORTS.desktop);
  };

  /** The Meal Prep table as the page shows it: meal → total, and the Total row. */
  async function mealPrepOnScreen(page: Page, weekId: number) {
    await page.goto(`${baseUrl}/admin/orders/meal-prep?week=${encodeURIComponent(weekGlobalId(weekId))}`);
    const table = page.getByRole('table', { name: /^Meal Prep for / });
    await table.waitFor({ timeout: 15_000 });
    const body = await table
      .locator('tbody tr')
      .evaluateAll((rows) =>
        rows.map((row) => [...(row as HTMLTableRowElement).cells].map((cell) => cell.textContent ?? '')),
      );
    const foot = await table
      .locator('tfoot tr')
      .evaluateAll((rows) =>
        rows.map((row) => [...(row as HTMLTableRowElement).cells].map((cell) => cell.textContent ?? '')),
      );
    const meals = new Map(body.map((cells) => [cells[0]!, Number(cells[3])]));
    return { meals, total: Number(foot.at(-1)![3]) };
  }

  /** The week's revenue in the analytics table (whole pounds). */
  async function revenueOnScreen(page: Page, label: string) {
    await page.goto(`${baseUrl}/admin/dashboard?tab=analytics`);
    const table = page.getByRole('table', { name: 'Revenue (confirmed payments) by week' });
    await table.waitFor({ timeout: 15_000 });
    const cell = table.getByRole('row').filter({ hasText: label }).locator('td').nth(1);
    return Number((await cell.textContent())!.replace(/[^0-9]/g, ''));
  }

  it('counts an InstaPay trial in Meal Prep, lists it on the delivery sheet, and its revenue once received', async () => {
    const page = await admin.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));

    // A customer with a 6-meal order for the first live week.
    const customer = await browser.newContext({ viewport: VIEWPORTS.phone });
    const api = customer.request;
    const name = `Kitchen Customer ${Date.now().toString(36)}`;
    const registered = await api.post(`${baseUrl}/api/auth/register`, {
      data: {
        email: uniqueEmail('kitchen'),
        password: 'e2e-secret-123',
        name,
        invitationCode: 'CAIRO2026',
        neighborhood: 'Zamalek',
      },
    });
    expect(registered.status()).toBe(200);
    const weeks = (await (await api.get(`${baseUrl}/api/weeks`)).json()) as {
      id: number;
      label: string;
      isLive: boolean;
    }[];
    const week = weeks.find((w) => w.isLive)!;
    const { meals: menu } = (await (await api.get(`${baseUrl}/api/menu/${week.id}`)).json()) as {
      meals: { id: number; title: string }[];
    };
    const picked = Array.from({ length: 6 }, (_, i) => menu[i % 4]!);
    const order = await api.post(`${baseUrl}/api/orders`, {
      data: {
        weekId: week.id,
        mealCount: 6,
        defaultPortionSize: 'standard',
        deliverySlot: 'morning',
        items: picked.map((meal) => ({ mealId: meal.id })),
      },
    });
    expect(order.status()).toBe(200);
    const orderId = ((await order.json()) as { id: number }).id;

    // Before paying, the order does not count.
    const before = await mealPrepOnScreen(page, week.id);
    const revenueBefore = await revenueOnScreen(page, week.label);

    // The customer sends an InstaPay trial with its proof.
    const checkout = await customer.newPage();
    checkout.on('pageerror', (error) => pageErrors.push(error.message));
    await checkout.goto(`${baseUrl}/checkout`);
    await checkout.getByRole('heading', { level: 1, name: 'Review your order' }).waitFor({ timeout: 15_000 });
    await checkout.getByRole('radio', { name: /Trial box/ }).check({ force: true });
    await checkout.getByRole('radio', { name: /InstaPay/ }).check({ force: true });
    await checkout.getByRole('textbox', { name: /Street/ }).fill('26 July Street');
    await checkout.getByRole('combobox', { name: /Area/ }).selectOption('Zamalek');
    await checkout.getByRole('textbox', { name: /Phone/ }).fill('1001234567');
    await checkout.getByText('Valid Egyptian mobile number').waitFor();
    await checkout.getByRole('button', { name: 'Submit Order' }).click();
    await checkout.getByLabel(/Payment confirmation image/).setInputFiles({
      name: 'transfer.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await checkout.getByRole('button', { name: 'Submit Order' }).click();
    await checkout.waitForURL((url) => url.pathname === '/account', { timeout: 20_000 });

    // Meal Prep grows by exactly the order's meals, meal by meal.
    const after = await mealPrepOnScreen(page, week.id);
    expect(after.total - before.total).toBe(6);
    const expected = new Map<string, number>();
    for (const meal of picked) expected.set(meal.title, (expected.get(meal.title) ?? 0) + 1);
    for (const [title, count] of expected) {
      expect((after.meals.get(title) ?? 0) - (before.meals.get(title) ?? 0), title).toBe(count);
    }
    await shoot(page, 'meal-prep');
    // Printed, the kitchen sheet is the table alone: no site header, no buttons.
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Log Out' }).isVisible()).toBe(false);
    expect(await page.getByRole('table', { name: /^Meal Prep for / }).isVisible()).toBe(true);
    await page.emulateMedia({ media: 'screen' });

    // The delivery sheet lists the box in Zamalek.
    await page.getByRole('link', { name: 'Delivery sheet: Morning' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/orders/delivery-sheet');
    const zamalek = page.getByRole('region', { name: 'Zamalek' });
    const box = zamalek.getByRole('listitem').filter({ hasText: name });
    await box.waitFor({ timeout: 15_000 });
    expect(await box.textContent()).toContain('+201001234567');
    expect(await box.textContent()).toContain('26 July Street');
    expect(await box.textContent()).toContain('6 meals:');
    await shoot(page, 'delivery-sheet');

    // Marked received: the week's revenue grows by exactly the order's total.
    expect(await revenueOnScreen(page, week.label)).toBe(revenueBefore);
    const marked = await admin.request.patch(`${baseUrl}/api/admin/orders/${orderId}/payment-status`, {
      data: { paymentStatus: 'confirmed' },
    });
    expect(marked.status()).toBe(200);
    const details = (await (await api.get(`${baseUrl}/api/orders/${orderId}/details`)).json()) as {
      total: number | string;
    };
    const totalPounds = Math.round(Number(details.total));
    expect(totalPounds).toBeGreaterThan(0);
    expect((await revenueOnScreen(page, week.label)) - revenueBefore).toBe(totalPounds);
    expect((await mealPrepOnScreen(page, week.id)).total).toBe(after.total);
    await page.goto(`${baseUrl}/admin/dashboard?tab=analytics`);
    await page.getByRole('table', { name: 'Revenue (confirmed payments) by week' }).waitFor();
    await shoot(page, 'analytics');

    // The overview above the tabs.
    await page.goto(`${baseUrl}/admin/dashboard`);
    const overview = page.getByRole('region', { name: 'Overview' });
    await overview.getByText('InstaPay proofs waiting').waitFor({ timeout: 15_000 });
    await shoot(page, 'dashboard-overview');

    // User Accounts: the customer opens to their subscription, orders and payments.
    await page.goto(`${baseUrl}/admin/dashboard?tab=users`);
    await page.getByRole('button', { name: `Open ${name}` }).click();
    const dialog = page.getByRole('dialog', { name });
    await dialog.getByRole('table', { name: 'Orders' }).waitFor({ timeout: 15_000 });
    expect(await dialog.getByRole('table', { name: 'Orders' }).textContent()).toContain('Confirmed');
    await shoot(page, 'user-detail');
    await customer.close();
    expect(pageErrors).toEqual([]);
  }, 180_000);

  it('invites a waitlist entry, and a code whose uses are taken reads Exhausted', async () => {
    const page = await admin.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const visitor = await browser.newContext();
    const email = uniqueEmail('waitlist');
    const refused = await visitor.request.post(`${baseUrl}/api/pre-onboarding/validate`, {
      data: { email, neighborhood: 'Shubra', invitationCode: 'CAIRO2026' },
    });
    // Shubra is not serviced: the visitor joins the waitlist.
    expect(JSON.stringify(await refused.json())).toMatch(/not|waitlist/i);

    await page.goto(`${baseUrl}/admin/dashboard?tab=waitlist`);
    await page.getByRole('button', { name: `Invite ${email}` }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('button', { name: 'Invite' }).click();
    await page
      .getByText(new RegExp(`Code [A-Z0-9]{8} was e-mailed to ${email}`))
      .first()
      .waitFor({ timeout: 15_000 });
    await shoot(page, 'waitlist-invite');

    // A one-use code, used once, reads Exhausted.
    const code = `ONCE${Date.now().toString(36).toUpperCase()}`.slice(0, 12);
    const made = await admin.request.post(`${baseUrl}/api/admin/invitation-codes`, {
      data: { code, maxUses: 1, isActive: true, description: 'e2e one use' },
    });
    expect(made.status()).toBe(201);
    const used = await visitor.request.post(`${baseUrl}/api/auth/register`, {
      data: {
        email: uniqueEmail('once'),
        password: 'e2e-secret-123',
        name: 'Once Only',
        invitationCode: code,
        neighborhood: 'Zamalek',
      },
    });
    expect(used.status()).toBe(200);
    await page.goto(`${baseUrl}/admin/dashboard?tab=invitation-codes`);
    const row = page.getByRole('row').filter({ hasText: code });
    await row.waitFor({ timeout: 15_000 });
    expect(await row.textContent()).toContain('Exhausted');
    expect(await row.textContent()).not.toContain('Active');
    await shoot(page, 'invitation-codes');
    await visitor.close();
    expect(pageErrors).toEqual([]);
  }, 120_000);
});
