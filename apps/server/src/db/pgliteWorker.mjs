/**
 * The embedded database's own thread (issue 16): this worker owns the PGlite instance, so the WASM
 * PostgreSQL never runs on the event loop that serves HTTP. `PgliteWorkerPool` (the main side)
 * sends one statement at a time and decides ordering, transactions and time limits; this side only
 * runs what it is given.
 *
 * Values cross as PostgreSQL text: parameters arrive already serialised (pg's own `prepareValue`),
 * and results leave unparsed (every type's parser is the identity), so the main side parses them
 * with node-postgres' type parsers exactly as on PostgreSQL.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

// Plain JavaScript so it loads in a worker without a TypeScript loader (tsx, vitest); the message
// shapes are typed on the main side (`WorkerRequest`, `WorkerResponse` in pgliteWorkerPool.ts).

const port = parentPort;
if (!port) throw new Error('pgliteWorker must run as a worker thread');
const { dataDir } = workerData;

const db = await PGlite.create(dataDir, { extensions: { pg_trgm } });
const identity = (value) => value;
const serializeAsIs = new Proxy({}, { get: () => identity });
let rawParsers = {};
function refreshParsers() {
  rawParsers = Object.fromEntries(Object.keys(db.parsers).map((oid) => [oid, identity]));
}
refreshParsers();

function errorFields(error) {
  const e = error;
  const fields = {
    message: error instanceof Error ? error.message : String(error),
  };
  for (const key of [
    'code',
    'detail',
    'hint',
    'constraint',
    'table',
    'column',
    'schema',
    'severity',
  ]) {
    if (e?.[key] !== undefined) fields[key] = e[key];
  }
  return fields;
}

port.on('message', async (message) => {
  if ('close' in message) {
    await db.close();
    port.postMessage({ closed: true });
    return;
  }
  const { id, text, params, rowMode } = message;
  try {
    const options = {
      parsers: rawParsers,
      serializers: serializeAsIs,
      rowMode: rowMode ?? 'object',
    };
    // Without parameters, the simple protocol: a migration step may hold several statements.
    const result =
      params.length === 0
        ? (await db.exec(text, options)).at(-1)
        : await db.query(text, params, options);
    if (/^\s*create\s+(type|domain|extension)/i.test(text)) {
      await db.refreshArrayTypes();
      refreshParsers();
    }
    const response = {
      id,
      ok: true,
      rows: result?.rows ?? [],
      fields: result?.fields ?? [],
      affectedRows: result?.affectedRows,
    };
    port.postMessage(response);
  } catch (error) {
    port.postMessage({ id, ok: false, error: errorFields(error) });
  }
});

// The first statements of a new PGlite load its catalogs (hundreds of ms): do that before saying
// ready, so no user statement spends its time limit on it.
await db.exec('select 1');
await db.query('select count(*) from pg_class where relname = $1', ['users']);
port.postMessage({ ready: true });
