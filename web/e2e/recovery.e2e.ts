import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchChromium } from './browser.ts';
import { customerWithOrder } from './customer.ts';

/**
 * No dead ends for a paying customer, at 390 px against the running server and its
 * Paymob simulator: a declined card, then the same order paid on the second try; Back on the
 * payment page, then paid at once; a new subscriber skipping next week straight after paying; a
 * subscriber pausing two weeks. Screenshots go to $E2E_SHOTS (when set) to be looked at.
 */

const PHONE = { width: 390, height: 844 };
// A 1×1 PNG: the transfer "screenshot".
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const SHOTS = process.env.E2E_SHOTS;

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

describe.skipIf(!baseUrl)('payment recovery and the subscription in a browser', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** A registered customer (signed in by the context's cookie) with a saved 6-meal order, on /checkout. */
  async function customerAtCheckout(pageErrors: string[]): Promise<{ page: Page; context: BrowserContext }> {
    const { context } = await customerWithOrder(browser, { emailPrefix: 'recover', viewport: PHONE });
    const page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto(`${baseUrl}/checkout`);
    await page.getByRole('heading', { level: 1, name: 'Review your order' }).waitFor({ timeout: 15_000 });
    return { page, context };
  }

  async function fillAddress(page: Page) {
    await page.getByRole('textbox', { name: /Street/ }).fill('26 July Street');
    await page.getByRole('textbox', { name: /Building/ }).fill('7');
    await page.getByRole('combobox', { name: /Area/ }).selectOption('Zamalek');
    await page.getByRole('textbox', { name: /Phone/ }).fill('1001234567');
  }

  async function toPaymob(page: Page) {
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/paymob-sim/unifiedcheckout'), { timeout: 15_000 });
  }

  /** Back on /checkout with the order and the notice; the address typed before is still there. */
  async function expectRetryCheckout(page: Page) {
    await page.getByRole('heading', { name: 'Your last payment did not go through' }).waitFor({ timeout: 15_000 });
    await page.getByRole('heading', { level: 1, name: 'Review your order' }).waitFor();
    expect(await page.getByText('No Pending Order').count()).toBe(0);
    expect(await page.getByRole('textbox', { name: /Street/ }).inputValue()).toBe('26 July Street');
    expect(await page.getByRole('combobox', { name: /Area/ }).inputValue()).toBe('Zamalek');
  }

  it('a declined card, then the same order paid on the second try', async () => {
    const pageErrors: string[] = [];
    const { page, context } = await customerAtCheckout(pageErrors);
    await page.getByRole('radio', { name: /Trial box/ }).check({ force: true });
    await fillAddress(page);
    await toPaymob(page);
    await page.getByRole('button', { name: 'Decline' }).click();

    await page.getByRole('heading', { name: 'Payment Failed' }).waitFor({ timeout: 15_000 });
    await shot(page, '1-payment-failed');
    await page.getByRole('link', { name: 'Try again' }).click();
    await page.waitForURL((url) => url.pathname === '/checkout');
    await expectRetryCheckout(page);
    // The trial is kept as the choice of the first try.
    expect(await page.getByRole('radio', { name: /Trial box/ }).isChecked()).toBe(true);
    await shot(page, '2-checkout-after-decline');
    // The account is not a dead end either: it sends them back to the order waiting for payment.
    await page.goto(`${baseUrl}/account`);
    await page.waitForURL((url) => url.pathname === '/checkout');
    await expectRetryCheckout(page);

    await toPaymob(page);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.getByText('Payment Successful!').first().waitFor({ timeout: 15_000 });
    await page.waitForURL((url) => url.pathname === '/account', { timeout: 10_000 });
    expect(pageErrors).toEqual([]);
    await context.close();
  }, 120_000);

  it('Back on the payment page, then paid at once', async () => {
    const pageErrors: string[] = [];
    const { page, context } = await customerAtCheckout(pageErrors);
    await fillAddress(page);
    await toPaymob(page);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/checkout');
    await expectRetryCheckout(page);
    await page.getByText('You left the payment page before paying').waitFor();
    await shot(page, '3-checkout-after-back');

    await toPaymob(page);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.getByText('Payment Successful!').first().waitFor({ timeout: 15_000 });
    await page.waitForURL((url) => url.pathname === '/account', { timeout: 10_000 });
    const me = (await (await context.request.get(`${baseUrl}/api/auth/me`)).json()) as { isSubscriber: boolean };
    expect(me.isSubscriber).toBe(true);
    expect(pageErrors).toEqual([]);
    await context.close();
  }, 120_000);

  it('a new subscriber skips next week straight after subscribing', async () => {
    const pageErrors: string[] = [];
    const { page, context } = await customerAtCheckout(pageErrors);
    await fillAddress(page);
    await toPaymob(page);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/account', { timeout: 15_000 });

    // The weeks after the paid one exist already: no "No order for this week yet."
    const weeks = page
      .getByRole('list')
      .filter({ has: page.getByRole('heading', { level: 2 }) })
      .locator('> li');
    await page.getByRole('button', { name: 'Skip Delivery' }).first().waitFor({ timeout: 15_000 });
    expect(await page.getByText('No order for this week yet.').count()).toBe(0);
    const next = weeks.filter({ has: page.getByRole('button', { name: 'Skip Delivery' }) }).first();
    await next.getByRole('button', { name: 'Skip Delivery' }).click();
    await page
      .getByRole('alertdialog')
      .or(page.getByRole('dialog'))
      .getByRole('button', { name: 'Skip Delivery' })
      .click();
    await next.getByText('This delivery is skipped').waitFor();
    await shot(page, '4-new-subscriber-skipped');
    expect(pageErrors).toEqual([]);
    await context.close();
  }, 120_000);
  it('a subscriber pauses two weeks from the Subscription tab; cancelling offers the pause and asks why', async () => {
    const pageErrors: string[] = [];
    const { page, context } = await customerAtCheckout(pageErrors);
    await fillAddress(page);
    await toPaymob(page);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/account', { timeout: 15_000 });
    await page.getByRole('button', { name: 'Skip Delivery' }).first().waitFor({ timeout: 15_000 });

    await page.getByRole('tab', { name: 'Subscription' }).click();
    await page.getByRole('button', { name: 'Pause deliveries' }).click();
    const pause = page.getByRole('dialog', { name: 'Pause deliveries' });
    await pause.getByRole('combobox', { name: 'How long?' }).selectOption('2');
    await shot(page, '5-pause-dialog');
    await pause.getByRole('button', { name: 'Pause for 2 weeks' }).click();
    await page.getByText('Paused for 2 weeks').first().waitFor({ timeout: 10_000 });

    // The paid week is delivered; the next two are skipped.
    await page.getByRole('tab', { name: 'Upcoming Meals' }).click();
    await expect.poll(() => page.getByText('This delivery is skipped').count(), { timeout: 10_000 }).toBe(2);
    await shot(page, '6-paused-two-weeks');

    await page.getByRole('tab', { name: 'Subscription' }).click();
    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    const cancel = page.getByRole('alertdialog', { name: 'Cancel your subscription?' });
    await cancel.getByRole('button', { name: 'Pause instead' }).waitFor();
    await cancel.getByText('Other').click();
    await cancel.getByRole('textbox', { name: /Tell us why/ }).fill('Moving to Alexandria');
    await shot(page, '7-cancel-dialog');
    await cancel.getByRole('button', { name: 'Cancel subscription' }).click();
    await page.getByText('Cancelled', { exact: true }).waitFor({ timeout: 10_000 });
    expect(pageErrors).toEqual([]);
    await context.close();
  }, 150_000);
  it('InstaPay says whom to pay, with the reference, and previews the screenshot', async () => {
    const pageErrors: string[] = [];
    const { page, context } = await customerAtCheckout(pageErrors);
    await page.getByRole('radio', { name: /Trial box/ }).check({ force: true });
    await page.getByRole('radio', { name: /InstaPay/ }).check({ force: true });
    const details = page.getByRole('region', { name: /Transfer EGP .* with InstaPay/ });
    await details.getByText('mealbox.demo@instapay').waitFor();
    await details.getByText('MealBox Demo').waitFor();
    await details.getByText(/^MB-\d+$/).waitFor();
    await page.getByLabel(/Payment confirmation image/).setInputFiles({
      name: 'transfer.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await page.getByRole('img', { name: 'Your transfer screenshot' }).waitFor();
    await fillAddress(page);
    await shot(page, '8-instapay-checkout');
    await page.getByRole('button', { name: 'Submit Order' }).click();
    await page.waitForURL((url) => url.pathname === '/account', { timeout: 15_000 });
    expect(pageErrors).toEqual([]);
    await context.close();
  }, 120_000);
});
