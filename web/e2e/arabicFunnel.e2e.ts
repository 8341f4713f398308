import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchChromium, openApp, waitForApp } from './browser.ts';
import { uniqueEmail } from './eligibility.ts';

/**
 * The ordering funnel in Arabic on a phone: /ar → Get Started → the eligibility dialog → the
 * plans → the week's menu → Continue, every step in Arabic, right to left, nothing spilling out
 * sideways and no page errors. Meal and neighbourhood names are the database's (English for now).
 */
describe.skipIf(!baseUrl)('the ordering funnel in Arabic', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
  });

  const PHONE_WIDTH = 390;

  /** The page is right to left and no wider than the phone. */
  async function expectRtlWithoutOverflow(page: Page) {
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.locator('html').getAttribute('lang')).toBe('ar');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE_WIDTH);
  }

  it('takes a visitor from /ar through eligibility, the plans and the menu, in Arabic', async () => {
    const context = await browser.newContext({ viewport: { width: PHONE_WIDTH, height: 844 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await openApp(page, `${baseUrl}/ar`);
    await waitForApp(page);

    // Get Started opens "Join MealBox" in Arabic.
    // The landing page's button reads as the admin wrote it (database content: "Get Started" in the demo data).
    await page
      .getByRole('button', { name: /^(ابدأ الآن|Get Started)$/ })
      .last()
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'انضم إلى MealBox' }).waitFor();
    await dialog.getByText('أخبرنا أين تسكن وأدخل رمز دعوتك لنعرف إن كنا نوصّل إليك.').waitFor();
    await dialog.getByRole('button', { name: 'ليس لديّ رمز' }).waitFor();
    await dialog.getByRole('button', { name: 'إلغاء' }).waitFor();
    await expectRtlWithoutOverflow(page);

    await dialog.getByRole('textbox', { name: /البريد الإلكتروني/ }).fill(uniqueEmail('ar-funnel'));
    const area = dialog.getByRole('combobox', { name: /الحي/ });
    // The neighbourhood shows its Arabic name; its value stays the English key an address keeps.
    await area.locator('option', { hasText: 'الزمالك' }).waitFor({ state: 'attached' });
    await area.selectOption('Zamalek');
    await dialog.getByRole('textbox', { name: /رمز الدعوة/ }).fill('FRIENDS');
    await dialog.getByRole('button', { name: 'متابعة' }).click();
    await dialog.getByRole('heading', { name: 'أهلًا بك' }).waitFor();

    // Step 1, the plans, under /ar.
    await page.waitForURL((url) => url.pathname === '/ar/meal-plans', { timeout: 10_000 });
    await page.getByRole('heading', { level: 1, name: 'اختر باقتك' }).waitFor();
    await page.getByText('الخطوة ١ من ٤').waitFor();
    await page.getByRole('navigation', { name: 'مراحل الطلب' }).getByRole('link', { name: 'English' }).waitFor();
    // A visitor taps the card (the label), not its visually hidden radio.
    const card = (name: RegExp) => page.locator('label').filter({ has: page.getByRole('radio', { name }) });
    await card(/^٦/).click();
    await card(/^كبيرة/).click();
    expect(await page.getByRole('radio', { name: /^٦/ }).isChecked()).toBe(true);
    await page.getByText('٦ وجبات في الأسبوع · حصص كبيرة').waitFor();
    expect(await page.getByTestId('weekly-total').textContent()).toMatch(/^[^0-9]*[٠-٩][٠-٩٬]*[^0-9]*ج\.م\./);
    await expectRtlWithoutOverflow(page);
    await page.getByRole('button', { name: 'اختر وجباتك' }).click();

    // Step 2, the week's menu: six picks, then Continue.
    await page.waitForURL((url) => url.pathname.startsWith('/ar/menu/'));
    await page.getByRole('heading', { level: 1, name: 'اختر وجباتك (تم اختيار ٠ من ٦)' }).waitFor();
    await page.getByText('الخطوة ٢ من ٤').waitFor();
    const menu = page.getByRole('list', { name: 'قائمة هذا الأسبوع' });
    const addButtons = menu.getByRole('button', { name: /^أضف واحدة من / });
    await addButtons.first().waitFor();
    const distinct = await addButtons.count();
    for (let i = 0; i < 6; i += 1) await addButtons.nth(i % distinct).click();
    await page.getByRole('heading', { level: 1, name: 'اختر وجباتك (تم اختيار ٦ من ٦)' }).waitFor();
    await page.getByText('تم اختيار ٦ من ٦ · الإجمالي الأسبوعي').waitFor();
    expect(
      await page.getByRole('combobox', { name: 'الوجبات في الأسبوع' }).locator('option:checked').textContent(),
    ).toBe('٦ وجبات');
    await expectRtlWithoutOverflow(page);
    await page.getByRole('button', { name: 'متابعة', exact: true }).click();

    // On to step 3 (the account), still in Arabic.
    await page.waitForURL((url) => url.pathname === '/ar/auth', { timeout: 10_000 });
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');

    // Register, in Arabic: the e-mail the eligibility check approved is there already.
    await page.getByRole('tab', { name: 'إنشاء حساب' }).click();
    const register = page.getByRole('form', { name: 'إنشاء حساب' });
    await register.getByLabel(/^كلمة المرور/).fill('e2e-secret-123');
    await register.getByRole('button', { name: 'إنشاء الحساب' }).click();

    // Checkout in Arabic, the phone typed in Arabic-Indic digits as an Arabic keyboard writes it.
    await page.waitForURL((url) => url.pathname === '/ar/checkout', { timeout: 15_000 });
    await page.getByRole('heading', { level: 1, name: 'راجع طلبك' }).waitFor({ timeout: 15_000 });
    await expectRtlWithoutOverflow(page);
    await page.getByRole('textbox', { name: /الاسم بالكامل/ }).fill('منى حسن');
    await page.getByRole('textbox', { name: /الشارع/ }).fill('شارع ٢٦ يوليو');
    await page.getByRole('combobox', { name: /المنطقة/ }).selectOption('Zamalek');
    await page.getByRole('textbox', { name: /الهاتف/ }).fill('٠١٠١٢٣٤٥٦٧٨');
    await page.getByText('رقم محمول مصري صالح').waitFor();
    await page.getByRole('button', { name: 'المتابعة إلى الدفع' }).click();

    // Paymob's page (the simulator stands in for it), then back in Arabic: the cookie the
    // Arabic pages set tells the server which result screen to send the customer to.
    await page.waitForURL((url) => url.pathname.startsWith('/paymob-sim/unifiedcheckout'), { timeout: 15_000 });
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.getByText('تم الدفع بنجاح!').first().waitFor({ timeout: 15_000 });
    expect(new URL(page.url()).pathname).toBe('/ar/payment/response');
    await page.waitForURL((url) => url.pathname === '/ar/account', { timeout: 10_000 });
    await page.getByRole('tab', { name: 'الملف الشخصي' }).waitFor();
    await expectRtlWithoutOverflow(page);
    // The phone was read as the Egyptian mobile it is.
    const profile = (await (await context.request.get(`${baseUrl}/api/user/profile`)).json()) as Record<
      string,
      unknown
    >;
    expect(profile).toMatchObject({ phone: '+201012345678', preferredLanguage: 'ar' });
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('shows the catalogue in Arabic at a phone’s width', async () => {
    const context = await browser.newContext({ viewport: { width: PHONE_WIDTH, height: 844 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await openApp(page, `${baseUrl}/ar/meals`);
    await page.getByRole('heading', { level: 1, name: 'مجموعة وجباتنا كاملة' }).waitFor();
    await page.getByRole('button', { name: 'كل الفئات' }).waitFor();
    expect(await page.getByRole('status').filter({ hasText: 'عرض' }).textContent()).toMatch(/^عرض [٠-٩]+ من /);
    await expectRtlWithoutOverflow(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});
