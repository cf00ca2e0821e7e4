// The chat engine against the real reference server (socket.io + HTTP + PGlite): the widget's
// delivery rules end to end, without a browser. The server is a test-only dependency.
import type { HrPortalClient } from '@hrportal/api-client';
import { type ChatSocket, createChatSocket } from '@hrportal/api-client/chat-socket';
import { directConversationKey, groupConversationKey } from '@hrportal/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../../apps/server/src/seed/seed';
import {
  openTestDatabase,
  signInAs,
  startTestServer,
  type TestDatabase,
  type TestServer,
} from '../../../apps/server/tests/helpers';
import { type ChatEngine, type ChatNotice, createChatEngine } from '../src/model/engine';
import { unreadOf } from '../src/model/state';

async function until(predicate: () => boolean, what: string, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('chat engine against the reference server', () => {
  let database: TestDatabase;
  let server: TestServer;
  const engines: ChatEngine[] = [];

  /** A started engine for a signed-in user, with its socket and the notices it raised. */
  async function startEngine(client: HrPortalClient) {
    const sockets: ChatSocket[] = [];
    const notices: ChatNotice[] = [];
    const engine = createChatEngine(client, {
      connect: (c) => {
        const chat = createChatSocket(c, {
          url: server.url,
          socketOptions: {
            transports: ['websocket'],
            reconnectionDelay: 50,
            reconnectionDelayMax: 100,
          },
        });
        sockets.push(chat);
        return chat;
      },
    });
    engine.onNotice((n) => notices.push(n));
    engine.start();
    engines.push(engine);
    await until(() => engine.getState().isConnected && !engine.getState().isLoading, 'connected');
    return { engine, socket: () => sockets[0]?.socket, notices, client };
  }

  let maya: Awaited<ReturnType<typeof startEngine>>;
  let rahul: Awaited<ReturnType<typeof startEngine>>;
  const id = (c: HrPortalClient) => c.session.get()?.userId ?? 0;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    await seedDemo(database.handle.db, {
      now: new Date('2026-06-01T09:00:00Z'),
      candidates: 5,
      jobs: 2,
    });
    server = await startTestServer(database.handle);
    maya = await startEngine(await signInAs(server, 'manager', 'manager'));
    rahul = await startEngine(await signInAs(server, 'recruiter', 'recruiter'));
  }, 120_000);

  afterAll(async () => {
    for (const engine of engines) engine.stop();
    await server?.close();
    await database?.dispose();
  });

  it('lists active people, not me, with presence', () => {
    const state = maya.engine.getState();
    expect(state.people[id(maya.client)]).toBeUndefined();
    expect(state.people[id(rahul.client)]?.name).toBeTruthy();
  });

  it('sends optimistically, confirms once, raises unread and a toast for the receiver', async () => {
    const key = directConversationKey(id(maya.client), id(rahul.client));
    maya.engine.select(key);
    expect(maya.engine.send('   ')).toBe(false);
    expect(maya.engine.send('  Hello Rahul  ')).toBe(true);
    const pending = maya.engine.getState().messages[key]?.at(-1);
    expect(pending?.id).toMatch(/^temp_/);
    expect(pending?.message).toBe('Hello Rahul');
    await until(
      () => typeof maya.engine.getState().messages[key]?.at(-1)?.id === 'number',
      'confirmation',
    );
    expect(maya.engine.getState().messages[key]).toHaveLength(1);
    await until(() => (rahul.engine.getState().messages[key]?.length ?? 0) === 1, 'delivery');
    expect(unreadOf(rahul.engine.getState(), key)).toBe(1);
    expect(rahul.notices).toContainEqual(
      expect.objectContaining({
        kind: 'message',
        text: 'Hello Rahul',
        title: maya.client.session.get()?.name,
      }),
    );
  });

  it('read receipts reach the sender; the reader’s unread drops to 0', async () => {
    const key = directConversationKey(id(maya.client), id(rahul.client));
    rahul.engine.select(key);
    await until(() => (rahul.engine.getState().messages[key]?.length ?? 0) >= 1, 'history');
    const incoming = rahul.engine.getState().messages[key]?.[0];
    rahul.engine.markRead([incoming?.id as number]);
    expect(unreadOf(rahul.engine.getState(), key)).toBe(0);
    await until(() => maya.engine.getState().messages[key]?.[0]?.is_read === true, 'receipt');
    expect(maya.engine.getState().messages[key]?.[0]?.read_at).toBeTruthy();
  });

  it('typing shows for the other side', async () => {
    const key = directConversationKey(id(maya.client), id(rahul.client));
    maya.engine.typing(true);
    await until(() => rahul.engine.getState().typing[key] !== undefined, 'typing');
    maya.engine.typing(false);
    await until(() => rahul.engine.getState().typing[key] === undefined, 'typing stop');
  });

  it('a receiver that was offline gets what it missed on reconnect, once', async () => {
    const key = directConversationKey(id(maya.client), id(rahul.client));
    rahul.engine.select(null);
    rahul.socket()?.io.engine.close();
    await until(() => !rahul.engine.getState().isConnected, 'rahul down');
    maya.engine.select(key);
    maya.engine.send('while you were away 1');
    maya.engine.send('while you were away 2');
    await until(
      () => maya.engine.getState().messages[key]?.every((m) => typeof m.id === 'number') ?? false,
      'both confirmed',
    );
    await until(() => rahul.engine.getState().isConnected, 'rahul back');
    await until(() => (rahul.engine.getState().messages[key]?.length ?? 0) === 3, 'sync');
    const texts = rahul.engine.getState().messages[key]?.map((m) => m.message);
    expect(texts).toEqual(['Hello Rahul', 'while you were away 1', 'while you were away 2']);
    expect(rahul.engine.getState().messages[key]?.map((m) => m.seq)).toEqual([1, 2, 3]);
  });

  it('a message whose confirmation was lost is resent after the reconnect and stored once', async () => {
    const key = directConversationKey(id(maya.client), id(rahul.client));
    maya.engine.select(key);
    maya.engine.send('sent as the line dropped');
    maya.socket()?.io.engine.close();
    await until(() => maya.engine.getState().isConnected, 'maya back');
    await until(
      () => maya.engine.getState().messages[key]?.every((m) => typeof m.id === 'number') ?? false,
      'confirmed after reconnect',
    );
    await until(
      () =>
        rahul.engine
          .getState()
          .messages[key]?.some((m) => m.message === 'sent as the line dropped') ?? false,
      'delivered',
    );
    const history = await maya.client.chat.messages(id(maya.client), id(rahul.client));
    expect(history.messages.filter((m) => m.message === 'sent as the line dropped')).toHaveLength(
      1,
    );
    expect(
      rahul.engine
        .getState()
        .messages[key]?.filter((m) => m.message === 'sent as the line dropped'),
    ).toHaveLength(1);
  });

  it('groups: create (both see it), refuse bad input, remove a member (they lose it)', async () => {
    expect(await maya.engine.createGroup('  ', [id(rahul.client)])).toBe('Group name is required');
    expect(await maya.engine.createGroup('Sourcing', [id(rahul.client)])).toBeNull();
    const group = Object.values(maya.engine.getState().groups).find((g) => g.name === 'Sourcing');
    expect(group?.members.sort()).toEqual([id(maya.client), id(rahul.client)].sort());
    expect(maya.engine.getState().active).toBe(groupConversationKey(group?.id as number));
    await until(
      () => rahul.engine.getState().groups[group?.id as number] !== undefined,
      'group reaches rahul',
    );
    maya.engine.send('Welcome');
    await until(
      () => unreadOf(rahul.engine.getState(), groupConversationKey(group?.id as number)) === 1,
      'group unread',
    );
    maya.engine.removeMember(group?.id as number, id(rahul.client));
    await until(() => rahul.engine.getState().groups[group?.id as number] === undefined, 'removed');
    expect(rahul.notices).toContainEqual({ kind: 'info', text: 'You were removed from Sourcing' });
    await until(
      () => maya.engine.getState().groups[group?.id as number]?.members.length === 1,
      'members',
    );
  });
});
