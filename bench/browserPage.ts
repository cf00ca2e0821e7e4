/**
 * The shared half of the Chromium benchmarks: builds a bench page (an `index.html` + entry in
 * `root`) for production with our packages from source, serves it on loopback and opens Debian's
 * Chromium with memory figures and `gc()` available.
 */
import path from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { type Browser, chromium, type Page } from 'playwright-core';
import { build, defaultClientConditions, preview } from 'vite';
import { chromiumLaunchOptions } from '../scripts/chromium.mjs';

export interface BenchPage {
  url: string;
  browser: Browser;
  /** A new page; functions handed to `evaluate` work even though tsx names them with `__name`. */
  newPage(viewport?: { width: number; height: number }): Promise<Page>;
  close(): Promise<void>;
}

/**
 * `unpaced`: Chromium draws frames as fast as it can (`--disable-frame-rate-limit
 * --disable-gpu-vsync`), so a frame interval is the frame's own cost (script, style, layout, paint,
 * composite) instead of the compositor's 60 Hz clock — on a headless software renderer that clock's
 * own p95 is above 16.7 ms even on an idle page, and hides what a frame costs.
 */
export async function serveBenchPage(
  root: string,
  options: { unpaced?: boolean } = {},
): Promise<BenchPage> {
  const outDir = path.join(root, '.dist');
  await build({
    root,
    logLevel: 'warn',
    plugins: [react(), vanillaExtractPlugin()],
    resolve: { conditions: ['@hrportal/source', ...defaultClientConditions] },
    build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 4000 },
  });
  const server = await preview({
    root,
    logLevel: 'warn',
    build: { outDir },
    preview: { port: 0, host: '127.0.0.1' },
  });
  const browser = await chromium.launch({
    ...chromiumLaunchOptions,
    args: [
      ...(chromiumLaunchOptions.args ?? []),
      '--enable-precise-memory-info',
      '--js-flags=--expose-gc',
      ...(options.unpaced ? ['--disable-frame-rate-limit', '--disable-gpu-vsync'] : []),
    ],
  });
  return {
    url: server.resolvedUrls?.local[0] ?? '',
    browser,
    async newPage(viewport = { width: 1280, height: 800 }) {
      const page = await browser.newPage({ viewport });
      await page.addInitScript('window.__name = (f) => f');
      return page;
    },
    async close() {
      await browser.close();
      server.httpServer.close();
    },
  };
}

/** The p-th percentile of `values`. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}
