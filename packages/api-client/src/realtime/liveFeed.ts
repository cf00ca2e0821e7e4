import mitt, { type Emitter } from 'mitt';
import { liveFeedMaxReconnectAttempts, liveFeedReconnectBaseMs } from '../contract/constants';
import { parseLiveEvent } from '../contract/liveEvents';
import type { LiveEvent, LiveEventOf } from '../contract/liveFeed';
import type { LiveEventType } from '../contract/vocabularies';
import { networkFailure } from '../errors/failure';
import { HrPortalError } from '../errors/HrPortalError';
import type { HttpClient } from '../http/httpClient';
import type { SessionStore } from '../session/sessionStore';

/**
 * Connection state of the live feed (SPEC §4): `error` after the last reconnect attempt failed
 * (or the server refused the stream with 401/403).
 *
 * @example
 * ```ts
 * feed.on('connection:changed', (state: LiveFeedState) => setBadge(state));
 * ```
 */
export type LiveFeedState = 'disconnected' | 'connecting' | 'connected' | 'error';

/**
 * Events of a {@link LiveFeed} (mitt, one payload each): lifecycle (`connection:changed`, `error`)
 * apart from the domain events — `event` for every live event, and each live-event type by name
 * with its narrowed payload.
 *
 * @example
 * ```ts
 * feed.on('job_created', (e) => console.log(e.data.jobId));
 * ```
 */
export type LiveFeedEvents = {
  'connection:changed': LiveFeedState;
  /** Every failure is an `HrPortalError` naming the stream's URL (`code` `ECONNREFUSED`, a 401, …). */
  error: HrPortalError;
  event: LiveEvent;
} & { [T in LiveEventType]: LiveEventOf<T> };

/**
 * Options of {@link createLiveFeed} / `client.liveFeed`.
 *
 * @example
 * ```ts
 * client.liveFeed(3, { lastEventId: saved });
 * ```
 */
export interface LiveFeedOptions {
  /** First reconnect delay; doubles per attempt. @default 1000 */
  reconnectBaseMs?: number;
  /** Reconnect attempts in a row before the state stays `error`. @default 5 */
  maxReconnectAttempts?: number;
  /** Resume after this event id (sent as `Last-Event-ID`). */
  lastEventId?: string;
}

/**
 * The live feed of one user: server-sent events from `GET {baseUrl}/events/{userId}` read with
 * fetch streaming, so the bearer token is sent and it runs in Node. Reconnects after a drop from
 * 1 s doubling, at most 5 attempts in a row (SPEC §9), sending `Last-Event-ID`; stream errors are
 * silent (SPEC §8) apart from the `error` event.
 *
 * @example
 * ```ts
 * const feed = client.liveFeed(session.userId);
 * feed.on('event', (e) => toast(e.type));
 * feed.connect();
 * // later
 * feed.disconnect();
 * ```
 */
export interface LiveFeed extends Pick<Emitter<LiveFeedEvents>, 'on' | 'off'> {
  /** The current state. */
  readonly state: LiveFeedState;
  /** Id of the last event received (sent as `Last-Event-ID` on reconnect). */
  readonly lastEventId: string | undefined;
  /** Opens the stream (no-op when already open or opening). */
  connect(): void;
  /** Closes the stream and stops reconnecting. */
  disconnect(): void;
}

/** One parsed SSE message. @internal */
export interface SseMessage {
  id: string | undefined;
  event: string;
  data: string;
}

/**
 * An incremental `text/event-stream` parser (WHATWG rules: `data` lines joined with `\n`,
 * comments ignored, `id` without NUL kept, a blank line dispatches; lines end in CRLF, LF or CR,
 * and a chunk may end anywhere, even between the CR and the LF).
 *
 * @internal
 */
