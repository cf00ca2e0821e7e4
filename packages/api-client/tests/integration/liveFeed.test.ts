import { afterEach, describe, expect, it } from 'vitest';
import {
  createClient,
  createMemoryStorage,
  type LiveFeed,
  type LiveFeedState,
  sessionStorageKeys,
} from '../../src/index';
import { createSseParser, type SseMessage } from '../../src/realtime/liveFeed';
import { type LoopbackServer, startLoopbackServer } from '../helpers/loopbackServer';

let server: LoopbackServer | undefined;
const feeds: LiveFeed[] = [];
afterEach(async () => {
  for (const feed of feeds.splice(0)) feed.disconnect();
  await server?.close();
  server = undefined;
});

function client(url: string) {
  const storage = createMemoryStorage();
  storage.setItem(sessionStorageKeys.token, 'tok-feed');
  storage.setItem(sessionStorageKeys.userId, '3');
  storage.setItem(sessionStorageKeys.userRole, 'manager');
  return createClient({ baseUrl: url, storage });
}

const until = async (check: () => boolean, ms = 5_000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 5));
  }
};

describe('SSE parser', () => {
  it('joins data lines, keeps ids, ignores comments, handles split chunks and CRLF', () => {
    const seen: SseMessage[] = [];
    const parser = createSseParser((m) => seen.push(m));
    parser.push(': heartbeat\n\nid: 1\ndata: {"a":');
    parser.push('1}\n\r\nid: 2\r\nevent: custom\r\ndata: x\r\ndata: y\r\n\r\n');
    expect(seen).toEqual([
      { id: '1', event: 'message', data: '{"a":1}' },
      { id: '2', event: 'custom', data: 'x\ny' },
    ]);
    expect(parser.lastId).toBe('2');
  });

  it('gives the same messages wherever the byte stream is split (CRLF, CR, LF, UTF-8)', () => {
    const stream = new TextEncoder().encode(
      ': heartbeat\r\n\r\nid: 1\r\ndata: {"name":"Zoë Ñúñez"}\r\n\r\n' +
        'id: 2\revent: custom\rdata: x\rdata: y\r\r' +
        'id: 3\ndata:no space\ndata\n\n: bye\n',
    );
    const expected: SseMessage[] = [
      { id: '1', event: 'message', data: '{"name":"Zoë Ñúñez"}' },
      { id: '2', event: 'custom', data: 'x\ny' },
      { id: '3', event: 'message', data: 'no space\n' },
    ];
    const read = (chunks: Uint8Array[]) => {
      const seen: SseMessage[] = [];
      const parser = createSseParser((m) => seen.push(m));
      const decoder = new TextDecoder();
      for (const chunk of chunks) parser.push(decoder.decode(chunk, { stream: true }));
      return { seen, lastId: parser.lastId };
    };
    for (let at = 0; at <= stream.length; at += 1) {
      const split = read([stream.subarray(0, at), stream.subarray(at)]);
      expect(split.seen, `split at byte ${at}`).toEqual(expected);
      expect(split.lastId).toBe('3');
    }
    const byteByByte = read([...stream].map((byte) => Uint8Array.of(byte)));
    expect(byteByByte.seen).toEqual(expected);
  });
});

