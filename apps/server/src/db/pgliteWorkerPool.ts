import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import pg from 'pg';

/** node-postgres' own parameter serialiser (Date, arrays, JSON, Buffer), so both drivers agree. */
const { prepareValue } = createRequire(import.meta.url)('pg/lib/utils') as {
  prepareValue: (value: unknown) => unknown;
};

/** A statement sent to the worker (`pgliteWorker.mjs`). */
interface WorkerRequest {
  id: number;
  text: string;
  params: (string | null)[];
  rowMode?: 'array';
}

/** The worker's answer: rows of raw text values, or the database's error fields. */
type WorkerResponse =
  | {
      id: number;
      ok: true;
      rows: unknown[];
      fields: { name: string; dataTypeID: number }[];
      affectedRows: number | undefined;
    }
  | { id: number; ok: false; error: Record<string, unknown> & { message: string } };

/** SQLSTATE of a statement cancelled by its time limit (PostgreSQL's `statement_timeout` too). */
const QUERY_CANCELED = '57014';
/** SQLSTATE when the embedded database was restarted under a statement (admin shutdown). */
const ADMIN_SHUTDOWN = '57P01';

/** A database error as node-postgres raises it: message plus SQLSTATE and the other fields. */
class PgliteWorkerError extends Error {
  code?: string;
  constructor(fields: Record<string, unknown> & { message: string }) {
    super(fields.message);
    this.name = 'DatabaseError';
    Object.assign(this, fields);
  }
}

interface QueryConfig {
  text: string;
  rowMode?: 'array';
  types?: { getTypeParser: (oid: number, format?: string) => (value: string) => unknown };
}

interface Running {
  id: number;
  job: Job;
  timer?: NodeJS.Timeout;
  timedOut: boolean;
}

interface Job {
  request: Omit<WorkerRequest, 'id'>;
  parse: QueryConfig['types'];
  resolve: (result: unknown) => void;
  reject: (error: Error) => void;
}

/** Options for {@link PgliteWorkerPool}. */
export interface PgliteWorkerPoolOptions {
  /** PGlite data directory; `undefined` for an in-memory database. */
  dataDir: string | undefined;
  /**
   * Time limit of one statement, ms (0: none). A statement past it is answered with SQLSTATE
   * 57014 at once; a persisted database's worker is then ended and reopened (PGlite cannot cancel
   * a running statement), an in-memory one finishes it first (ending it would lose the data).
   */
  statementTimeoutMs: number;
}

// From source the worker is src/db/pgliteWorker.mjs; in the build tsup emits dist/pgliteWorker.js.
const workerUrl = new URL(
  import.meta.url.endsWith('.ts') ? './pgliteWorker.mjs' : './pgliteWorker.js',
  import.meta.url,
);

/**
 * The process's Node flags without tsx's loader: the worker is plain JavaScript, and loading tsx
 * into it costs every start (and every restart after a timed-out statement) a few hundred ms.
 */
const workerExecArgv = process.execArgv.filter(
  (arg, i, all) =>
    arg !== '--import=tsx' &&
    !(arg === '--import' && all[i + 1] === 'tsx') &&
    !(arg === 'tsx' && all[i - 1] === '--import'),
);

/**
 * A `pg.Pool` look-alike over a PGlite that lives in its own worker thread (issue 16 item 2), so
 * Drizzle's node-postgres driver — the same code path as PostgreSQL — runs every query of the
 * embedded database off the event loop. PGlite is one connection: statements run one at a time in
 * arrival order, and `connect()` (a transaction) holds the database until `release()`, other
 * work queueing behind it as it would for a pool of one.
 *
 * @example
 * const pool = await PgliteWorkerPool.open({ dataDir: '.data', statementTimeoutMs: 5000 });
 * const db = drizzle({ client: pool as never, schema });
 */
export class PgliteWorkerPool {
  private worker!: Worker;
  private ready!: Promise<void>;
  private nextId = 1;
  private nextConnection = 1;
  private readonly queue: (Job | { acquire: (id: number) => void })[] = [];
  private holder: number | undefined;
  private readonly held: Job[] = [];
  private running: Running | undefined;
  private closed = false;
  /** `set local statement_timeout` of the transaction holding the database, until its release. */
  private holderTimeoutMs: number | undefined;
  /** True while a (re)started worker opens PGlite: nothing is sent to it before it is ready. */
  private starting = false;