export function createSseParser(onMessage: (message: SseMessage) => void) {
  let buffer = '';
  let data: string[] = [];
  let event = '';
  let id: string | undefined;
  const line = (text: string) => {
    if (text === '') {
      if (data.length > 0) onMessage({ id, event: event || 'message', data: data.join('\n') });
      data = [];
      event = '';
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') data.push(value);
    else if (field === 'event') event = value;
    else if (field === 'id' && !value.includes('\0')) id = value;
  };
  return {
    push(chunk: string) {
      buffer += chunk;
      let index = buffer.search(/\r\n|\r|\n/);
      while (index !== -1) {
        // A CR at the end of a chunk may be the first half of a CRLF split across chunks: wait.
        if (buffer[index] === '\r' && index === buffer.length - 1) break;
        const newline = buffer[index] === '\r' && buffer[index + 1] === '\n' ? 2 : 1;
        line(buffer.slice(0, index));
        buffer = buffer.slice(index + newline);
        index = buffer.search(/\r\n|\r|\n/);
      }
    },
    /** The id of the last message, to resume from. */
    get lastId() {
      return id;
    },
  };
}

/** @internal */
export function createLiveFeed(
  http: HttpClient,
  session: SessionStore,
  userId: number,
  options: LiveFeedOptions = {},
): LiveFeed {
  const emitter = mitt<LiveFeedEvents>();
  const base = options.reconnectBaseMs ?? liveFeedReconnectBaseMs;
  const maxAttempts = options.maxReconnectAttempts ?? liveFeedMaxReconnectAttempts;
  let state: LiveFeedState = 'disconnected';
  let lastEventId = options.lastEventId;
  let controller: AbortController | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempts = 0;
  let wanted = false;

  const setState = (next: LiveFeedState) => {
    if (next === state) return;
    state = next;
    emitter.emit('connection:changed', next);
  };

  const scheduleReconnect = (reason: HrPortalError) => {
    emitter.emit('error', reason);
    if (!wanted) return;
    if (attempts >= maxAttempts) {
      wanted = false;
      setState('error');
      return;
    }
    const delay = base * 2 ** attempts;
    attempts += 1;
    setState('connecting');
    timer = setTimeout(() => {
      timer = undefined;
      void open();
    }, delay);
  };

  async function open(): Promise<void> {
    if (!wanted) return;
    controller = new AbortController();
    const { signal } = controller;
    setState('connecting');
    const headers: Record<string, string> = { Accept: 'text/event-stream' };
    const token = session.token();
    if (token) headers.Authorization = `Bearer ${token}`;
    if (lastEventId) headers['Last-Event-ID'] = lastEventId;
    let response: Response;
    const url = http.url('liveFeed', { userId });
    try {
      response = await http.fetch(url, { headers, signal });
    } catch (error) {
      if (signal.aborted) return;
      scheduleReconnect(networkFailure(error, 'GET', url));
      return;
    }
    if (!response.ok || !response.body) {
      const text = await response.text().catch(() => '');
      let told: unknown;
      try {
        told = (JSON.parse(text) as { message?: unknown }).message;
      } catch {
        told = undefined;
      }
      const failure = new HrPortalError({
        status: response.status,
        kind: 'http',
        message: typeof told === 'string' && told ? told : `HTTP error! status: ${response.status}`,
        method: 'GET',
        url,
      });
      if (response.status === 401 || response.status === 403) {
        // A refused stream will not be accepted on retry: stop instead of hammering the server.
        wanted = false;
        emitter.emit('error', failure);
        setState('error');
        return;
      }
      scheduleReconnect(failure);
      return;
    }
    attempts = 0;
    setState('connected');
    const parser = createSseParser((message) => {
      if (message.id !== undefined) lastEventId = message.id;
      const event = parseLiveEvent(message.data, message.id ? { id: message.id } : {});
      if (!event) return;
      emitter.emit('event', event);
      emitter.emit(event.type, event as never);
    });
    const decoder = new TextDecoder();
    const reader = response.body.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        parser.push(decoder.decode(value, { stream: true }));
      }
    } catch (error) {
      if (signal.aborted) return;
      scheduleReconnect(networkFailure(error, 'GET', url));
      return;
    }
    if (signal.aborted) return;
    scheduleReconnect(
      new HrPortalError({
        status: 0,
        kind: 'network',
        message: `GET ${url}: the live feed stream ended`,
        method: 'GET',
        url,
      }),
    );
  }

  return {
    on: emitter.on,
    off: emitter.off,
    get state() {
      return state;
    },
    get lastEventId() {
      return lastEventId;
    },
    connect() {
      if (wanted) return;
      wanted = true;
      attempts = 0;
      void open();
    },
    disconnect() {
      wanted = false;
      if (timer) clearTimeout(timer);
      timer = undefined;
      controller?.abort();
      controller = undefined;
      setState('disconnected');
    },
  };
}
