import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchChromium, openApp } from './browser.ts';
import { fillEligibility, openJoinDialog, uniqueEmail } from './eligibility.ts';
import { centreOf, coveredPoints } from './hitTest.ts';

/**
 * Toasts never cover a screen's primary action (issue 6, item 16). Two toasts that used to:
 * "Missing Information" over the eligibility dialog's Continue, and "Maximum meals reached"
 * over the menu's sticky Continue bar. While each toast is on screen, the button must be what
 * the browser hit-tests at its centre and corners, and a real mouse click there must work.
 */

const VIEWPORTS = [
  { width: 360, height: 780 },
  { width: 390, height: 844 },
  { width: 430, height: 932 },
  { width: 1366, height: 900 },
];

describe.skipIf(!baseUrl)('toasts leave the primary action free', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
  });

  async function openPage(
    viewport: { width: number; height: number },
    path: string,
    pageErrors: string[],
  ): Promise<Page> {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await openApp(page, `${baseUrl}${path}`);
    return page;
  }

  function toast(page: Page, title: string): Locator {
    return page.getByRole('region', { name: /^Notifications/ }).getByText(title, { exact: true });
  }

  /** The toast is showing, nothing lies over `button`, and a real click at its centre goes through. */
  async function expectFreeWhileToastShows(page: Page, toastTitle: string, button: Locator) {
    expect(await toast(page, toastTitle).isVisible()).toBe(true);
    expect(await coveredPoints(button)).toEqual([null, null, null, null, null]);
    const { x, y } = await centreOf(button);
    await page.mouse.click(x, y);
  }

  describe.each(VIEWPORTS)('at $width × $height', (viewport) => {
    it('keeps "Missing Information" off the eligibility dialog\'s Continue', async () => {
      const pageErrors: string[] = [];
      const page = await openPage(viewport, '/', pageErrors);
      const dialog = await openJoinDialog(page);

      // Everything but the code, then Continue: the failure toast (4 s).
      await fillEligibility(dialog, { email: uniqueEmail(`toast-${viewport.width}`), neighborhood: 'Zamalek' });
      const cont = dialog.getByRole('button', { name: 'Continue' });
      await cont.click();
      await toast(page, 'Missing Information').waitFor();
      // Nor does it cover the dialog's title or its close button, once it has slid in.
      await page.waitForFunction(() => {
        const root = document.querySelector('[data-scope="toast"][data-part="root"]');
        const group = document.querySelector('[data-scope="toast"][data-part="group"]');
        return !!root && !!group && root.getBoundingClientRect().top >= group.getBoundingClientRect().top - 1;
      });
      expect(await coveredPoints(dialog.getByRole('heading', { name: 'Join MealBox' }))).toEqual([
        null,
        null,
        null,
        null,
        null,
      ]);
      expect(await coveredPoints(dialog.getByRole('button', { name: 'Close dialog' }))).toEqual([
        null,
        null,
        null,
        null,
        null,
      ]);

      // Complete the form and press Continue while the toast is still up.
      await fillEligibility(dialog, { invitationCode: 'FRIENDS' });
      await expectFreeWhileToastShows(page, 'Missing Information', cont);
      await dialog.getByRole('heading', { name: 'Welcome' }).waitFor({ timeout: 10_000 });

      expect(pageErrors).toEqual([]);
      await page.context().close();
    }, 60_000);

    it('keeps "Maximum meals reached" off the menu\'s sticky Continue', async () => {
      const pageErrors: string[] = [];
      const page = await openPage(viewport, '/menu/current?mealCount=4&portionSize=standard', pageErrors);
      const menu = page.getByRole('list', { name: "This week's menu" });
      await menu.waitFor();
      const addButtons = menu.getByRole('button', { name: /^Add one / });
      for (let i = 0; i < 4; i += 1) await addButtons.nth(i).click();
      await page.getByRole('heading', { level: 1, name: 'Select your meals (4 of 4 selected)' }).waitFor();

      // A fifth meal: the warning toast (5 s).
      await addButtons.nth(4).click();
      await toast(page, 'Maximum meals reached').waitFor();

      await expectFreeWhileToastShows(
        page,
        'Maximum meals reached',
        page.getByRole('button', { name: 'Continue', exact: true }),
      );
      await page.waitForURL((url) => url.pathname === '/auth', { timeout: 10_000 });

      expect(pageErrors).toEqual([]);
      await page.context().close();
    }, 60_000);
  });
});
