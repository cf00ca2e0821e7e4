import { defineConfig } from 'vitest/config';

/** End-to-end scenarios: Playwright (playwright-core) driving Debian's Chromium against built artefacts. */
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.e2e.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Scenarios share one server process and one browser; run files one after another.
    fileParallelism: false,
  },
});
