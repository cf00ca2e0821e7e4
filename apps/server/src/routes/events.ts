import type { ServerResponse } from 'node:http';
import { endpoints, type LiveEvent } from '@hrportal/api-client/contract';
import { bearerToken } from '../auth/guards';
import type { SessionUser } from '../auth/sessions';
import type { LiveFeedEvent } from '../events/liveFeed';
import { forbidden } from '../http/errors';
import { registerEndpoint, replySent } from '../http/route';
import type { RoutePlugin } from './plugin';

/** Whether `user` may see `event` (its audience: everyone, some user types, some users). */
export function canSee(user: SessionUser, event: Pick<LiveFeedEvent, 'audience'>): boolean {
  const { audience } = event;
  if (audience.all) return true;
  if (audience.userIds?.includes(user.id)) return true;
  const types = audience.userTypes ?? [];
  if (types.includes(user.userType)) return true;
  // Leadership sees what management sees (SPEC §6).
  return user.userType === 'leadership' && types.includes('management');
}

/** The wire shape of a stored event (SPEC §3 "Real-time event"; `id` is the SSE id). */
export function toWireEvent(event: LiveFeedEvent): LiveEvent {
  return {
    id: String(event.id),
    type: event.type,
    data: event.payload,
    timestamp: event.createdAt.toISOString(),
  } as LiveEvent;
}

/** The SSE frame of an event (the fan-out builds it once for every stream it is written to). */
function frameOf(event: LiveFeedEvent): string {
  return `id: ${event.id}\ndata: ${JSON.stringify(toWireEvent(event))}\n\n`;
}

/** A live stream held by this instance. */
interface OpenStream {
  userId: number;
  token: string;
  out: ServerResponse;
  /** Takes a live event and its frame: sent when the user may see it (queued during the replay). */
  deliver(event: LiveFeedEvent, frame: string): void;
  /** Closes the stream (session over, or the server shutting down). */
  end(): void;
}

function lastIdFrom(value: unknown): number {
  const id = Number(Array.isArray(value) ? value[0] : value);
  return Number.isSafeInteger(id) && id > 0 ? id : 0;
}

/**
 * The live feed (SPEC §4 "Real-time feed", §7): `GET /events/{userId}` streams the caller's events
 * as server-sent events — `id:` is the stored event id, so a reconnect with `Last-Event-ID` first
 * replays everything missed from the database (the stream is subscribed before the replay and
 * de-duplicated by id, so nothing is lost or doubled in between) — and `GET /events` returns
 * recent events for a catch-up without a stream. A user opens only their own stream.
 */
export const eventRoutes: RoutePlugin = async (api, { services }) => {
  const { liveFeed, bus } = services;
  /** The open streams of this instance. */
  const streams = new Set<OpenStream>();
  /** Ends the streams among `list` whose session is over (one query for all of them). */
  const endSignedOut = async (list: OpenStream[]) => {
    if (!list.length) return;
    // The database being away is not a session ending: those streams are checked next beat.
    const valid = await services.sessions
      .validTokens(list.map((s) => s.token))
      .catch(() => undefined);
    if (valid) for (const stream of list) if (!valid.has(stream.token)) stream.end();
  };
  // One timer for every stream of the instance: a heartbeat comment keeps proxies from closing
  // an idle stream, then one query re-checks every stream's session (expiry, and revocations
  // made on other instances). The check does not slide a session: an open tab alone must not
  // keep it alive.
  const heartbeat = setInterval(() => {
    for (const stream of streams) stream.out.write(': heartbeat\n\n');
    void endSignedOut([...streams]);
  }, services.config.realtime.heartbeatMs);
  heartbeat.unref();
  // One listener for every stream of the instance: an event is serialised once and written to
  // the streams in one pass (not one bus handler per stream, each looking its frame up).
  const onLive = (event: LiveFeedEvent) => {
    if (!streams.size) return;
    const frame = frameOf(event);
    for (const stream of streams) stream.deliver(event, frame);
  };
  bus.on('live', onLive);
  // A revocation on this instance ends that user's streams at once.
  const onRevoked = ({ userId }: { userId: number }) =>
    void endSignedOut([...streams].filter((s) => s.userId === userId));
  bus.on('sessions_revoked', onRevoked);
  // Open streams end when the server shuts down, so a graceful close does not wait on them.
  api.addHook('preClose', async () => {
    clearInterval(heartbeat);
    bus.off('live', onLive);
    bus.off('sessions_revoked', onRevoked);
    for (const stream of streams) stream.end();
  });

  registerEndpoint(api, services, endpoints.recentEvents, async ({ query, session }) => {
    const after = lastIdFrom(query.after_id);
    const events = await liveFeed.since(after, query.limit);
    return {
      status: 'success' as const,
      events: events.filter((e) => canSee(session.user, e)).map(toWireEvent),
    };
  });

  registerEndpoint(
    api,
    services,
    endpoints.liveFeed,
    async ({ params, session, request, reply }) => {
      const { user } = session;
      if (params.userId !== user.id) throw forbidden();
      let lastSent = lastIdFrom(request.headers['last-event-id']);
      /** Live events that arrive during the replay, with their frames: sent after it. */
      const pending: { event: LiveFeedEvent; frame: string }[] = [];
      let replaying = true;
      let closed = false;

      reply.hijack();
      const out = reply.raw;
      out.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-cache, no-transform',
        Connection: 'keep-alive',
        'X-Accel-Buffering': 'no',
        'X-Content-Type-Options': 'nosniff',
      });
      const send = (event: LiveFeedEvent, frame?: string) => {
        if (closed || event.id <= lastSent || !canSee(user, event)) return;
        lastSent = event.id;
        out.write(frame ?? frameOf(event));
      };
      const stream: OpenStream = {
        userId: user.id,
        token: bearerToken(request) ?? '',
        out,
        deliver: (event, frame) => {
          if (replaying) pending.push({ event, frame });
          else send(event, frame);
        },
        end: () => {
          if (closed) return;
          cleanup();
          out.end();
        },
      };
      streams.add(stream);
      const cleanup = () => {
        closed = true;
        streams.delete(stream);
      };
      request.raw.on('close', cleanup);
      out.on('close', cleanup);

      // Tell the client how long to wait before reconnecting, then replay what it missed.
      out.write('retry: 1000\n\n');
      try {
        if (lastSent > 0) {
          for (;;) {
            const batch = await liveFeed.since(lastSent, 500);
            for (const event of batch) {
              if (canSee(user, event)) send(event);
              else lastSent = Math.max(lastSent, event.id);
            }
            if (batch.length < 500 || closed) break;
          }
        }
      } finally {
        replaying = false;
        pending.sort((a, b) => a.event.id - b.event.id);
        for (const { event, frame } of pending) send(event, frame);
        pending.length = 0;
      }
      return replySent;
    },
  );
};
