import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import relay from 'vite-plugin-relay';

// The API server (port 4000) serves GraphQL, the REST facade and uploaded files; in
// development Vite serves the app and forwards those paths to it.
const apiServer = process.env.API_URL ?? 'http://localhost:4000';

export default defineConfig({
  plugins: [react(), relay],
  resolve: {
    // The only server code the web app may import (the lint boundary rule holds it to these):
    // pure modules the server applies too, so screens and API cannot disagree.
    alias: {
      // Limits, choices and fixed messages (meal counts, passwords, phones, …).
      '@rules': fileURLToPath(new URL('../api/src/shared/rules.ts', import.meta.url)),
      // Price computation: the web app shows prices with the very code the server charges with.
      '@pricing': fileURLToPath(new URL('../api/src/modules/pricing/pricing.ts', import.meta.url)),
    },
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
