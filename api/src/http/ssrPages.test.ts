import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../config.ts';
import { createCustomer, createSignedInAdmin } from '../../test/factories.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { LogLines } from '../../test/logLines.ts';

// The prerendered pages are the web build's (web/dist and its prerenderer web/dist-ssr):
// `npm test` builds first; alone, run `npm run build` before this file.
const built = ['web/dist/index.html', 'web/dist-ssr/entry-server.js', 'web/dist-ssr/pages.json'].every((file) =>
  existsSync(path.join(repoRoot, file)),
);

/** How long a stored answer lives here: short, so a test can wait for pages to expire. */
const TTL_MS = 400;
const logs = new LogLines();
let server: TestServer;
let admin: Awaited<ReturnType<typeof createSignedInAdmin>>;

beforeAll(async () => {
  if (!built) throw new Error('web/dist or web/dist-ssr is missing: run `npm run build` first');
  // Its own database: the hero and a price are changed here. The web app's persisted query
  // ids, as production runs them (the harness's default knows none).
  server = await startTestServer(
    {
      PERSISTED_OPERATIONS: path.join(repoRoot, 'web/persisted-queries.json'),
      PUBLIC_CACHE_TTL_MS: String(TTL_MS),
      LOG_LEVEL: 'info',
    },
    { ownDatabase: 'ssr_pages', logDestination: logs },
  );
  admin = await createSignedInAdmin(server.app);
});
afterAll(() => server?.close());

