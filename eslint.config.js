// ESLint for the whole repository; `npm run lint` (and so `npm test` and CI) runs it.
//
// Besides the usual rules (ESLint's and typescript-eslint's recommended sets, React's rules of
// hooks), it holds the architecture (README, "Map of the code"):
//  1. a module (api/src/modules/<area>/) is reached only through its faces: index.ts (domain
//     functions and types), http.ts (its REST routes), graphql.ts (its GraphQL types) and, for
//     ordering, rules.ts (its rules without its services); a library folder (api/src/lib/<thing>/)
//     only through its index.ts; and api/src has no import cycle, type-only imports included;
//  2. the web app imports no server code but the two pure modules it shares (@rules, @pricing);
//  3. those two stay pure (the browser bundles them as they are);
//  4. GraphQL types, REST routes and the HTTP/GraphQL layers do not call Prisma: services do.
// Boundaries (1-3) are checked on resolved paths (import-x's no-restricted-paths), so an alias, a
// deep relative path or a re-export cannot slip past them; api/test/boundaries.test.ts proves
// each rule fails on an import that breaks it.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = path.dirname(fileURLToPath(import.meta.url));
const foldersIn = (dir) =>
  readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const modules = foldersIn('api/src/modules');
const libraries = foldersIn('api/src/lib');

/** Everything on the server side that is not inside `api/src/<parent>/<name>/`. */
const outside = (parent, name) => [
  `./api/src/${parent}/!(${name})/**`,
  `./api/src/${parent}/*`,
  `./api/src/!(${parent})/**`,
  './api/src/*',
  './api/test/**',
  './api/scripts/**',
];

/** The web app's aliases to the server's pure modules (as web/vite.config.ts and web/tsconfig.json). */
const webAliases = {
  '@rules': [path.join(root, 'api/src/shared/rules.ts')],
  '@pricing': [path.join(root, 'api/src/modules/pricing/pricing.ts')],
};

const boundaryZones = [
  // 1. One public face per module, and per library folder.
  ...modules.map((name) => ({
    target: outside('modules', name),
    from: `./api/src/modules/${name}`,
    except: ['./index.ts', './http.ts', './graphql.ts', './rules.ts'],
    message: `Import the ${name} module through its faces: index.ts, http.ts (routes) or graphql.ts (schema).`,
  })),
  ...libraries.map((name) => ({
    target: outside('lib', name),
    from: `./api/src/lib/${name}`,
    except: ['./index.ts'],
    message: `Import api/src/lib/${name} through its index.ts.`,
  })),
  // 2. The web app sees only the server's shared rules and its pure pricing.
  {
    target: './web/**',
    from: './api',
    except: ['./src/shared/rules.ts', './src/modules/pricing/pricing.ts'],
    message: 'The web app imports no server code but @rules (api/src/shared/rules.ts) and @pricing.',
  },
];

/** The web app's screens whose text is all in the message catalogue (rule 5 keeps them so). */
const translatedScreens = [
  'web/src/components/ConfirmDialog.tsx',
  'web/src/components/LanguageSwitch.tsx',
  'web/src/components/SiteFooter.tsx',
  'web/src/components/SiteHeader.tsx',
  'web/src/components/guards/**',
  'web/src/screens/Account/**',
  'web/src/screens/Auth/**',
  'web/src/screens/Checkout/**',
  'web/src/screens/Landing/**',
  'web/src/screens/PaymentResponse/**',
  'web/src/screens/ResetPassword/**',
  'web/src/components/Eligibility/**',
  'web/src/components/GetStarted.tsx',
  'web/src/components/ProgressIndicator/**',
  'web/src/components/MealCountList.tsx',
  'web/src/components/ScreenError.tsx',
  'web/src/components/PageSpinner.tsx',
  'web/src/components/SkipLink.tsx',
  'web/src/components/ui/**',
  'web/src/screens/MealPlans/**',
  'web/src/screens/MenuSelection/**',
  'web/src/screens/Meals/**',
  'web/src/screens/NotFound/**',
  'web/src/screens/Info/**',
  // The back office, in Arabic under /ar/admin as well.
  'web/src/screens/Admin/**',
];

