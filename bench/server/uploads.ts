/**
 * Upload memory benchmark (issue 16): the RSS peak of a server process while `--concurrent`
 * (default 6) signed-in clients each POST a 10 MB file as base64 JSON (~14 MB bodies) at once,
 * against the floor: a bare `node:http` server in its own process reading the same bodies into a
 * Buffer each and answering. Both are child processes sampling their own RSS every 2 ms; the figure
 * is the peak minus the RSS just before the first burst (after a warm-up with small files; one
 * baseline for every round, as RSS seldom shrinks after a collection). Reports, never asserts.
 *
 *   pnpm bench:uploads [--concurrent 6] [--rounds 3] [--route extract|candidate]
 *
 * `extract` posts to `/api/extract_resume_text` a 10 MB file that is not a document (decoded in
 * full, then refused 400 by its magic bytes: the body path alone). `candidate` registers a
 * candidate with a 10 MB PDF resume (decoded and stored).
 */
import { fork } from 'node:child_process';
import { once } from 'node:events';
import http from 'node:http';
import os from 'node:os';
import { parseArgs } from 'node:util';
import v8 from 'node:v8';
import vm from 'node:vm';
import { reportMedians } from '../harness';

const { values: args } = parseArgs({
  options: {
    concurrent: { type: 'string', default: '6' },
    rounds: { type: 'string', default: '3' },
    route: { type: 'string', default: 'extract' },
    role: { type: 'string' },
  },
});

const MB = 1024 * 1024;

// ─── Child: a target that samples its own RSS ───────────────────────────────────────────────

type ToChild = { type: 'reset' } | { type: 'peak' };
type FromChild =
  | { type: 'ready'; url: string; token?: string }
  | { type: 'peak'; base: number; peak: number };

/** A full collection before measuring (`--expose-gc` is refused by worker threads' execArgv). */
function collectGarbage(): void {
  v8.setFlagsFromString('--expose-gc');
  (vm.runInNewContext('gc') as () => void)();
}

function sampleRss(): { reset(): void; read(): { base: number; peak: number } } {
  let base = process.memoryUsage.rss();
  let peak = base;
  setInterval(() => {
    const rss = process.memoryUsage.rss();
    if (rss > peak) peak = rss;
  }, 2).unref();
  return {
    // The baseline, once, before the first burst: RSS rarely shrinks after a collection, so a
    // baseline taken between bursts would hide the memory the first burst made the process keep.
    reset() {
      base = process.memoryUsage.rss();
      peak = base;
    },
    // The peak since the last read (so each round has its own), against that one baseline.
    read() {
      const seen = { base, peak: Math.max(peak, process.memoryUsage.rss()) };
      peak = process.memoryUsage.rss();
      return seen;
    },
  };
}

async function runChild(role: string): Promise<void> {
  const rss = sampleRss();
  let url: string;
  let token: string | undefined;
  if (role === 'floor') {
    const server = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const body = Buffer.concat(chunks);
        response.writeHead(400, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ status: 'error', bytes: body.length }));
      });
    });
    // As Fastify (72 s): a socket idle between bursts must not be closed under the client.
    server.keepAliveTimeout = 72_000;
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const address = server.address() as { port: number };
    url = `http://127.0.0.1:${address.port}`;
  } else {
    const { memoryServer } = await import('./memoryServer');
    // A small demo organisation (the accounts are what matters here).
    const server = await memoryServer({ candidates: 20, jobs: 5 });
    url = await server.listen();
    const login = await fetch(`${url}/api/login/management`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'manager', password: 'Demo@1234', role: 'manager' }),
    });
    token = ((await login.json()) as { session_token: string }).session_token;
  }
  process.on('message', (message: ToChild) => {
    if (message.type === 'reset') {
      collectGarbage();
      rss.reset();
      process.send?.({ type: 'peak', ...rss.read() } satisfies FromChild);
    } else process.send?.({ type: 'peak', ...rss.read() } satisfies FromChild);
  });
  process.send?.({ type: 'ready', url, ...(token ? { token } : {}) } satisfies FromChild);
}

// ─── Parent: drive both targets ─────────────────────────────────────────────────────────────

function bodyFor(route: string, file: Buffer): { path: string; body: string } {
  const resume = file.toString('base64');
  if (route === 'candidate') {
    return {
      path: '/api/candidate_register',
      body: JSON.stringify({ resume, resume_filename: 'cv.pdf' }),
    };
  }
  return {
    path: '/api/extract_resume_text',
    body: JSON.stringify({ resume, filename: 'cv.pdf' }),
  };
}

