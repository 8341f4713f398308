import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { animationsSettled, baseUrl, launchChromium, openApp } from './browser.ts';
import { superAdminContext } from './admin.ts';
import { checkoutInstapayTrial, customerWithOrder } from './customer.ts';

/**
 * Issue 25: the Profile tab's Notifications section, saved and read back, fitting a phone.
 * Screenshots go to SHOTS_DIR.
 */
const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/shots/h25-notifications';

describe.skipIf(!baseUrl)('the notification choices', () => {
  let browser: Browser;
  let admin: BrowserContext;
  beforeAll(async () => {
    browser = await launchChromium();
    mkdirSync(SHOTS_DIR, { recursive: true });
    admin = await superAdminContext(browser);
  });
  afterAll(async () => {
    await admin?.close();
    await browser?.close();
  });

  it.each([
    { width: 390, height: 844 },
    { width: 1366, height: 900 },
  ])(
    'saved in the Profile tab at $width',
    async (viewport) => {
      const { context, orderId } = await customerWithOrder(browser, { emailPrefix: 'notify', viewport });
      // The Profile tab opens for a paying customer: InstaPay checkout through the API, then the
      // admin marks it received.
      await checkoutInstapayTrial(context.request, orderId, { name: 'Mona' });
      const paid = await admin.request.patch(`${baseUrl}/api/admin/orders/${orderId}/payment-status`, {
        data: { paymentStatus: 'confirmed' },
      });
      expect(paid.status()).toBe(200);
      const page = await context.newPage();
      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));

      await openApp(page, `${baseUrl}/account?tab=profile`);
      const section = page.getByRole('form', { name: 'Notifications' });
      await section.waitFor();
      await section.scrollIntoViewIfNeeded();
      // The heading out from under the sticky header.
      await page.evaluate(() => window.scrollBy(0, -80));
      // No phone verified yet: WhatsApp and SMS are off and say why.
      await section.getByText('Verify your phone to get WhatsApp and SMS messages').waitFor();
      expect(await section.getByRole('checkbox', { name: 'Order locked by WhatsApp' }).isDisabled()).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await animationsSettled(page);
      await page.screenshot({ path: `${SHOTS_DIR}/i25-notifications-${viewport.width}.png`, fullPage: false });

      const deliveredByEmail = section.getByRole('checkbox', { name: 'Delivered by Email' });
      expect(await deliveredByEmail.isChecked()).toBe(true);
      await deliveredByEmail.uncheck({ force: true });
      await expect.poll(() => deliveredByEmail.isChecked()).toBe(false);
      await section.getByRole('button', { name: 'Save notifications' }).click();
      await page.getByText('Notifications saved').first().waitFor();
      const saved = (await (await context.request.get(`${baseUrl}/api/user/notifications`)).json()) as {
        kinds: { kind: string; email: boolean }[];
      };
      expect(saved.kinds.find((k) => k.kind === 'delivered')?.email).toBe(false);

      await page.reload();
      await page.getByRole('form', { name: 'Notifications' }).waitFor();
      expect(await page.getByRole('checkbox', { name: 'Delivered by Email' }).isChecked()).toBe(false);
      expect(await page.getByRole('checkbox', { name: 'Order locked by Email' }).isChecked()).toBe(true);
      expect(pageErrors).toEqual([]);
      await context.close();
    },
    90_000,
  );
});
