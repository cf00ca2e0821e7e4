#!/usr/bin/env node
// `pnpm test:reliability` (issue 16): runs the server's reliability tests — authorization matrix,
// fuzzing, the hardening cases, the audit trail, kill -9 during writes and restart on PGlite and
// PostgreSQL, the chat no-loss test, and the load phase when its test exists — then prints one
// table of their figures. Each test records its figures with `recordFigure` (apps/server/tests/
// reliabilityReport.ts) into the file named by HRP_RELIABILITY_FILE. Exit code: vitest's.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const tests = 'apps/server/tests';

/** The table's sections, in order: [title, test file]. */
const sections = [
  ['authorization matrix', `${tests}/authzMatrix.test.ts`],
  ['fuzzing', `${tests}/fuzz.test.ts`],
  ['cases (issue 16)', `${tests}/hardening.test.ts`],
  ['audit trail', `${tests}/audit.test.ts`],
  // The load phase (100 connections × 30 s of paged reads while login and health are probed,
  // PGlite and PostgreSQL) belongs to the perf work: this slot runs that test once it exists.
  ['load phase', `${tests}/load.reliability.test.ts`],
  ['kill -9 during writes', `${tests}/killDuringWrites.test.ts`],
  ['restart', `${tests}/restart.test.ts`],
  ['chat no-loss', `${tests}/noLoss.test.ts`],
];

const work = mkdtempSync(path.join(os.tmpdir(), 'hrportal-reliability-'));
const figuresFile = path.join(work, 'figures.jsonl');
const resultsFile = path.join(work, 'results.json');
const present = sections.filter(([, file]) => existsSync(path.join(root, file)));

const run = spawnSync(
  process.execPath,
  [
    path.join(root, 'node_modules/vitest/vitest.mjs'),
    'run',
    '--project',
    'unit',
    '--reporter=dot',
    '--reporter=json',
    `--outputFile.json=${resultsFile}`,
    ...present.map(([, file]) => file),
  ],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, HRP_RELIABILITY_FILE: figuresFile },
  },
);

const figures = existsSync(figuresFile)
  ? readFileSync(figuresFile, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line))
  : [];
const results = existsSync(resultsFile) ? JSON.parse(readFileSync(resultsFile, 'utf8')) : undefined;

/** passed / failed / skipped test counts of one file. */
function outcome(file) {
  const suite = results?.testResults?.find((r) => r.name.endsWith(file));
  if (!suite) return 'not run';
  const count = (status) => suite.assertionResults.filter((a) => a.status === status).length;
  const failed = count('failed');
  const skipped = count('skipped') + count('pending') + count('todo');
  return `${count('passed')} passed${failed ? `, ${failed} FAILED` : ''}${skipped ? `, ${skipped} skipped` : ''}`;
}

const rows = [['section', 'measure', 'value']];
for (const [title, file] of sections) {
  if (!existsSync(path.join(root, file))) {
    rows.push([title, 'not run', `no ${path.basename(file)} yet (the perf work's slot)`]);
    continue;
  }
  rows.push([title, 'tests', outcome(file)]);
  const base = title.split(' ')[0];
  for (const figure of figures) {
    const belongs =
      figure.section === title ||
      figure.section.startsWith(base) ||
      (title === 'cases (issue 16)' && figure.section === 'cases');
    if (belongs)
      rows.push([figure.section === title ? '' : figure.section, figure.measure, figure.value]);
  }
}

const widths = [0, 1, 2].map((i) => Math.max(...rows.map((row) => String(row[i]).length)));
const line = (row) => `| ${row.map((cell, i) => String(cell).padEnd(widths[i])).join(' | ')} |`;
console.log('');
console.log('Reliability (issue 16)');
console.log(line(rows[0]));
console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
for (const row of rows.slice(1)) console.log(line(row));
rmSync(work, { recursive: true, force: true });
process.exit(run.status ?? 1);
