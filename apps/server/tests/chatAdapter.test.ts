import type { Socket } from 'node:net';
import { Server } from 'socket.io';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatAdapter, connectRedis, type RedisLink } from '../src/events/redis';
import { newRedisNamespace, redisAvailable, testRedisUrl, until } from './helpers';

const hasRedis = await redisAvailable();

/** The adapter's parser, counting what it decodes. */
function countDecodes(io: Server): { count: number } {
  const adapter = io.of('/chat').adapter as unknown as {
    parser: { encode(v: unknown): Buffer; decode(b: Buffer): unknown };
  };
  const seen = { count: 0 };
  const { parser } = adapter;
  adapter.parser = {
    encode: (value) => parser.encode(value),
    decode: (buffer) => {
      seen.count += 1;
      return parser.decode(buffer);
    },
  };
  return seen;
}

// Issue 24: the chat's Redis adapter on a message's path — local sockets before the publish, one
// write for the publishes of a task, and its own broadcasts, which Redis sends back to it, dropped
// without decoding them.
describe.skipIf(!hasRedis)('the chat Redis adapter', () => {
  let link: RedisLink;
  let other: RedisLink;
  beforeAll(async () => {
    const namespace = newRedisNamespace();
    link = await connectRedis(testRedisUrl, namespace);
    other = await connectRedis(testRedisUrl, namespace);
  });
  afterAll(async () => {
    await link?.close();
    await other?.close();
  });

  it('drops its own broadcasts unread and still decodes another instance’s', async () => {
    const a = new Server();
    const b = new Server();
    a.adapter(chatAdapter(link) as never);
    b.adapter(chatAdapter(other) as never);
    const decodedByA = countDecodes(a);
    const decodedByB = countDecodes(b);
    // Subscriptions settle before the first publish.
    await new Promise((resolve) => setTimeout(resolve, 200));
    a.of('/chat').emit('ping', 1);
    await until(() => decodedByB.count === 1, 'the other instance decodes the broadcast');
    // Its own echo has had the time the other instance needed, twice over.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(decodedByA.count).toBe(0);
    b.of('/chat').emit('pong', 2);
    await until(() => decodedByA.count === 1, 'a broadcast of another instance is decoded');
    for (const io of [a, b])
      await (io.of('/chat').adapter as unknown as { close(): unknown }).close();
  });

  it('writes to its own sockets before it publishes for the other instances', async () => {
    const io = new Server();
    io.adapter(chatAdapter(link) as never);
    const adapter = io.of('/chat').adapter as unknown as {
      apply(options: unknown, callback: unknown): void;
      pubClient: { publish(...args: unknown[]): Promise<number> };
    };
    const order: string[] = [];
    const [apply, publish] = [adapter.apply.bind(adapter), adapter.pubClient.publish];
    adapter.apply = (options, callback) => {
      order.push('local');
      apply(options, callback);
    };
    adapter.pubClient.publish = (...args) => {
      order.push('publish');
      return publish(...args);
    };
    try {
      io.of('/chat').to('user:1').emit('new_message', { id: 1 });
      io.of('/chat').local.to('user:1').emit('typing_status', { id: 1 });
    } finally {
      adapter.pubClient.publish = publish;
      await (io.of('/chat').adapter as unknown as { close(): unknown }).close();
    }
    // A local-only broadcast is not published at all.
    expect(order).toEqual(['local', 'publish', 'local']);
  });

  it('writes the publishes of one task to Redis in one write', async () => {
    const stream = link.adapterPub.stream as Socket & {
      _write: (...args: unknown[]) => unknown;
      _writev: (...args: unknown[]) => unknown;
    };
    const writes: string[] = [];
    const [write, writev] = [stream._write, stream._writev];
    stream._write = function (this: Socket, ...args: unknown[]) {
      writes.push('write');
      return write.apply(this, args);
    };
    stream._writev = function (this: Socket, ...args: unknown[]) {
      writes.push('writev');
      return writev.apply(this, args);
    };
    try {
      await Promise.all([
        link.adapterPub.publish('hrp-test-cork', 'one'),
        link.adapterPub.publish('hrp-test-cork', 'two'),
      ]);
    } finally {
      stream._write = write;
      stream._writev = writev;
    }
    expect(writes).toEqual(['writev']);
  });
});
