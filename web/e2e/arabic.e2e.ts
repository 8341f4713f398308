import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchChromium, openApp } from './browser.ts';

/**
 * The product in Arabic: /ar and below is the same app right to left, and the header's
 * language link takes the visitor to the same page and query in the other language and
 * remembers the choice.
 */
describe.skipIf(!baseUrl)('Arabic pages', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
  });

  async function open(path: string, width = 390): Promise<{ page: Page; errors: string[] }> {
    const context = await browser.newContext({ viewport: { width, height: 844 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await openApp(page, `${baseUrl}${path}`);
    return { page, errors };
  }

  /** Where a box starts and ends across the page, to tell which side it sits on. */
  const horizontal = async (page: Page, name: string) => {
    const box = await page.getByRole('link', { name }).first().boundingBox();
    return { left: box!.x, right: box!.x + box!.width };
  };

  it('shows /ar in Arabic, right to left, with the landing page’s own header mirrored', async () => {
    const { page, errors } = await open('/ar');
    expect(await page.locator('html').getAttribute('lang')).toBe('ar');
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await page.getByRole('heading', { name: 'كيف نعمل' }).waitFor();
    const nav = page.getByRole('navigation', { name: 'الموقع' });
    await nav.getByRole('link', { name: 'تسجيل الدخول' }).waitFor();
    // The logo starts the reading direction: on the right in Arabic.
    const logo = await horizontal(page, 'MealBox');
    const login = await horizontal(page, 'تسجيل الدخول');
    expect(logo.left).toBeGreaterThan(login.right);
    // Nothing spills out sideways at a phone's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(errors).toEqual([]);
  });

  it('shows the content in Arabic too: meals on /ar/meals, the carousel and FAQs on /ar', async () => {
    const { page, errors } = await open('/ar/meals', 1366);
    // Prerendered in Arabic, then hydrated without a change.
    await page.getByRole('heading', { name: 'كبدة إسكندراني' }).waitFor();
    expect(await page.getByText('Alexandrian Liver with Peppers').count()).toBe(0);
    // A search the browser asks for itself (Relay, with the page's language), in Arabic text.
    await openApp(page, `${baseUrl}/ar/meals?search=${encodeURIComponent('فتة')}`);
    await page.getByRole('heading', { name: 'فتة باللحمة' }).waitFor();
    expect(await page.getByText('Fattah with Beef').count()).toBe(0);

    await openApp(page, `${baseUrl}/ar`);
    await page.getByText('ما المناطق التي تصلون إليها؟').first().waitFor();
    await page.getByText('بول شاورما فراخ').first().waitFor();
    expect(await page.getByText('Which areas do you deliver to?').count()).toBe(0);
    // The English pages keep the English.
    await openApp(page, `${baseUrl}/meals`);
    await page.getByRole('heading', { name: 'Alexandrian Liver with Peppers' }).waitFor();
    expect(await page.getByText('كبدة إسكندراني').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it("says the server's refusal in Arabic: a reset link that is no longer valid", async () => {
    const { page, errors } = await open('/ar/reset-password?token=mbr_no-such-token');
    const form = page.getByRole('form', { name: 'إعادة تعيين كلمة المرور' });
    await form.getByLabel(/^كلمة المرور الجديدة/).fill('new-secret');
    await form.getByLabel(/^تأكيد كلمة المرور الجديدة/).fill('new-secret');
    await form.getByRole('button', { name: 'إعادة تعيين كلمة المرور' }).click();
    // The API answered in English ("Invalid or expired reset link. …"); the page says it in Arabic.
    await form
      .getByText('رابط إعادة التعيين غير صالح أو منتهي الصلاحية. من فضلك اطلب إعادة تعيين كلمة المرور من جديد.')
      .waitFor();
    expect(errors).toEqual([]);
  });

  it('switches to the same page and query in the other language, and back', async () => {
    const { page, errors } = await open('/meals?search=koshari');
    await page.getByRole('link', { name: 'العربية' }).click();
    await page.waitForURL(`${baseUrl}/ar/meals?search=koshari`);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'mb_lang')?.value).toBe('ar');
    // The screens keep their own paths under /ar: a link inside the app stays in Arabic.
    await page.getByRole('link', { name: 'English' }).waitFor();
    expect(await page.getByRole('link', { name: 'English' }).getAttribute('href')).toBe('/meals?search=koshari');
    await page.getByRole('link', { name: 'English' }).click();
    await page.waitForURL(`${baseUrl}/meals?search=koshari`);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'mb_lang')?.value).toBe('en');
    expect(errors).toEqual([]);
  });

  it('keeps the language on a route change inside the app', async () => {
    const { page, errors } = await open('/ar', 1366);
    await page.getByRole('link', { name: 'تصفّح كل الوجبات' }).click();
    await page.waitForURL(`${baseUrl}/ar/meals`);
    await page.getByRole('link', { name: 'English' }).waitFor();
    expect(errors).toEqual([]);
  });
});
