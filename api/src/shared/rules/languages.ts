/** The product's languages and where each lives. (The shared rules: see ../rules.ts.) */

/** The product's languages; English is the default (and the API's own). */
export const LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Arabic pages live under this prefix (`/ar/meals`); English ones at the root. */
export const ARABIC_PATH_PREFIX = '/ar';
/** The cookie that remembers the visitor's language (`ar` or `en`), which the server's redirects follow. */
export const LANGUAGE_COOKIE = 'mb_lang';

/** A path of the web app in the language a request's cookie names (`/payment/response` → `/ar/payment/response`). */
export const pathInLanguage = (path: string, language: string | undefined): string =>
  language === 'ar' ? `${ARABIC_PATH_PREFIX}${path === '/' ? '' : path}` : path;
