import type { Browser, BrowserContext } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl } from './browser.ts';
import { uniqueEmail } from './eligibility.ts';

/**
 * A registered customer (signed in by the new context's cookie) with a saved 6-meal order for
 * the live week, made through the API: where the journeys that pay start.
 */
export async function customerWithOrder(
  browser: Browser,
  { emailPrefix, viewport }: { emailPrefix: string; viewport: { width: number; height: number } },
): Promise<{ context: BrowserContext; orderId: number }> {
  const context = await browser.newContext({ viewport });
  const api = context.request;
  const registered = await api.post(`${baseUrl}/api/auth/register`, {
    data: {
      email: uniqueEmail(emailPrefix),
      password: 'e2e-secret-123',
      name: 'Mona Hassan',
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
  return { context, orderId: ((await order.json()) as { id: number }).id };
}
