import * as z from 'zod';
import {
  candidateLiveEventTypes,
  careersLiveEventTypes,
  jobLiveEventTypes,
  peerReviewLiveEventTypes,
  targetLiveEventTypes,
} from './liveEvents';
import { Id, IsoDateTime } from './primitives';
import type { LiveEventType } from './vocabularies';

/*
 * Zod schemas of the live feed (SPEC §4, §3 "Real-time event"). The wire framing, the event-type
 * families and the zod-free `parseLiveEvent` are in `liveEvents.ts`.
 */

/**
 * The `data` of a live event (SPEC §3 "Real-time event": candidateId, jobId, profileId, name, role,
 * status, comment, updatedBy, updatedAt, eventType), camelCase as on the wire. Ours: `targetId`,
 * `recruiterId`, `period`, `message` (system messages), `client`, `registrationId` (careers). Every field is optional here;
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
  registrationId: Id.nullable().optional(),
});
/** Data of a live event. @example `const d: LiveEventData = { jobId: 12 };` */
export type LiveEventData = z.infer<typeof LiveEventData>;

const envelope = {
  /** Replay cursor; `''` only on events parsed from a legacy server that sends none. */
  id: z.string(),
  timestamp: IsoDateTime,
};

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

/** A careers application (ours). @example `CareersLiveEvent.parse({ id: '6', type: 'careers_application', data: { registrationId: 4, jobId: 12 }, timestamp })` */
export const CareersLiveEvent = z.object({
  ...envelope,
  type: z.enum(careersLiveEventTypes),
  data: LiveEventData.extend({ registrationId: Id }),
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
  CareersLiveEvent,
]);
/** A live-feed event. @example `function onEvent(e: LiveEvent) { if (e.type === 'system_message') toast(e.data.message); }` */
export type LiveEvent = z.infer<typeof LiveEvent>;

/**
 * The live event of one type (its family's data, `type` narrowed to `T`).
 *
 * @example
 * ```ts
 * type Created = LiveEventOf<'job_created'>; // data.jobId: number
 * ```
 */
export type LiveEventOf<T extends LiveEventType> = LiveEvent extends infer Member
  ? Member extends { type: infer Types }
    ? T extends Types
      ? Omit<Member, 'type'> & { type: T }
      : never
    : never
  : never;
