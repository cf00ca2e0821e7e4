/**
 * The load phase of issues 16 and 24: `connections` clients read the paged candidate list
 * (`POST /api/redisdashboard`) for `seconds` while `/api/health` and a login are probed, each in
 * its own sequential loop. Returns p50/p99 of each and the error counts; asserts nothing (the
 * caller — `pnpm bench:server`, `pnpm test:reliability` — prints or judges the figures).
 *
 * Targets (issue 24): health p99 ≤ 100 ms, login p99 ≤ 500 ms while 100 connections read the list.
 *
 * @example
 * import { runLoadPhase } from '../../bench/server/loadPhase';
 * const result = await runLoadPhase({ url, token, userId, login: { username: 'manager', password: 'Demo@1234' } });
 * console.log(result.health.p99, result.login.p99, result.list.rps);
 */
import autocannon from 'autocannon';

/** Options for {@link runLoadPhase}. */
export interface LoadPhaseOptions {
  /** Server origin, e.g. `http://127.0.0.1:41234` (the API under `/api`). */
  url: string;
  /** Bearer token of a management session (the list readers share it). */
  token: string;
  /** That session's user id (the list body names it). */
  userId: number;
  /** A management account to log in with while the list is read (its rate limit must allow ~4/s). */
  login: { username: string; password: string };
  /** List readers. @default 100 */
  connections?: number;
  /** Duration. @default 30 */
  seconds?: number;
  /** The list body's chips. @default no filter */
  filters?: { column: string; value: string }[];
  /** Pause between two health probes / two logins, ms. @default 50 / 250 */
  healthEveryMs?: number;
  loginEveryMs?: number;
}

/** Latency figures of one probe loop, ms. */
export interface ProbeFigures {
  count: number;
  errors: number;
  p50: number;
  p99: number;
  max: number;
}

/** What {@link runLoadPhase} measured. */
export interface LoadPhaseResult {
  list: { rps: number; p50: number; p99: number; errors: number; non2xx: number };
  health: ProbeFigures;
  login: ProbeFigures;
}

/** The `p` quantile (0–1, nearest rank) of `values`; NaN when there are none. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))] ?? Number.NaN;
}

function figures(times: number[], errors: number): ProbeFigures {
  return {
    count: times.length,
    errors,
    p50: percentile(times, 0.5),
    p99: percentile(times, 0.99),
    max: percentile(times, 1),
  };
}

/** Runs `probe` every `everyMs` until `stop()`; collects latencies and failures. */
function probeLoop(probe: () => Promise<boolean>, everyMs: number) {
  const times: number[] = [];
  let errors = 0;
  let running = true;
  const done = (async () => {
    while (running) {
      const started = performance.now();
      let ok = false;
      try {
        ok = await probe();
      } catch {
        ok = false;
      }
      times.push(performance.now() - started);
      if (!ok) errors++;
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    async stop(): Promise<ProbeFigures> {
      running = false;
      await done;
      return figures(times, errors);
    },
  };
}

/** The load phase: list readers under autocannon, health and login probed meanwhile. */
export async function runLoadPhase(options: LoadPhaseOptions): Promise<LoadPhaseResult> {
  const connections = options.connections ?? 100;
  const seconds = options.seconds ?? 30;
  const api = `${options.url}/api`;
  const body = JSON.stringify({
    user_id: options.userId,
    user_type: 'management',
    user_name: options.login.username,
    page_no: 3,
    page_size: 20,
    filters: options.filters ?? [],
  });
  const health = probeLoop(async () => {
    const response = await fetch(`${api}/health`);
    await response.arrayBuffer();
    return response.ok;
  }, options.healthEveryMs ?? 50);
  const login = probeLoop(async () => {
    const response = await fetch(`${api}/login/management`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...options.login, role: 'manager' }),
    });
    const answer = (await response.json()) as { session_token?: string };
    if (answer.session_token) {
      // Leave no session behind.
      await fetch(`${api}/logout`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${answer.session_token}` },
      }).catch(() => {});
    }
    return response.ok;
  }, options.loginEveryMs ?? 250);
  const list = await autocannon({
    url: `${api}/redisdashboard`,
    method: 'POST',
    connections,
    duration: seconds,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${options.token}` },
    body,
  });
  const [healthFigures, loginFigures] = await Promise.all([health.stop(), login.stop()]);
  return {
    list: {
      rps: list.requests.average,
      p50: list.latency.p50,
      p99: list.latency.p99,
      errors: list.errors + list.timeouts,
      non2xx: list.non2xx,
    },
    health: healthFigures,
    login: loginFigures,
  };
}
