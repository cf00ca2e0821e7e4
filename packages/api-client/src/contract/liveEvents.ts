import type { LiveEvent } from './liveFeed';
import { type LiveEventType, liveEventTypes } from './vocabularies';

/*
 * Live-feed vocabulary and parsing without zod, so the browser SDK reads the feed without the
 * schema runtime. `parseLiveEvent` only ever returns values that `LiveEvent` (the zod schema in
 * `liveFeed.ts`) accepts; the tests check that on every type.
 *
 * Wire: server-sent events on `GET {apiBasePath}/events/{userId}`, bearer-authenticated, one stream
 * per user. Each event is an unnamed SSE message (`id: <id>` + `data: <json>`), so
 * `EventSource.onmessage` and fetch readers both see it; the `id` line equals the JSON's `id` and
 * is what a reconnecting client sends back as `Last-Event-ID`. Heartbeats are SSE comments
 * (`: ping`) every `liveFeedHeartbeatMs`.
 */

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
 * Event types about a careers registration: data needs `registrationId`.
 *
 * @example
 * ```ts
 * careersLiveEventTypes.includes('careers_application'); // true
 * ```
 */
export const careersLiveEventTypes = ['careers_application'] as const;

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
  careers_application: 'careers',
} as const satisfies Record<
  LiveEventType,
  'candidate' | 'peer_review' | 'job' | 'target' | 'system' | 'careers'
>;

type Family = (typeof liveEventCategory)[LiveEventType];

/** Ids each family's `data` must carry. */
const requiredIds: Record<Family, readonly string[]> = {
  candidate: ['candidateId'],
  peer_review: ['candidateId', 'profileId'],
  job: ['jobId'],
  target: ['targetId', 'recruiterId'],
  system: [],
  careers: ['registrationId'],
};
const idFields = [
  'candidateId',
  'jobId',
  'profileId',
  'targetId',
  'recruiterId',
  'registrationId',
] as const;
const textFields = [
  'name',
  'role',
  'status',
  'comment',
  'updatedBy',
  'eventType',
  'client',
  'message',
] as const;
const knownTypes: ReadonlySet<string> = new Set(liveEventTypes);
const isoInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:\d{2})$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function toId(value: unknown): number | null | undefined {
  if (value === null) return null;
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return value;
  if (typeof value === 'string' && /^[1-9]\d{0,14}$/.test(value)) return Number(value);
  return undefined;
}

function toIsoTimestamp(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) {
    // Seconds or milliseconds since the epoch.
    const date = new Date(value < 1e12 ? value * 1000 : value);
    return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
  }
  if (typeof value === 'string' && value.trim() !== '') {
    if (isoInstant.test(value) && !Number.isNaN(Date.parse(value))) return value;
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
 * - numeric-string ids become numbers; optional fields of the wrong type are dropped;
 * - a numeric `timestamp` (seconds or ms) or any date string becomes ISO; a missing timestamp falls
 *   back to `data.updatedAt`, then `options.now` (default: the current time);
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
  const type = (
    eventType && knownTypes.has(eventType)
      ? eventType
      : plainType && knownTypes.has(plainType)
        ? plainType
        : undefined
  ) as LiveEventType | undefined;
  if (!type) return null;

  const source = isRecord(raw.data) ? raw.data : raw;
  const data: Record<string, unknown> = {};
  for (const key of idFields) {
    const id = toId(source[key]);
    if (id !== undefined) data[key] = id;
  }
  for (const key of textFields) {
    if (typeof source[key] === 'string') data[key] = source[key];
  }
  if (source.period === 'weekly' || source.period === 'monthly') data.period = source.period;
  const updatedAt = toIsoTimestamp(source.updatedAt);
  if (updatedAt) data.updatedAt = updatedAt;

  const family = liveEventCategory[type];
  if (requiredIds[family].some((key) => typeof data[key] !== 'number')) return null;
  if (family === 'system' && !(typeof data.message === 'string' && data.message.length > 0)) {
    return null;
  }

  const timestamp =
    toIsoTimestamp(raw.timestamp) ?? updatedAt ?? (options.now?.() ?? new Date()).toISOString();
  const rawId = raw.id;
  const id =
    typeof rawId === 'string' || typeof rawId === 'number' ? String(rawId) : (options.id ?? '');
  return { id, type, data, timestamp } as LiveEvent;
}
