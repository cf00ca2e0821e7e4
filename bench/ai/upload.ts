/**
 * Assistant upload benchmark (issue 19's figure "time from upload to Ready for a 2-page PDF"):
 * what the dialog does when a file is processed — the file's bytes to base64, `POST
 * /api/ai/documents` through the SDK on a real server (session check, body cap, magic bytes, the
 * documents module's worker-thread extractor, the §8 too-little-text check) until the answer with
 * the document's text is in hand, which is when its row turns Ready — against the floor: the same
 * PDF read by the same library (unpdf, pdf.js) in this process, with no HTTP, no base64 and no
 * worker hop. Alternating rounds; the ratio is reported, never asserted.
 *
 *   pnpm bench:ai-upload [--rounds 5] [--smoke]
 */
import { parseArgs } from 'node:util';
import { createClient, createMemoryStorage } from '@hrportal/api-client';
import { extractTextItems, getDocumentProxy } from 'unpdf';
import { pdfOf, resumeLines } from '../../apps/server/tests/ai/files';
import { alternate, smoke } from '../harness';
import { memoryServer } from '../server/memoryServer';

const { values: args } = parseArgs({
  options: { rounds: { type: 'string', default: '5' }, smoke: { type: 'boolean' } },
});

/** A two-page resume: the fixture's lines, then projects, as many as fill two A4 pages. */
const lines = [
  ...resumeLines,
  ...Array.from(
    { length: 80 },
    (_, i) =>
      `• Project ${i + 1}: Spring Boot service on PostgreSQL and Kafka, ${(i % 9) + 2} engineers.`,
  ),
];
const pdf = await pdfOf(lines, 2);

const server = await memoryServer({ candidates: 5, jobs: 2 });
const url = await server.listen();
const client = createClient({
  baseUrl: `${url}/api`,
  storage: createMemoryStorage(),
  retry: { limit: 0 },
});
await client.auth.login({ role: 'manager', username: 'manager', password: 'Demo@1234' });

let served = '';
let floor = '';
const figure = await alternate({
  bench: 'ai',
  name: `upload to Ready, a 2-page PDF (${(pdf.length / 1024).toFixed(1)} KB)`,
  subject: {
    label: 'POST /ai/documents via the SDK',
    run: async () => {
      const { document } = await client.ai.processDocument({
        filename: 'asha_rao_resume.pdf',
        type: 'resume',
        file: Buffer.from(pdf).toString('base64'),
      });
      served = document.text;
    },
  },
  baseline: {
    label: 'unpdf in-process',
    run: async () => {
      const proxy = await getDocumentProxy(new Uint8Array(pdf), { verbosity: 0 });
      const { items } = await extractTextItems(proxy);
      floor = items.flatMap((page) => page.map((item) => item.str)).join(' ');
      await proxy.loadingTask.destroy();
    },
  },
  rounds: smoke ? 1 : Number(args.rounds),
  samples: smoke ? 2 : 5,
});
// A wrong answer fails the run: both sides must have read both pages.
for (const [side, text] of [
  ['server', served],
  ['floor', floor],
] as const) {
  if (!text.includes('Asha Rao') || !text.includes('Project 80'))
    throw new Error(`${side} did not read both pages: ${text.slice(0, 80)}…`);
}
console.log(
  `  upload to Ready: ${figure.subjectMedian.toFixed(0)} ms median (floor ${figure.baselineMedian.toFixed(0)} ms, ${figure.ratio.toFixed(2)}×)`,
);
await server.close();