  private constructor(private readonly options: PgliteWorkerPoolOptions) {}

  /** The statement time limit now in force, ms (0: none); migrations lift it while they run. */
  get statementTimeoutMs(): number {
    return this.options.statementTimeoutMs;
  }
  set statementTimeoutMs(ms: number) {
    this.options.statementTimeoutMs = ms;
  }

  /** Starts the worker and waits until its PGlite is open. */
  static async open(options: PgliteWorkerPoolOptions): Promise<PgliteWorkerPool> {
    const pool = new PgliteWorkerPool(options);
    pool.start();
    await pool.ready;
    return pool;
  }

  private start(): void {
    const worker = new Worker(workerUrl, {
      workerData: { dataDir: this.options.dataDir },
      execArgv: workerExecArgv,
    });
    this.worker = worker;
    this.starting = true;
    this.ready = new Promise((resolve, reject) => {
      const onMessage = (message: { ready?: boolean }) => {
        if (message.ready) {
          worker.off('error', reject);
          this.starting = false;
          resolve();
        }
      };
      worker.on('message', onMessage);
      worker.once('error', reject);
    });
    worker.on('message', (message: WorkerResponse | { ready: true } | { closed: true }) => {
      if ('id' in message) this.settle(message);
    });
    worker.on('error', (error) => {
      // The thread died (out of memory, a bug in it): answer what it had, start a new one.
      this.failRunning(error);
      if (this.closed || this.worker !== worker) return;
      this.start();
      this.ready.then(
        () => this.pump(),
        () => {},
      );
    });
    worker.ref();
    this.ready.then(
      () => this.refWhileBusy(),
      () => {},
    );
  }

  /**
   * Keeps the process alive while work is pending (as pg's pool does with its sockets), not while
   * idle: an open database alone never holds a process that has nothing else to do.
   */
  private refWhileBusy(): void {
    if (this.running || this.queue.length || this.held.length || this.holder !== undefined) {
      this.worker.ref();
    } else {
      this.worker.unref();
    }
  }

  private settle(message: WorkerResponse): void {
    const running = this.running;
    if (!running || running.id !== message.id) return;
    clearTimeout(running.timer);
    this.running = undefined;
    if (!running.timedOut) {
      if (message.ok) running.job.resolve(toPgResult(message, running.job));
      else running.job.reject(new PgliteWorkerError(message.error));
    }
    this.pump();
  }

  private failRunning(error: Error): void {
    const running = this.running;
    this.running = undefined;
    if (running && !running.timedOut) {
      running.job.reject(new PgliteWorkerError({ message: error.message, code: ADMIN_SHUTDOWN }));
    }
  }

  private pump(): void {
    if (this.running || this.closed || this.starting) return;
    let job: Job | undefined;
    if (this.holder !== undefined) {
      job = this.held.shift();
    } else {
      const next = this.queue.shift();
      if (next && 'acquire' in next) {
        const id = this.nextConnection++;
        this.holder = id;
        next.acquire(id);
        return;
      }
      job = next;
    }
    if (!job) {
      this.refWhileBusy();
      return;
    }
    const id = this.nextId++;
    const running: Running = { id, job, timedOut: false };
    this.running = running;
    const limit = this.holderTimeoutMs ?? this.options.statementTimeoutMs;
    if (limit > 0) running.timer = setTimeout(() => this.timeOut(running), limit);
    this.worker.ref();
    this.worker.postMessage({ id, ...job.request } satisfies WorkerRequest);
  }

  private timeOut(running: Running): void {
    if (this.running !== running) return;
    running.timedOut = true;
    running.job.reject(
      new PgliteWorkerError({
        message: 'canceling statement due to statement timeout',
        code: QUERY_CANCELED,
      }),
    );
    // In memory, ending the worker would lose the database: let the statement finish.
    if (this.options.dataDir === undefined) return;
    this.running = undefined;
    const old = this.worker;
    void old.terminate();
    this.start();
    this.ready.then(
      () => this.pump(),
      () => {},
    );
  }

