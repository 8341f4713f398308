// Gzip size of the JavaScript a browser loads for a route of the built web app:
// the entry chunk, its static imports, the modules it imports at once dynamically (React DOM
// and the app, loaded apart so each is evaluated in a task of its own), and the route's lazy
// screen chunk(s), with the message catalogue of the page's language (English at the root,
// Arabic under /ar: a page loads one of them), and the account's for its screens.
// Usage: npm run build && node bench/bundle.mjs [/meals]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../web/dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const gz = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;

function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(imported, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const entry = closure(entryKey);
const catalogue = (locale) => `src/locales/${locale}.po`;
// The account's screens load its catalogue too (web/lingui.config.ts).
const ACCOUNT_SCREENS = new Set(['MenuSelection', 'Auth', 'Checkout']);
const areaCatalogue = (locale) => `src/locales/account/${locale}.po`;
const SERVER_TEXT = 'src/i18n/serverText.ts';
const isCatalogue = (key) => /^src\/locales\/.*\.po$/.test(key);
for (const key of manifest[entryKey].dynamicImports ?? []) if (!isCatalogue(key)) closure(key, entry);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const sum = (files) => [...files].reduce((total, file) => total + gz(file), 0);
console.log(`entry (every route, no catalogue): ${kb(sum(entry))} gzip`);

const screens = {
  '/': 'Landing',
  '/meals': 'Meals',
  '/meal-plans': 'MealPlans',
  '/menu': 'MenuSelection',
  '/auth': 'Auth',
  '/checkout': 'Checkout',
};
for (const [route, screen] of Object.entries(screens)) {
  const keys = Object.keys(manifest).filter(
    (key) => key.includes(`/screens/${screen}/`) && manifest[key].isDynamicEntry,
  );
  if (keys.length === 0) continue;
  for (const locale of ['en', 'ar']) {
    const files = new Set(entry);
    for (const key of keys) closure(key, files);
    if (manifest[catalogue(locale)]) closure(catalogue(locale), files);
    if (ACCOUNT_SCREENS.has(screen) && manifest[areaCatalogue(locale)]) closure(areaCatalogue(locale), files);
    // An Arabic page also loads how it reads the server's messages (web/src/browserApp.tsx).
    if (locale === 'ar' && manifest[SERVER_TEXT]) closure(SERVER_TEXT, files);
    const address = locale === 'ar' ? `/ar${route === '/' ? '' : route}` : route;
    const catalogues = ACCOUNT_SCREENS.has(screen) ? `${locale} catalogues` : `${locale} catalogue`;
    console.log(`${address.padEnd(15)} ${kb(sum(files))} gzip (entry + ${screen} + ${catalogues})`);
  }
}
