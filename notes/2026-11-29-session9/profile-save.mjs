import { createRequire } from 'node:module';
const require = createRequire('/work/main/package.json');
const { chromium } = require('playwright-core');
const base = 'http://localhost:4702';
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
const page = await ctx.newPage();
const errors = [];
page.on('pageerror', (e) => errors.push(e.message));
await ctx.request.post(`${base}/api/auth/login`, {
  data: { email: 'mona@demo.mealbox.eg', password: 'customer12345' },
});
await page.goto(`${base}/account?tab=profile`);
await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
const section = page.getByRole('heading', { name: 'Food preferences' });
await section.waitFor({ timeout: 20000 });
await page.getByRole('checkbox', { name: 'Sesame' }).check({ force: true });
await page.getByRole('checkbox', { name: 'Vegetarian' }).check({ force: true });
await page.getByPlaceholder('e.g. coriander').fill('okra');
await page.getByRole('button', { name: 'Add' }).click();
await page.getByRole('button', { name: 'Save food preferences' }).click();
await page.waitForTimeout(1500);
await page.screenshot({ path: '/tmp/s9/profile-food-saved-390.png', fullPage: false });
const api = await ctx.request.get(`${base}/api/user/food-profile`);
console.log('REST after save', api.status(), await api.text());
await page.reload();
await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
await section.waitFor({ timeout: 20000 });
console.log(
  'after reload sesame checked',
  await page.getByRole('checkbox', { name: 'Sesame' }).isChecked(),
  'vegetarian',
  await page.getByRole('checkbox', { name: 'Vegetarian' }).isChecked(),
);
console.log('errors', errors);
await browser.close();
