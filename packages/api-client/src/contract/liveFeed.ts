import { z } from 'zod';
import { Id, IsoDateTime } from './primitives';
import { type LiveEventType, liveEventTypes } from './vocabularies';

/*
 * The live update feed (SPEC §4 "Real-time feed", §7 "Live feed"): server-sent events on
 * `GET {apiBasePath}/events/{userId}`, bearer-authenticated, one stream per user. Each event is an
 * unnamed SSE message (`id: <id>` + `data: <json>`), so `EventSource.onmessage` and fetch readers
 * both see it; the `id` line equals the JSON's `id` and is what a reconnecting client sends back as
 * `Last-Event-ID`. Heartbeats are SSE comments (`: ping`) every `liveFeedHeartbeatMs`.
 */

/**
 * The `data` of a live event (SPEC §3 "Real-time event": candidateId, jobId, profileId, name, role,
 * status, comment, updatedBy, updatedAt, eventType), camelCase as on the wire. Ours: `targetId`,
 * `recruiterId`, `period`, `message` (system messages), `client`. Every field is optional here;
 * each event type requires its own ids (see {@link LiveEvent}). `status` defaults to `Updated` in
 * consumers (SPEC §3). `profileId` is the peer-review id of a peer-assigned profile.
 *
 * @example
 * ```ts
 * LiveEventData.parse({ candidateId: 9, name: 'Ravi Kumar', status: 'Offer', updatedBy: 'Asha Rao' });
 * ```
 */
export const LiveEventData = z.object({
  candidateId: Id.nullable().optional(),
  jobId: Id.nullable().optional(),
  profileId: Id.nullable().optional(),
  name: z.string().optional(),
  role: z.string().optional(),
  status: z.string().optional(),
  comment: z.string().optional(),
  updatedBy: z.string().optional(),
  updatedAt: IsoDateTime.optional(),
  eventType: z.string().optional(),
  client: z.string().optional(),
  targetId: Id.nullable().optional(),
  recruiterId: Id.nullable().optional(),
  period: z.enum(['weekly', 'monthly']).optional(),
  message: z.string().optional(),
});
/** Data of a live event. @example `const d: LiveEventData = { jobId: 12 };` */
export type LiveEventData = z.infer<typeof LiveEventData>;

const envelope = {
  /** Replay cursor; `''` only on events parsed from a legacy server that sends none. */
  id: z.string(),
  timestamp: IsoDateTime,
};

/**
 * Event types about one candidate: data needs `candidateId`.
 *
 * @example
 * ```ts
 * candidateLiveEventTypes.includes('candidate_added'); // true
 * ```
 */
export const candidateLiveEventTypes = [
  'candidate_added',
  'candidate_updated',
  'candidate_editing',
  'candidate_update',
] as const;
/**
 * Event types about a peer review: data needs `candidateId` and `profileId`.
 *
 * @example
 * ```ts
 * peerReviewLiveEventTypes.includes('peer_review_assigned'); // true
 * ```
 */
export const peerReviewLiveEventTypes = [
  'peer_review_status_updated',
  'peer_review_assigned',
  'profile_update',
] as const;
/**
 * Event types about a job: data needs `jobId`.
 *
 * @example
 * ```ts
 * jobLiveEventTypes.includes('job_created'); // true
 * ```
 */
export const jobLiveEventTypes = [
  'job_created',
  'job_updated',
  'job_editing',
  'job_update',
] as const;
/**
 * Event types about a recruiter target: data needs `targetId` and `recruiterId`.
 *
 * @example
 * ```ts
 * targetLiveEventTypes.includes('weekly_target_assigned'); // true
 * ```
 */
export const targetLiveEventTypes = [
  'weekly_target_assigned',
  'weekly_target_updated',
  'monthly_target_assigned',
  'monthly_target_updated',
] as const;

/**
 * A candidate event. @example `CandidateLiveEvent.parse({ id: '1', type: 'candidate_added', data: { candidateId: 9 }, timestamp })`
 */
export const CandidateLiveEvent = z.object({
  ...envelope,
  type: z.enum(candidateLiveEventTypes),
  data: LiveEventData.extend({ candidateId: Id }),
});
/** A peer-review event. @example `PeerReviewLiveEvent.parse({ id: '2', type: 'peer_review_assigned', data: { candidateId: 9, profileId: 3 }, timestamp })` */
export const PeerReviewLiveEvent = z.object({
  ...envelope,
  type: z.enum(peerReviewLiveEventTypes),
  data: LiveEventData.extend({ candidateId: Id, profileId: Id }),
});
/** A job event. @example `JobLiveEvent.parse({ id: '3', type: 'job_created', data: { jobId: 12 }, timestamp })` */
export const JobLiveEvent = z.object({
  ...envelope,
  type: z.enum(jobLiveEventTypes),
  data: LiveEventData.extend({ jobId: Id }),
});
/** A target event. @example `TargetLiveEvent.parse({ id: '4', type: 'weekly_target_assigned', data: { targetId: 8, recruiterId: 5 }, timestamp })` */
export const TargetLiveEvent = z.object({
  ...envelope,
  type: z.enum(targetLiveEventTypes),
  data: LiveEventData.extend({ targetId: Id, recruiterId: Id }),
});
/** A system message (to everyone or one user). @example `SystemLiveEvent.parse({ id: '5', type: 'system_message', data: { message: 'Maintenance at 22:00' }, timestamp })` */
export const SystemLiveEvent = z.object({
  ...envelope,
  type: z.literal('system_message'),
  data: LiveEventData.extend({ message: z.string().min(1) }),
});

