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
import type { output, ZodType } from 'zod';
import { runAs } from '../audit/context';
import { type AuthSession, hashToken } from '../auth/sessions';
import { checkInput } from '../http/route';
import { engineSecurityHeaders } from '../http/securityHeaders';
import type { ChatPresence } from '../routes/plugin';
import type { ServerServices } from '../services';
import { ChatRuleError } from './chatService';

/** Between our instances only: when a user's last socket anywhere went away (their "last seen"). */
type ServerEvents = InterServerEvents & {
  user_seen: (payload: { user_id: number; at: string }) => void;
};
type ChatServer = Server<ClientToServerEvents, ServerToClientEvents, ServerEvents, SocketData>;
type ChatSocket = Socket<ClientToServerEvents, ServerToClientEvents, ServerEvents, SocketData>;
type ClientEvent = keyof ClientToServerEvents;
type EventWithSchema = keyof typeof clientEventSchemas;
/** A client event's payload as its contract schema parses it (`get_online_users` has none). */
type PayloadOf<E extends ClientEvent> = E extends EventWithSchema
  ? output<(typeof clientEventSchemas)[E]>
  : undefined;
/** A client event's acknowledgement callback, as the contract declares it (most have none). */
type AckOf<E extends ClientEvent> = Parameters<ClientToServerEvents[E]>[1];
type EventHandler<E extends ClientEvent> = (payload: PayloadOf<E>, ack?: AckOf<E>) => Promise<void>;
/** Every client event's schema, typed per event so a handler's payload type follows from its name. */
const payloadSchemas: { [E in ClientEvent]: ZodType<PayloadOf<E>> | undefined } = {
  ...clientEventSchemas,
  get_online_users: undefined,
};
/** The socket as socket.io's untyped listener registration sees it. */
type RawSocket = { on(event: string, listener: (raw: unknown, ack: unknown) => void): unknown };

const userRoom = (id: number) => `user:${id}`;
const groupRoom = (id: number) => `group:${id}`;
const sessionOver = 'Your session has expired. Please log in again.';

/** What a socket remembers of its session between database checks. */
interface SessionMemory {
  /** `Date.now()` of the last database check. */
  checkedAt: number;
  /** Server-clock time (`services.now()`) at which the session expires unless used. */
  expiresAt: number;
}

/**
 * Events a client sends by itself (on connect and every 30 s): they are checked against the session
 * without sliding it, so an idle tab does not keep its session alive.
 */
const backgroundEvents = new Set<keyof ClientToServerEvents>([
  'connect_user',
  'get_online_users',
  'get_user_groups',
  'sync_messages',
]);

/**
 * The chat over socket.io (`/socket.io`, namespace `/chat`; SPEC §4 "Chat socket", §7): the
 * handshake carries the session token (a bad or expired one gets `auth_error` and is
 * disconnected); every client event of the contract is validated with its schema, checked against
 * the §5/§6 rules (a violation answers `error` with a clear message) and stored before it is
 * confirmed (`message_sent`) or delivered (`new_message`). Reconnecting clients send
 * `sync_messages` with the last sequence they hold per conversation and get what they missed.
 *
 * A socket's events are handled one after another, in the order they arrived (a user's messages
 * are stored in the order they were sent). The session is checked from the socket's memory and
 * against the database at most every `realtime.sessionRecheckMs`; revocations are pushed (the
 * revoking instance ends the user's sockets on every instance) and a sweep ends sockets whose
 * session reached its expiry.
 */
/**
 * The address a chat change is audited from: the same one Fastify gives HTTP routes — behind a
 * trusted proxy (`TRUST_PROXY=1`) the client end of `X-Forwarded-For`, else the socket's peer.
 */
