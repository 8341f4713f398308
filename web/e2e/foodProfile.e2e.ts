import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { animationsSettled, baseUrl, launchChromium, openApp } from './browser.ts';
import { customerWithOrder } from './customer.ts';

/**
 * Issue 24: a customer's food profile, then the menu marks the meals that conflict with it and
 * asks before adding one, in the page's own dialog. Screenshots go to SHOTS_DIR.
 */
const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/shots/h24-profile';

describe.skipIf(!baseUrl)('the food profile', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
    mkdirSync(SHOTS_DIR, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each([
    { width: 390, height: 844 },
    { width: 1366, height: 900 },
  ])(
    'saved, then the menu warns and asks at $width',
    async (viewport) => {
      // A customer with a saved order (a new one without is sent to the plans first).
      const { context } = await customerWithOrder(browser, { emailPrefix: 'food', viewport });
      const page = await context.newPage();
      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));

      // The Profile tab opens only for a paying customer (an unpaid order is sent to checkout), so
      // this journey saves the profile through its REST path and checks the menu's answer to it.
      const put = await context.request.put(`${baseUrl}/api/user/food-profile`, {
        data: { avoidAllergens: ['sesame'], dislikedIngredients: ['Okra'] },
      });
      expect(put.status()).toBe(200);
      const saved = await (await context.request.get(`${baseUrl}/api/user/food-profile`)).json();
      expect(saved).toEqual({ avoidAllergens: ['sesame'], followDiets: [], dislikedIngredients: ['okra'] });

      await openApp(page, `${baseUrl}/menu/current?mealCount=6&portionSize=standard`);
      const warning = page.getByText(/^Doesn't fit your food preferences: Sesame/).first();
      await warning.waitFor();
      const card = page.getByRole('listitem').filter({ has: warning }).first();
      await card.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS_DIR}/menu-${viewport.width}.png`, fullPage: false });
      // The page's own dialog (never the browser's confirm()).
      page.on('dialog', (dialog) => {
        pageErrors.push(`browser dialog: ${dialog.message()}`);
        void dialog.dismiss();
      });
      await card.getByRole('button', { name: /^Add one / }).click();
      const asking = page.getByRole('alertdialog');
      await asking.getByText('Contains sesame, which you avoid. Add it anyway?').waitFor();
      await animationsSettled(page);
      await page.screenshot({ path: `${SHOTS_DIR}/menu-ask-${viewport.width}.png`, fullPage: false });
      await asking.getByRole('button', { name: 'Cancel' }).click();
      await asking.waitFor({ state: 'hidden' });
      // Cancelled: nothing added.
      expect(await card.getByRole('group').first().getAttribute('aria-label')).toMatch(/: 0 selected$/);
      await card.getByRole('button', { name: /^Add one / }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Add anyway' }).click();
      await expect.poll(() => card.getByRole('group').first().getAttribute('aria-label')).toMatch(/: 1 selected$/);
      expect(pageErrors).toEqual([]);
      await context.close();
    },
    90_000,
  );
});
