/**
 * A chat client that follows the delivery protocol of issue 5 to the letter, for the no-loss test:
 * every message has a client id and stays in an outbox until the server confirms it (ack or
 * `message_sent`); on every (re)connect the client sends `sync_messages` with the highest
 * sequence number it holds without a gap per conversation, then resends its outbox in order with
 * the same client ids. Messages are released to "the app" strictly in sequence order; a gap (a
 * later message arrived first, e.g. through the other instance) is held until it fills or a sync
 * fills it. It records what it saw so the test can count losses, duplicates and disorder.
 */
import type {
  ChatGroup,
  ChatMessage,
  ClientToServerEvents,
  GroupAck,
  MessageAck,
  MessagesSyncedEvent,
  ServerToClientEvents,
} from '@hrportal/api-client/contract';
import { io, type Socket } from 'socket.io-client';

type ChatSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** A message the client wants delivered: direct (`receiverId`) or to a group (`groupId`). */
export interface Outgoing {
  clientId: string;
  text: string;
  receiverId?: number;
  groupId?: number;
}

export class ReliableChatClient {
  private socket: ChatSocket | undefined;
  private ready = false;
  private syncTimer: ReturnType<typeof setTimeout> | undefined;
  /** Messages held per conversation, by sequence number. */
  readonly held = new Map<string, Map<number, ChatMessage>>();
  /** Highest sequence number held with nothing missing below it, per conversation. */
  readonly contiguous = new Map<string, number>();
  /** Sequence numbers in the order they were released to the app, per conversation. */
  readonly released = new Map<string, number[]>();
  /** Unconfirmed messages, in the order they were written. */
  readonly outbox = new Map<string, Outgoing>();
  /** Confirmed messages by client id. */
  readonly confirmed = new Map<string, ChatMessage>();
  /** Distinct messages seen under each (sender, client id): more than one is a duplicate. */
  readonly idsByClientId = new Map<string, Set<number>>();
  readonly errors: string[] = [];
  stats = { redelivered: 0, arrivedOutOfOrder: 0, seqConflicts: 0, connects: 0, syncs: 0 };

  constructor(
    readonly userId: number,
    private readonly token: string,
  ) {}

  get connected(): boolean {
    return this.ready;
  }

  /** Opens a new socket to `url` (a fresh connection, as after a network change). */
  connect(url: string): void {
    if (this.socket) this.drop(false);
    const socket: ChatSocket = io(`${url}/chat`, {
      path: '/socket.io',
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
      auth: { token: this.token },
    });
    this.socket = socket;
    socket.on('connected', () => {
      if (this.socket !== socket) return;
      this.ready = true;
      this.stats.connects++;
      this.sync();
      for (const message of this.outbox.values()) this.emit(message);
    });
    socket.on('disconnect', () => {
      if (this.socket === socket) this.ready = false;
    });
    socket.on('new_message', (m) => this.accept(m));
    socket.on('new_group_message', (m) => this.accept(m));
    socket.on('message_sent', (m) => this.confirm(m));
    socket.on('messages_synced', (event) => this.synced(event));
    socket.on('error', ({ message }) => this.errors.push(message));
    socket.on('auth_error', ({ message }) => this.errors.push(`auth_error: ${message}`));
  }

  /** Drops the connection: a clean disconnect, or the transport closed under it (`abrupt`). */
  drop(abrupt: boolean): void {
    const socket = this.socket;
    if (!socket) return;
    this.ready = false;
    this.socket = undefined;
    if (abrupt) socket.io.engine.close();
    else socket.disconnect();
    // Late events of the old socket are still facts about the server; keep listening to them.
    setTimeout(() => socket.removeAllListeners(), 2000).unref?.();
  }

  /** Writes a message: into the outbox, and onto the wire when connected. */
  send(message: Outgoing): void {
    this.outbox.set(message.clientId, message);
    if (this.ready) this.emit(message);
  }

  /** Asks for everything after what it holds without gaps (also used at the end of a run). */
  sync(): void {
    if (!this.ready || !this.socket) return;
    this.stats.syncs++;
    this.socket.emit('sync_messages', { since: Object.fromEntries(this.contiguous) });
  }

  /** Creates a group with `memberIds` (needs a connected client); resolves with it. */
  createGroup(name: string, memberIds: number[]): Promise<ChatGroup> {
    return new Promise((resolve, reject) => {
      if (!this.ready || !this.socket) {
        reject(new Error('not connected'));
        return;
      }
      this.socket.emit(
        'create_group',
        { session_token: this.token, group_name: name, member_ids: memberIds },
        (ack: GroupAck) => (ack.ok ? resolve(ack.group) : reject(new Error(ack.error))),
      );
    });
  }

  close(): void {
    if (this.syncTimer) clearTimeout(this.syncTimer);
    this.socket?.disconnect();
    this.socket = undefined;
    this.ready = false;
  }

  private emit(message: Outgoing): void {
    const socket = this.socket;
    if (!socket) return;
    const ack = (result: MessageAck) => {
      if (result.ok) this.confirm(result.message);
      else this.errors.push(result.error);
    };
    const common = {
      message: message.text,
      session_token: this.token,
      client_id: message.clientId,
    };
    if (message.groupId !== undefined)
      socket.emit('group_message', { ...common, group_id: message.groupId }, ack);
    else
      socket.emit(
        'chat_message',
        { ...common, sender_id: this.userId, receiver_id: message.receiverId ?? 0 },
        ack,
      );
  }

  private confirm(message: ChatMessage): void {
    if (message.sender_id === this.userId && message.client_id) {
      this.outbox.delete(message.client_id);
      this.confirmed.set(message.client_id, message);
    }
    this.accept(message);
  }

  private synced(event: MessagesSyncedEvent): void {
    for (const message of event.messages) this.accept(message);
    if (event.has_more.length) this.sync();
  }

  private accept(message: ChatMessage): void {
    const key = message.conversation_key;
    if (message.client_id) {
      const byClient = `${message.sender_id}/${message.client_id}`;
      const ids = this.idsByClientId.get(byClient) ?? new Set<number>();
      ids.add(message.id);
      this.idsByClientId.set(byClient, ids);
    }
    const held = this.held.get(key) ?? new Map<number, ChatMessage>();
    this.held.set(key, held);
    const known = held.get(message.seq);
    if (known) {
      if (known.id === message.id) this.stats.redelivered++;
      else this.stats.seqConflicts++;
      return;
    }
    const before = this.contiguous.get(key) ?? 0;
    if (message.seq <= before) {
      this.stats.redelivered++;
      return;
    }
    if ([...held.keys()].some((seq) => seq > message.seq)) this.stats.arrivedOutOfOrder++;
    held.set(message.seq, message);
    let top = before;
    const released = this.released.get(key) ?? [];
    while (held.has(top + 1)) released.push(++top);
    this.released.set(key, released);
    this.contiguous.set(key, top);
    // A gap: wait a moment (the missing one may be on its way through the other instance), then sync.
    if (held.size > top && !this.syncTimer) {
      this.syncTimer = setTimeout(() => {
        this.syncTimer = undefined;
        this.sync();
      }, 150);
    }
  }
}
