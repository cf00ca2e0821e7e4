#!/usr/bin/env node
// Local visual regression check (Chromatic cannot reach its service from here): screenshots every
// story of the built Storybook in Debian's Chromium and compares each with its committed baseline.
//
// Tolerance: a pixel differs when pixelmatch's YIQ distance exceeds 0.1 (anti-aliasing ignored); a
// story fails when more than 0.2% of its pixels differ. Stories tagged `!visual` are skipped (the
// preview gives every story the `visual` tag; `!visual` removes it). Docs pages (index entries of
// type 'docs': the autodocs pages and the MDX guides) are not screenshotted.
//
//   node scripts/visual.mjs            compare (CI: a story without a baseline fails)
//   node scripts/visual.mjs --update   rewrite every baseline from the current build
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pixelmatch from 'pixelmatch';
import { chromium } from 'playwright-core';
import { PNG } from 'pngjs';
import { assertChromium, chromiumLaunchOptions } from './chromium.mjs';
import { serveStatic } from './serve-static.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const buildDir = path.join(root, 'storybook-static');
const baselineDir = path.join(root, 'visual/baselines');
const outputDir = path.join(root, 'visual/.output');
const update = process.argv.includes('--update');
// `--only <prefix>`: just the stories whose id starts with the prefix (e.g. `--only tables-`).
const onlyAt = process.argv.indexOf('--only');
const only = onlyAt > 0 ? (process.argv[onlyAt + 1] ?? '') : '';
const ci = process.env.CI === 'true' || process.env.CI === '1';
const PIXEL_THRESHOLD = 0.1;
const MAX_DIFF_RATIO = 0.002;
const VIEWPORT = { width: 1024, height: 768 };
const CONCURRENCY = 2;

const freeze = `*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }`;

async function main() {
  assertChromium();
  const indexFile = path.join(buildDir, 'index.json');
  if (!existsSync(indexFile))
    throw new Error('storybook-static/index.json not found: run `pnpm build-storybook` first.');
  const index = JSON.parse(readFileSync(indexFile, 'utf8'));
  const stories = Object.values(index.entries).filter(
    (entry) =>
      entry.type === 'story' && entry.tags?.includes('visual') && entry.id.startsWith(only),
  );
  rmSync(outputDir, { recursive: true, force: true });
  mkdirSync(outputDir, { recursive: true });
  mkdirSync(baselineDir, { recursive: true });

  const server = await serveStatic(buildDir);
  const browser = await chromium.launch(chromiumLaunchOptions);
  const results = { same: 0, changed: [], created: [], missing: [], errored: [] };
  const queue = [...stories];

  async function worker() {
    // One context (its own window) per worker: two pages of one context paint as foreground and
    // background tab, and a background tab's capture can come out garbled.
    const context = await browser.newContext({
      viewport: VIEWPORT,
      deviceScaleFactor: 1,
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    for (let story = queue.shift(); story; story = queue.shift()) {
      try {
        let png = await shoot(page, server.url, story.id);
        // A difference must reproduce on a fresh load before it counts.
        if (differs(story.id, png)) png = await shoot(page, server.url, story.id);
        compare(story.id, png, results);
      } catch (error) {
        results.errored.push(
          `${story.id}: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
    await context.close();
  }
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  await browser.close();
  await server.close();

  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `visual: ${stories.length} stories in ${seconds}s — ${results.same} unchanged, ${results.created.length} new baselines, ${results.changed.length} changed, ${results.missing.length} missing, ${results.errored.length} errors`,
  );
  for (const line of results.changed) console.log(`  changed  ${line}`);
  for (const line of results.missing)
    console.log(`  missing  ${line} (run pnpm test:visual:update and commit visual/baselines)`);
  for (const line of results.errored) console.log(`  error    ${line}`);
  // Baselines no checked story owns (a story renamed, removed or tagged `!visual`): listed on a
  // full run, deleted by a full --update.
  if (!only) {
    const checked = new Set(stories.map((story) => `${story.id}.png`));
    for (const file of readdirSync(baselineDir)) {
      if (!file.endsWith('.png') || checked.has(file)) continue;
      if (update) rmSync(path.join(baselineDir, file));
      console.log(`  ${update ? 'removed ' : 'orphaned'} visual/baselines/${file}`);
    }
  }
  if (results.changed.length || results.missing.length || results.errored.length) {
    console.log(`Diff images: ${path.relative(root, outputDir)}/`);
    process.exit(1);
  }
}

async function shoot(page, baseUrl, id) {
  await page.goto(`${baseUrl}/iframe.html?id=${encodeURIComponent(id)}&viewMode=story`, {
    waitUntil: 'load',
  });
  // Wait until Storybook has rendered the story and finished its play function.
  await page.waitForFunction(
    () => {
      const phase = globalThis.__STORYBOOK_PREVIEW__?.currentRender?.phase;
      return (
        phase === 'completed' || phase === 'finished' || phase === 'errored' || phase === 'aborted'
      );
    },
    undefined,
    { timeout: 20_000 },
  );
  await page.addStyleTag({ content: freeze });
  await page.evaluate(() => document.fonts.ready);
  await page.mouse.move(VIEWPORT.width - 1, VIEWPORT.height - 1);
  return page.screenshot({ animations: 'disabled', caret: 'hide' });
}

function diffRatio(expected, actual, diff) {
  if (expected.width !== actual.width || expected.height !== actual.height) return 1;
  const differing = pixelmatch(
    expected.data,
    actual.data,
    diff?.data ?? null,
    actual.width,
    actual.height,
    {
      threshold: PIXEL_THRESHOLD,
    },
  );
  return differing / (actual.width * actual.height);
}

function differs(id, png) {
  const file = path.join(baselineDir, `${id}.png`);
  if (update || !existsSync(file)) return false;
  return diffRatio(PNG.sync.read(readFileSync(file)), PNG.sync.read(png)) > MAX_DIFF_RATIO;
}

function compare(id, png, results) {
  const file = path.join(baselineDir, `${id}.png`);
  if (update || (!existsSync(file) && !ci)) {
    const existed = existsSync(file);
    writeFileSync(file, png);
    if (!existed) results.created.push(id);
    else results.same++;
    return;
  }
  if (!existsSync(file)) {
    writeFileSync(path.join(outputDir, `${id}.actual.png`), png);
    results.missing.push(id);
    return;
  }
  const expected = PNG.sync.read(readFileSync(file));
  const actual = PNG.sync.read(png);
  if (expected.width !== actual.width || expected.height !== actual.height) {
    writeFileSync(path.join(outputDir, `${id}.actual.png`), png);
    results.changed.push(
      `${id}: size ${expected.width}x${expected.height} → ${actual.width}x${actual.height}`,
    );
    return;
  }
  const diff = new PNG({ width: actual.width, height: actual.height });
  const ratio = diffRatio(expected, actual, diff);
  if (ratio > MAX_DIFF_RATIO) {
    writeFileSync(path.join(outputDir, `${id}.actual.png`), png);
    writeFileSync(path.join(outputDir, `${id}.diff.png`), PNG.sync.write(diff));
    results.changed.push(`${id}: ${(ratio * 100).toFixed(2)}% of pixels differ`);
  } else {
    results.same++;
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
