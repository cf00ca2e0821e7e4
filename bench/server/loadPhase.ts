/**
 * The load phase of issues 16 and 24: `connections` clients read the paged candidate list
 * (`POST /api/redisdashboard`) for `seconds` while `/api/health` and a login are probed, each in
 * its own sequential loop; the clients run in a child process of their own (`loadPhaseClient.mjs`),
 * not on the event loop of a server started in this process. A login's figure is the login
 * request alone; the logout that follows it is reported apart. Returns p50/p99 of each and the error counts; asserts nothing (the
 * caller — `pnpm bench:server`, `pnpm test:reliability` — prints or judges the figures).
 *
 * Targets (issue 24): health p99 ≤ 100 ms, login p99 ≤ 500 ms while 100 connections read the list.
 *
 * @example
 * import { runLoadPhase } from '../../bench/server/loadPhase';
 * const result = await runLoadPhase({ url, token, userId, login: { username: 'manager', password: 'Demo@1234' } });
 * console.log(result.health.p99, result.login.p99, result.list.rps);
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

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
  /**
   * Routes probed in turn with the login, in its loop (so never beside it), each answered on its
   * own: e.g. a login's floor (scrypt alone; scrypt and one insert). Paths under the API
   * (`/api`), POSTed the login's JSON; the login then runs once a cycle, not every turn.
   * @default none
   */
  floors?: { name: string; path: string }[];
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
  /** The login request alone (its answer read). */
  login: ProbeFigures;
  /** The logout after each login (not part of the login's figures). */
  logout: ProbeFigures;
  /** Each of `floors`, by name. */
  floors: Record<string, ProbeFigures>;
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

/** The raw figures the client process sends back. */
interface ClientAnswer {
  list: LoadPhaseResult['list'];
  health: { times: number[]; errors: number };
  login: { times: number[]; errors: number };
  logout: { times: number[]; errors: number };
  floors: { times: number[]; errors: number }[];
}

/**
 * The load phase: list readers under autocannon, health and login probed meanwhile — all in a
 * child process (`loadPhaseClient.mjs`), so the clients' work does not share the server's event
 * loop when the server runs in this process (as `pnpm bench:server` and the tests start it).
 */
export async function runLoadPhase(options: LoadPhaseOptions): Promise<LoadPhaseResult> {
  const body = JSON.stringify({
    user_id: options.userId,
    user_type: 'management',
    user_name: options.login.username,
    page_no: 3,
    page_size: 20,
    filters: options.filters ?? [],
  });
  const child = fork(fileURLToPath(new URL('./loadPhaseClient.mjs', import.meta.url)), [], {
    execArgv: [],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const answer = await new Promise<ClientAnswer>((resolve, reject) => {
    child.once('message', (message) => resolve(message as ClientAnswer));
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`load phase client exited with ${code}`)));
    child.send({
      api: `${options.url}/api`,
      token: options.token,
      body,
      login: options.login,
      connections: options.connections ?? 100,
      seconds: options.seconds ?? 30,
      healthEveryMs: options.healthEveryMs ?? 50,
      loginEveryMs: options.loginEveryMs ?? 250,
      floors: options.floors ?? [],
    });
  });
  return {
    list: answer.list,
    health: figures(answer.health.times, answer.health.errors),
    login: figures(answer.login.times, answer.login.errors),
    logout: figures(answer.logout.times, answer.logout.errors),
    floors: Object.fromEntries(
      (options.floors ?? []).map((floor, i) => {
        const raw = answer.floors[i] ?? { times: [], errors: 0 };
        return [floor.name, figures(raw.times, raw.errors)];
      }),
    ),
  };
}
