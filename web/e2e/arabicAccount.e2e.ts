import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchChromium } from './browser.ts';
import { customerWithOrder } from './customer.ts';

/**
 * The account and the payment result in Arabic, at 390 px against the running server and its
 * Paymob simulator: a customer who has just paid opens /ar/account and reads every tab, date,
 * count and price in Arabic, right to left; a failed payment says so in Arabic. Screenshots go to
 * $E2E_SHOTS (when set) to be looked at.
 */

const PHONE = { width: 390, height: 844 };
const SHOTS = process.env.E2E_SHOTS;
const ARABIC_DIGIT = /[٠-٩]/;

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/**
 * Nothing spills out sideways at the phone's width: the document, and the boxes of the page's
 * content and dialogs (a right-to-left overflow runs off the left edge).
 */
const pageWidth = (page: Page) =>
  page.evaluate(() => {
    const boxes = [...document.querySelectorAll('body *')]
      .map((element) => element.getBoundingClientRect())
      // Visually hidden helpers (the 1×1 skip link) are not content.
      .filter((box) => box.width > 1 && box.height > 1);
    const left = Math.min(0, ...boxes.map((box) => box.left));
    const right = Math.max(window.innerWidth, ...boxes.map((box) => box.right));
    return Math.max(document.documentElement.scrollWidth, Math.round(right - left));
  });

