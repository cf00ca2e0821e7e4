import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import {
  chatNamespace,
  chatReconnectionAttempts,
  chatReconnectionDelayMaxMs,
  chatReconnectionDelayMs,
  chatReconnectionRandomization,
  chatSocketTimeoutMs,
  chatTransports,
  onlineUsersPollMs,
  socketIoPath,
} from '../contract/constants';
import type { ClientToServerEvents, ServerToClientEvents } from '../contract/socket';
import { HrPortalError } from '../errors/HrPortalError';
import { sdkMessages as messages } from '../errors/sdkMessages';
import type { SessionStore } from '../session/sessionStore';

/**
 * The chat socket with the contract's event maps: `emit` and `on` are typed from
 * `ClientToServerEvents` / `ServerToClientEvents`.
 *
 * @example
 * ```ts
 * const socket: TypedChatSocket = chat.socket;
 * socket.emit('typing', { sender_id: 3, receiver_id: 5, is_typing: true, session_token: token });
 * ```
 */
export type TypedChatSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * Options of {@link createChatSocket}.
 *
 * @example
 * ```ts
 * createChatSocket(client, { url: 'https://chat.example.com' });
 * ```
 */
export interface ChatSocketOptions {
  /** Origin of the socket.io server. @default the origin of the client's `baseUrl` */
  url?: string;
  /** socket.io namespace. @default '/chat' */
  namespace?: string;
  /** Engine path. @default '/socket.io' */
  path?: string;
  /** Interval of `get_online_users`. @default 30_000 */
  onlineUsersPollMs?: number;
  /** Extra socket.io-client options (after ours; for tests and proxies). */
  socketOptions?: Partial<ManagerOptions & SocketOptions>;
}

/**
 * A connected (or connecting) chat: the typed socket, and `close()` which stops the presence poll
 * and disconnects.
 *
 * @example
 * ```ts
 * const chat = createChatSocket(client);
 * chat.socket.on('new_message', (m) => show(m));
 * chat.close();
 * ```
 */
export interface ChatSocket {
  /** The typed socket.io socket. */
  readonly socket: TypedChatSocket;
  /** Stops polling presence and disconnects. */
  close(): void;
}

/** What {@link createChatSocket} needs of a client. @example `createChatSocket(client)` */
export interface ChatSocketHost {
  readonly session: SessionStore;
  readonly http: { readonly baseUrl: string };
}

/**
 * Opens the chat socket of the signed-in user (SPEC §7 "Chat socket", §9): websocket then polling
 * with upgrade, a new connection each time, 20 s timeout, reconnection 1 s → 5 s with 0.5
 * randomization and no attempt limit, `auth: { token }` in the handshake. On every connect it
 * emits `connect_user`, then `get_online_users` (again every 30 s) and `get_user_groups`.
 *
 * Without a stored token it throws `'No authentication token found'` and connects nothing.
 * Lives in the `@hrportal/api-client/chat-socket` entry so socket.io-client stays out of bundles
 * that do not chat.
 *
 * @example
 * ```ts
 * import { createChatSocket } from '@hrportal/api-client/chat-socket';
 * const chat = createChatSocket(client);
 * chat.socket.on('new_message', (message) => console.log(message.message));
 * ```
 */
export function createChatSocket(
  host: ChatSocketHost,
  options: ChatSocketOptions = {},
): ChatSocket {
  const session = host.session.get();
  const token = host.session.token();
  if (!token || !session) {
    throw new HrPortalError({
      status: 401,
      kind: 'http',
      message: messages.chatNoToken,
      userMessage: messages.chatNoToken,
    });
  }
  const origin = options.url ?? new URL(host.http.baseUrl).origin;
  const socket: TypedChatSocket = io(`${origin}${options.namespace ?? chatNamespace}`, {
    path: options.path ?? socketIoPath,
    transports: [...chatTransports],
    upgrade: true,
    forceNew: true,
    timeout: chatSocketTimeoutMs,
    reconnection: true,
    reconnectionDelay: chatReconnectionDelayMs,
    reconnectionDelayMax: chatReconnectionDelayMaxMs,
    randomizationFactor: chatReconnectionRandomization,
    reconnectionAttempts: chatReconnectionAttempts,
    auth: { token },
    ...options.socketOptions,
  });
  let poll: ReturnType<typeof setInterval> | undefined;
  const stopPoll = () => {
    if (poll) clearInterval(poll);
    poll = undefined;
  };
  socket.on('connect', () => {
    socket.emit('connect_user', {
      session_token: token,
      user_id: session.userId,
      user_name: session.userName,
      user_email: session.userEmail,
    });
    socket.emit('get_online_users');
    socket.emit('get_user_groups', { user_id: session.userId });
    stopPoll();
    poll = setInterval(
      () => socket.emit('get_online_users'),
      options.onlineUsersPollMs ?? onlineUsersPollMs,
    );
  });
  socket.on('disconnect', stopPoll);
  return {
    socket,
    close() {
      stopPoll();
      socket.disconnect();
    },
  };
}
