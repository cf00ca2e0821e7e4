import {
  type ClientToServerEvents,
  chatNamespace,
  clientEventSchemas,
  type InterServerEvents,
  type OnlineUser,
  type ServerToClientEvents,
  type SocketData,
  serverMessages,
} from '@hrportal/api-client/contract';
import type { FastifyInstance } from 'fastify';
import { Server, type Socket } from 'socket.io';
import type { AuthSession } from '../auth/sessions';
import type { ServerServices } from '../server';
import { ChatRuleError, type ChatService } from './chatService';

type ChatSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;

const userRoom = (id: number) => `user:${id}`;
const groupRoom = (id: number) => `group:${id}`;

/** Who is connected (sockets per user) and when each user was last seen. */
class Presence {
  private readonly sockets = new Map<number, Set<string>>();
  private readonly lastSeen = new Map<number, Date>();
  add(userId: number, socketId: string): boolean {
    const set = this.sockets.get(userId) ?? new Set();
    const first = set.size === 0;
    set.add(socketId);
    this.sockets.set(userId, set);
    return first;
  }
  remove(userId: number, socketId: string, at: Date): boolean {
    const set = this.sockets.get(userId);
    if (!set) return false;
    set.delete(socketId);
    if (set.size) return false;
    this.sockets.delete(userId);
    this.lastSeen.set(userId, at);
    return true;
  }
  isOnline(userId: number) {
    return (this.sockets.get(userId)?.size ?? 0) > 0;
  }
  seen(userId: number) {
    return this.lastSeen.get(userId) ?? null;
  }
}

/**
 * The chat over socket.io (`/socket.io`, namespace `/chat`; SPEC §4 "Chat socket", §7): the
 * handshake carries the session token (a bad or expired one gets `auth_error` and is
 * disconnected); every client event of the contract is validated with its schema, checked against
 * the §5/§6 rules (a violation answers `error` with a clear message) and stored before it is
 * confirmed (`message_sent`) or delivered (`new_message`). Reconnecting clients send
 * `sync_messages` with the last sequence they hold per conversation and get what they missed.
 */