  private enqueue(request: Job['request'], parse: Job['parse'], connection?: number) {
    return new Promise<unknown>((resolve, reject) => {
      if (this.closed) {
        reject(new PgliteWorkerError({ message: 'the database is closed', code: ADMIN_SHUTDOWN }));
        return;
      }
      const job: Job = { request, parse, resolve, reject };
      if (connection !== undefined) {
        if (connection !== this.holder) {
          reject(new Error('query on a released connection'));
          return;
        }
        this.held.push(job);
      } else {
        this.queue.push(job);
      }
      this.ready.then(
        () => this.pump(),
        () => {},
      );
    });
  }

  /** node-postgres' `pool.query(config, values)` (what Drizzle calls). */
  query(config: QueryConfig | string, values?: unknown[], connection?: number): Promise<unknown> {
    const { text, rowMode, types } = typeof config === 'string' ? { text: config } : config;
    if (connection !== undefined && connection === this.holder) {
      // `set local statement_timeout = N` in a transaction sets its limit, as on PostgreSQL.
      const set =
        /^\s*set\s+local\s+statement_timeout\s*(?:=|to)\s*'?(\d+)\s*(ms|s)?'?\s*;?\s*$/i.exec(text);
      if (set) this.holderTimeoutMs = Number(set[1]) * (set[2]?.toLowerCase() === 's' ? 1000 : 1);
    }
    const params = (values ?? []).map((value) => {
      const prepared = prepareValue(value);
      return Buffer.isBuffer(prepared)
        ? `\\x${prepared.toString('hex')}`
        : (prepared as string | null);
    });
    return this.enqueue({ text, params, ...(rowMode ? { rowMode } : {}) }, types, connection);
  }

  /** node-postgres' `pool.connect()`: the database for one transaction, until `release()`. */
  connect(): Promise<{ query: PgliteWorkerPool['query']; release: () => void }> {
    return new Promise((resolve) => {
      this.queue.push({
        acquire: (id) =>
          resolve({
            query: (config, values) => this.query(config, values, id),
            release: () => {
              if (this.holder !== id) return;
              this.holder = undefined;
              this.holderTimeoutMs = undefined;
              for (const job of this.held.splice(0)) {
                job.reject(new Error('query on a released connection'));
              }
              this.pump();
            },
          }),
      });
      this.ready.then(
        () => this.pump(),
        () => {},
      );
    });
  }

  /** Closes PGlite (flushing it to disk) and ends the worker. */
  async end(): Promise<void> {
    if (this.closed) return;
    // Let queued work finish first, as pool.end() does.
    while (this.running || this.queue.length || this.holder !== undefined) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    this.closed = true;
    const worker = this.worker;
    await new Promise<void>((resolve) => {
      worker.on('message', (message: { closed?: boolean }) => {
        if (message.closed) resolve();
      });
      worker.ref(); // an idle worker is unreferenced: keep the process alive until it answers
      worker.postMessage({ close: true });
    });
    await worker.terminate();
  }
}

/** A worker answer in node-postgres' result shape, values parsed by node-postgres' parsers. */
function toPgResult(message: Extract<WorkerResponse, { ok: true }>, job: Job) {
  const parsers = message.fields.map((field) =>
    job.parse
      ? job.parse.getTypeParser(field.dataTypeID, 'text')
      : pg.types.getTypeParser(field.dataTypeID, 'text'),
  );
  const parse = (value: unknown, i: number) =>
    value === null || value === undefined ? null : (parsers[i] as (v: unknown) => unknown)(value);
  const rows =
    job.request.rowMode === 'array'
      ? (message.rows as unknown[][]).map((row) => row.map(parse))
      : (message.rows as Record<string, unknown>[]).map((row) => {
          const out: Record<string, unknown> = {};
          message.fields.forEach((field, i) => {
            out[field.name] = parse(row[field.name], i);
          });
          return out;
        });
  return {
    rows,
    fields: message.fields,
    rowCount: message.affectedRows ?? rows.length,
    command: '',
  };
}
