import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { apiProxy } from './packages/react/tests/server/apiProxy.mjs';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';
import { reliabilityFiles } from './scripts/reliabilitySections.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));

/** Browser mode drives Debian's Chromium through Playwright; nothing is downloaded. */
const browser = (name: string) => ({
  enabled: true,
  headless: true,
  // Reduced motion, as a user may ask (and as the visual run does): overlays appear in their final
  // state, so no assertion races an entrance animation. The e2e runs keep motion on.
  provider: playwright({
    launchOptions: chromiumLaunchOptions,
    contextOptions: { reducedMotion: 'reduce' },
  }),
  // A named instance per project: two projects may not share the default "<project> (chromium)".
  instances: [{ browser: 'chromium' as const, name: `${name} (chromium)` }],
  screenshotFailures: false,
});

/** Workspace sources resolve through the `@hrportal/source` export condition: no build needed. */
const sourceConditions = ['@hrportal/source', ...defaultClientConditions];

export default defineConfig({
  resolve: { conditions: sourceConditions },
  // react-stately's Virtualizer (the pipeline board's columns) mounts every item when
  // NODE_ENV is 'test' unless VIRT_ON is set, and reads `process.env.VIRT_ON` in the browser,
  // where there is no `process`: tests virtualise as production does.
  define: { 'process.env.VIRT_ON': JSON.stringify('1') },
  // Injected by vanilla-extract after Vite's dependency scan: pre-bundle them so a clean run never reloads.
  optimizeDeps: {
    // Every source is scanned up front, so a dependency first reached late in a run (a lazy chunk's,
    // e.g. the table's virtualizer core) is already pre-bundled: no mid-run reload of the test page.
    entries: ['packages/*/src/**/*.{ts,tsx}', 'apps/portal/src/**/*.{ts,tsx}', '!**/dist/**'],
    include: [
      '@vanilla-extract/recipes/createRuntimeFn',
      '@vanilla-extract/sprinkles/createRuntimeSprinkles',
    ],
  },
  // Vitest hands these to Node as --conditions for externalised deps too: an explicit 'import'
  // would make CommonJS require() pick ESM builds (pg → pg-pool breaks), so it is left to Node.
  ssr: { resolve: { conditions: ['@hrportal/source', 'node', 'default'] } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'packages/*/src/**/*.test.ts',
            'packages/*/tests/**/*.test.ts',
            'apps/*/src/**/*.test.ts',
            'apps/*/tests/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          // The reliability files run once, in their own project (`pnpm test:reliability`).
          exclude: ['**/node_modules/**', '**/dist/**', '**/*.browser.test.*', ...reliabilityFiles],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          typecheck: { enabled: true, include: ['packages/*/src/**/*.test-d.ts'] },
        },
      },
      {
        extends: true,
        // The server's reliability tests (scripts/reliabilitySections.mjs): run by
        // `pnpm test:reliability`, which prints their figures as one table; `pnpm test:vitest`
        // leaves them to it (`--project '!reliability'`).
        test: {
          name: 'reliability',
          environment: 'node',
          include: reliabilityFiles,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        plugins: [react(), vanillaExtractPlugin()],
        test: {
          name: 'browser',
          include: [
            'packages/*/src/**/*.browser.test.{ts,tsx}',
            'apps/*/src/**/*.browser.test.{ts,tsx}',
          ],
          browser: browser('browser'),
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        // The React hooks and the tables against the real reference server (one for the project,
        // started by the global setup on in-memory PGlite), reached same-origin through the test
        // page's /api.
        plugins: [react(), vanillaExtractPlugin(), apiProxy()],
        test: {
          name: 'react-server',
          include: [
            'packages/react/tests/**/*.server.test.{ts,tsx}',
            'packages/candidate-table/tests/**/*.server.test.{ts,tsx}',
          ],
          globalSetup: ['packages/react/tests/server/globalSetup.ts'],
          browser: browser('react-server'),
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        // storybookTest applies .storybook/main.ts viteFinal (vanilla-extract and react come from there).
        plugins: [storybookTest({ configDir: path.join(root, '.storybook') })],
        test: {
          name: 'storybook',
          browser: browser('storybook'),
          testTimeout: 30_000,
        },
      },
    ],
  },
});
