import type { APIRequestContext, Browser, BrowserContext } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl } from './browser.ts';
import { uniqueEmail } from './eligibility.ts';

// A 1×1 PNG: the InstaPay transfer "screenshot".
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * A registered customer (signed in by `api`'s cookie) with a saved 6-meal order for the live
 * week, made through the API: answers the order's id.
 */
export async function registerWithOrder(
  api: APIRequestContext,
  { emailPrefix, name = 'Mona Hassan' }: { emailPrefix: string; name?: string },
): Promise<number> {
  const registered = await api.post(`${baseUrl}/api/auth/register`, {
    data: {
      email: uniqueEmail(emailPrefix),
      password: 'e2e-secret-123',
      name,
      // FRIENDS has no use limit: every journey that starts here registers through it (CAIRO2026's ten run out).
      invitationCode: 'FRIENDS',
      neighborhood: 'Zamalek',
    },
  });
  expect(registered.status()).toBe(200);
  const weeks = (await (await api.get(`${baseUrl}/api/weeks`)).json()) as { id: number; isLive: boolean }[];
  const week = weeks.find((w) => w.isLive)!;
  const { meals: menu } = (await (await api.get(`${baseUrl}/api/menu/${week.id}`)).json()) as {
    meals: { id: number }[];
  };
  const order = await api.post(`${baseUrl}/api/orders`, {
    data: {
      weekId: week.id,
      mealCount: 6,
      defaultPortionSize: 'standard',
      deliverySlot: 'morning',
      items: Array.from({ length: 6 }, (_, i) => ({ mealId: menu[i % menu.length]!.id })),
    },
  });
  expect(order.status()).toBe(200);
  return ((await order.json()) as { id: number }).id;
}

/**
 * A registered customer in a new browser context (signed in by its cookie) with a saved 6-meal
 * order for the live week: where the journeys that pay start.
 */
export async function customerWithOrder(
  browser: Browser,
  { emailPrefix, viewport }: { emailPrefix: string; viewport: { width: number; height: number } },
): Promise<{ context: BrowserContext; orderId: number }> {
  const context = await browser.newContext({ viewport });
  return { context, orderId: await registerWithOrder(context.request, { emailPrefix }) };
}

/**
 * Checks `orderId` out as an InstaPay trial with its transfer screenshot, as the checkout form
 * sends it (a Zamalek address in `name`); the order then waits for an admin to verify the transfer.
 */
export async function checkoutInstapayTrial(
  api: APIRequestContext,
  orderId: number,
  { name = 'Mona Hassan', deliveryNotes = '' }: { name?: string; deliveryNotes?: string } = {},
): Promise<void> {
  // Signed in by cookie: a multipart form carries the CSRF header, as the web app's checkout does.
  const checkout = await api.post(`${baseUrl}/api/orders/checkout`, {
    headers: { 'x-graphql-yoga-csrf': '1' },
    multipart: {
      orderId: String(orderId),
      orderType: 'trial',
      paymentMethod: 'instapay',
      address: JSON.stringify({
        name,
        street: '26 July Street',
        building: '7',
        floor: '3',
        apartment: '12',
        area: 'Zamalek',
        landmark: 'Next to the bakery',
        phone: '1001234567',
      }),
      deliveryNotes,
      paymentConfirmationImage: { name: 'transfer.png', mimeType: 'image/png', buffer: PNG },
    },
  });
  expect(checkout.status(), await checkout.text()).toBe(200);
}
