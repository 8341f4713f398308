import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import relay from 'vite-plugin-relay';

// The API server (port 4000) serves GraphQL, the REST facade and uploaded files; in
// development Vite serves the app and forwards those paths to it.
const apiServer = process.env.API_URL ?? 'http://localhost:4000';

const require = createRequire(import.meta.url);

/** A file of React Router's production build (dist/production), which its exports never name. */
function reactRouterProduction(file: string) {
  const packageJson = require.resolve('react-router/package.json');
  return path.join(path.dirname(packageJson), 'dist/production', file);
}

/**
 * src/main.tsx imports React DOM and the app dynamically, so that each is evaluated in a task of
 * its own; the page still fetches them with the entry, not after it has run: index.html gets a
 * `modulepreload` for them and their chunks, as Vite writes for the entry's static imports.
 */
function preloadEntryDynamicImports(): Plugin {
  return {
    name: 'mealbox:preload-entry-dynamic-imports',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { chunk, bundle }) {
        if (!chunk || !bundle) return;
        const preloaded = new Set<string>([chunk.fileName]);
        const files: string[] = [];
        const visit = (fileName: string, list: boolean) => {
          const imported = bundle[fileName];
          if (imported?.type !== 'chunk' || preloaded.has(fileName)) return;
          preloaded.add(fileName);
          if (list) files.push(fileName);
          imported.imports.forEach((file) => visit(file, list));
        };
        chunk.imports.forEach((file) => visit(file, false));
        // Not the message catalogues: main.tsx fetches the page's own (preloading both would
        // download the other language's too).
        const isCatalogue = (file: string) => {
          const imported = bundle[file];
          return imported?.type === 'chunk' && /\.po$/.test(imported.facadeModuleId ?? '');
        };
        chunk.dynamicImports.filter((file) => !isCatalogue(file)).forEach((file) => visit(file, true));
        return files.map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/**
 * The English catalogues without the messages that read as their own id: `i18n._` shows a
 * message it lacks as it came (src/i18n/index.ts, `asItCame`), which for English is the message
 * itself, so English pages download only the messages that fill in values or choose a plural.
 */
function englishMessagesAsTheirIds(): Plugin {
  return {
    name: 'mealbox:english-messages-as-their-ids',
    enforce: 'post',
    transform(code, id) {
      if (!/\/locales\/(?:\w+\/)?en\.po$/.test(id.split('?')[0]!)) return;
      // Lingui's compiled catalogue: `export const messages=JSON.parse("…")`.
      const compiled = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/.exec(code);
      if (!compiled) throw new Error(`${id}: not a compiled Lingui catalogue`);
      const messages = JSON.parse(JSON.parse(compiled[1]!)) as Record<string, unknown>;
      const asItsId = (message: unknown, messageId: string) =>
        message === messageId || (Array.isArray(message) && message.length === 1 && message[0] === messageId);
      const kept = Object.fromEntries(Object.entries(messages).filter(([key, message]) => !asItsId(message, key)));
      return {
        code: code.replace(compiled[0], () => `JSON.parse(${JSON.stringify(JSON.stringify(kept))})`),
        map: null,
      };
    },
  };
}

export default defineConfig({
  // lingui(): the message catalogues (src/locales/…/*.po) compiled when imported.
  plugins: [
    react(),
    relay,
    lingui({ configPath: fileURLToPath(new URL('./lingui.config.ts', import.meta.url)) }),
    englishMessagesAsTheirIds(),
    preloadEntryDynamicImports(),
  ],
  resolve: {
    // The only server code the web app may import (the lint boundary rule holds it to these):
    // pure modules the server applies too, so screens and API cannot disagree.
    alias: [
      // Limits, choices and fixed messages (meal counts, passwords, phones, …).
      { find: '@rules', replacement: fileURLToPath(new URL('../api/src/shared/rules.ts', import.meta.url)) },
      // Price computation: the web app shows prices with the very code the server charges with.
      {
        find: '@pricing',
        replacement: fileURLToPath(new URL('../api/src/modules/pricing/pricing.ts', import.meta.url)),
      },
      // React Router's package exports name only its development build (warnings on) for every
      // condition; its production build, the same code with the warnings off, is beside it.
      { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
      { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
    ],
  },
  // The prerenderer (src/ssr/entry-server.tsx, `vite build --ssr`) is one self-contained file
  // the API imports: production keeps no build tools and the web app's packages resolve from
  // the bundle, not from wherever the API runs.
  ssr: { noExternal: true },
  server: {
    proxy: {
      '/graphql': apiServer,
      '/api': apiServer,
      '/uploads': apiServer,
    },
  },
  build: {
    // The prerenderer (`vite build --ssr`) needs none of the public files the browser build
    // copies. (An object config, not a function of the build: web/vitest.config.ts merges it.)
    copyPublicDir: !process.argv.includes('--ssr'),
    // The server serves web/dist; hashed assets are cached for a year.
    outDir: 'dist',
    sourcemap: true,
    // bench/bundle.mjs reads which chunks each route loads from the manifest.
    manifest: true,
    rolldownOptions: {
      // Chakra's recipe modules read properties of each other at the top level (a checkbox
      // recipe reads the checkmark recipe's styles, and so on). Reads that could be getters
      // count as side effects, which kept recipes we never register in the bundle. No code
      // here relies on a getter running for its side effect.
      treeshake: { propertyReadSideEffects: false },
    },
  },
});
