// Issue 18's "done when": against a server started from a fresh clone (PORT=4123 npm start, PGlite),
// a new customer subscribes and pays by card through the simulator, another sends an InstaPay
// trial with a proof; both in Chromium, screenshots in OUT.
// usage: node demo18.mjs http://localhost:4123 /tmp/demo18
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
const require = createRequire(process.cwd() + '/package.json');
const { chromium } = require('playwright-core');

const [base = 'http://localhost:4123', out = '/tmp/demo18'] = process.argv.slice(2);
mkdirSync(out, { recursive: true });
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
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

async function toCheckout(tag, mealCount) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto(`${base}/`);
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: 'Get Started', exact: true }).last().click();
  const dialog = page.getByRole('dialog');
  const email = `demo-${tag}-${Date.now()}@example.com`;
  await dialog.getByRole('textbox', { name: /Email/ }).fill(email);
  const select = dialog.getByRole('combobox', { name: /Neighborhood/ });
  await select.locator('option', { hasText: 'Zamalek' }).waitFor({ state: 'attached' });
  await select.selectOption('Zamalek');
  await dialog.getByRole('textbox', { name: /Invitation Code/ }).fill('WELCOME10');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL((url) => url.pathname === '/meal-plans', { timeout: 15_000 });
  await page.getByRole('radio', { name: new RegExp(`^${mealCount}\\b`) }).check({ force: true });
  await page.getByRole('button', { name: 'Select Your Meals' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/menu/'));
  const menu = page.getByRole('list', { name: "This week's menu" });
  await menu.waitFor();
  const add = menu.getByRole('button', { name: /^Add one / });
  const n = await add.count();
  for (let i = 0; i < mealCount; i += 1) await add.nth(i % n).click();
  await page.screenshot({ path: `${out}/${tag}-1-menu.png`, fullPage: true });
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/auth', { timeout: 15_000 });
  await page.getByRole('tab', { name: 'Register' }).click();
  const register = page.getByRole('form', { name: 'Register' });
  const name = register.getByRole('textbox', { name: /Name/ });
  if (await name.count()) await name.first().fill(tag === 'card' ? 'Mona Hassan' : 'Karim Adel');
  await register.getByLabel('Password', { exact: false }).first().fill('demo-secret-123');
  await register.getByRole('button', { name: /Create Account/ }).click();
  await page.waitForURL((url) => url.pathname === '/checkout', { timeout: 20_000 });
  await page.getByRole('heading', { level: 1, name: 'Review your order' }).waitFor({ timeout: 20_000 });
  const fullName = page.getByRole('textbox', { name: /Full name/ });
  if (await fullName.count()) await fullName.fill(tag === 'card' ? 'Mona Hassan' : 'Karim Adel');
  await page.getByRole('textbox', { name: /Street/ }).fill('26 July Street');
  await page.getByRole('combobox', { name: /Area/ }).selectOption('Zamalek');
  await page.getByRole('textbox', { name: /Phone/ }).fill('010 1234 5678');
  return { page, context, errors };
}

// 1. A subscription paid by card through the simulator.
{
  const { page, context, errors } = await toCheckout('card', 6);
  await page.screenshot({ path: `${out}/card-2-checkout.png`, fullPage: true });
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/paymob-sim/'), { timeout: 20_000 });
  console.log('simulator at', page.url());
  await page.screenshot({ path: `${out}/card-3-simulator.png`, fullPage: true });
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.getByText('Payment Successful!').first().waitFor({ timeout: 20_000 });
  await page.screenshot({ path: `${out}/card-4-success.png`, fullPage: true });
  await page.waitForURL((url) => url.pathname === '/account', { timeout: 15_000 });
  await page.getByRole('heading', { name: 'My Account' }).waitFor();
  await page.screenshot({ path: `${out}/card-5-account.png`, fullPage: true });
  const me = await (await context.request.get(`${base}/api/auth/me`)).json();
  console.log('card: isSubscriber', me.isSubscriber, 'errors', errors);
  await context.close();
}

// 2. An InstaPay trial with a proof.
{
  const { page, context, errors } = await toCheckout('instapay', 4);
  await page.getByRole('radio', { name: /Trial box/ }).check({ force: true });
  await page.getByRole('radio', { name: /InstaPay/ }).check({ force: true });
  await page
    .getByLabel(/Payment confirmation image|screenshot/i)
    .first()
    .setInputFiles({ name: 'transfer.png', mimeType: 'image/png', buffer: PNG });
  await page.screenshot({ path: `${out}/instapay-2-checkout.png`, fullPage: true });
  await page.getByRole('button', { name: 'Submit Order' }).click();
  await page
    .getByText(/Order submitted successfully/)
    .first()
    .waitFor({ timeout: 20_000 });
  await page.screenshot({ path: `${out}/instapay-3-submitted.png`, fullPage: true });
  await page.waitForURL((url) => url.pathname === '/account', { timeout: 15_000 });
  await page.screenshot({ path: `${out}/instapay-4-account.png`, fullPage: true });
  const orders = await (await context.request.get(`${base}/api/orders/history`)).text();
  console.log('instapay: history', orders.slice(0, 300), 'errors', errors);
  await context.close();
}
await browser.close();
