import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Browser end-to-end tests (Debian's Chromium through playwright-core) against a running
// server whose address is in E2E_BASE_URL; without it the tests are skipped.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  resolve: { alias: { '@rules': fileURLToPath(new URL('../api/src/shared/rules.ts', import.meta.url)) } },
  test: {
    name: 'web-e2e',
    environment: 'node',
    include: ['e2e/**/*.e2e.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // One browser at a time: the suites share one server and its database.
    fileParallelism: false,
  },
});
