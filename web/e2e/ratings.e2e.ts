import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { animationsSettled, baseUrl, launchChromium } from './browser.ts';
import { superAdminContext } from './admin.ts';
import { checkoutInstapayTrial, customerWithOrder } from './customer.ts';

/**
 * Ratings in Chromium: a customer whose InstaPay trial was delivered opens the delivered
 * e-mail's link, rates two meals from Order History (stars and a comment); the admin opens the
 * meal's ratings from the Meals list and sees the distribution and the comment, and the
 * analytics' ratings section. Screenshots at 390 and 1366 px go to SHOTS_DIR (default
 * /tmp/shots/h24-ratings).
 */

const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/shots/h24-ratings';
const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1366, height: 900 } };

/** A star choice of a meal: a tap on its card (the label), not its visually hidden radio. */
const starCard = (page: Page, meal: string, stars: string) =>
  page
    .getByRole('radiogroup', { name: meal })
    .locator('label')
    .filter({ has: page.getByRole('radio', { name: stars, exact: true }) });

describe.skipIf(!baseUrl)('Ratings in a browser', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
    mkdirSync(SHOTS_DIR, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** Full-page screenshots at both widths, once animations have settled. */
  const shoot = async (page: Page, name: string) => {
    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(viewport);
      await animationsSettled(page);
      await page.screenshot({ path: path.join(SHOTS_DIR, `${name}-${viewport.width}-${size}.png`), fullPage: true });
    }
  };

  it('a customer rates a delivered order’s meals; the admin sees the distribution', async () => {
    const { context, orderId } = await customerWithOrder(browser, {
      emailPrefix: 'ratings',
      viewport: VIEWPORTS.phone,
    });
    await checkoutInstapayTrial(context.request, orderId);

    const admin = await superAdminContext(browser, { viewport: VIEWPORTS.desktop });

    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));

    // Before delivery there is nothing to rate.
    await page.goto(`${baseUrl}/account?tab=history`);
    await page.getByRole('list', { name: 'Past orders' }).waitFor();
    expect(await page.getByRole('button', { name: 'Rate your meals' }).count()).toBe(0);

    const delivered = await admin.request.patch(`${baseUrl}/api/admin/orders/${orderId}`, {
      data: { delivered: true },
    });
    expect(delivered.status(), await delivered.text()).toBe(200);

    // The delivered e-mail's link unfolds the order's ratings.
    await page.goto(`${baseUrl}/account?tab=history&rate=${orderId}`);
    const groups = page.getByRole('radiogroup');
    await groups.first().waitFor();
    const first = groups.nth(0);
    const second = groups.nth(1);
    const firstMeal = (await first.getAttribute('aria-labelledby'))
      ? ((await page.locator(`[id="${await first.getAttribute('aria-labelledby')}"]`).textContent()) ?? '')
      : '';
    const secondMeal =
      (await page.locator(`[id="${await second.getAttribute('aria-labelledby')}"]`).textContent()) ?? '';
    expect(firstMeal).not.toBe('');
    await shoot(page, 'order-history-rate');

    await starCard(page, firstMeal, '5 stars').click();
    await page.getByRole('textbox', { name: `Comment on ${firstMeal} (optional)` }).fill('Perfectly spiced.');
    await page.getByRole('button', { name: `Save rating of ${firstMeal}` }).click();
    await page.getByText(`Thanks for rating ${firstMeal}`).waitFor();
    await starCard(page, secondMeal, '3 stars').click();
    await page.getByRole('button', { name: `Save rating of ${secondMeal}` }).click();
    await page.getByText(`Thanks for rating ${secondMeal}`).waitFor();
    await page
      .getByText('2 of 6 meals rated')
      .or(page.getByText(/^2 of \d+ meals rated$/))
      .first()
      .waitFor();
    await shoot(page, 'order-history-rated');

    // Stored: REST reads the same ratings.
    const stored = (await (await context.request.get(`${baseUrl}/api/user/orders/${orderId}/ratings`)).json()) as {
      meals: { stars: number | null; comment: string }[];
    };
    expect(stored.meals.slice(0, 2).map((meal) => [meal.stars, meal.comment])).toEqual([
      [5, 'Perfectly spiced.'],
      [3, ''],
    ]);

    // The admin opens the meal's ratings from the Meals list.
    const adminPage = await admin.newPage();
    adminPage.on('pageerror', (error) => pageErrors.push(error.message));
    await adminPage.goto(`${baseUrl}/admin/dashboard?tab=meals`);
    await adminPage
      .getByRole('button', { name: `Ratings ${firstMeal}` })
      .first()
      .click();
    const dialog = adminPage.getByRole('dialog', { name: `Ratings of ${firstMeal}` });
    const distribution = dialog.getByRole('table', { name: 'Distribution of stars' });
    await distribution.waitFor();
    const fiveStars = distribution.getByRole('row').filter({ hasText: '5 stars' });
    expect(Number(await fiveStars.getByRole('cell').nth(1).textContent())).toBeGreaterThanOrEqual(1);
    await dialog.getByText('Perfectly spiced.').first().waitFor();
    await shoot(adminPage, 'admin-meal-ratings');
    await adminPage.keyboard.press('Escape');

    await adminPage.goto(`${baseUrl}/admin/dashboard?tab=analytics`);
    await adminPage.getByRole('heading', { name: 'Ratings', exact: true }).waitFor();
    await adminPage.getByText('Meals with at least 5 ratings.').waitFor();
    await shoot(adminPage, 'admin-analytics-ratings');

    expect(pageErrors).toEqual([]);
    await admin.close();
    await context.close();
  }, 180_000);
});