/** Inside the files where calling Prisma is the services' job, not theirs. */
const noPrisma = {
  'no-restricted-syntax': [
    'error',
    {
      selector: "MemberExpression[property.name='prisma'], Property[key.name='prisma'][parent.type='ObjectPattern']",
      message:
        "Only services call Prisma: delegate to the module's service (pass Pothos' `query` so one query stays one).",
    },
  ],
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'web/dist-ssr/**',
      'data/**',
      'api/src/generated/**',
      'web/src/__generated__/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ alias: webAliases })],
      // Read TypeScript dependencies too, so no-cycle follows imports through .ts files.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones }],
      // Unresolvable imports would slip past the boundaries: make them an error.
      'import-x/no-unresolved': 'error',
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // `typeof import('…')` types a module loaded lazily (GraphiQL's bundle).
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
      // Pothos plugins extend its types with `declare global { namespace PothosSchemaTypes }`.
      '@typescript-eslint/no-namespace': ['error', { allowDeclarations: true }],
      // `let x;` assigned after a closure that reads it is declared (a job that enqueues on its runner).
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
    },
  },
  {
    // bench/ is its own package (`npm ci --prefix bench`): its dependencies resolve only once installed.
    files: ['bench/**/*.mjs'],
    rules: {
      'import-x/no-unresolved': [
        'error',
        { ignore: ['^autocannon$', '^lighthouse', '^chrome-launcher$', '^express$', '^drizzle-orm', '^pg$'] },
      ],
    },
  },
  {
    // 1b. No import cycle in the server (a type-only import is an edge too).
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/generated/**'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // 3a. The shared rules import nothing but each other: the browser bundles them as they are.
    files: ['api/src/shared/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\./(rules/)?\\w+\\.ts$)',
              message: 'shared/ imports only shared/: the web app bundles it as it is.',
            },
          ],
        },
      ],
    },
  },
  {
    // 3b. Pricing's pure core imports only the shared rules.
    files: ['api/src/modules/pricing/pricing.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\.\\./\\.\\./shared/rules\\.ts$)',
              message: 'pricing.ts is bundled by the web app: it may import only ../../shared/rules.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    // 4. Types and routes delegate; so do the HTTP and GraphQL layers (the builder hands
    // plugin-prisma its client; the health check pings the database itself).
    files: [
      'api/src/modules/**/*.schema.ts',
      'api/src/modules/**/*.routes.ts',
      'api/src/graphql/**/*.ts',
      'api/src/http/**/*.ts',
    ],
    ignores: ['**/*.test.ts', 'api/src/graphql/builder.ts', 'api/src/http/server.ts'],
    rules: noPrisma,
  },
  {
    // Plain scripts the web app serves as they are (web/public).
    files: ['web/public/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
  },
  {
    files: ['web/src/**/*.{ts,tsx}', 'web/test/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // 5. Customer-facing text lives in the message catalogue (web/src/locales, read through
    // Lingui's `i18n._`), so that it has its Arabic. In the screens already translated, English
    // words written straight into JSX, into a label-like attribute or into a toast are errors.
    files: translatedScreens,
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          'JSXText[value=/[A-Za-z]{2,}/]',
          'JSXExpressionContainer > Literal[value=/[A-Za-z]{2,}/]',
          'JSXAttribute[name.name=/^(aria-label|title|alt|placeholder|label|[a-z]+(Label|Text)|message|caption|nameHeader)$/] > Literal[value=/[A-Za-z]{2,}/]',
          "CallExpression[callee.name='notify'] Property[key.name=/^(title|description)$/] > Literal",
        ].map((selector) => ({
          selector,
          message:
            "Text a customer or an admin reads goes through the message catalogue: i18n._('…') (see web/lingui.config.ts).",
        })),
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/test/**/*.{ts,tsx}', '**/e2e/**/*.ts'],
    rules: {
      // Tests read loosely typed GraphQL answers.
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
);