/**
 * A live-feed event: a discriminated union on `type` over every SPEC §4 type, legacy and current.
 * `id` is the SSE replay cursor (opaque, increasing per server; send the last one as
 * `Last-Event-ID`); `timestamp` when it happened.
 *
 * @example
 * ```ts
 * const event = LiveEvent.parse(JSON.parse(sse.data));
 * if (event.type === 'job_created') event.data.jobId;
 * ```
 */
export const LiveEvent = z.discriminatedUnion('type', [
  CandidateLiveEvent,
  PeerReviewLiveEvent,
  JobLiveEvent,
  TargetLiveEvent,
  SystemLiveEvent,
]);
/** A live-feed event. @example `function onEvent(e: LiveEvent) { if (e.type === 'system_message') toast(e.data.message); }` */
export type LiveEvent = z.infer<typeof LiveEvent>;

/** The live event of one type. @example `type Created = LiveEventOf<'job_created'>;` */
export type LiveEventOf<T extends LiveEventType> = Extract<LiveEvent, { type: T }>;

/**
 * The area each live event type belongs to (drives sidebar dots and which caches to refresh).
 *
 * @example
 * ```ts
 * liveEventCategory.peer_review_assigned; // 'peer_review'
 * ```
 */
export const liveEventCategory = {
  candidate_added: 'candidate',
  candidate_updated: 'candidate',
  candidate_editing: 'candidate',
  candidate_update: 'candidate',
  peer_review_status_updated: 'peer_review',
  peer_review_assigned: 'peer_review',
  profile_update: 'peer_review',
  job_created: 'job',
  job_updated: 'job',
  job_editing: 'job',
  job_update: 'job',
  weekly_target_assigned: 'target',
  weekly_target_updated: 'target',
  monthly_target_assigned: 'target',
  monthly_target_updated: 'target',
  system_message: 'system',
} as const satisfies Record<
  LiveEventType,
  'candidate' | 'peer_review' | 'job' | 'target' | 'system'
>;

const knownTypes: ReadonlySet<string> = new Set(liveEventTypes);
const idFields = ['candidateId', 'jobId', 'profileId', 'targetId', 'recruiterId'] as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function toIsoTimestamp(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) {
    // Seconds or milliseconds since the epoch.
    return new Date(value < 1e12 ? value * 1000 : value).toISOString();
  }
  if (typeof value === 'string' && value.trim() !== '') {
    if (IsoDateTime.safeParse(value).success) return value;
    const time = Date.parse(value);
    return Number.isNaN(time) ? undefined : new Date(time).toISOString();
  }
  return undefined;
}

/**
 * Parses one live-feed message into a {@link LiveEvent}, or `null` when it is not one (bad JSON,
 * unknown type, missing required ids). Lenient with legacy servers:
 *
 * - the type comes from `event_type` when that is a known type, else from `type` (SPEC §7: "JSON
 *   with event_type or type");
 * - without a `data` object, the fields are read from the top level;
 * - numeric-string ids become numbers; a numeric `timestamp` (seconds or ms) or any date string
 *   becomes ISO; a missing timestamp falls back to `data.updatedAt`, then `options.now`;
 * - `id` comes from the JSON, else `options.id` (the SSE `id:` line), else `''`.
 *
 * @example
 * ```ts
 * parseLiveEvent('{"event_type":"job_created","data":{"jobId":"12"},"timestamp":1743500000000}');
 * // { id: '', type: 'job_created', data: { jobId: 12 }, timestamp: '2025-04-01T09:33:20.000Z' }
 * parseLiveEvent('not json'); // null
 * ```
 */
export function parseLiveEvent(
  input: unknown,
  options: { id?: string; now?: () => Date } = {},
): LiveEvent | null {
  let raw: unknown = input;
  if (typeof raw === 'string') {
    try {
      raw = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  if (!isRecord(raw)) return null;

  const eventType = typeof raw.event_type === 'string' ? raw.event_type : undefined;
  const plainType = typeof raw.type === 'string' ? raw.type : undefined;
  const type =
    eventType && knownTypes.has(eventType)
      ? eventType
      : plainType && knownTypes.has(plainType)
        ? plainType
        : undefined;
  if (!type) return null;

  const source = isRecord(raw.data) ? raw.data : raw;
  const data: Record<string, unknown> = {};
  for (const key of Object.keys(LiveEventData.shape)) {
    const value = source[key];
    if (value !== undefined && value !== null) data[key] = value;
  }
  for (const key of idFields) {
    const value = data[key];
    if (typeof value === 'string' && /^[1-9]\d*$/.test(value)) data[key] = Number(value);
  }
  if (data.updatedAt !== undefined) {
    const updatedAt = toIsoTimestamp(data.updatedAt);
    if (updatedAt) data.updatedAt = updatedAt;
    else delete data.updatedAt;
  }

  const timestamp =
    toIsoTimestamp(raw.timestamp) ??
    (typeof data.updatedAt === 'string' ? data.updatedAt : undefined) ??
    (options.now?.() ?? new Date()).toISOString();
  const rawId = raw.id;
  const id =
    typeof rawId === 'string' || typeof rawId === 'number' ? String(rawId) : (options.id ?? '');

  const parsed = LiveEvent.safeParse({ id, type, data, timestamp });
  return parsed.success ? parsed.data : null;
}
