import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * The customer-facing message catalogue: English source messages are the ids (the text a
 * component shows reads as itself), `src/locales/ar.po` holds their Arabic. `npm run i18n:extract`
 * adds new messages to both files; src/i18n/catalogs.test.ts fails while any lacks its Arabic.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ar'],
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}',
      // The rules the server shares with the app carry messages the app shows (validation).
      include: ['<rootDir>/src', '<rootDir>/../api/src/shared/rules.ts'],
      exclude: ['**/__generated__/**', '**/*.test.*'],
    },
  ],
  orderBy: 'messageId',
  // Each message names the files that show it, without line numbers that every edit would move.
  format: formatter({ lineNumbers: false }),
});
