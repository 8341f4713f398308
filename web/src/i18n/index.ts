/**
 * The app's languages: English at the root, Arabic under /ar (right to left). A page's
 * language comes from its address, so a link, a reload or a shared URL keeps it; the router
 * runs under the language's basename (`/ar`), so the screens' own paths stay language-free.
 * Messages are Lingui catalogues (the .po files under src/locales), compiled at build time: the browser gets
 * no message parser, and only the page's language, and of that only the areas it shows.
 */
import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import {
  ARABIC_PATH_PREFIX as ARABIC_BASE,
  LANGUAGE_COOKIE,
  type Language,
  pathInLanguage,
  type Translate,
} from '@rules';

export type Locale = Language;

/** /ar and everything below it is Arabic; every other address English. */
export function localeOfPath(pathname: string): Locale {
  return pathname === ARABIC_BASE || pathname.startsWith(`${ARABIC_BASE}/`) ? 'ar' : 'en';
}

/** The router's basename: the prefix every address of the language carries. */
export const basenameOf = (locale: Locale): string => (locale === 'ar' ? ARABIC_BASE : '');

export const directionOf = (locale: Locale): 'rtl' | 'ltr' => (locale === 'ar' ? 'rtl' : 'ltr');

/** The `Intl` locale of numbers, money and dates: Egyptian Arabic, with its own digits. */
export const intlLocaleOf = (locale: Locale): string => (locale === 'ar' ? 'ar-EG' : 'en-GB');

/** The same page and query in the other language (`/meals?q=x` ⇄ `/ar/meals?q=x`). */
export function addressIn(locale: Locale, pathname: string, search = ''): string {
  const bare = localeOfPath(pathname) === 'ar' ? pathname.slice(ARABIC_BASE.length) || '/' : pathname;
  return `${pathInLanguage(bare, locale)}${search}`;
}

type Catalogue = () => Promise<{ messages: Messages }>;

/** The public pages' messages: every page loads them before it renders (main.tsx, ssr/). */
const catalogues: Record<Locale, Catalogue> = {
  en: () => import('../locales/en.po'),
  ar: () => import('../locales/ar.po'),
};

/** The catalogues of the areas behind the public pages (lingui.config.ts says which screens). */
export type Area = 'account' | 'info' | 'admin';
const areaCatalogues: Record<Area, Record<Locale, Catalogue>> = {
  account: { en: () => import('../locales/account/en.po'), ar: () => import('../locales/account/ar.po') },
  info: { en: () => import('../locales/info/en.po'), ar: () => import('../locales/info/ar.po') },
  admin: { en: () => import('../locales/admin/en.po'), ar: () => import('../locales/admin/ar.po') },
};

/**
 * A text that is not in the catalogue (a server's message, an admin's headline) shows as it came:
 * screens pass such texts through `i18n._` so that the ones that are catalogue messages translate.
 */
export const asItCame = (_locale: string, text: string): string => text;

/** How Arabic reads a server's filled-in English message (serverText.ts), once the page has loaded it. */
let serverTextReader: ((i18n: I18n, text: string) => string) | undefined;

/**
 * Arabic pages read the server's messages with values in Arabic (serverText.ts). The browser app
 * loads that reader once an Arabic page runs (browserApp.tsx), so English pages never download
 * it; until it is there (a server message needs a request first), such a text shows as it came.
 */
export function readServerTextsWith(reader: (i18n: I18n, text: string) => string): void {
  serverTextReader = reader;
}

/** What a text outside the catalogue reads as: in Arabic, a server's filled-in message translated. */
export const missingHandlerOf = (locale: Locale, i18n: () => I18n) =>
  locale === 'ar' ? (_locale: string, text: string) => serverTextReader?.(i18n(), text) ?? text : asItCame;

const instances = new Map<Locale, Promise<I18n>>();
const loadedInstances = new Map<Locale, I18n>();

/**
 * The language's Lingui instance with its catalogue loaded. One per language, not one switched
 * globally: the server prerenders English and Arabic pages side by side.
 */
export function loadI18n(locale: Locale): Promise<I18n> {
  let instance = instances.get(locale);
  if (!instance) {
    instance = catalogues[locale]().then(({ messages }) => {
      const i18n: I18n = setupI18n({
        locale,
        // Its numbers (a plural's `#`) as `Intl` writes them for the language: ar-EG's digits.
        locales: intlLocaleOf(locale),
        messages: { [locale]: messages },
        missing: missingHandlerOf(locale, () => i18n),
      });
      return i18n;
    });
    void instance.then((loaded) => loadedInstances.set(locale, loaded));
    instances.set(locale, instance);
  }
  return instance;
}

const areasLoaded = new Map<string, Promise<void>>();

/** Adds an area's messages to the language's instance (once). */
function loadArea(area: Area, locale: Locale): Promise<void> {
  const key = `${area}:${locale}`;
  let loaded = areasLoaded.get(key);
  if (!loaded) {
    loaded = Promise.all([loadI18n(locale), areaCatalogues[area][locale]()]).then(([i18n, { messages }]) =>
      i18n.load(locale, messages),
    );
    areasLoaded.set(key, loaded);
  }
  return loaded;
}

/**
 * A screen's code loader that also brings its area's messages, in the languages in use, so the
 * screen renders in its language from its first frame: `lazy(withMessages('account', () => import(…)))`.
 */
export function withMessages<T>(area: Area, load: () => Promise<T>): () => Promise<T> {
  return async () => {
    const [module] = await Promise.all([load(), ...[...instances.keys()].map((locale) => loadArea(area, locale))]);
    return module;
  };
}

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Remembers the language the visitor reads in (the `mb_lang` cookie): the server's redirects
 * (back from Paymob, the front door) follow it. Written when a page starts and by the language link.
 */
export function rememberLanguage(locale: Locale): void {
  if (readLanguageCookie() === locale) return;
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
}

const readLanguageCookie = () =>
  document.cookie
    .split('; ')
    .find((entry) => entry.startsWith(`${LANGUAGE_COOKIE}=`))
    ?.slice(LANGUAGE_COOKIE.length + 1);

/** Lingui's `i18n._` as the shared rules' `Translate`: the rules' messages in the page's language. */
export const translatorOf =
  (i18n: I18n): Translate =>
  (message, values) =>
    i18n._(message, values);

/**
 * The page's language's instance once loaded, for a text made outside a component (a toast from a
 * request's callback). In the browser a page has one language for its life (a switch is a page
 * load); before the catalogue has loaded, and in unit tests, there is none.
 */
export function pageI18n(): I18n | undefined {
  return typeof window === 'undefined' ? undefined : loadedInstances.get(localeOfPath(window.location.pathname));
}

/** The page's language, for components. */
export function useLocale(): Locale {
  return useLingui().i18n.locale as Locale;
}
