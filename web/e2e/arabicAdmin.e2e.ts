import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { animationsSettled, baseUrl, launchChromium } from './browser.ts';

/**
 * The back office in Arabic: an admin signs in at /ar/admin, opens every dashboard tab (the hidden
 * ones too) and the orders screens, each right to left with no English interface text left: any
 * Latin word on the page must be the data's (a meal's title, a customer's name or e-mail, a code),
 * or the brand (the meal, landing-page and neighbourhood screens included). Screenshots of each screen at 390 and 1366 px go to $E2E_SHOTS when it is set.
 */

const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1366, height: 900 } } as const;
const SHOTS = process.env.E2E_SHOTS;
const ARABIC_DIGIT = /[٠-٩]/;

/** Names that stay as they are in Arabic: the brand, the payment services', file formats, and the switch to English. */
const NAMES = /\b(MealBox|InstaPay|Paymob|CSV|JPG|PNG|GIF|English)\b/g;
/** Data that is not words: e-mail addresses, pricing keys (`10_meals`), invitation codes. */
const NOT_WORDS = /[\w.+-]+@[\w.-]+|\b\w+_\w+\b|\b[A-Z0-9]{6,}\b/g;
const MONTHS = /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b/;

const latinWords = (text: string) =>
  text
    .replace(NAMES, ' ')
    .replace(NOT_WORDS, ' ')
    .match(/[A-Za-z]{2,}/g) ?? [];

/**
 * Every string value of the page's GraphQL answers that is data a screen shows as it came:
 * not an enum value (a screen names those) and not a date in English (a screen writes those).
 */
function collectData(value: unknown, into: Set<string>, key = '') {
  if (typeof value === 'string') {
    const enumLike = /^[a-z_]+$/.test(value) && !PEOPLES_WORDS.has(key);
    if (!enumLike && !MONTHS.test(value)) for (const word of latinWords(value)) into.add(word);
  } else if (Array.isArray(value)) value.forEach((item) => collectData(item, into, key));
  else if (value && typeof value === 'object')
    Object.entries(value).forEach(([field, item]) => collectData(item, into, field));
}

/** Fields that hold what people typed, however it looks (an admin called "admin"). */
const PEOPLES_WORDS = new Set(['username', 'name', 'email', 'title', 'description', 'code', 'neighborhood', 'area']);

/**
 * The page's visible text and the names it gives controls (labels, placeholders, titles), but for
 * what `except` selects.
 */
const pageText = (page: Page, except: string | null) =>
  page.evaluate((except) => {
    const left = except ? [...document.querySelectorAll<HTMLElement>(except)] : [];
    for (const element of left) element.style.display = 'none';
    const text = [
      document.title,
      document.body.innerText,
      ...[...document.querySelectorAll('[aria-label], [placeholder], [title]')]
        .filter((element) => !left.some((out) => out.contains(element)))
        .flatMap((element) => ['aria-label', 'placeholder', 'title'].map((name) => element.getAttribute(name) ?? '')),
    ].join('\n');
    for (const element of left) element.style.display = '';
    return text;
  }, except);

