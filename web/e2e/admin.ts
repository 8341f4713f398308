import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl } from './browser.ts';

/** A new browser context signed in (by its cookie) as the demo's super admin, `admin`. */
export async function superAdminContext(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  const login = await context.request.post(`${baseUrl}/api/admin/auth/login`, {
    data: { username: 'admin', password: 'admin12345' },
  });
  expect(login.status()).toBe(200);
  return context;
}
