#!/usr/bin/env node
/**
 * SDK call overhead vs raw fetch (issue 3): the same loopback endpoint, called alternately by
 * `client.jobs.get(id)` (transport with timeout, bearer token, retry policy, error mapping, JSON
 * parse; every attempt on fetch with one retry loop), by ky alone (what putting every attempt
 * on ky would cost: it builds and clones a `Request` per attempt) and by
 * `fetch` + `response.json()` with the same header, and by that raw fetch with a 30 s timeout
 * signal (an `AbortController` aborted by a timer: the least any client with a timeout does —
 * undici's handling of a signal alone costs ~10 % of a loopback call in Node 20). Prints p50/p90
 * of each and the p50 ratios (target ≤ 1.15× raw fetch). Needs the built package: `pnpm --filter @hrportal/api-client build`.
 *
 *   node --import tsx bench/sdk/overhead.mjs [iterations=3000]
 *
 * Under `pnpm bench` the calls are cut into 5 rounds for the spread (bench/harness.ts).
 */
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import {
  createClient,
  createMemoryStorage,
  sessionStorageKeys,
} from '../../packages/api-client/dist/index.js';
import { median, report } from '../harness.ts';

// ky (a root dev dependency, kept for this comparison): the transport the SDK chose not to use.
const require = createRequire(import.meta.url);
const { default: ky } = await import(require.resolve('ky'));

const iterations = Number(process.argv[2] ?? 3000);
const warmup = 300;

const job = {
  id: 1,
  date_created: '2025-03-01',
  time_created: '10:00',
  job_status: 'Active',
  client: 'Acme',
  posted_by: 'meera',
  recruiter: ['asha', 'ravi'],
  role: 'Backend Engineer',
  no_of_positions: 3,
  budget_min: 10,
  budget_max: 20,
  contract_in_months: null,
  country: 'India',
  custom_job_type: '',
  detailed_jd: 'Build and run services. '.repeat(20),
  experience_min: 2,
  experience_max: 6,
  jd_pdf_present: true,
  jd_pdf_extension: 'pdf',
  job_type: 'Full time',
  location: 'Pune',
  management: 'meera',
  mode: 'Hybrid',
  notice_period: '30 days',
  shift_timings: 'Day',
  skills: 'Java, Spring, SQL',
  post_to_careers: false,
  data_updated_date: null,
  data_updated_time: null,
};
const body = JSON.stringify({ status: 'success', job });

const server = createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    res.writeHead(200, {
      'Content-Type': 'application/json',
      'Content-Length': Buffer.byteLength(body),
    });
    res.end(body);
  });
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${server.address().port}`;

const storage = createMemoryStorage();
storage.setItem(sessionStorageKeys.token, 'bench-token');
storage.setItem(sessionStorageKeys.userId, '1');
storage.setItem(sessionStorageKeys.userRole, 'manager');
const client = createClient({ baseUrl: base, storage });

const sdkCall = () => client.jobs.get(1);
const rawCall = async () => {
  const response = await fetch(`${base}/get_job_data/1`, {
    headers: { Authorization: 'Bearer bench-token' },
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.json();
};

const timedRawCall = async () => {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), 30_000);
  try {
    const response = await fetch(`${base}/get_job_data/1`, {
      headers: { Authorization: 'Bearer bench-token' },
      signal: controller.signal,
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return await response.json();
  } finally {
    clearTimeout(timer);
  }
};

const kyCall = () =>
  ky(`${base}/get_job_data/1`, { headers: { Authorization: 'Bearer bench-token' } }).json();

for (let i = 0; i < warmup; i += 1) {
  await sdkCall();
  await rawCall();
  await kyCall();
  await timedRawCall();
}

const sdk = [];
const raw = [];
const kyTimes = [];
const timed = [];
for (let i = 0; i < iterations; i += 1) {
  // Rotate the order so no side always runs on a warmer connection pool.
  const sides = [
    [sdkCall, sdk],
    [rawCall, raw],
    [kyCall, kyTimes],
    [timedRawCall, timed],
  ];
  const rotated = [...sides.slice(i % sides.length), ...sides.slice(0, i % sides.length)];
  for (const [call, times] of rotated) {
    const start = performance.now();
    const answer = await call();
    times.push(performance.now() - start);
    if (answer.job.id !== 1) throw new Error('wrong answer');
  }
}
server.close();

const pct = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
const fmt = (ms) => `${(ms * 1000).toFixed(0).padStart(5)} µs`;
const sdk50 = pct(sdk, 50);
const raw50 = pct(raw, 50);
console.log(
  `SDK call overhead vs raw fetch, ${iterations} calls each, loopback GET /get_job_data/1`,
);
console.log(`  raw fetch      p50 ${fmt(raw50)}   p90 ${fmt(pct(raw, 90))}`);
console.log(`  fetch + timeout p50 ${fmt(pct(timed, 50))}   p90 ${fmt(pct(timed, 90))}`);
console.log(`  ky alone       p50 ${fmt(pct(kyTimes, 50))}   p90 ${fmt(pct(kyTimes, 90))}`);
console.log(`  client.jobs.get p50 ${fmt(sdk50)}   p90 ${fmt(pct(sdk, 90))}`);
const ratio = sdk50 / raw50;
console.log(
  `  p50 ratio SDK / raw fetch: ${ratio.toFixed(3)}× (target ≤ 1.15×) ${ratio <= 1.15 ? '✓' : '✗'}`,
);
console.log(`  p50 ratio ky / raw fetch:  ${(pct(kyTimes, 50) / raw50).toFixed(3)}×`);
// Per-round ratios (5 consecutive slices of the alternating calls) for the spread.
const slices = 5;
const roundRatios = (baseline) =>
  Array.from({ length: slices }, (_, k) => {
    const part = (times) =>
      times.slice(
        Math.floor((k * times.length) / slices),
        Math.floor(((k + 1) * times.length) / slices),
      );
    return median(part(sdk)) / median(part(baseline));
  });
const perRound = roundRatios(raw);
report({
  bench: 'sdk',
  name: `client.jobs.get over loopback, ${iterations} calls each`,
  subject: 'SDK call',
  baseline: 'raw fetch + json()',
  subjectMedian: sdk50,
  baselineMedian: raw50,
  unit: 'ms',
  ratio,
  spread: [Math.min(...perRound), Math.max(...perRound)],
  rounds: slices,
  target: '≤ 1.15×',
});
const timed50 = pct(timed, 50);
const perRoundTimed = roundRatios(timed);
report({
  bench: 'sdk',
  name: `client.jobs.get over loopback, ${iterations} calls each`,
  subject: 'SDK call',
  baseline: 'raw fetch + json() with a timeout signal',
  subjectMedian: sdk50,
  baselineMedian: timed50,
  unit: 'ms',
  ratio: sdk50 / timed50,
  spread: [Math.min(...perRoundTimed), Math.max(...perRoundTimed)],
  rounds: slices,
});
console.log(
  `  p50 ratio SDK / ky:        ${(sdk50 / pct(kyTimes, 50)).toFixed(3)}× (the SDK's own layer)`,
);
