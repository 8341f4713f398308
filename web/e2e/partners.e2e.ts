import { mkdirSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { animationsSettled, baseUrl, launchChromium, waitForApp } from './browser.ts';
import { superAdminContext } from './admin.ts';
import { checkoutInstapayTrial, customerWithOrder } from './customer.ts';

/**
 * Partners in Chromium: the super admin makes a partner key in the Partners tab (its secret shown
 * once and copied), registers a webhook endpoint for it in the Webhooks tab on a receiver this test
 * runs on 127.0.0.1 (the SSRF guard allows loopback and http outside production), then replays
 * the order.confirmed delivery it got, which reaches the receiver signed with the endpoint's
 * secret. The key reads what its scopes allow and is refused the rest, over real HTTP with the
 * secret as Bearer. Screenshots at 1366 and 390 px go to SHOTS_DIR (default /tmp/shots/partners).
 */

const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/shots/partners';
const VIEWPORTS = { desktop: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } };

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A webhook receiver on 127.0.0.1 that answers 204 and keeps what it was sent. */
async function startReceiver(): Promise<{ server: Server; url: string; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}/mealbox-hooks`, received };
}

/** A GraphQL request made with the partner key, as a partner's server makes it. */
async function asPartner(secret: string, query: string) {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  return {
    status: response.status,
    body: (await response.json()) as { data?: Record<string, unknown> | null; errors?: { message: string }[] },
  };
}

describe.skipIf(!baseUrl)('Partners in a browser', () => {
  let browser: Browser;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;

  beforeAll(async () => {
    browser = await launchChromium();
    receiver = await startReceiver();
    mkdirSync(SHOTS_DIR, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => receiver?.server.close(resolve));
  });

  /** Screenshots at both widths, once animations have settled (back at the desk width after). */
  const shoot = async (page: Page, name: string) => {
    for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
      await page.setViewportSize(viewport);
      await animationsSettled(page);
      await page.screenshot({ path: path.join(SHOTS_DIR, `${name}-${viewport.width}.png`), fullPage: true });
    }
  };

  it('a super admin makes a key and its webhook; the key reads within its scopes only', async () => {
    const admin = await superAdminContext(browser, {
      viewport: VIEWPORTS.desktop,
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const page = await admin.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));

    // Partners: a key for catalogue and orders, its secret shown once and copied.
    const keyName = `Courier ${Date.now().toString(36)}`;
    await page.goto(`${baseUrl}/admin/dashboard?tab=partners`);
    await waitForApp(page);
    await page.getByRole('button', { name: 'New partner key' }).click();
    const form = page.getByRole('dialog', { name: 'New partner key' });
    await form.getByLabel('Name').fill(keyName);
    const scopes = form.getByRole('group', { name: 'Scopes' });
    for (const scope of ['catalog:read', 'orders:read']) {
      await scopes.getByText(scope, { exact: true }).click();
      await expect.poll(() => scopes.getByRole('checkbox', { name: new RegExp(`^${scope}`) }).isChecked()).toBe(true);
    }
    await shoot(page, 'partners-new-key');
    await form.getByRole('button', { name: 'Create key' }).click();

    const shown = page.getByRole('dialog', { name: `Key created: ${keyName}` });
    await shown
      .getByRole('alert')
      .getByText(/It will not be shown again/)
      .waitFor();
    const secret = await shown.getByLabel('Partner key').inputValue();
    expect(secret).toMatch(/^mbp_\S{20,}$/);
    await shown.getByRole('button', { name: 'Copy key' }).click();
    await shown.getByRole('button', { name: 'Copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await shoot(page, 'partners-secret-once');
    await shown.getByRole('button', { name: 'Done' }).click();
    await shown.waitFor({ state: 'detached' });
    const row = page.getByRole('row').filter({ hasText: keyName });
    await row.waitFor();
    // Once closed, the secret is nowhere on the page: the list shows its prefix only.
    expect(await page.getByText(secret).count()).toBe(0);
    expect(await row.getByText('catalog:read').count()).toBe(1);
    expect(await row.getByText('orders:read').count()).toBe(1);
    await shoot(page, 'partners-list');

    // Webhooks: an endpoint on the local receiver for order.confirmed (orders:read allows it).
    await page.goto(`${baseUrl}/admin/dashboard?tab=webhooks`);
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const add = page.getByRole('dialog', { name: 'Add endpoint' });
    const keySelect = add.getByRole('combobox', { name: /Partner key/ });
    const keyOption = await keySelect.locator('option', { hasText: keyName }).getAttribute('value');
    await keySelect.selectOption(keyOption!);
    await add.getByLabel(/^URL/).fill(receiver.url);
    const events = add.getByRole('group', { name: 'Events' });
    await events.getByText('order.confirmed', { exact: true }).click();
    await expect.poll(() => events.getByRole('checkbox', { name: 'order.confirmed' }).isChecked()).toBe(true);
    await shoot(page, 'webhooks-add-endpoint');
    await add.getByRole('button', { name: 'Add endpoint' }).click();
    const added = page.getByRole('dialog', { name: 'Endpoint added' });
    const signingSecret = await added.getByLabel('Signing secret').inputValue();
    expect(signingSecret).toMatch(/^whsec_/);
    await added.getByRole('button', { name: 'Done' }).click();
    await added.waitFor({ state: 'detached' });
    await page
      .getByRole('table', { name: 'Webhook endpoints' })
      .getByRole('row')
      .filter({ hasText: receiver.url })
      .waitFor();

    // An order's InstaPay transfer is verified: its order.confirmed delivery is written for the
    // endpoint; Replay sends it at once (the job would within a minute).
    const customer = await customerWithOrder(browser, { emailPrefix: 'partner', viewport: VIEWPORTS.phone });
    await checkoutInstapayTrial(customer.context.request, customer.orderId);
    const confirmed = await admin.request.patch(`${baseUrl}/api/admin/orders/${customer.orderId}/payment-status`, {
      data: { paymentStatus: 'confirmed' },
    });
    expect(confirmed.status(), await confirmed.text()).toBe(200);
    await page.reload();
    const log = page.getByRole('table', { name: 'Delivery log' });
    await log
      .getByRole('button', { name: /^Replay order\.confirmed/ })
      .first()
      .click();
    await page.getByText('Delivery replayed').first().waitFor();
    await expect.poll(() => receiver.received.length, { timeout: 15_000 }).toBeGreaterThan(0);
    const orderId = Buffer.from(`Order:${customer.orderId}`).toString('base64');
    const delivery = receiver.received[0]!;
    // Signed with the endpoint's secret (Standard Webhooks): verify() throws on a bad signature.
    const event = new Webhook(signingSecret).verify(delivery.body, {
      'webhook-id': String(delivery.headers['webhook-id']),
      'webhook-timestamp': String(delivery.headers['webhook-timestamp']),
      'webhook-signature': String(delivery.headers['webhook-signature']),
    }) as { type: string; data: { orderId: string } };
    expect(event.type).toBe('order.confirmed');
    expect(event.data.orderId).toBe(orderId);
    await shoot(page, 'webhooks-delivery-log');

    // The key over real HTTP: its scopes' fields answer, the others are refused.
    const meals = await asPartner(secret, '{ adminMeals(first: 1) { totalCount } }');
    expect(meals.status).toBe(200);
    expect(meals.body.errors).toBeUndefined();
    expect((meals.body.data!.adminMeals as { totalCount: number }).totalCount).toBeGreaterThan(0);
    const order = await asPartner(secret, `{ node(id: "${orderId}") { ... on Order { id } } }`);
    expect(order.body.errors).toBeUndefined();
    expect(order.body.data!.node).toEqual({ id: orderId });
    // orders:read reaches the week picker, not the delivery sheet (deliveries:read).
    const week = await asPartner(secret, '{ adminNextDeliveryWeek { id } }');
    const weekId = (week.body.data!.adminNextDeliveryWeek as { id: string }).id;
    const sheet = await asPartner(
      secret,
      `{ adminDeliverySheet(weekId: "${weekId}", slot: "morning") { deliveryCount } }`,
    );
    expect(sheet.body.errors?.[0]?.message).toMatch(/not authorized/i);
    expect(sheet.body.data?.adminDeliverySheet ?? null).toBeNull();

    expect(pageErrors).toEqual([]);
    await customer.context.close();
    await admin.close();
  }, 180_000);
});
