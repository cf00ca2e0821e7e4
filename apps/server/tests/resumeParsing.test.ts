import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DocumentExtractor } from '../src/documents/extract';
import { parseResumeText, type ResumeFields } from '../src/documents/parseResume';
import { buildFreshHeldOut } from './documents/freshHeldOutResumes';
import { buildHeldOut } from './documents/heldOutResumes';
import { buildCorpus, type CorpusResume, corpusNow, type Labels } from './documents/resumeCorpus';

/**
 * Floor of every held-out figure (set from the measurement, below it, so a regression fails):
 * the lowest measured is skills recall, 0.61 on the first set and 0.67 on the second (skills
 * their vocabulary lacks: `Relationship Management`, `Channel Sales`, `Patient Care`…).
 */
const HELD_OUT_FLOOR = 0.55;

type Field = Exclude<keyof Labels, 'skills' | 'experienceYears'> | 'experience' | 'skills';
const fields: Field[] = [
  'name',
  'email',
  'mobile',
  'skills',
  'experience',
  'current_company',
  'position',
  'current_job_location',
  'linkedin',
];

const clean = (text: string) =>
  text
    .toLowerCase()
    .replace(/[.,;:]+$/, '')
    .replace(/\s+/g, ' ')
    .trim();

/** Found / expected of one field of one resume: true positive, false positive, false negative. */
function judge(
  field: Field,
  got: ResumeFields,
  want: Labels,
): { tp: number; fp: number; fn: number } {
  if (field === 'skills') {
    const found = new Set(got.skill_list.map(clean));
    const wanted = new Set(want.skills.map(clean));
    const tp = [...found].filter((s) => wanted.has(s)).length;
    return { tp, fp: found.size - tp, fn: wanted.size - tp };
  }
  if (field === 'experience') {
    if (got.experience_years === null) return { tp: 0, fp: 0, fn: 1 };
    // Right within two months.
    const ok = Math.abs(got.experience_years - want.experienceYears) <= 2 / 12 + 1e-9;
    return ok ? { tp: 1, fp: 0, fn: 0 } : { tp: 0, fp: 1, fn: 1 };
  }
  const found = field === 'mobile' ? got.mobile.replace(/\D/g, '') : clean(got[field]);
  const wanted = field === 'mobile' ? want.mobile : clean(want[field]);
  if (!found) return { tp: 0, fp: 0, fn: wanted ? 1 : 0 };
  if (found === wanted) return { tp: 1, fp: 0, fn: 0 };
  return { tp: 0, fp: 1, fn: wanted ? 1 : 0 };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;

interface Measured {
  rows: { field: Field; precision: number; recall: number }[];
  misses: string[];
  times: number[];
}

/** Extracts and parses every resume of a set and scores each field against its labels. */
async function measure(extractor: DocumentExtractor, set: CorpusResume[]): Promise<Measured> {
  const totals = new Map(fields.map((f) => [f, { tp: 0, fp: 0, fn: 0 }]));
  const misses: string[] = [];
  const times: number[] = [];
  for (const resume of set) {
    const started = performance.now();
    const text = await extractor.extract(resume.bytes, resume.format);
    const got = parseResumeText(text, { now: corpusNow });
    times.push(performance.now() - started);
    for (const field of fields) {
      const verdict = judge(field, got, resume.labels);
      const total = totals.get(field) as { tp: number; fp: number; fn: number };
      total.tp += verdict.tp;
      total.fp += verdict.fp;
      total.fn += verdict.fn;
      if (verdict.fp || verdict.fn) {
        const shown =
          field === 'skills'
            ? got.skill_list.join(',')
            : field === 'experience'
              ? String(got.experience_years)
              : got[field];
        const wanted =
          field === 'skills'
            ? resume.labels.skills.join(',')
            : field === 'experience'
              ? resume.labels.experienceYears.toFixed(2)
              : resume.labels[field];
        misses.push(`${resume.id} ${field}: got "${shown}" want "${wanted}"`);
      }
    }
  }
  const rows = fields.map((field) => {
    const { tp, fp, fn } = totals.get(field) as { tp: number; fp: number; fn: number };
    return { field, precision: tp + fp ? tp / (tp + fp) : 1, recall: tp + fn ? tp / (tp + fn) : 1 };
  });
  return { rows, misses, times };
}

function report(title: string, set: CorpusResume[], { rows, misses, times }: Measured): string {
  const sorted = [...times].sort((a, b) => a - b);
  return [
    `${title}: ${set.length} resumes (${set.filter((r) => r.format === 'pdf').length} PDF, ${set.filter((r) => r.format === 'docx').length} DOCX, ${new Set(set.map((r) => r.layout)).size} layouts)`,
    '| field | precision | recall |',
    '| --- | --- | --- |',
    ...rows.map((r) => `| ${r.field} | ${r.precision.toFixed(2)} | ${r.recall.toFixed(2)} |`),
    `extract + parse per resume: p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms`,
    ...misses.map((m) => `  miss ${m}`),
  ].join('\n');
}

describe('resume parsing on labelled sets of generated PDF and DOCX files', () => {
  let corpus: CorpusResume[];
  const extractor = new DocumentExtractor({ workers: 1 });

  beforeAll(async () => {
    corpus = await buildCorpus(30);
    // Warm the worker (module loading) so the per-resume times are the parse itself.
    for (const format of ['pdf', 'docx'] as const) {
      const first = corpus.find((r) => r.format === format) as CorpusResume;
      await extractor.extract(first.bytes, format);
    }
  }, 60_000);
  afterAll(() => extractor.close());

  it('finds each field of the tuning corpus with the measured precision and recall', async () => {
    const measured = await measure(extractor, corpus);
    console.info(report('resume parsing, tuning corpus', corpus, measured));
    expect(corpus.length).toBeGreaterThanOrEqual(25);
    for (const row of measured.rows) {
      // Floors a little under what this corpus measures, so a regression fails the test.
      expect.soft(row.precision, `${row.field} precision`).toBeGreaterThanOrEqual(0.8);
      expect.soft(row.recall, `${row.field} recall`).toBeGreaterThanOrEqual(0.75);
    }
  }, 120_000);

  // The first set was written before the issue-17 parser change; the gaps it showed were fixed
  // afterwards, so it no longer measures unseen text. The second was written (and measured)
  // before that fix and never tuned on.
  it.each([
    ['held-out set (its listed gaps since fixed)', buildHeldOut],
    ['second held-out set (never tuned on)', buildFreshHeldOut],
  ] as const)(
    'finds each field of the %s with the measured precision and recall',
    async (name, build) => {
      const heldOut = await build();
      const measured = await measure(extractor, heldOut);
      console.info(report(`resume parsing, ${name}`, heldOut, measured));
      expect(heldOut.length).toBeGreaterThanOrEqual(8);
      for (const row of measured.rows) {
        expect.soft(row.precision, `${row.field} precision`).toBeGreaterThanOrEqual(HELD_OUT_FLOOR);
        expect.soft(row.recall, `${row.field} recall`).toBeGreaterThanOrEqual(HELD_OUT_FLOOR);
      }
    },
    120_000,
  );
});