describe.skipIf(!baseUrl)('the back office in Arabic', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('an admin signs in at /ar/admin and works through every tab and the orders screens in Arabic', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const data = new Set<string>();
    page.on('response', async (response) => {
      if (!response.url().includes('/graphql')) return;
      try {
        collectData(await response.json(), data);
      } catch {
        // not JSON (a persisted query's miss is retried): nothing to read
      }
    });

    /** The screen settled (no spinner, no animation), in Arabic, right to left, without English. */
    const readsInArabic = async (name: string, except: string | null = null) => {
      await page.waitForLoadState('networkidle');
      await page.locator('[role=status] .chakra-spinner').first().waitFor({ state: 'detached', timeout: 15_000 });
      await animationsSettled(page);
      expect(await page.locator('html').getAttribute('lang'), name).toBe('ar');
      expect(await page.locator('html').getAttribute('dir'), name).toBe('rtl');
      const english = latinWords(await pageText(page, except)).filter((word) => !data.has(word));
      expect(english, name).toEqual([]);
      if (SHOTS) {
        for (const [size, viewport] of Object.entries(VIEWPORTS)) {
          await page.setViewportSize(viewport);
          await animationsSettled(page);
          await page.screenshot({ path: `${SHOTS}/admin-${name}-${size}.png`, fullPage: true });
          // Nothing runs off either edge: a right-to-left overflow spills to the left.
          const width = await page.evaluate(() => document.documentElement.scrollWidth);
          expect(width, `${name} at ${viewport.width} px`).toBeLessThanOrEqual(viewport.width);
        }
        await page.setViewportSize(VIEWPORTS.desktop);
      }
    };

    // The guard sends a visitor to the login, in the language they came in.
    await page.goto(`${baseUrl}/ar/admin/dashboard?tab=pricing`);
    await page.waitForURL((url) => url.pathname === '/ar/admin/login');
    await page.getByRole('heading', { level: 1, name: 'دخول المشرفين' }).waitFor();
    expect(await page.getByRole('link', { name: 'English' }).getAttribute('href')).toBe('/admin/login');
    await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
    await page.getByText('يُرجى ملء كل الحقول').first().waitFor();
    await readsInArabic('login');

    await page.getByRole('textbox', { name: 'اسم المستخدم' }).fill('admin');
    await page.locator('input[autocomplete=current-password]').fill('admin12345');
    await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
    await page.waitForURL((url) => url.pathname === '/ar/admin/dashboard');
    await page.getByRole('heading', { level: 1, name: 'لوحة تحكم الإدارة' }).waitFor();
    const overview = page.getByRole('region', { name: 'نظرة عامة' });
    await overview.getByText('طلبات هذا الأسبوع').waitFor();
    expect(await overview.innerText()).toMatch(ARABIC_DIGIT);

    const tabs = page.getByRole('tablist').first().getByRole('tab');
    expect(await tabs.allInnerTexts()).toEqual([
      'القوائم الأسبوعية',
      'الوجبات',
      'الأسعار',
      'المستخدمون',
      'المشرفون',
      'الطلبات',
      'الأحياء',
      'الصفحة الرئيسية',
      'الشركاء',
      'خطافات الويب',
    ]);
    // The language switch keeps the page and its query.
    await page.getByRole('tab', { name: 'الأسعار' }).click();
    await page.waitForURL((url) => url.search === '?tab=pricing');
    await page.locator('a[hreflang=en][href="/admin/dashboard?tab=pricing"]').waitFor({ timeout: 5000 });

    // Every tab; the Meals tab's heading counts the meals in ar-EG digits.
    for (const [tab, heading] of [
      ['القوائم الأسبوعية', 'محرر الأسبوع'],
      ['الوجبات', /^إدارة الوجبات \([٠-٩]+\)$/],
      ['الأسعار', 'إدارة الأسعار'],
      ['المستخدمون', 'حسابات المستخدمين'],
      ['المشرفون', 'إدارة المشرفين'],
      ['الأحياء', 'الأحياء'],
      ['الصفحة الرئيسية', 'الصفحة الرئيسية'],
    ] as const) {
      await page.getByRole('tab', { name: tab, exact: true }).click();
      await page.getByRole('heading', { level: 2, name: heading, exact: true }).waitFor({ timeout: 15_000 });
      await readsInArabic(`tab-${tab}`);
    }
    // The meal form, the landing page's forms: their labels, checks and hints in Arabic too.
    await page.getByRole('tab', { name: 'الوجبات', exact: true }).click();
    // The tab's own Add Meal, once the Landing Page's (its carousel's) has gone with its panel.
    await page.getByRole('heading', { level: 2, name: /^إدارة الوجبات/ }).waitFor({ timeout: 15_000 });
    await expect.poll(() => page.getByRole('button', { name: 'إضافة وجبة', exact: true }).count()).toBe(1);
    await page.getByRole('button', { name: 'إضافة وجبة', exact: true }).click();
    const mealForm = page.getByRole('form', { name: 'إضافة وجبة' });
    await mealForm.getByRole('button', { name: 'إنشاء الوجبة' }).click();
    await mealForm.getByText('يُرجى ملء جميع الحقول المطلوبة.').waitFor();
    await readsInArabic('meal-form');
    await mealForm.getByRole('button', { name: 'إلغاء' }).click();
    await page.getByRole('tab', { name: 'الصفحة الرئيسية', exact: true }).click();
    await page.getByRole('button', { name: 'تعديل القسم الرئيسي' }).click();
    await page.getByRole('button', { name: 'إضافة سؤال' }).click();
    await page.getByRole('form', { name: 'إضافة سؤال' }).getByRole('button', { name: 'حفظ' }).click();
    await page.getByText('السؤال مطلوب').waitFor();
    await readsInArabic('landing-forms');
    // The Orders tab last: it opens the orders screen.
    await page.getByRole('tab', { name: 'الطلبات', exact: true }).click();
    await page.getByRole('heading', { level: 2, name: 'الطلبات', exact: true }).waitFor({ timeout: 15_000 });
    await readsInArabic('tab-الطلبات');
    for (const [tab, heading] of [
      ['invitation-codes', 'أكواد الدعوة'],
      ['waitlist', 'قائمة الانتظار'],
      ['analytics', 'التحليلات'],
      ['partners', 'مفاتيح واجهة برمجة التطبيقات للشركاء'],
    ] as const) {
      await page.goto(`${baseUrl}/ar/admin/dashboard?tab=${tab}`);
      await page.getByRole('heading', { level: 2, name: heading }).waitFor({ timeout: 15_000 });
      await readsInArabic(`tab-${tab}`);
    }

    // The orders screens: the list, the kitchen's meal prep, InstaPay's verification, the sheets.
    await page.goto(`${baseUrl}/ar/admin/orders`);
    await page.getByRole('heading', { level: 2, name: 'الطلبات' }).waitFor({ timeout: 15_000 });
    await page.getByRole('searchbox', { name: 'البحث في الطلبات' }).waitFor({ timeout: 15_000 });
    await readsInArabic('orders-list');
    for (const [tab, name] of [
      ['تحضير الوجبات', 'orders-meal-prep'],
      ['الطلبات القادمة', 'orders-upcoming'],
    ] as const) {
      await page.getByRole('tab', { name: tab }).click();
      await page.waitForURL((url) => url.search.includes('view='));
      await readsInArabic(name);
    }
    await page.goto(`${baseUrl}/ar/admin/orders/meal-prep`);
    await page.getByRole('heading', { level: 2, name: 'كشف المطبخ' }).waitFor({ timeout: 15_000 });
    await readsInArabic('kitchen-sheet');
    await page.goto(`${baseUrl}/ar/admin/orders/delivery-sheet`);
    await page.getByRole('heading', { level: 2, name: 'كشف التوصيل' }).waitFor({ timeout: 15_000 });
    await readsInArabic('delivery-sheet');
    await page.goto(`${baseUrl}/ar/admin/menu`);
    await page.getByRole('heading', { level: 1, name: 'إدارة القوائم' }).waitFor({ timeout: 15_000 });
    await readsInArabic('menu');

    // Logging out leads to the login in Arabic.
    await page.getByRole('button', { name: 'تسجيل الخروج' }).click();
    await page.waitForURL((url) => url.pathname === '/ar/admin/login');
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
