import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * The customer-facing message catalogues: English source messages are the ids (the text a
 * component shows reads as itself), `<catalogue>/ar.po` holds their Arabic. `npm run i18n:extract`
 * adds new messages to the files; src/i18n/catalogs.test.ts fails while any lacks its Arabic.
 *
 * Four catalogues, loaded with the screens that show them (src/i18n/index.ts), so a public
 * page downloads the words of the public pages only:
 * - `src/locales/`: the public pages, the layout, the shared rules' messages, and each route's
 *   wrapper (it renders before its screen's code and catalogue arrive);
 * - `src/locales/account/`: signing in, the menu, checkout, payment and the account;
 * - `src/locales/info/`: the help, terms and privacy pages (long texts few visitors open), and the
 *   few translated words of /developers (its technical text is English);
 * - `src/locales/admin/`: the back office.
 * A message shown in two areas is in both catalogues.
 */
const ACCOUNT_SCREENS = '{Account,Auth,Checkout,MenuSelection,PaymentResponse,ResetPassword}';
const NOT_TRANSLATED = ['**/__generated__/**', '**/*.test.*'];

/**
 * The server's answers a customer can meet, marked as catalogue messages (`i18n` comments) where
 * the services define them: the API answers them in English, the screens show them through
 * `i18n._`, so they read in the page's language (one filled in with values is recognised:
 * src/i18n/serverText.ts). The public pages' (the eligibility check, rate limits) and the account's.
 */
const API = '<rootDir>/../api/src';
/** The shared rules' messages (api/src/shared/rules/), each topic with the screens that show it. */
const PUBLIC_RULES = `${API}/shared/rules/{mealPlans,onboarding,availability,landingCopy}.ts`;
const ACCOUNT_RULES = `${API}/shared/rules/{mealPlans,accounts,phones,checkout,subscription,foodProfile}.ts`;
const PUBLIC_SERVER_MESSAGES = [`${API}/modules/onboarding/eligibility.service.ts`, `${API}/lib/rateLimits.ts`];
const ACCOUNT_SERVER_MESSAGES = [
  `${API}/modules/{ordering,account}/*.ts`,
  `${API}/modules/auth/{auth,passwordReset,registration}.service.ts`,
  `${API}/modules/payments/checkout.service.ts`,
  `${API}/modules/subscriptions/subscriptions.service.ts`,
  `${API}/modules/catalog/menus.service.ts`,
  `${API}/modules/ratings/ratings.service.ts`,
  `${API}/modules/notifications/phoneVerification.service.ts`,
];

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ar'],
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}',
      // The rules the server shares with the app carry messages the app shows (validation).
      include: ['<rootDir>/src', PUBLIC_RULES, ...PUBLIC_SERVER_MESSAGES],
      exclude: [
        ...NOT_TRANSLATED,
        `<rootDir>/src/screens/${ACCOUNT_SCREENS}/!(*Route).tsx`,
        `<rootDir>/src/screens/${ACCOUNT_SCREENS}/*.ts`,
        '<rootDir>/src/screens/Admin/**',
        '<rootDir>/src/screens/Info/**',
        '<rootDir>/src/screens/Developers/**',
      ],
    },
    {
      path: '<rootDir>/src/locales/account/{locale}',
      include: [`<rootDir>/src/screens/${ACCOUNT_SCREENS}/*.{ts,tsx}`, ACCOUNT_RULES, ...ACCOUNT_SERVER_MESSAGES],
      exclude: [...NOT_TRANSLATED, '**/*Route.tsx'],
    },
    {
      path: '<rootDir>/src/locales/info/{locale}',
      include: ['<rootDir>/src/screens/Info', '<rootDir>/src/screens/Developers'],
      exclude: NOT_TRANSLATED,
    },
    {
      path: '<rootDir>/src/locales/admin/{locale}',
      // The admin login borrows the sign-in's password field and form message.
      include: [
        '<rootDir>/src/screens/Admin',
        '<rootDir>/src/screens/Auth/PasswordField.tsx',
        '<rootDir>/src/screens/Auth/FormMessage.tsx',
        // The partner scopes' descriptions, shown by the Partners panel.
        `${API}/shared/rules/partners.ts`,
      ],
      exclude: NOT_TRANSLATED,
    },
  ],
  orderBy: 'messageId',
  // Each message names the files that show it, without line numbers that every edit would move.
  format: formatter({ lineNumbers: false }),
});