describe.skipIf(!baseUrl)('the account and the payment result in Arabic', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** A registered customer (signed in by the context's cookie) whose 6-meal order is paid by card. */
  async function payingCustomer(
    pageErrors: string[],
  ): Promise<{ page: Page; context: BrowserContext; paymentResult: string }> {
    const { context } = await customerWithOrder(browser, { emailPrefix: 'ar-account', viewport: PHONE });
    const page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    // Where Paymob's return leads: the result page with the paid order (its receipt).
    let paymentResult = '';
    page.on('framenavigated', (frame) => {
      const url = new URL(frame.url());
      if (frame === page.mainFrame() && url.pathname === '/payment/response') paymentResult = url.search;
    });
    await page.goto(`${baseUrl}/checkout`);
    await page.getByRole('heading', { level: 1, name: 'Review your order' }).waitFor({ timeout: 15_000 });
    await page.getByRole('textbox', { name: /Street/ }).fill('26 July Street');
    await page.getByRole('textbox', { name: /Building/ }).fill('7');
    await page.getByRole('combobox', { name: /Area/ }).selectOption('Zamalek');
    await page.getByRole('textbox', { name: /Phone/ }).fill('1001234567');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/paymob-sim/unifiedcheckout'), { timeout: 15_000 });
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/account', { timeout: 15_000 });
    return { page, context, paymentResult };
  }

  it('a customer who paid reads /ar/account in Arabic, right to left, at 390 px', async () => {
    const pageErrors: string[] = [];
    const { page, context, paymentResult } = await payingCustomer(pageErrors);
    await page.goto(`${baseUrl}/ar/account`);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await page.getByRole('heading', { level: 1, name: 'حسابي' }).waitFor({ timeout: 15_000 });
    for (const name of ['الوجبات القادمة', 'سجل الطلبات', 'اشتراك', 'الملف الشخصي']) {
      await page.getByRole('tab', { name }).waitFor();
    }

    // The paid week: its delivery date, count and price in Arabic (Arabic-Indic digits, ج.م.).
    const weeks = page.getByRole('list', { name: 'التوصيلات القادمة' }).locator('> li');
    const paid = weeks.filter({ hasText: 'مدفوع' }).first();
    await paid.waitFor({ timeout: 15_000 });
    const heading = (await paid.getByRole('heading', { level: 2 }).textContent()) ?? '';
    expect(heading).toMatch(/^توصيل (السبت|الأحد|الاثنين|الثلاثاء|الأربعاء|الخميس|الجمعة)، [٠-٩]+ \S+$/);
    await paid.getByText('٦ وجبات', { exact: false }).first().waitFor();
    expect(await paid.getByText(/[٠-٩٬]+\s*ج\.م\./).count()).toBe(1);
    // The card is named by the week's dates, in Arabic.
    expect(await paid.getAttribute('aria-label')).toMatch(ARABIC_DIGIT);
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await shot(page, 'ar-account-upcoming-390');

    // A dialog in Arabic: skipping the next week, then keeping it.
    const next = weeks.filter({ has: page.getByRole('button', { name: 'تخطّي التوصيل' }) }).first();
    await next.getByRole('button', { name: 'تخطّي التوصيل' }).click();
    const skip = page.getByRole('dialog', { name: 'تخطّي التوصيل' });
    await skip.getByText(/التخطّي مجاني حتى الموعد النهائي/).waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await shot(page, 'ar-account-skip-dialog-390');
    await skip.getByRole('button', { name: 'إلغاء' }).click();
    await skip.waitFor({ state: 'hidden' });

    // Edit Delivery: the address with the phone read left to right, the choices in Arabic.
    await next.getByRole('button', { name: 'تعديل التوصيل' }).click();
    const delivery = page.getByRole('dialog', { name: 'تعديل التوصيل' });
    await delivery.getByRole('combobox', { name: 'موعد التوصيل' }).waitFor();
    await delivery.getByText('التوصيل إلى').waitFor();
    expect(await delivery.locator('bdi[dir="ltr"]').first().textContent()).toBe('+201001234567');
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await shot(page, 'ar-account-delivery-dialog-390');
    await delivery.getByRole('button', { name: 'إلغاء' }).click();

    // The other tabs.
    await page.getByRole('tab', { name: 'سجل الطلبات' }).click();
    const history = page.getByRole('list', { name: 'الطلبات السابقة' });
    await history
      .getByText(/^الإجمالي /)
      .first()
      .waitFor({ timeout: 10_000 });
    expect(await history.getByRole('heading', { level: 2 }).first().textContent()).toMatch(/^أسبوع .*[٠-٩]/);
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await shot(page, 'ar-account-history-390');
    await page.getByRole('tab', { name: 'اشتراك' }).click();
    await page.getByRole('button', { name: 'إيقاف التوصيل مؤقتًا' }).click();
    const pause = page.getByRole('dialog', { name: 'إيقاف التوصيل مؤقتًا' });
    await pause.getByRole('button', { name: 'إيقاف لمدة أسبوعين' }).waitFor();
    await shot(page, 'ar-account-pause-dialog-390');
    await pause.getByRole('button', { name: 'أبقِ التوصيل' }).click();
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await page.getByRole('tab', { name: 'الملف الشخصي' }).click();
    await page.getByRole('button', { name: 'حفظ الملف الشخصي' }).waitFor({ timeout: 10_000 });
    expect(await page.getByRole('textbox', { name: /^البريد الإلكتروني/ }).getAttribute('dir')).toBe('ltr');
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await shot(page, 'ar-account-profile-390');

    // The same paid result in Arabic: the receipt's rows, dates and price in Arabic.
    expect(paymentResult).toContain('success=true');
    await page.goto(`${baseUrl}/ar/payment/response${paymentResult}`);
    await page.getByRole('heading', { level: 1, name: 'تم الدفع بنجاح!' }).waitFor({ timeout: 15_000 });
    const receipt = page.getByRole('region', { name: /^الطلب رقم / });
    await receipt.waitFor();
    expect(await receipt.getByRole('definition').allTextContents()).toEqual([
      expect.stringMatching(/[٠-٩]+ \S+ – [٠-٩]+ \S+ [٠-٩]{4}|[٠-٩]+–[٠-٩]+ \S+ [٠-٩]{4}/),
      '٦ وجبات، عادية',
      'صباحًا (٠٩:٠٠–١٢:٠٠)',
      expect.stringMatching(/^\S*[٠-٩]\S*\sج\.م\.\S*\sعبر بطاقة$/),
    ]);
    await shot(page, 'ar-payment-success-390');
    await page.waitForURL((url) => url.pathname === '/ar/account', { timeout: 10_000 });

    // A failed payment says so in Arabic, and offers to try again.
    await page.goto(`${baseUrl}/ar/payment/response?success=false`);
    await page.getByRole('heading', { level: 1, name: 'فشل الدفع' }).waitFor({ timeout: 15_000 });
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await page.getByText('لم نتمكن من إتمام الدفع. من فضلك حاول مرة أخرى بطريقة دفع مختلفة.').first().waitFor();
    expect(await page.getByRole('link', { name: 'حاول مرة أخرى' }).getAttribute('href')).toBe('/ar/checkout');
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await shot(page, 'ar-payment-failed-390');
    expect(pageErrors).toEqual([]);
    await context.close();
  }, 150_000);
});
