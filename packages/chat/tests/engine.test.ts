// The chat engine against the real reference server (socket.io + HTTP + PGlite): the widget's
// delivery rules end to end, without a browser. The server is a test-only dependency.

import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { HrPortalClient } from '@hrportal/api-client';
import {
  type ChatClient,
  type ChatNotice,
  createChatClient,
  unreadOf,
} from '@hrportal/api-client/chat';
import { type ChatSocket, createChatSocket } from '@hrportal/api-client/chat-socket';
import { directConversationKey, groupConversationKey } from '@hrportal/api-client/contract';
import {
  openTestDatabase,
  sdkClient,
  seedDemo,
  signInAs,
  startTestServer,
  type TestDatabase,
  type TestServer,
} from '@hrportal/server/testing';
import { Server } from 'socket.io';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

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
  const engines: ChatClient[] = [];

  /** Wraps the listener the engine gives a socket event (a test holds back or drops deliveries). */
  type Intercept = (
    event: string,
    listener: (...args: unknown[]) => void,
  ) => ((...args: unknown[]) => void) | undefined;

  /** A started engine for a signed-in user, with its socket and the notices it raised. */
  async function startEngine(client: HrPortalClient, intercept?: Intercept) {
    const sockets: ChatSocket[] = [];
    const notices: ChatNotice[] = [];
    const engine = createChatClient(client, {
      autoStart: false,
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
        if (intercept) {
          const socket = chat.socket as unknown as {
            on(event: string, listener: (...args: unknown[]) => void): unknown;
          };
          const on = socket.on.bind(socket);
          socket.on = (event, listener) => on(event, intercept(event, listener) ?? listener);
        }
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

  it('groups: a list asked for before a group was created does not take it away from a later one', async () => {
    // As for a member on the creator's instance behind Redis (the no-loss test): no `group_created`
    // reaches it, the refresh shows the group, and the socket's `user_groups` asked for before the
    // group existed arrives after that.
    let arrived = 0;
    let holding = false;
    const held: (() => void)[] = [];
    const lead = await startEngine(
      await signInAs(server, 'leadership', 'leadership'),
      (event, listener) => {
        if (event === 'group_created') return () => {};
        if (event !== 'user_groups') return undefined;
        return (...args) => {
          arrived++;
          if (holding) held.push(() => listener(...args));
          else listener(...args);
        };
      },
    );
    await until(() => arrived === 1, 'the list asked for on connecting');
    holding = true;
    lead.socket()?.emit('get_user_groups', { user_id: id(lead.client) });
    await until(() => held.length === 1, 'the list asked for before the group');
    expect(await maya.engine.createGroup('Late list', [id(lead.client)])).toBeNull();
    const named = () =>
      Object.values(lead.engine.getState().groups).find((g) => g.name === 'Late list');
    expect(named()).toBeUndefined();
    await lead.engine.refresh();
    expect(named()).toBeDefined();
    for (const deliver of held) deliver();
    expect(named()).toBeDefined();
    // A list asked for later is shown.
    holding = false;
    lead.socket()?.emit('get_user_groups', { user_id: id(lead.client) });
    await until(() => arrived === 3, 'a later list');
    expect(named()?.members).toHaveLength(2);
  });

  it('groups: a member leaves (the creator gets the orange notice), the creator deletes (members lose it, told why)', async () => {
    expect(await maya.engine.createGroup('Leavers', [id(rahul.client)])).toBeNull();
    const leavers = Object.values(maya.engine.getState().groups).find((g) => g.name === 'Leavers');
    const leaversId = leavers?.id as number;
    await until(
      () => rahul.engine.getState().groups[leaversId] !== undefined,
      'group reaches rahul',
    );
    rahul.engine.leaveGroup(leaversId);
    await until(() => rahul.engine.getState().groups[leaversId] === undefined, 'rahul left');
    const rahulName = rahul.client.session.get()?.name;
    await until(
      () =>
        maya.notices.some(
          (n) => n.kind === 'memberLeft' && n.text === `${rahulName} left the group`,
        ),
      'member-left notice',
    );
    await until(
      () => maya.engine.getState().groups[leaversId]?.members.length === 1,
      'members after leaving',
    );

    expect(await maya.engine.createGroup('Doomed', [id(rahul.client)])).toBeNull();
    const doomedId = Object.values(maya.engine.getState().groups).find((g) => g.name === 'Doomed')
      ?.id as number;
    await until(
      () => rahul.engine.getState().groups[doomedId] !== undefined,
      'doomed reaches rahul',
    );
    maya.engine.deleteGroup(doomedId);
    await until(() => rahul.engine.getState().groups[doomedId] === undefined, 'deleted for rahul');
    expect(rahul.notices).toContainEqual({ kind: 'info', text: 'Doomed was deleted' });
    await until(() => maya.engine.getState().groups[doomedId] === undefined, 'deleted for maya');
    // The creator asked for it: no notice of their own deletion.
    expect(maya.notices).not.toContainEqual({ kind: 'info', text: 'Doomed was deleted' });
  });

  it('a failed history load keeps the messages already held and says why (§8)', async () => {
    const lead = await startEngine(await signInAs(server, 'leadership', 'leadership'));
    const key = directConversationKey(id(maya.client), id(lead.client));
    maya.engine.select(key);
    maya.engine.send('For leadership');
    lead.engine.select(key);
    await until(() => (lead.engine.getState().messages[key]?.length ?? 0) === 1, 'history');
    const held = lead.engine.getState().messages[key];
    // The session ends on the server side (a bogus token): the next load fails.
    const session = lead.client.session.get();
    if (session) lead.client.session.set({ ...session, token: 'expired-token' });
    await lead.engine.loadOlder(key);
    expect(lead.engine.getState().error).toBe('Authentication failed. Please log in again.');
    expect(lead.engine.getState().messages[key]).toEqual(held);
  });

  it('§8: no token — "No authentication token found" and no connection attempted', async () => {
    let connects = 0;
    const engine = createChatClient(sdkClient(server), {
      autoStart: false,
      connect: (c) => {
        connects++;
        return createChatSocket(c, { url: server.url });
      },
    });
    engine.start();
    engines.push(engine);
    expect(engine.getState().error).toBe('No authentication token found');
    expect(engine.getState().isLoading).toBe(false);
    expect(connects).toBe(0);
  });

  it('§8: a session the socket refuses — "Authentication failed: " and the server\'s message', async () => {
    const client = await signInAs(server, 'leadership', 'leadership');
    const session = client.session.get();
    if (session) client.session.set({ ...session, token: 'not-a-session' });
    const errors: string[] = [];
    const engine = createChatClient(client, {
      autoStart: false,
      connect: (c) =>
        createChatSocket(c, { url: server.url, socketOptions: { transports: ['websocket'] } }),
    });
    engine.subscribe(() => {
      const error = engine.getState().error;
      if (error && !errors.includes(error)) errors.push(error);
    });
    engine.start();
    engines.push(engine);
    await until(() => errors.some((e) => e.startsWith('Authentication failed: ')), 'auth error');
    expect(errors).toContain(
      'Authentication failed: Your session has expired. Please log in again.',
    );
    expect(engine.getState().isConnected).toBe(false);
  });

  it('§8: an unreachable server — "Failed to connect to chat server"; a socket that cannot open — "Failed to initialize chat connection"', async () => {
    const unreachable = createChatClient(await signInAs(server, 'leadership', 'leadership'), {
      autoStart: false,
      connect: (c) =>
        createChatSocket(c, {
          url: 'http://127.0.0.1:9',
          socketOptions: { transports: ['websocket'], reconnection: false },
        }),
    });
    unreachable.start();
    engines.push(unreachable);
    await until(
      () => unreachable.getState().error === 'Failed to connect to chat server',
      'connect error',
    );

    const broken = createChatClient(await signInAs(server, 'leadership', 'leadership'), {
      autoStart: false,
      connect: () => {
        throw new TypeError('Invalid URL');
      },
    });
    broken.start();
    engines.push(broken);
    expect(broken.getState().error).toBe('Failed to initialize chat connection');
  });

  it('§8: the server\'s error message is shown as it is; an error without one reads "Socket error"', async () => {
    // A payload the server refuses: it answers `error` with its own message.
    const before = maya.notices.length;
    let said = '';
    maya.socket()?.once('error', (event) => {
      said = event.message;
    });
    (maya.socket() as unknown as { emit: (event: string, payload: unknown) => void }).emit(
      'chat_message',
      { message: 42 },
    );
    await until(() => maya.notices.length > before, 'server error notice');
    expect(said).not.toBe('');
    expect(maya.notices[before]).toEqual({ kind: 'error', text: said });

    // A server that sends `error` with no message (a real socket.io server on loopback).
    const http = createServer();
    const io = new Server(http);
    io.of('/chat').on('connection', (socket) => socket.emit('error', {}));
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    const { port } = http.address() as AddressInfo;
    const notices: ChatNotice[] = [];
    const engine = createChatClient(await signInAs(server, 'leadership', 'leadership'), {
      autoStart: false,
      connect: (c) =>
        createChatSocket(c, {
          url: `http://127.0.0.1:${port}`,
          socketOptions: { transports: ['websocket'] },
        }),
    });
    engine.onNotice((n) => notices.push(n));
    engine.start();
    engines.push(engine);
    try {
      await until(() => notices.length > 0, 'socket error notice');
      expect(notices[0]).toEqual({ kind: 'error', text: 'Socket error' });
    } finally {
      engine.stop();
      await new Promise((resolve) => io.close(resolve));
    }
  });
});