async function drive(role: 'floor' | 'server', bodies: { path: string; body: string }[]) {
  const child = fork(new URL(import.meta.url).pathname, ['--role', role], {
    execArgv: process.execArgv,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ask = async (type: ToChild['type']) => {
    child.send({ type });
    const [message] = (await once(child, 'message')) as [FromChild];
    if (message.type !== 'peak') throw new Error('unexpected message');
    return message;
  };
  const [ready] = (await once(child, 'message')) as [FromChild];
  if (ready.type !== 'ready') throw new Error('child not ready');
  const send = (one: { path: string; body: string }) =>
    fetch(`${ready.url}${one.path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(ready.token ? { authorization: `Bearer ${ready.token}` } : {}),
      },
      body: one.body,
    }).then(
      async (response) => ({ status: response.status, text: await response.text() }),
      (error: Error) => ({ status: 0, text: `${error.message}: ${String(error.cause)}` }),
    );
  // Warm-up with small files (every code path loaded once), then one baseline for all rounds.
  const small = bodies.map((one) => ({
    ...one,
    body: one.body.replace(/"resume":"[^"]*"/, '"resume":"JVBERi0xLjQK"'),
  }));
  await Promise.all(small.map(send));
  await ask('reset');
  console.error(`${role}: ready, warmed up`);
  const rounds: { base: number; peak: number; statuses: string }[] = [];
  for (let round = 0; round < Number(args.rounds); round++) {
    const answers = await Promise.all(bodies.map(send));
    const { base, peak } = await ask('peak');
    rounds.push({
      base,
      peak,
      statuses: [...new Set(answers.map((a) => `${a.status} ${a.text.slice(0, 60)}`))].join(' | '),
    });
  }
  child.kill();
  return rounds;
}

async function main(): Promise<void> {
  if (args.role) return runChild(args.role);
  const concurrent = Number(args.concurrent);
  const route = args.route ?? 'extract';
  // A 10 MB file: not a document for `extract` (zeros), a PDF header and padding for `candidate`.
  const file = Buffer.alloc(10 * MB - 16, 0x20);
  if (route === 'candidate') file.write('%PDF-1.4\n', 0, 'latin1');
  const bodies = Array.from({ length: concurrent }, () => bodyFor(route, file));
  const floor = await drive('floor', bodies);
  const server = await drive('server', bodies);
  const mb = (n: number) => (n / MB).toFixed(0);
  const median = (list: number[]) =>
    [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? 0;
  const floorRise = median(floor.map((r) => r.peak - r.base));
  const serverRise = median(server.map((r) => r.peak - r.base));
  console.log(
    `uploads: ${concurrent} concurrent × ${(file.length / MB).toFixed(1)} MB files (${((bodies[0]?.body.length ?? 0) / MB).toFixed(1)} MB bodies) → ${route}; ${os.cpus().length} cores, Node ${process.version}`,
  );
  console.log(
    '| target | RSS before (MB) | RSS peak (MB), 1st burst | rise (MB), 1st burst | rise (MB), median of rounds | answer |',
  );
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const [name, rounds] of [
    ['floor (node:http → Buffer)', floor],
    ['server', server],
  ] as const) {
    const first = rounds[0];
    if (!first) continue;
    console.log(
      `| ${name} | ${mb(first.base)} | ${mb(first.peak)} | ${mb(first.peak - first.base)} | ${mb(median(rounds.map((r) => r.peak - r.base)))} | ${first.statuses} |`,
    );
  }
  console.log(`ratio (server rise / floor rise): ${(serverRise / floorRise).toFixed(2)}×`);
  reportMedians({
    bench: 'uploads',
    name: `RSS rise, ${concurrent} concurrent ${(file.length / MB).toFixed(0)} MB uploads → ${route}`,
    subject: 'server',
    baseline: 'bare node:http reading each body into a Buffer',
    subjectMedian: serverRise / MB,
    baselineMedian: floorRise / MB,
    unit: 'MB',
    perRound: server.flatMap((r, i) => {
      const f = floor[i];
      return f ? [{ subject: r.peak - r.base, baseline: f.peak - f.base }] : [];
    }),
  });
}

await main();
