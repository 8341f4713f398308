import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { animationsSettled, baseUrl, launchChromium } from './browser.ts';
import { checkoutInstapayTrial, registerWithOrder } from './customer.ts';

/**
 * Orders Management in Chromium: three customers send InstaPay trials with their transfer
 * screenshots; the admin finds them in Upcoming Orders, views a proof, marks one received and
 * one failed (each after a confirmation), then marks an order delivered and back in the Orders
 * List and opens it. Screenshots of every tab at 1366 and 390 px go to SHOTS_DIR (default
 * /tmp/shots/h19-orders).
 */

const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/shots/h19-orders';
const VIEWPORTS = { desktop: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } };

interface Week {
  id: number;
  label: string;
  isLive: boolean;
}

describe.skipIf(!baseUrl)('Orders Management in a browser', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
    mkdirSync(SHOTS_DIR, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** A new customer who checks out an InstaPay trial with a screenshot, as the checkout form sends it. */
  async function instapayTrial(api: APIRequestContext, name: string): Promise<number> {
    const orderId = await registerWithOrder(api, { emailPrefix: 'orders', name });
    await checkoutInstapayTrial(api, orderId, { name, deliveryNotes: 'Ring twice' });
    return orderId;
  }

  async function signIn(page: Page) {
    await page.goto(`${baseUrl}/admin/login`);
    await page.getByLabel('Username').fill('admin');
    await page.locator('input[autocomplete=current-password]').fill('admin12345');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/dashboard');
  }

  /** A full-page screenshot once open dialogs and toasts have finished animating. */
  const shot = async (page: Page, name: string) => {
    await animationsSettled(page);
    await page.screenshot({ path: path.join(SHOTS_DIR, `${name}.png`), fullPage: true });
  };

  it('verifies InstaPay transfers and marks a box delivered and back', async () => {
    const customers = await Promise.all(
      ['Nour Elsayed', 'Karim Fathy', 'Laila Mansour'].map(async (name) => ({
        name,
        context: await browser.newContext({ viewport: VIEWPORTS.phone }),
      })),
    );
    const weeks = (await (await customers[0]!.context.request.get(`${baseUrl}/api/weeks`)).json()) as Week[];
    const week = weeks.find((candidate) => candidate.isLive)!;
    const orderIds: number[] = [];
    for (const customer of customers) orderIds.push(await instapayTrial(customer.context.request, customer.name));

    // The customer may see their own proof; another customer is told it does not exist.
    const admin = await browser.newContext({ viewport: VIEWPORTS.desktop });
    const page = await admin.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await signIn(page);
    try {
      await adminJourney(page, customers, week, orderIds);
    } catch (error) {
      await shot(page, 'failure');
      throw error;
    }
    expect(pageErrors).toEqual([]);
    await admin.close();
    for (const customer of customers) await customer.context.close();
  }, 180_000);

  async function adminJourney(
    page: Page,
    customers: { name: string; context: BrowserContext }[],
    week: Week,
    orderIds: number[],
  ) {
    // The dashboard's Orders tab is the same screen.
    await page.getByRole('tab', { name: 'Orders', exact: true }).click();
    await page.getByRole('tab', { name: 'Orders List' }).waitFor();
    await page.getByRole('combobox', { name: 'Week' }).waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: /^Showing \d+ of \d+ orders?$/ })
      .waitFor();
    await shot(page, 'dashboard-orders-1366');
    await page.goto(`${baseUrl}/admin/orders`);
    const weekSelect = page.getByRole('combobox', { name: 'Week' });
    await weekSelect.waitFor();
    expect(await weekSelect.locator('option:checked').textContent()).toMatch(
      /^[A-Z][a-z]{2} \d{1,2}-[A-Z][a-z]{2} \d{1,2}, \d{4}$/,
    );
    await weekSelect.selectOption({ label: week.label });
    await page.waitForURL((url) => url.searchParams.get('week') === String(week.id));

    // Upcoming Orders: the three transfers wait.
    await page.getByRole('tab', { name: 'Upcoming Orders' }).click();
    await page.waitForURL((url) => url.searchParams.get('view') === 'upcoming');
    for (const { name } of customers) await page.getByRole('button', { name: `Mark Received for ${name}` }).waitFor();
    await shot(page, 'upcoming-1366');

    // View Proof: the screenshot in a dialog (admins only).
    await page.getByRole('button', { name: `View Proof of ${customers[0]!.name}` }).click();
    const proofDialog = page.getByRole('dialog', { name: /Payment proof/ });
    const image = proofDialog.getByRole('img', { name: /Payment proof/ });
    await image.waitFor();
    expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
    await shot(page, 'upcoming-proof-1366');
    await proofDialog.getByRole('button', { name: 'Close' }).first().click();
    await proofDialog.waitFor({ state: 'hidden' });

    // Mark Received, after a confirmation.
    await page.getByRole('button', { name: `Mark Received for ${customers[0]!.name}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Mark payment received' });
    await confirm.getByRole('button', { name: 'Mark Received' }).click();
    await page.getByText(`Payment received for ${customers[0]!.name}`).first().waitFor();
    await page.getByRole('button', { name: `Mark Received for ${customers[0]!.name}` }).waitFor({ state: 'detached' });

    // Mark Failed: Cancel first changes nothing, then confirm.
    await page.getByRole('button', { name: `Mark Failed for ${customers[1]!.name}` }).click();
    const failConfirm = page.getByRole('alertdialog', { name: 'Mark payment failed' });
    await failConfirm.getByRole('button', { name: 'Cancel' }).click();
    await failConfirm.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: `Mark Failed for ${customers[1]!.name}` }).click();
    await failConfirm.getByRole('button', { name: 'Mark Failed' }).click();
    await page.getByText(`Payment marked failed for ${customers[1]!.name}`).first().waitFor();

    const statusOf = async (id: number) => {
      const answer = await page.request.get(`${baseUrl}/api/admin/orders?weekId=${week.id}&paymentMethod=instapay`);
      const orders = (await answer.json()) as { id: number; paymentStatus: string; delivered: boolean }[];
      return orders.find((order) => order.id === id)!;
    };
    expect((await statusOf(orderIds[0]!)).paymentStatus).toBe('confirmed');
    expect((await statusOf(orderIds[1]!)).paymentStatus).toBe('failed');
    expect((await statusOf(orderIds[2]!)).paymentStatus).toBe('processing');

    // Orders List: the confirmed order delivered and back.
    await page.getByRole('tab', { name: 'Orders List' }).click();
    // The tab left behind stays in the page while it animates out; look only in the list's panel.
    const list = page.getByRole('tabpanel', { name: 'Orders List' });
    // `has` is relative to the row, so its locator starts from the page.
    const opener = (index: number) =>
      page.getByRole('button', { name: `Open order ${orderIds[index]} (${customers[index]!.name})` });
    const row = list.getByRole('row').filter({ has: opener(0) });
    const open = row.getByRole('button', { name: `Open order ${orderIds[0]} (${customers[0]!.name})` });
    await open.waitFor();
    await shot(page, 'orders-list-1366');
    await row.getByRole('button', { name: 'Mark Delivered' }).click();
    await row.getByRole('button', { name: 'Mark Not Delivered' }).waitFor();
    expect((await statusOf(orderIds[0]!)).delivered).toBe(true);
    await row.getByRole('button', { name: 'Mark Not Delivered' }).click();
    await row.getByRole('button', { name: 'Mark Delivered' }).waitFor();
    expect((await statusOf(orderIds[0]!)).delivered).toBe(false);

    // A failed payment cannot be marked delivered.
    const failedRow = list.getByRole('row').filter({ has: opener(1) });
    expect(await failedRow.getByRole('button', { name: 'Mark Delivered' }).isDisabled()).toBe(true);

    // The order opens: items with portions, the address, notes and the payment history.
    await open.click();
    const details = page.getByRole('dialog', { name: `Order #${orderIds[0]}` });
    await details.getByRole('heading', { name: /Items \(6 meals/ }).waitFor();
    await details.getByText('Next to the bakery').waitFor();
    await details.getByText('Ring twice').waitFor();
    await details.getByText(/InstaPay · EGP\s[\d,]+ · Succeeded/).waitFor();
    await shot(page, 'order-details-1366');
    await details.getByRole('button', { name: 'Close' }).first().click();

    // Meal Prep (the other screen's tab) and the phone width.
    await page.getByRole('tab', { name: 'Meal Prep' }).click();
    await page.waitForURL((url) => url.searchParams.get('view') === 'meal-prep');
    await page.getByRole('tabpanel', { name: 'Meal Prep' }).getByRole('table').first().waitFor();
    await shot(page, 'meal-prep-1366');

    await page.setViewportSize(VIEWPORTS.phone);
    await shot(page, 'meal-prep-390');
    await page.getByRole('tab', { name: 'Orders List' }).click();
    await open.waitFor();
    const mark = row.getByRole('button', { name: 'Mark Delivered' });
    await mark.scrollIntoViewIfNeeded();
    const box = (await mark.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    await shot(page, 'orders-list-390');
    await page.getByRole('tab', { name: 'Upcoming Orders' }).click();
    const received = page.getByRole('button', { name: `Mark Received for ${customers[2]!.name}` });
    await received.waitFor();
    const receivedBox = (await received.boundingBox())!;
    expect(receivedBox.x + receivedBox.width).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    await shot(page, 'upcoming-390');
    await page
      .getByRole('tabpanel', { name: 'Upcoming Orders' })
      .getByRole('button', { name: `Open order ${orderIds[2]} (${customers[2]!.name})` })
      .click();
    await page
      .getByRole('dialog', { name: `Order #${orderIds[2]}` })
      .getByText('Next to the bakery')
      .waitFor();
    await shot(page, 'order-details-390');

    // The customer's own Order History says Delivered only for a delivered order.
    await page.request.patch(`${baseUrl}/api/admin/orders/${orderIds[0]}`, { data: { delivered: true } });
    const customerPage = await customers[0]!.context.newPage();
    await customerPage.goto(`${baseUrl}/account?tab=history`);
    await customerPage.getByRole('list', { name: 'Past orders' }).waitFor({ timeout: 15_000 });
    await customerPage.getByText('Delivered', { exact: true }).waitFor();
    const otherPage = await customers[2]!.context.newPage();
    await otherPage.goto(`${baseUrl}/account?tab=history`);
    await otherPage.getByRole('list', { name: 'Past orders' }).waitFor({ timeout: 15_000 });
    expect(await otherPage.getByText('Delivered', { exact: true }).count()).toBe(0);
  }
});