function clientAddress(
  handshake: { address: string; headers: Record<string, string | string[] | undefined> },
  trustProxy: boolean,
): string {
  const forwarded = handshake.headers['x-forwarded-for'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return trustProxy && first ? first : handshake.address;
}

export function attachChat(
  app: FastifyInstance,
  services: ServerServices,
  adapter?: Parameters<Server['adapter']>[0],
): ChatPresence & { io: ChatServer } {
  const { chat } = services;
  const { realtime } = services.config;
  const io: ChatServer = new Server(app.server, {
    path: '/socket.io',
    serveClient: false,
    // Embedding hosts' pages connect from their own origin (ALLOWED_ORIGINS and the organisation
    // settings, asked per request); no cookies.
    cors: {
      origin: (origin, callback) =>
        callback(null, origin !== undefined && services.settings.allows(origin)),
      credentials: false,
    },
  });
  // Polling answers bypass Fastify: they get the same security headers here.
  io.engine.use(engineSecurityHeaders(() => services.settings.allowedOrigins()));
  // With Redis, every instance's sockets are one set: rooms, emits and fetchSockets span them.
  if (adapter) io.adapter(adapter);
  const nsp = io.of(chatNamespace);
  let closing = false;

  /** Local sockets per user, and when each user's last socket (on any instance) went away. */
  const localSockets = new Map<number, number>();
  const lastSeen = new Map<number, Date>();
  nsp.on('user_seen', ({ user_id, at }) => lastSeen.set(user_id, new Date(at)));

  const memories = new WeakMap<object, SessionMemory>();
  type AnySocket = {
    handshake: { auth: unknown };
    emit: (event: 'auth_error', payload: { message: string }) => unknown;
    disconnect: (close?: boolean) => unknown;
  };
  const end = (target: AnySocket) => {
    target.emit('auth_error', { message: sessionOver });
    target.disconnect(true);
  };
  const tokenOf = (target: AnySocket) => {
    const token = (target.handshake.auth as { token?: unknown } | undefined)?.token;
    return typeof token === 'string' ? token : '';
  };
  /** Checks the session in the database; ends the socket when it is over. */
  async function recheck(target: AnySocket, touch: boolean): Promise<boolean> {
    const session = await services.sessions
      .resolve(tokenOf(target), { touch })
      .catch(() => undefined);
    if (!session) {
      end(target);
      return false;
    }
    const memory = memories.get(target);
    if (memory) {
      memory.checkedAt = Date.now();
      memory.expiresAt = services.sessions.expiresAt(session);
    }
    return true;
  }
  /** Every event: from memory while it is fresh and the session not due to expire. */
  function stillSignedIn(socket: ChatSocket, touch: boolean): boolean | Promise<boolean> {
    const memory = memories.get(socket);
    if (
      memory &&
      Date.now() - memory.checkedAt < realtime.sessionRecheckMs &&
      services.now().getTime() < memory.expiresAt
    )
      return true;
    return recheck(socket, touch);
  }
  // A revoked session (logout, password change, deactivation) ends its sockets at once, on every
  // instance: fetchSockets spans them through the adapter.
  const onRevoked = async ({ userId }: { userId: number }) => {
    const targets = await nsp.in(userRoom(userId)).fetchSockets();
    await Promise.all(targets.map((target) => recheck(target as unknown as AnySocket, false)));
  };
  services.bus.on('sessions_revoked', onRevoked);
  // Idle or absolute expiry reached with no event to notice it: the sweep ends those sockets
  // (unless HTTP use slid the session meanwhile).
  const sweep = setInterval(() => {
    const at = services.now().getTime();
    for (const socket of nsp.sockets.values()) {
      const memory = memories.get(socket);
      if (memory && at >= memory.expiresAt) void recheck(socket, false);
    }
  }, realtime.expirySweepMs);
  sweep.unref();

  /** Ids of users with a socket on any instance (the rooms `user:<id>`, which the adapter spans). */
  const onlineIds = async (): Promise<Set<number>> => {
    const withAll = nsp.adapter as unknown as { allRooms?: () => Promise<Set<string>> };
    const rooms: Iterable<string> = withAll.allRooms
      ? await withAll.allRooms().catch(() => nsp.adapter.rooms.keys())
      : nsp.adapter.rooms.keys();
    const ids = new Set<number>();
    for (const room of rooms) if (room.startsWith('user:')) ids.add(Number(room.slice(5)));
    return ids;
  };
  /** Every active user with their presence (socket `online_users_list` and HTTP `online_users`). */
  const onlineList = async (): Promise<OnlineUser[]> => {
    const [people, online] = await Promise.all([chat.activeUsers(), onlineIds()]);
    return people.map((p) => ({
      id: p.id,
      name: p.name,
      email: p.email,
      is_online: online.has(p.id),
      last_seen: lastSeen.get(p.id)?.toISOString() ?? null,
    }));
  };

  nsp.use(async (socket, next) => {
    const token = tokenOf(socket);
    const session: AuthSession | undefined = token
      ? await services.sessions.resolve(token).catch(() => undefined)
      : undefined;
    if (session) {
      const { user } = session;
      const expiresAt = services.sessions.expiresAt(session);
      memories.set(socket, { checkedAt: Date.now(), expiresAt });
      socket.data = {
        user_id: user.id,
        user_name: user.username,
        name: user.name,
        email: user.email ?? '',
        role: user.userType === 'management' ? 'manager' : user.userType,
        user_type: user.userType,
        token_hash: hashToken(token),
        session_expires_at: new Date(expiresAt).toISOString(),
      };
    }
    next();
  });

  nsp.on('connection', (socket: ChatSocket) => {
    if (!socket.data?.user_id) {
      end(socket);
      return;
    }
    const me = socket.data.user_id;
    let counted = false;
    /** The pipelined sends of this socket not yet settled (see `on`). */
    let sending: Promise<unknown> = Promise.resolve();
    // Handlers are registered at once (a client emits right after connecting) and wait for this.
    let queue: Promise<unknown> = (async () => {
      const groups = await chat.groupIdsOf(me);
      await socket.join([userRoom(me), ...groups.map(groupRoom)]);
      if (socket.disconnected) return;
      counted = true;
      const local = (localSockets.get(me) ?? 0) + 1;
      localSockets.set(me, local);
      if (local === 1) {
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
    })().catch((error: unknown) => {
      app.log.error({ err: error }, 'chat connection set-up failed');
      socket.emit('error', { message: 'Failed to connect to chat server' });
      socket.disconnect(true);
    });

    /**
     * Registers a handler: events of this socket run one at a time in arrival order, each after
     * the session check and its schema; rule breaks and bad payloads answer `error` (and the ack).
     * A `pipelined` handler (sending a message) holds the next event only until it has handed its
     * message to the group commit, which stores messages in the order handed (issue 24): a
     * client's messages in flight are then stored together instead of one commit each, and in
     * the order sent. Other events wait for the sends before them to settle (a `leave_group`
     * never overtakes a message sent before it).
     */
    function on<E extends ClientEvent>(event: E, handler: EventHandler<E>, pipelined = false) {
      const schema = payloadSchemas[event];
      const touch = !backgroundEvents.has(event);
      const run = async (raw: unknown, ack: unknown) => {
        // Any other event waits until the messages sent before it are stored (or refused).
        if (!pipelined) await sending;
        if (socket.disconnected) return;
        // Nearly always answered from memory: no promise job for that (issue 24, fifth pass).
        const signedIn = stillSignedIn(socket, touch);
        if (signedIn !== true && !(await signedIn)) return;
        const reply = typeof ack === 'function' ? (ack as AckOf<E>) : undefined;
        const clientId = (raw as { client_id?: string } | undefined)?.client_id ?? null;
        const refuse = (message: string) => {
          socket.emit('error', { message, event, client_id: clientId });
          (reply as ((result: unknown) => void) | undefined)?.({
            ok: false,
            error: message,
            client_id: clientId,
          });
        };
        // The input rules of every HTTP route: unsafe text, then the event's schema (issue 16).
        const checked = checkInput(schema, raw);
        if (!checked.success) {
          refuse(checked.issues[0]?.message ?? serverMessages.invalidChatPayload);
          return;
        }
        const payload = checked.data;
        // Runs synchronously up to the handler's first await: a send has queued its message.
        const handled = (async () => {
          try {
            // Changes made by this event (groups, members) are audited as this user's, from this IP.
            await runAs(
              { userId: me, ip: clientAddress(socket.handshake, services.config.trustProxy) },
              () => handler(payload, reply),
            );
          } catch (error) {
            if (!(error instanceof ChatRuleError))
              app.log.error({ err: error, event }, 'chat handler failed');
            refuse(
              error instanceof ChatRuleError
                ? error.message
                : 'Something went wrong. Please try again.',
            );
          }
        })();
        // Chained, not `Promise.all`ed: its value would nest one array per message a socket sends.
        if (pipelined) sending = sending.then(() => handled);
        else await handled;
      };
      // socket.io's typed `on` cannot relate a generic event name to its listener: take the
      // untyped listener, whose arguments `run` validates above.
      (socket as unknown as RawSocket).on(event, (raw: unknown, ack: unknown) => {
        queue = queue
          .then(() => run(raw, ack))
          .catch((error: unknown) => app.log.error({ err: error, event }, 'chat event failed'));
      });
    }

    const sendOnlineList = async () => {
      socket.emit('online_users_list', await onlineList());
    };
    on('connect_user', sendOnlineList);
    on('get_online_users', sendOnlineList);
    on('get_user_groups', async () => {
      socket.emit('user_groups', await chat.groupsOf(me));
    });

    on(
      'chat_message',
      async (p, ack) => {
        const { message, duplicate } = await chat.send({
          senderId: me,
          receiverId: p.receiver_id,
          message: p.message,
          replyTo: p.reply_to,
          clientId: p.client_id,
        });
        // Stored and committed: the receiver first (its delivery is the round trip), then the sender.
        if (!duplicate) nsp.to(userRoom(p.receiver_id)).emit('new_message', message);
        socket.emit('message_sent', message);
        ack?.({ ok: true, message });
        if (!duplicate) socket.to(userRoom(me)).emit('message_sent', message);
      },
      true,
    );

    on(
      'group_message',
      async (p, ack) => {
        const { message, duplicate } = await chat.send({
          senderId: me,
          groupId: p.group_id,
          message: p.message,
          replyTo: p.reply_to,
          clientId: p.client_id,
        });
        if (!duplicate) socket.to(groupRoom(p.group_id)).emit('new_group_message', message);
        socket.emit('message_sent', message);
        ack?.({ ok: true, message });
      },
      true,
    );

    on('create_group', async (p, ack) => {
      const group = await chat.createGroup(me, p.group_name, p.member_ids);
      for (const id of group.members) nsp.in(userRoom(id)).socketsJoin(groupRoom(group.group_id));
      // To the members' own rooms, joined at connect: with the Redis adapter the group-room joins
      // above may land after this emit, and a member would never hear of the group.
      nsp.to(group.members.map(userRoom)).emit('group_created', group);
      ack?.({ ok: true, group });
    });

    on('join_group', async (p) => {
      const members = await chat.members(services.db, p.group_id);
      if (!members.includes(me)) throw new ChatRuleError(403, serverMessages.notGroupMember);
      await socket.join(groupRoom(p.group_id));
      socket.emit('joined_group', { group_id: p.group_id });
    });

    on('add_group_members', async (p) => {
      const { added, members } = await chat.addMembers(p.group_id, me, p.member_ids);
      for (const id of added) nsp.in(userRoom(id)).socketsJoin(groupRoom(p.group_id));
      nsp
        .to(groupRoom(p.group_id))
        .emit('members_added', { group_id: p.group_id, added_members: added, members });
      const group = await chat.group(services.db, p.group_id);
      for (const id of added) nsp.to(userRoom(id)).emit('group_created', group);
    });

    on('remove_group_member', async (p) => {
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

    on('leave_group', async (p) => {
      await chat.leave(p.group_id, me);
      nsp.in(userRoom(me)).socketsLeave(groupRoom(p.group_id));
      socket.emit('left_group', { group_id: p.group_id });
      nsp.to(groupRoom(p.group_id)).emit('member_left', {
        group_id: p.group_id,
        left_member_id: me,
        message: `${socket.data.name} left the group`,
      });
    });

    on('delete_group', async (p) => {
      const { group } = await chat.deleteGroup(p.group_id, me);
      nsp
        .to(groupRoom(p.group_id))
        .emit('group_deleted', { group_id: p.group_id, group_name: group.name });
      nsp.socketsLeave(groupRoom(p.group_id));
    });

    on('read_message', async (p) => {
      const { message_id, read_at, receipt } = await chat.markRead(p.message_id, me);
      socket.emit('message_read_success', { message_id, read_at });
      if (!receipt) return;
      const { sender_id: senderId, ...wire } = receipt;
      nsp.to(userRoom(senderId)).to(userRoom(me)).emit('message_read', wire);
    });

    on('typing', async (p) => {
      const payload = {
        sender_id: me,
        sender_name: socket.data.name,
        user_name: socket.data.user_name,
        is_typing: p.is_typing,
        group_id: p.group_id ?? null,
        receiver_id: p.receiver_id,
      };
      if (p.group_id) {
        // The socket is in the rooms of its groups (kept in step on every instance by the
        // adapter as members come and go): no query on a keystroke.
        if (!socket.rooms.has(groupRoom(p.group_id)))
          throw new ChatRuleError(403, serverMessages.notGroupMember);
        socket.to(groupRoom(p.group_id)).emit('typing_status', payload);
      } else if (p.receiver_id) {
        nsp.to(userRoom(p.receiver_id)).emit('typing_status', payload);
      }
    });

    on('sync_messages', async (p) => {
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

    socket.on('disconnect', async () => {
      // A closing instance lets its sockets go (they reconnect elsewhere): no presence news.
      if (!counted || closing) return;
      const local = (localSockets.get(me) ?? 1) - 1;
      if (local > 0) {
        localSockets.set(me, local);
        return;
      }
      localSockets.delete(me);
      // Offline only when no socket of the user is left on any instance.
      const elsewhere = await nsp
        .in(userRoom(me))
        .fetchSockets()
        .catch(() => []);
      if (elsewhere.length) return;
      const at = services.now();
      lastSeen.set(me, at);
      if (adapter) nsp.serverSideEmit('user_seen', { user_id: me, at: at.toISOString() });
      socket.broadcast.emit('user_offline', {
        user_id: me,
        user_name: socket.data.name,
        last_seen: at.toISOString(),
      });
    });
  });

  // Fastify closes the HTTP server; socket.io only has to let its clients go first.
  app.addHook('preClose', async () => {
    closing = true;
    clearInterval(sweep);
    services.bus.off('sessions_revoked', onRevoked);
    nsp.disconnectSockets(true);
    io.engine.close();
  });

  return {
    io,
    onlineIds,
    onlineList,
    lastSeen: (id: number) => lastSeen.get(id) ?? null,
  };
}