export function attachChat(
  app: FastifyInstance,
  services: ServerServices,
  chat: ChatService,
  adapter?: Parameters<Server['adapter']>[0],
) {
  const io = new Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>(
    app.server,
    {
      path: '/socket.io',
      serveClient: false,
      // Embedding hosts' pages connect from their own origin (ALLOWED_ORIGINS); no cookies.
      ...(services.config.allowedOrigins.length
        ? { cors: { origin: services.config.allowedOrigins, credentials: false } }
        : {}),
    },
  );
  // With Redis, every instance's sockets are one set: rooms, emits and fetchSockets span them.
  if (adapter) io.adapter(adapter);
  const nsp = io.of(chatNamespace);
  const presence = new Presence();

  /** When each socket's session was last found valid (re-checked at most every `recheckMs`). */
  const checkedAt = new WeakMap<object, number>();
  const recheckMs = 2000;
  const sessionOver = 'Your session has expired. Please log in again.';
  type AnySocket = {
    handshake: { auth: unknown };
    emit: (event: 'auth_error', payload: { message: string }) => unknown;
    disconnect: (close?: boolean) => unknown;
  };
  /** Ends a socket whose session is over (logout, expiry, deactivation, deletion). */
  async function endIfSignedOut(target: AnySocket): Promise<boolean> {
    const token = (target.handshake.auth as { token?: unknown } | undefined)?.token;
    const valid =
      typeof token === 'string' && (await services.sessions.resolve(token).catch(() => undefined));
    if (valid) return false;
    target.emit('auth_error', { message: sessionOver });
    target.disconnect(true);
    return true;
  }
  /** Every event re-checks the session (cached for a moment, so a burst costs one query). */
  async function stillSignedIn(socket: ChatSocket): Promise<boolean> {
    const now = Date.now();
    if (now - (checkedAt.get(socket) ?? 0) < recheckMs) return true;
    if (await endIfSignedOut(socket)) return false;
    checkedAt.set(socket, now);
    return true;
  }
  // A revoked session (logout, password change, deactivation) ends its sockets at once, on every
  // instance: fetchSockets spans them through the adapter.
  const onRevoked = async ({ userId }: { userId: number }) => {
    const sockets = await nsp.in(userRoom(userId)).fetchSockets();
    await Promise.all(sockets.map((target) => endIfSignedOut(target as unknown as AnySocket)));
  };
  services.bus.on('sessions_revoked', onRevoked);

  /** Who is online on any instance (the adapter answers for the others). */
  const onlineIds = async () => new Set((await nsp.fetchSockets()).map((s) => s.data.user_id));
  const onlineList = async (): Promise<OnlineUser[]> => {
    const [people, online] = await Promise.all([chat.usersWithConversations(0), onlineIds()]);
    return people.map((p) => ({
      id: p.id,
      name: p.name,
      email: p.email,
      is_online: online.has(p.id),
      last_seen: presence.seen(p.id)?.toISOString() ?? null,
    }));
  };

  nsp.use(async (socket, next) => {
    const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    const session: AuthSession | undefined =
      typeof token === 'string' && token
        ? await services.sessions.resolve(token).catch(() => undefined)
        : undefined;
    if (session) {
      const { user } = session;
      socket.data = {
        user_id: user.id,
        user_name: user.username,
        name: user.name,
        email: user.email ?? '',
        role: user.userType === 'management' ? 'manager' : user.userType,
        user_type: user.userType,
        token_hash: '',
        session_expires_at: '',
      };
    }
    next();
  });

  nsp.on('connection', async (socket: ChatSocket) => {
    if (!socket.data?.user_id) {
      socket.emit('auth_error', { message: 'Your session has expired. Please log in again.' });
      socket.disconnect(true);
      return;
    }
    const me = socket.data.user_id;
    await socket.join(userRoom(me));
    for (const group of await chat.groupsOf(me)) await socket.join(groupRoom(group.group_id));
    if (presence.add(me, socket.id)) {
      socket.broadcast.emit('user_online', {
        user_id: me,
        user_name: socket.data.name,
        email: socket.data.email,
      });
    }
    socket.emit('connected', {
      user_id: me,
      message: 'Connected to chat',
      server_time: services.now().toISOString(),
    });

    /** Runs a handler with its payload validated; rule breaks and bad payloads answer `error`. */
    function on<E extends keyof typeof clientEventSchemas>(
      event: E,
      handler: (payload: never, ack?: (result: unknown) => void) => Promise<void>,
    ) {
      socket.on(
        event as never,
        (async (raw: unknown, ack?: (result: unknown) => void) => {
          if (!(await stillSignedIn(socket))) return;
          const parsed = clientEventSchemas[event].safeParse(raw);
          const clientId = (raw as { client_id?: string } | undefined)?.client_id ?? null;
          if (!parsed.success) {
            const message = parsed.error.issues[0]?.message ?? serverMessages.invalidChatPayload;
            socket.emit('error', { message, event, client_id: clientId });
            if (typeof ack === 'function') ack({ ok: false, error: message, client_id: clientId });
            return;
          }
          try {
            await handler(parsed.data as never, typeof ack === 'function' ? ack : undefined);
          } catch (error) {
            const message =
              error instanceof ChatRuleError
                ? error.message
                : 'Something went wrong. Please try again.';
            if (!(error instanceof ChatRuleError))
              app.log.error({ err: error, event }, 'chat handler failed');
            socket.emit('error', { message, event, client_id: clientId });
            if (typeof ack === 'function') ack({ ok: false, error: message, client_id: clientId });
          }
        }) as never,
      );
    }

    on('connect_user', async () => {
      socket.emit('online_users_list', await onlineList());
    });
    socket.on('get_online_users', async () => {
      socket.emit('online_users_list', await onlineList());
    });
    on('get_user_groups', async () => {
      socket.emit('user_groups', await chat.groupsOf(me));
    });

    on(
      'chat_message',
      async (
        p: { receiver_id: number; message: string; reply_to?: number | null; client_id?: string },
        ack,
      ) => {
        const { message, duplicate } = await chat.send({
          senderId: me,
          receiverId: p.receiver_id,
          message: p.message,
          replyTo: p.reply_to,
          clientId: p.client_id,
        });
        socket.emit('message_sent', message);
        ack?.({ ok: true, message });
        if (!duplicate) {
          nsp.to(userRoom(p.receiver_id)).emit('new_message', message);
          socket.to(userRoom(me)).emit('message_sent', message);
        }
      },
    );

    on(
      'group_message',
      async (
        p: { group_id: number; message: string; reply_to?: number | null; client_id?: string },
        ack,
      ) => {
        const { message, duplicate } = await chat.send({
          senderId: me,
          groupId: p.group_id,
          message: p.message,
          replyTo: p.reply_to,
          clientId: p.client_id,
        });
        socket.emit('message_sent', message);
        ack?.({ ok: true, message });
        if (!duplicate) socket.to(groupRoom(p.group_id)).emit('new_group_message', message);
      },
    );

    on('create_group', async (p: { group_name: string; member_ids: number[] }, ack) => {
      const group = await chat.createGroup(me, p.group_name, p.member_ids);
      for (const id of group.members) nsp.in(userRoom(id)).socketsJoin(groupRoom(group.group_id));
      nsp.to(groupRoom(group.group_id)).emit('group_created', group);
      ack?.({ ok: true, group });
    });

    on('join_group', async (p: { group_id: number }) => {
      const members = await chat.members(services.db, p.group_id);
      if (!members.includes(me)) throw new ChatRuleError(403, serverMessages.notGroupMember);
      await socket.join(groupRoom(p.group_id));
      socket.emit('joined_group', { group_id: p.group_id });
    });

    on('add_group_members', async (p: { group_id: number; member_ids: number[] }) => {
      const { added, members } = await chat.addMembers(p.group_id, me, p.member_ids);
      for (const id of added) nsp.in(userRoom(id)).socketsJoin(groupRoom(p.group_id));
      nsp
        .to(groupRoom(p.group_id))
        .emit('members_added', { group_id: p.group_id, added_members: added, members });
      const group = await chat.group(services.db, p.group_id);
      for (const id of added) nsp.to(userRoom(id)).emit('group_created', group);
    });

    on('remove_group_member', async (p: { group_id: number; member_id: number }) => {
      const { group, members } = await chat.removeMember(p.group_id, me, p.member_id);
      nsp.to(groupRoom(p.group_id)).emit('member_removed', {
        group_id: p.group_id,
        removed_member: p.member_id,
        members,
      });
      nsp
        .to(userRoom(p.member_id))
        .emit('you_were_removed', { group_id: p.group_id, group_name: group.name });
      nsp.in(userRoom(p.member_id)).socketsLeave(groupRoom(p.group_id));
    });

    on('leave_group', async (p: { group_id: number }) => {
      await chat.leave(p.group_id, me);
      nsp.in(userRoom(me)).socketsLeave(groupRoom(p.group_id));
      socket.emit('left_group', { group_id: p.group_id });
      nsp.to(groupRoom(p.group_id)).emit('member_left', {
        group_id: p.group_id,
        left_member_id: me,
        message: `${socket.data.name} left the group`,
      });
    });

    on('delete_group', async (p: { group_id: number }) => {
      const { group } = await chat.deleteGroup(p.group_id, me);
      nsp
        .to(groupRoom(p.group_id))
        .emit('group_deleted', { group_id: p.group_id, group_name: group.name });
      nsp.socketsLeave(groupRoom(p.group_id));
    });

    on('read_message', async (p: { message_id: number }) => {
      const receipt = await chat.markRead(p.message_id, me);
      if (!receipt) return;
      const { sender_id: senderId, ...wire } = receipt;
      socket.emit('message_read_success', { message_id: wire.message_id, read_at: wire.read_at });
      nsp.to(userRoom(senderId)).to(userRoom(me)).emit('message_read', wire);
    });

    on(
      'typing',
      async (p: { receiver_id: number | null; group_id?: number | null; is_typing: boolean }) => {
        const payload = {
          sender_id: me,
          sender_name: socket.data.name,
          user_name: socket.data.user_name,
          is_typing: p.is_typing,
          group_id: p.group_id ?? null,
          receiver_id: p.receiver_id,
        };
        if (p.group_id) {
          const members = await chat.members(services.db, p.group_id);
          if (!members.includes(me)) throw new ChatRuleError(403, serverMessages.notGroupMember);
          socket.to(groupRoom(p.group_id)).emit('typing_status', payload);
        } else if (p.receiver_id) {
          nsp.to(userRoom(p.receiver_id)).emit('typing_status', payload);
        }
      },
    );

    on('sync_messages', async (p: { since: Record<string, number>; reads_since?: string }) => {
      const [result, reads] = await Promise.all([
        chat.sync(me, p.since),
        p.reads_since ? chat.readsSince(me, new Date(p.reads_since)) : Promise.resolve([]),
      ]);
      socket.emit('messages_synced', {
        messages: result.messages,
        reads,
        latest: result.latest,
        has_more: result.has_more,
        server_time: services.now().toISOString(),
      });
    });

    socket.on('disconnect', () => {
      if (presence.remove(me, socket.id, services.now())) {
        socket.broadcast.emit('user_offline', {
          user_id: me,
          user_name: socket.data.name,
          last_seen: services.now().toISOString(),
        });
      }
    });
  });

  // Fastify closes the HTTP server; socket.io only has to let its clients go first.
  app.addHook('preClose', async () => {
    services.bus.off('sessions_revoked', onRevoked);
    nsp.disconnectSockets(true);
    io.engine.close();
  });

  return {
    io,
    onlineIds,
    isOnline: (id: number) => presence.isOnline(id),
    lastSeen: (id: number) => presence.seen(id),
  };
}
