#!/usr/bin/env node
// Bundle budgets: bundles what a consumer would import from a package's built dist (minified,
// tree-shaken, peers such as React external), reports the gzip size, and fails over budget.
// `mustNotInclude` proves tree-shaking (e.g. importing Button must not pull in the Dialog).
// `locales` strips react-aria's strings for every other locale, as a host's build does with
// @react-aria/optimize-locales-plugin (here its esbuild equivalent, ./react-aria-locales.mjs; see packages/ui/CONTEXT.md). Budgets live in
// bundle-budgets.json. `splitting: true` bundles as a host's bundler does with code splitting:
// the budget (and `mustNotInclude`) is what loads first — the entry and the chunks it imports
// statically; what it loads on demand (`import()`) is reported beside it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { reactAriaLocales } from './react-aria-locales.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const budgets = JSON.parse(readFileSync(path.join(root, 'bundle-budgets.json'), 'utf8'));

let failed = false;
const rows = [];
for (const budget of budgets) {
  const packageDir = path.join(root, budget.packageDir);
  const entry = {
    name: 'budget-entry',
    setup(b) {
      b.onResolve({ filter: /^budget-entry$/ }, () => ({ path: 'entry', namespace: 'budget' }));
      b.onLoad({ filter: /.*/, namespace: 'budget' }, () => ({
        contents: budget.code,
        resolveDir: packageDir,
        loader: 'js',
      }));
    },
  };
  const result = await build({
    ...(budget.splitting
      ? { entryPoints: ['budget-entry'], splitting: true, outdir: '/budget-out' }
      : { stdin: { contents: budget.code, resolveDir: packageDir, loader: 'js' } }),
    bundle: true,
    write: false,
    minify: true,
    format: 'esm',
    platform: 'browser',
    metafile: true,
    treeShaking: true,
    external: budget.external ?? ['react', 'react-dom', 'react/jsx-runtime'],
    conditions: ['import', 'module', 'browser', 'default'],
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [...(budget.locales ? [reactAriaLocales(budget.locales)] : []), entry],
    logLevel: 'silent',
  });
  // The first load: the entry and every chunk it imports statically (all of it without splitting).
  const outputs = result.metafile.outputs;
  const first = new Set();
  const visit = (file) => {
    if (first.has(file)) return;
    first.add(file);
    for (const imported of outputs[file]?.imports ?? []) {
      if (imported.kind === 'import-statement' && outputs[imported.path]) visit(imported.path);
    }
  };
  const entryFile = Object.keys(outputs).find((file) => outputs[file].entryPoint) ?? '';
  if (budget.splitting) visit(entryFile);
  const jsFiles = result.outputFiles.filter((file) => file.path.endsWith('.js'));
  const relative = (file) => path.relative(process.cwd(), file.path);
  const initial = budget.splitting
    ? jsFiles.filter((file) => first.has(relative(file)) || first.has(file.path.slice(1)))
    : [result.outputFiles[0]];
  const gz = (files) =>
    files.reduce((sum, f) => sum + gzipSync(f.contents, { level: 9 }).length, 0) / 1024;
  const gzipKb = gz(initial);
  const lazyKb = budget.splitting ? gz(jsFiles.filter((f) => !initial.includes(f))) : 0;
  // Modules that contribute bytes to the first load (esbuild reads more than it keeps).
  const inputs = Object.entries(outputs)
    .filter(([file]) => !budget.splitting || first.has(file))
    .map(([, output]) => output)
    .flatMap((output) =>
      Object.entries(output.inputs)
        .filter(([, info]) => info.bytesInOutput > 0)
        .map(([input]) => input),
    );
  const leaks = (budget.mustNotInclude ?? []).filter((needle) =>
    inputs.some((input) => input.includes(needle)),
  );
  const over = gzipKb > budget.maxGzipKb;
  if (over || leaks.length) failed = true;
  rows.push(
    `${over || leaks.length ? '✗' : '✓'} ${budget.name.padEnd(48)} ${gzipKb.toFixed(2).padStart(8)} KB gzip  (budget ${budget.maxGzipKb} KB)${budget.splitting ? `  + ${lazyKb.toFixed(2)} KB on demand` : ''}${leaks.length ? `  pulls in: ${leaks.join(', ')}` : ''}`,
  );
}
console.log(rows.join('\n'));
if (failed) {
  console.error('bundle-size: over budget or tree-shaking leak (see ✗ rows)');
  process.exit(1);
}
