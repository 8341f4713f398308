import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchChromium } from './browser.ts';
import { superAdminContext } from './admin.ts';
import { customerWithOrder } from './customer.ts';

/**
 * Checkout and payment in a real browser against the running server (the Paymob simulator
 * stands in for Paymob: no PAYMOB_* keys): a new customer pays a subscription by card and lands
 * on /account with "Payment Successful!"; a declined card shows "Payment Failed" and returns to
 * checkout; an InstaPay trial stays processing until an admin marks it received.
 */

const PHONE = { width: 390, height: 844 };
// A 1×1 PNG: the transfer "screenshot".
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

describe.skipIf(!baseUrl)('checkout and payment in a browser', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** A registered customer (signed in by the context's cookie) with a saved 6-meal order. */
  async function customerAtCheckout(
    pageErrors: string[],
  ): Promise<{ page: Page; context: BrowserContext; orderId: number }> {
    const { context, orderId } = await customerWithOrder(browser, { emailPrefix: 'pay', viewport: PHONE });
    const page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto(`${baseUrl}/checkout`);
    await page.getByRole('heading', { level: 1, name: 'Review your order' }).waitFor({ timeout: 15_000 });
    return { page, context, orderId };
  }

  async function fillAddress(page: Page) {
    await page.getByRole('textbox', { name: /Street/ }).fill('26 July Street');
    await page.getByRole('combobox', { name: /Area/ }).selectOption('Zamalek');
    const phone = page.getByRole('textbox', { name: /Phone/ });
    await phone.fill('13');
    await page.getByText('Egyptian mobile numbers start with 010, 011, 012 or 015').waitFor();
    await phone.fill('100123');
    await page.getByText('Enter 4 more digit(s)').waitFor();
    await phone.fill('1001234567');
    await page.getByText('Valid Egyptian mobile number').waitFor();
  }

  it('a subscription paid by card through the simulator lands on /account with "Payment Successful!"', async () => {
    const pageErrors: string[] = [];
    const { page, context, orderId } = await customerAtCheckout(pageErrors);
    // Subscription is the default; InstaPay is card-only for it.
    expect(await page.getByRole('radio', { name: /Subscription/ }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: /InstaPay/ }).isDisabled()).toBe(true);
    await page.getByText(/Includes 10% off your first subscription order/).waitFor();

    // Missing information is refused before anything is sent.
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.getByText('Please fill in all required delivery information').first().waitFor();

    await fillAddress(page);
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/paymob-sim/unifiedcheckout'), { timeout: 15_000 });
    await page.getByRole('button', { name: 'Pay', exact: true }).click();

    await page.getByText('Payment Successful!').first().waitFor({ timeout: 15_000 });
    // The receipt: the order's number and what was paid for.
    const receipt = page.getByRole('region', { name: `Order #${orderId}` });
    await receipt.waitFor();
    expect(await receipt.textContent()).toMatch(
      /Week.*Meals\d+ meals, (Standard|Large|Mixed).*Paid\s*EGP [\d,]+ by Card/,
    );
    await page.waitForURL((url) => url.pathname === '/account', { timeout: 10_000 });
    await page.getByRole('heading', { name: 'My Account' }).waitFor();
    const me = (await (await context.request.get(`${baseUrl}/api/auth/me`)).json()) as { isSubscriber: boolean };
    expect(me.isSubscriber).toBe(true);
    expect(pageErrors).toEqual([]);
    await context.close();
  }, 90_000);

  it('a declined card shows "Payment Failed" and goes back to checkout', async () => {
    const pageErrors: string[] = [];
    const { page, context, orderId } = await customerAtCheckout(pageErrors);
    await page.getByRole('radio', { name: /Trial box/ }).check({ force: true });
    await fillAddress(page);
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/paymob-sim/unifiedcheckout'), { timeout: 15_000 });
    await page.getByRole('button', { name: 'Decline' }).click();

    await page.getByText('Payment Failed').first().waitFor({ timeout: 15_000 });
    await page.waitForURL((url) => url.pathname === '/checkout', { timeout: 10_000 });
    const details = await context.request.get(`${baseUrl}/api/orders/${orderId}/details`);
    expect(((await details.json()) as { paymentStatus: string }).paymentStatus).toBe('failed');
    expect(pageErrors).toEqual([]);
    await context.close();
  }, 90_000);

  it('an InstaPay trial stays processing until an admin marks it received', async () => {
    const pageErrors: string[] = [];
    const { page, context, orderId } = await customerAtCheckout(pageErrors);
    await page.getByRole('radio', { name: /Trial box/ }).check({ force: true });
    await page.getByRole('radio', { name: /InstaPay/ }).check({ force: true });
    await fillAddress(page);
    await page.getByRole('button', { name: 'Submit Order' }).click();
    await page.getByText('Please upload your InstaPay payment confirmation image').first().waitFor();
    await page.getByLabel(/Payment confirmation image/).setInputFiles({
      name: 'transfer.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await page.getByRole('button', { name: 'Submit Order' }).click();
    await page
      .getByText(/Order submitted successfully! Your payment is being processed/)
      .first()
      .waitFor({
        timeout: 15_000,
      });
    await page.waitForURL((url) => url.pathname === '/account', { timeout: 10_000 });

    const status = async () =>
      (
        (await (await context.request.get(`${baseUrl}/api/orders/${orderId}/details`)).json()) as {
          paymentStatus: string;
        }
      ).paymentStatus;
    expect(await status()).toBe('processing');

    const admin = await superAdminContext(browser);
    const marked = await admin.request.patch(`${baseUrl}/api/admin/orders/${orderId}/payment-status`, {
      data: { paymentStatus: 'confirmed' },
    });
    expect(marked.status()).toBe(200);
    expect(await status()).toBe('confirmed');
    expect(pageErrors).toEqual([]);
    await admin.close();
    await context.close();
  }, 90_000);
});
