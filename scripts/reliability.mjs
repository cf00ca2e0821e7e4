#!/usr/bin/env node
// `pnpm test:reliability` (issue 16): runs the server's reliability tests (vitest project
// `reliability`, the files of scripts/reliabilitySections.mjs) — authorization matrix, fuzzing, the
// hardening cases, the audit trail, the load phase, kill -9 during writes and restart on PGlite and
// PostgreSQL, the chat no-loss test — then prints one table of their figures. Each test records its
// figures with `recordFigure` (apps/server/tests/reliabilityReport.ts) into the file named by
// HRP_RELIABILITY_FILE. Exit code: vitest's.
//
//   node scripts/reliability.mjs [--smoke]
//
// --smoke (what `pnpm test` passes, within CI's time): the load phase runs 3 s instead of 30 s.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { reliabilityFiles, reliabilitySections as sections } from './reliabilitySections.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const { values: args } = parseArgs({ options: { smoke: { type: 'boolean', default: false } } });

const work = mkdtempSync(path.join(os.tmpdir(), 'hrportal-reliability-'));
const figuresFile = path.join(work, 'figures.jsonl');
const resultsFile = path.join(work, 'results.json');

const run = spawnSync(
  process.execPath,
  [
    path.join(root, 'node_modules/vitest/vitest.mjs'),
    'run',
    '--project',
    'reliability',
    '--reporter=dot',
    '--reporter=json',
    `--outputFile.json=${resultsFile}`,
    ...reliabilityFiles,
  ],
  {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      HRP_RELIABILITY_FILE: figuresFile,
      HRP_LOAD_SECONDS: process.env.HRP_LOAD_SECONDS ?? (args.smoke ? '3' : '30'),
    },
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
  rows.push([title, 'tests', outcome(file)]);
  const base = title.split(' ')[0];
  for (const figure of figures) {
    // A figure belongs to the section it names, or to the one whose first word starts it
    // (`cases [pglite]` under `cases (issue 16)`).
    if (figure.section === title || figure.section.startsWith(base))
      rows.push([figure.section === title ? '' : figure.section, figure.measure, figure.value]);
  }
}

const widths = [0, 1, 2].map((i) => Math.max(...rows.map((row) => String(row[i]).length)));
const line = (row) => `| ${row.map((cell, i) => String(cell).padEnd(widths[i])).join(' | ')} |`;
console.log('');
console.log(`Reliability (issue 16)${args.smoke ? ' — smoke: load phase 3 s' : ''}`);
console.log(line(rows[0]));
console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
for (const row of rows.slice(1)) console.log(line(row));
rmSync(work, { recursive: true, force: true });
process.exit(run.status ?? 1);
