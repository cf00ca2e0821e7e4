/**
 * Live-feed fan-out: `clients` SSE streams are open; one event is published; the time until the
 * first and until the last stream has it. Measured on our server (the event is stored, then sent to
 * every stream whose user may see it; optionally the streams sit on a second instance and the event
 * crosses Redis) and on a bare Node SSE broadcaster (no auth, no database) in the same run.
 */
import { createServer as createHttpServer, get, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { users } from '../../apps/server/src/db/schema';
import type { HrServer } from '../../apps/server/src/server';

/** Arrival times of one event at the streams. */
export interface Fanout {
  /** Publish → first stream has it, per event. */
  first: number[];
  /** Publish → every stream has it, per event. */
  all: number[];
}

/** `count` open SSE streams; `arrival(tag)` resolves when each has received a chunk naming `tag`. */
async function openStreams(
  targets: { url: string; token?: string }[],
): Promise<{ arrival(tag: string): Promise<{ first: number; last: number }>; close(): void }> {
  let tag = '';
  let seen = 0;
  let first = 0;
  let onAll: ((at: number) => void) | undefined;
  const requests = await Promise.all(
    targets.map(
      (target) =>
        new Promise<ReturnType<typeof get>>((resolve, reject) => {
          let got = '';
          const request = get(
            target.url,
            {
              agent: false,
              headers: target.token ? { Authorization: `Bearer ${target.token}` } : {},
            },
            (response) => {
              if (response.statusCode !== 200) {
                reject(new Error(`stream answered ${response.statusCode}`));
                return;
              }
              response.setEncoding('utf8');
              let opened = false;
              response.on('data', (chunk: string) => {
                if (!opened) {
                  opened = true;
                  resolve(request);
                }
                if (!tag || got === tag || !chunk.includes(tag)) return;
                got = tag;
                seen++;
                if (seen === 1) first = performance.now();
                if (seen === targets.length) onAll?.(performance.now());
              });
            },
          );
          request.on('error', reject);
        }),
    ),
  );
  return {
    arrival(next: string) {
      tag = next;
      seen = 0;
      return new Promise((resolve) => {
        onAll = (last) => resolve({ first, last });
      });
    },
    close() {
      for (const request of requests) request.destroy();
    },
  };
}

/** One side of the comparison: open streams and how to publish an event to them. */
export interface FanoutTarget {
  name: string;
  streams: Awaited<ReturnType<typeof openStreams>>;
  publish(tag: string): Promise<unknown> | undefined;
}

/**
 * Publishes `events` events to each target in turn (interleaved: a burst of load from elsewhere on
 * the machine hits every target alike) and times their arrival at every stream of that target.
 */
export async function measureFanout(
  targets: FanoutTarget[],
  events: number,
): Promise<Map<string, Fanout>> {
  const out = new Map(targets.map((t) => [t.name, { first: [], all: [] } as Fanout]));
  for (let i = -3; i < events; i++) {
    for (const target of targets) {
      const tag = `${target.name}-fan-${i}`;
      const arrived = target.streams.arrival(tag);
      const started = performance.now();
      await target.publish(tag);
      const { first, last } = await arrived;
      if (i < 0) continue; // warm-up
      const run = out.get(target.name) as Fanout;
      run.first.push(first - started);
      run.all.push(last - started);
    }
  }
  return out;
}

/**
 * Our server: `clients` streams spread over the users of the database (each with its own session,
 * created directly), held by `holder`; events published as `system_message` to everyone by
 * `publisher` (the same instance, or another one behind Redis).
 */
export async function oursFanout(
  name: string,
  publisher: HrServer,
  holder: { server: HrServer; url: string },
  clients: number,
): Promise<FanoutTarget> {
  const { db } = holder.server.services;
  const people = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.isActive, true), eq(users.isVerified, true)));
  const targets: { url: string; token: string }[] = [];
  for (let i = 0; i < clients; i++) {
    const userId = (people[i % people.length] as { id: number }).id;
    const { token } = await holder.server.services.sessions.create(userId);
    targets.push({ url: `${holder.url}/api/events/${userId}`, token });
  }
  return {
    name,
    streams: await openStreams(targets),
    publish: (tag) =>
      publisher.services.liveFeed.publish({
        type: 'system_message',
        payload: { message: tag },
        audience: { all: true },
      }),
  };
}

/** The baseline: a bare SSE broadcaster writing one pre-serialised event to every response. */
export async function bareFanout(clients: number): Promise<FanoutTarget & { stop(): void }> {
  const open = new Set<ServerResponse>();
  const http = createHttpServer((request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
    response.write('retry: 1000\n\n');
    open.add(response);
    request.on('close', () => open.delete(response));
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', () => resolve()));
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}/events`;
  const streams = await openStreams(Array.from({ length: clients }, () => ({ url })));
  let id = 0;
  return {
    name: 'bare',
    streams,
    publish: (tag) => {
      id++;
      const event = {
        id: String(id),
        type: 'system_message',
        data: { message: tag },
        timestamp: new Date().toISOString(),
      };
      const frame = `id: ${id}\ndata: ${JSON.stringify(event)}\n\n`;
      for (const response of open) response.write(frame);
      return undefined;
    },
    stop: () => {
      streams.close();
      http.closeAllConnections();
      http.close();
    },
  };
}