async function page(pagePath: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}${pagePath}`, { headers });
  const html = await response.text();
  // The markup inside #root, without emotion's style elements.
  const root = /<div id="root">([\s\S]*)<\/div><script type="application\/json"/.exec(html)?.[1] ?? '';
  const text = root
    .replace(/<!-- -->/g, '')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
  return { response, html, text };
}

const HERO_SAVE = `mutation ($input: LandingHeroSaveInput!) {
  landingHeroSave(input: $input) { __typename ... on Error { message } }
}`;
const PRICE_UPDATE = `mutation ($input: PricingConfigUpdateInput!) {
  pricingConfigUpdate(input: $input) { __typename ... on Error { message } }
}`;

describe('prerendered public pages', () => {
  it('answers / as HTML holding the landing content, its Relay records and the modules that hydrate it', async () => {
    const faq = await server.app.prisma.faq.findFirstOrThrow({
      where: { isActive: true },
      orderBy: { displayOrder: 'asc' },
    });
    const carousel = await server.app.prisma.carouselMeal.findFirstOrThrow({ where: { isActive: true } });
    const { response, html, text } = await page('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('vary')).toMatch(/cookie/i);
    expect(text).toContain('Refined recipes. Real ingredients. Ready in minutes.');
    expect(text).toContain('How It Works');
    expect(text).toContain(faq.question);
    expect(text).toContain(carousel.name);
    expect(html).toContain('<title>MealBox · Fresh chef-made meals, delivered weekly</title>');
    // Its content shows without JavaScript, so the shell's "needs JavaScript" notice is left out.
    expect(html).not.toContain('<noscript>');
    // The app's modules start after the first paint (web/public/start-app.js), the entry first.
    expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/);
    expect(html).toMatch(
      /<script src="\/start-app.js" data-modules="\/assets\/index-[\w-]+\.js [^"]*\/assets\/LandingScreen-[\w-]+\.js[^"]*" defer><\/script>/,
    );
    // With the modules the entry imports dynamically: React DOM, the app and the libraries
    // before it, loaded apart so each is evaluated in a task of its own (web/src/main.tsx).
    const modules = /data-modules="([^"]*)"/.exec(html)![1]!.split(' ');
    const manifest = JSON.parse(readFileSync(path.join(repoRoot, 'web/dist/.vite/manifest.json'), 'utf8')) as Record<
      string,
      { file: string; isEntry?: boolean; dynamicImports?: string[] }
    >;
    const entry = Object.values(manifest).find((chunk) => chunk.isEntry)!;
    expect(entry.dynamicImports).toEqual(
      expect.arrayContaining([expect.stringMatching(/react-dom\/client/), 'src/browserApp.tsx']),
    );
    // (Of the message catalogues, only the page's language: the next test.)
    for (const key of entry.dynamicImports!.filter((key) => !key.endsWith('.po'))) {
      expect(modules).toContain(`/${manifest[key]!.file}`);
    }
    // Emotion's styles are in the head, marked as its own so its cache takes them over where they
    // are; none is left among the elements React hydrates (React's own hoisted styles may be).
    const head = html.slice(0, html.indexOf('</head>'));
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(head).toMatch(/<style data-s="" data-emotion="css-global /);
    expect(head).toMatch(/<style data-s="" data-emotion="css [\w-]+">/);
    expect(root).not.toContain('<style data-emotion');
    const records = JSON.parse(
      // Written with the address it was rendered for: the browser hydrates only at that address.
      /<script type="application\/json" id="mb-relay-records" data-address="\/">(.*?)<\/script>/.exec(html)![1]!,
    );
    expect(records['client:root'].me).toBeNull();
  });

  it('answers /ar as the same page in Arabic, right to left, each language naming the other', async () => {
    const { response, html, text } = await page('/ar');
    expect(response.status).toBe(200);
    expect(html).toMatch(/^<!doctype html>\s*<html lang="ar" dir="rtl">/);
    expect(text).toContain('كيف نعمل'); // How It Works
    expect(text).not.toContain('How It Works');
    expect(html).toContain('<title>MealBox · وجبات طازجة يعدّها الطهاة، توصَّل كل أسبوع</title>');
    // Search engines get each language's page at its absolute address, English for any other.
    const alternates: [string, string][] = [
      ['en', '/'],
      ['ar', '/ar'],
      ['x-default', '/'],
    ];
    for (const [hreflang, address] of alternates) {
      const href = new URL(address, server.app.config.PUBLIC_URL).href;
      expect(html).toContain(`<link rel="alternate" hreflang="${hreflang}" href="${href}">`);
    }
    expect(/data-address="([^"]*)"/.exec(html)?.[1]).toBe('/ar');
    // Each page fetches its own language's message catalogue, not the other's.
    const manifest = JSON.parse(readFileSync(path.join(repoRoot, 'web/dist/.vite/manifest.json'), 'utf8')) as Record<
      string,
      { file: string }
    >;
    const catalogue = (locale: string) => `/${manifest[`src/locales/${locale}.po`]!.file}`;
    const modulesOf = (page: string) => /data-modules="([^"]*)"/.exec(page)![1]!.split(' ');
    expect(modulesOf(html)).toContain(catalogue('ar'));
    expect(modulesOf(html)).not.toContain(catalogue('en'));
    // The English page is unchanged, and says where its Arabic twin is.
    const english = await page('/meals');
    expect(english.html).toMatch(/<html lang="en" dir="ltr">/);
    expect(modulesOf(english.html)).toContain(catalogue('en'));
    expect(modulesOf(english.html)).not.toContain(catalogue('ar'));
    expect(english.html).toContain(`hreflang="ar" href="${new URL('/ar/meals', server.app.config.PUBLIC_URL).href}"`);
    expect((await page('/ar/meal-plans')).html).toMatch(/<html lang="ar" dir="rtl">/);
  });

  it('shows the content in Arabic on /ar and /ar/meals (meals, carousel, FAQs), and an edit reaches both languages', async () => {
    const meal = await server.app.prisma.meal.findFirstOrThrow({
      where: { isActive: true, titleAr: { not: '' } },
      orderBy: { title: 'asc' },
    });
    const faq = await server.app.prisma.faq.findFirstOrThrow({
      where: { isActive: true },
      orderBy: { displayOrder: 'asc' },
    });
    const card = await server.app.prisma.carouselMeal.findFirstOrThrow({ where: { isActive: true } });
    const arabicMeals = await page('/ar/meals');
    expect(arabicMeals.text).toContain(meal.titleAr);
    expect(arabicMeals.text).not.toContain(meal.title);
    const arabicLanding = await page('/ar');
    expect(arabicLanding.text).toContain(faq.questionAr);
    expect(arabicLanding.text).toContain(card.nameAr);
    expect(arabicLanding.text).not.toContain(faq.question);
    const english = await page('/meals');
    expect(english.text).toContain(meal.title);
    expect(english.text).not.toContain(meal.titleAr);

    // An admin's edit drops the page in both languages; each shows its own text of the change.
    const etags = [arabicMeals, english].map((answer) => answer.response.headers.get('etag'));
    const id = Buffer.from(`Meal:${meal.id}`).toString('base64');
    const edited = await server.gql(
      `mutation ($input: MealUpdateInput!) { mealUpdate(input: $input) { __typename } }`,
      {
        input: {
          id,
          meal: {
            title: `${meal.title} Deluxe`,
            titleAr: `${meal.titleAr} الفاخر`,
            description: meal.description,
            category: meal.category,
            calories: meal.calories,
            protein: meal.protein,
            imageUrl: meal.imageUrl,
          },
        },
      },
      { token: admin.token },
    );
    expect(edited.data.mealUpdate.__typename).toBe('MealUpdatePayload');
    const [arabicAfter, englishAfter] = [await page('/ar/meals'), await page('/meals')];
    expect(arabicAfter.text).toContain(`${meal.titleAr} الفاخر`);
    expect(englishAfter.text).toContain(`${meal.title} Deluxe`);
    expect([arabicAfter, englishAfter].map((answer) => answer.response.headers.get('etag'))).not.toContain(etags[0]);
    expect(englishAfter.response.headers.get('etag')).not.toBe(etags[1]);
  });

  it('opens the front door in the language the visitor chose last time', async () => {
    const back = await fetch(`${server.url}/`, { redirect: 'manual', headers: { cookie: 'mb_lang=ar' } });
    expect(back.status).toBe(302);
    expect(back.headers.get('location')).toBe('/ar');
    const english = await fetch(`${server.url}/`, { redirect: 'manual', headers: { cookie: 'mb_lang=en' } });
    expect(english.status).toBe(200);
    // Any other page keeps the language its address says.
    expect((await fetch(`${server.url}/meals`, { redirect: 'manual', headers: { cookie: 'mb_lang=ar' } })).status).toBe(
      200,
    );
  });

  it('answers /meals with the catalogue and /meal-plans with the plans and their prices', async () => {
    const meal = await server.app.prisma.meal.findFirstOrThrow({
      where: { isActive: true },
      orderBy: { title: 'asc' },
    });
    const meals = await page('/meals');
    expect(meals.text).toContain('Our Complete Meal Collection');
    expect(meals.text).toContain(meal.title);
    expect(meals.text).toMatch(/Showing \d+ of \d+ meals/);

    const plans = await page('/meal-plans');
    expect(plans.text).toContain('Choose Your Plan');
    expect(plans.text).toContain('EGP 249/meal');
  });

  it('shows an admin change to the hero or a price in the next HTML, and keeps it until then', async () => {
    const before = await page('/');
    const again = await fetch(`${server.url}/`, { headers: { 'if-none-match': before.response.headers.get('etag')! } });
    expect(again.status).toBe(304);

    const saved = await server.gql(HERO_SAVE, { input: { ctaText: 'Start my first box' } }, { token: admin.token });
    expect(saved.data.landingHeroSave.__typename).toBe('LandingHeroSavePayload');
    const after = await page('/');
    expect(before.text).toContain('Get Started');
    expect(after.text).toContain('Start my first box');
    expect(after.text).not.toContain('Get Started');
    expect(after.response.headers.get('etag')).not.toBe(before.response.headers.get('etag'));

    const fourMeals = await server.app.prisma.pricingConfig.findUniqueOrThrow({
      where: { configType_configKey: { configType: 'meal_bundle', configKey: '4_meals' } },
    });
    const id = Buffer.from(`PricingConfig:${fourMeals.id}`).toString('base64');
    expect((await page('/meal-plans')).text).toContain('EGP 249/meal');
    const updated = await server.gql(PRICE_UPDATE, { input: { id, price: 259 } }, { token: admin.token });
    expect(updated.data.pricingConfigUpdate.__typename).toBe('PricingConfigUpdatePayload');
    expect((await page('/meal-plans')).text).toContain('EGP 259/meal');
  });

  it('renders a page again when what it shows changed, not each time it expires', async () => {
    const renders = (pagePath: string) =>
      logs.lines.filter((line) => line.msg === 'page prerendered' && line.page === pagePath).length;
    const first = await page('/');
    const rendered = renders('/');
    expect(rendered).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, TTL_MS * 2));
    // Expired: the query's answer is read again, is the same, and the render is reused.
    const expired = await page('/');
    expect(renders('/')).toBe(rendered);
    expect(expired.html).toBe(first.html);

    const saved = await server.gql(HERO_SAVE, { input: { ctaText: 'Order this week' } }, { token: admin.token });
    expect(saved.data.landingHeroSave.__typename).toBe('LandingHeroSavePayload');
    const changed = await page('/');
    expect(renders('/')).toBe(rendered + 1);
    expect(changed.text).toContain('Order this week');
  });

  it('gives a signed-in customer, and a URL with a query string, the app shell to render in the browser', async () => {
    const customer = await createCustomer(server.app);
    const signedIn = await page('/', { cookie: `mb_session=${customer.token}` });
    expect(signedIn.response.status).toBe(200);
    expect(signedIn.html).toContain('<div id="root"></div>');
    expect(signedIn.html).toContain('<noscript>MealBox needs JavaScript to run.</noscript>');
    expect(signedIn.response.headers.get('cache-control')).toBe('no-cache');

    const filtered = await page('/meals?category=breakfast');
    expect(filtered.html).toContain('<div id="root"></div>');
  });
});
