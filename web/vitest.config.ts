import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// Component and unit tests for the web app, in happy-dom, with the same Relay and React
// transforms as the app. Run from the repository root with
// `npx vitest run --config web/vitest.config.ts` (or as the `web` project).
export default mergeConfig(
  viteConfig,
  defineConfig({
    root: fileURLToPath(new URL('.', import.meta.url)),
    test: {
      name: 'web',
      environment: 'happy-dom',
      setupFiles: ['./test/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}'],
      restoreMocks: true,
      // A screen test renders Chakra and Relay in happy-dom: about a second alone, past the
      // 5 s default on a loaded two-core machine (the API projects allow 30 s).
      testTimeout: 15_000,
    },
  }),
);
