import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Vite would resolve `graphql` to its ESM build while Node loads the CommonJS
// one for Pothos and yoga: two realms, and graphql refuses to mix them.
const graphqlCommonJs = createRequire(import.meta.url).resolve('graphql');
const apiResolve = { alias: [{ find: /^graphql$/, replacement: graphqlCommonJs }] };

// One run, five projects: the API on a fresh PostgreSQL database, an API smoke
// subset on embedded PGlite, the web components, and the browser journeys on each database.
/** Suites of transactional services that also run on in-memory PGlite (api-pglite). */
const pgliteSuites = [
  'account/account',
  'account/foodProfile',
  'admin/audit',
  'admin/backOffice',
  'auth/auth',
  'auth/passwordReset',
  'auth/registration',
  'auth/registrationAfterValidate',
  'catalog/catalogAdmin',
  'content/contentLanguage',
  'content/landingAdmin',
  'fulfilment/fulfilment',
  'kitchen/deliveryStart',
  'onboarding/eligibility',
  'onboarding/onboardingAdmin',
  'onboarding/waitlistInvite',
  'partners/partners',
  'ordering/orderEdits',
  'ordering/ordering',
  'partnerWebhooks/partnerWebhooks',
  'payments/checkout',
  'payments/idempotency',
  'payments/instapay',
  'payments/instapayRecipient',
  'payments/recovery',
  'payments/webhooks',
  'pricing/pricingAdmin',
  'ratings/ratings',
  'referrals/referrals',
  'notifications/notificationsWeek',
  'notifications/phoneVerification',
  'subscriptions/engineOutbox',
  'subscriptions/pause',
  'subscriptions/subscriptions',
];

/** Each journeys project's server port (E2E_PORT, and the next port for the PGlite one). */
const e2ePort = (project: string): number =>
  Number(process.env.E2E_PORT ?? '4399') + (project === 'e2e-pglite' ? 1 : 0);

export default defineConfig({
  test: {
    projects: [
      {
        resolve: apiResolve,
        test: {
          name: 'api',
          root: './api',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./test/globalSetup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        resolve: apiResolve,
        test: {
          name: 'api-pglite',
          root: './api',
          // The smoke files, and every suite of a service that opens a transaction: PGlite has one
          // connection, and what writes must work on what `npm start` runs.
          include: [
            'src/**/*.smoke.test.ts',
            'test/**/*.smoke.test.ts',
            ...pgliteSuites.map((name) => `src/modules/${name}.test.ts`),
            'src/seed/demoOrders.test.ts',
            'src/seed/demoRatings.test.ts',
          ],
          environment: 'node',
          env: { TEST_DB: 'pglite' },
          globalSetup: ['./test/globalSetup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      ...['./web/vitest.config.ts'].filter((file) => existsSync(file)),
      ...['e2e', 'e2e-pglite'].map((name) => ({
        // The journeys read the product's texts from the rules module, as the web app does.
        resolve: { alias: { '@rules': fileURLToPath(new URL('./api/src/shared/rules.ts', import.meta.url)) } },
        test: {
          // The same journeys against a server on PostgreSQL and one on embedded PGlite (what
          // `npm start` runs); e2e/globalSetup.ts starts each project's server.
          name,
          include: ['web/e2e/**/*.e2e.ts', 'e2e/**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['./e2e/globalSetup.ts'],
          env: { E2E_BASE_URL: `http://127.0.0.1:${e2ePort(name)}`, E2E_DB: name === 'e2e' ? 'postgres' : 'pglite' },
          // One browser journey at a time: two cores, one server; the PGlite journeys run after
          // everything else, so the two servers never take journeys at once.
          fileParallelism: false,
          sequence: { groupOrder: name === 'e2e' ? 0 : 1 },
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      })),
    ],
  },
});