describe('live feed', () => {
  it('streams typed events with the bearer token, legacy and current types alike', async () => {
    server = await startLoopbackServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/event-stream' });
      res.write(': connected\n\n');
      res.write('id: 10\ndata: {"event_type":"job_created","data":{"jobId":"12"}}\n\n');
      res.write(
        'id: 11\ndata: {"type":"candidate_added","data":{"candidateId":4,"name":"Ravi"}}\n\n',
      );
      res.write('id: 12\ndata: not json\n\n');
    });
    const feed = client(server.url).liveFeed(3);
    feeds.push(feed);
    const types: string[] = [];
    const jobIds: number[] = [];
    feed.on('event', (e) => types.push(e.type));
    feed.on('job_created', (e) => jobIds.push(e.data.jobId));
    feed.connect();
    await until(() => types.length === 2 && feed.lastEventId === '12');
    expect(types).toEqual(['job_created', 'candidate_added']);
    expect(jobIds).toEqual([12]);
    expect(feed.state).toBe('connected');
    expect(server.requests[0]?.url).toBe('/events/3');
    expect(server.requests[0]?.headers.authorization).toBe('Bearer tok-feed');
    expect(server.requests[0]?.headers.accept).toBe('text/event-stream');
  });

  it('reconnects after the server drops the stream, sending Last-Event-ID', async () => {
    let n = 0;
    server = await startLoopbackServer((_req, res) => {
      n += 1;
      res.writeHead(200, { 'Content-Type': 'text/event-stream' });
      if (n === 1) {
        res.end('id: 41\ndata: {"event_type":"job_updated","data":{"jobId":1}}\n\n');
        return;
      }
      res.write('id: 42\ndata: {"event_type":"job_update","data":{"jobId":1}}\n\n');
    });
    const feed = client(server.url).liveFeed(3, { reconnectBaseMs: 20 });
    feeds.push(feed);
    const states: LiveFeedState[] = [];
    const types: string[] = [];
    feed.on('connection:changed', (s) => states.push(s));
    feed.on('event', (e) => types.push(e.type));
    feed.connect();
    await until(() => types.length === 2);
    expect(types).toEqual(['job_updated', 'job_update']);
    expect(server.requests).toHaveLength(2);
    expect(server.requests[0]?.headers['last-event-id']).toBeUndefined();
    expect(server.requests[1]?.headers['last-event-id']).toBe('41');
    expect(states).toEqual(['connecting', 'connected', 'connecting', 'connected']);
  });

  it('gives up in `error` after the last of the reconnect attempts, doubling the delay', async () => {
    server = await startLoopbackServer((_req, res) => {
      res.writeHead(503);
      res.end();
    });
    const feed = client(server.url).liveFeed(3, { reconnectBaseMs: 10, maxReconnectAttempts: 3 });
    feeds.push(feed);
    const errors: Error[] = [];
    feed.on('error', (e) => errors.push(e));
    feed.connect();
    await until(() => feed.state === 'error');
    expect(server.requests).toHaveLength(4);
    expect(errors).toHaveLength(4);
    const at = server.requests.map((r) => r.at);
    // Lower bounds of the waits: 10, 20, 40 ms.
    for (let i = 1; i < at.length; i += 1) {
      expect((at[i] ?? 0) - (at[i - 1] ?? 0)).toBeGreaterThanOrEqual(10 * 2 ** (i - 1) - 3);
    }
  });

  it('defaults to 5 reconnect attempts (SPEC §9)', async () => {
    server = await startLoopbackServer((_req, res) => {
      res.writeHead(500);
      res.end();
    });
    const feed = client(server.url).liveFeed(3, { reconnectBaseMs: 1 });
    feeds.push(feed);
    feed.connect();
    await until(() => feed.state === 'error');
    expect(server.requests).toHaveLength(6);
  });

  it('a 401 stops the feed at once', async () => {
    server = await startLoopbackServer((_req, res) => {
      res.writeHead(401, { 'Content-Type': 'application/json' });
      res.end('{"status":"error","message":"Authentication required"}');
    });
    const feed = client(server.url).liveFeed(3, { reconnectBaseMs: 1 });
    feeds.push(feed);
    feed.connect();
    await until(() => feed.state === 'error');
    await new Promise((r) => setTimeout(r, 30));
    expect(server.requests).toHaveLength(1);
  });

  it('disconnect closes the stream and stops reconnecting', async () => {
    server = await startLoopbackServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/event-stream' });
      res.write(': open\n\n');
    });
    const feed = client(server.url).liveFeed(3, { reconnectBaseMs: 1 });
    feed.connect();
    await until(() => feed.state === 'connected');
    feed.disconnect();
    expect(feed.state).toBe('disconnected');
    await new Promise((r) => setTimeout(r, 30));
    expect(server.requests).toHaveLength(1);
  });
});
