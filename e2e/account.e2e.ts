import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createCustomer, createOrder, createSubscription, liveWeeksWithMenus } from '../api/test/factories.ts';
import { closeAppContext, createAppContext, type AppContext } from '../api/src/app.ts';
import { loadConfig } from '../api/src/config.ts';
import { createLogger } from '../api/src/logger.ts';
import { baseUrl, launchChromium } from '../web/e2e/browser.ts';

/**
 * A subscriber with a paid order for the first live week and an unpaid one for the next sees
 * both on /account, changes the second week's meals, skips it and brings it back. The data is
 * made with the API's test factories on the journeys' server database; screenshots of the
 * account at 390 px and desktop go to SHOTS_DIR (default /tmp/shots-h11).
 */
const databaseUrl = inject('e2eDatabaseUrl');
const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/shots-h11';

describe.skipIf(!baseUrl || !databaseUrl)('the account in a browser', () => {
  let browser: Browser;
  let app: AppContext;

  beforeAll(async () => {
    const config = loadConfig({
      ...process.env,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'silent',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'mealbox-e2e-factories-')),
    });
    app = await createAppContext(config, createLogger('silent'), {
      jobs: { mode: 'manual', schema: 'jobs_e2e_account' },
    });
    browser = await launchChromium();
    mkdirSync(SHOTS_DIR, { recursive: true });
  });

  afterAll(async () => {
    await browser?.close();
    if (app) await closeAppContext(app);
  });

  async function signIn(page: Page, email: string, password: string) {
    await page.goto(`${baseUrl}/auth?tab=login&skip_progress=true`);
    const form = page.getByRole('form', { name: 'Login' });
    await form.getByRole('textbox', { name: /Email/ }).fill(email);
    await form.getByLabel('Password', { exact: false }).first().fill(password);
    await form.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => url.pathname === '/account', { timeout: 15_000 });
  }

  it('shows a paid order, edits a week, skips and unskips it', async () => {
    const weeks = await liveWeeksWithMenus(app);
    expect(weeks.length).toBeGreaterThanOrEqual(2);
    const { customer, email, password } = await createCustomer(app);
    await app.prisma.customer.update({ where: { id: customer.id }, data: { name: 'Salma Adel' } });
    await createSubscription(app, customer.id);
    const [paidWeek, openWeek] = weeks;
    await createOrder(app, {
      customerId: customer.id,
      weekId: paidWeek!.week.id,
      mealIds: paidWeek!.menu.slice(0, 4),
      paymentStatus: 'confirmed',
      purchaseType: 'subscription',
    });
    const open = await createOrder(app, {
      customerId: customer.id,
      weekId: openWeek!.week.id,
      mealIds: openWeek!.menu.slice(0, 4),
    });
    const firstMeal = await app.prisma.meal.findUniqueOrThrow({ where: { id: open.items[0]!.mealId } });
    const replacement = await app.prisma.meal.findUniqueOrThrow({ where: { id: openWeek!.menu[5]! } });

    const pageErrors: string[] = [];
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await signIn(page, email, password);

    const tabs = page.getByRole('tablist', { name: 'Account sections' });
    for (const name of ['Upcoming Meals', 'Order History', 'Subscription', 'Profile']) {
      await tabs.getByRole('tab', { name }).waitFor();
    }
    const paidCard = page.getByRole('listitem', { name: paidWeek!.week.label });
    await paidCard.getByText('Paid').waitFor();
    const card = page.getByRole('listitem', { name: openWeek!.week.label });
    await card.getByRole('list', { name: 'Meals' }).getByText(firstMeal.title).first().waitFor();
    await page.screenshot({ path: `${SHOTS_DIR}/account-upcoming-390.png`, fullPage: true });

    // Edit Meals: one fewer of the first meal, one of another, saved.
    await card.getByRole('button', { name: 'Edit Meals' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: `Remove one ${firstMeal.title}` }).click();
    await dialog.getByRole('button', { name: `Add one ${replacement.title}` }).click();
    await page.screenshot({ path: `${SHOTS_DIR}/account-edit-meals-390.png` });
    await dialog.getByRole('button', { name: 'Save Selection' }).click();
    await dialog.waitFor({ state: 'detached' });
    await card.getByRole('list', { name: 'Meals' }).getByText(replacement.title).waitFor();
    const saved = await app.prisma.orderItem.findMany({ where: { orderId: open.id } });
    expect(saved.map((item) => item.mealId)).toContain(replacement.id);
    expect(saved).toHaveLength(4);

    // Skip, with the confirmation, then unskip.
    await card.getByRole('button', { name: 'Skip Delivery' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Skip Delivery' }).click();
    await card.getByText('This delivery is skipped').waitFor();
    await expect
      .poll(async () => (await app.prisma.order.findUniqueOrThrow({ where: { id: open.id } })).status)
      .toBe('skipped');
    await page.screenshot({ path: `${SHOTS_DIR}/account-skipped-390.png`, fullPage: true });
    await card.getByRole('button', { name: 'Unskip Delivery' }).click();
    await card.getByRole('list', { name: 'Meals' }).waitFor();
    await expect
      .poll(async () => (await app.prisma.order.findUniqueOrThrow({ where: { id: open.id } })).status)
      .toBe('selected');

    // Order History shows the paid order; Profile the customer's details.
    await tabs.getByRole('tab', { name: 'Order History' }).click();
    const history = page.getByRole('list', { name: 'Past orders' });
    await history.getByText(`Week of ${paidWeek!.week.label}`).waitFor();
    await history.getByText('Paid').waitFor();
    await page.screenshot({ path: `${SHOTS_DIR}/account-history-390.png`, fullPage: true });
    await tabs.getByRole('tab', { name: 'Profile' }).click();
    expect(await page.getByRole('textbox', { name: 'Name', exact: true }).inputValue()).toBe('Salma Adel');
    await page.screenshot({ path: `${SHOTS_DIR}/account-profile-390.png`, fullPage: true });

    await page.setViewportSize({ width: 1366, height: 900 });
    await tabs.getByRole('tab', { name: 'Upcoming Meals' }).click();
    await card.getByRole('button', { name: 'Edit Meals' }).waitFor();
    await page.screenshot({ path: `${SHOTS_DIR}/account-upcoming-1366.png`, fullPage: true });
    expect(pageErrors).toEqual([]);
    await context.close();
  });
  it('a mixed subscriber sees Mixed in the defaults dialog and stays mixed after changing only the slot', async () => {
    const { customer, email, password } = await createCustomer(app);
    await createSubscription(app, customer.id, { mealCount: 8 });
    await app.prisma.subscription.update({ where: { customerId: customer.id }, data: { portionSize: 'mixed' } });
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await signIn(page, email, password);
    await page.getByRole('tablist', { name: 'Account sections' }).getByRole('tab', { name: 'Subscription' }).click();
    const defaults = page.locator('section', { has: page.getByRole('heading', { name: 'Delivery defaults' }) });
    await defaults.getByText('Mixed', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Edit defaults' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit delivery defaults' });
    const portion = dialog.getByRole('combobox', { name: 'Portion size' });
    expect(await portion.inputValue()).toBe('mixed');
    expect(await dialog.getByRole('combobox', { name: 'Meals per week' }).inputValue()).toBe('8');
    await dialog.getByRole('combobox', { name: 'Delivery slot' }).selectOption('evening');
    await page.screenshot({ path: `${SHOTS_DIR}/account-defaults-mixed-390.png` });
    await dialog.getByRole('button', { name: 'Save defaults' }).click();
    await dialog.waitFor({ state: 'detached' });
    await defaults.getByText('Evening (18:00-21:00)').waitFor();
    await defaults.getByText('Mixed', { exact: true }).waitFor();
    expect(await app.prisma.subscription.findUniqueOrThrow({ where: { customerId: customer.id } })).toMatchObject({
      mealCount: 8,
      portionSize: 'mixed',
      deliverySlot: 'evening',
    });

    await page.setViewportSize({ width: 1366, height: 900 });
    await page.getByRole('button', { name: 'Edit defaults' }).click();
    expect(await dialog.getByRole('combobox', { name: 'Portion size' }).inputValue()).toBe('mixed');
    await page.screenshot({ path: `${SHOTS_DIR}/account-defaults-mixed-1366.png` });
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
