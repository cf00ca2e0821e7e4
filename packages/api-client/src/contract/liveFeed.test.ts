import { describe, expect, it } from 'vitest';
import { liveEventCategory, parseLiveEvent } from './liveEvents';
import { LiveEvent } from './liveFeed';
import {
  currentLiveEventTypes,
  legacyLiveEventTypes,
  liveEventTypes,
  ourLiveEventTypes,
} from './vocabularies';

const now = () => new Date('2025-04-01T00:00:00.000Z');

/** A minimal valid `data` for each type (the ids its family needs). */
function dataFor(type: string): Record<string, unknown> {
  switch (liveEventCategory[type as keyof typeof liveEventCategory]) {
    case 'candidate':
      return { candidateId: 9 };
    case 'peer_review':
      return { candidateId: 9, profileId: 3 };
    case 'job':
      return { jobId: 12 };
    case 'target':
      return { targetId: 8, recruiterId: 5 };
    case 'careers':
      return { registrationId: 4, jobId: 12 };
    default:
      return { message: 'Maintenance tonight at 22:00' };
  }
}

describe('live-feed vocabulary', () => {
  it('covers every legacy and current type of SPEC §4', () => {
    expect(legacyLiveEventTypes).toEqual([
      'candidate_added',
      'candidate_updated',
      'candidate_editing',
      'peer_review_status_updated',
      'peer_review_assigned',
      'job_created',
      'job_updated',
      'job_editing',
    ]);
    expect(currentLiveEventTypes).toEqual([
      'candidate_update',
      'job_update',
      'profile_update',
      'system_message',
      'weekly_target_assigned',
      'weekly_target_updated',
      'monthly_target_assigned',
      'monthly_target_updated',
    ]);
    expect(ourLiveEventTypes).toEqual(['careers_application']);
    expect(Object.keys(liveEventCategory).sort()).toEqual([...liveEventTypes].sort());
  });

  it('has a union member for every type', () => {
    for (const type of liveEventTypes) {
      const parsed = LiveEvent.safeParse({
        id: '1',
        type,
        data: dataFor(type),
        timestamp: '2025-04-01T10:00:00Z',
      });
      expect(parsed.success, type).toBe(true);
    }
  });
});

describe('parseLiveEvent', () => {
  it('parses a current event with event_type, keeping every §3 data field', () => {
    const event = parseLiveEvent(
      JSON.stringify({
        id: '101',
        event_type: 'candidate_update',
        data: {
          candidateId: 9,
          jobId: 12,
          profileId: null,
          name: 'Ravi Kumar',
          role: 'Java Developer',
          status: 'Offer',
          comment: 'Offer released',
          updatedBy: 'Asha Rao',
          updatedAt: '2025-04-01T10:00:00Z',
          eventType: 'status_change',
        },
        timestamp: '2025-04-01T10:00:01Z',
      }),
    );
    expect(event).toEqual({
      id: '101',
      type: 'candidate_update',
      data: {
        candidateId: 9,
        jobId: 12,
        profileId: null,
        name: 'Ravi Kumar',
        role: 'Java Developer',
        status: 'Offer',
        comment: 'Offer released',
        updatedBy: 'Asha Rao',
        updatedAt: '2025-04-01T10:00:00Z',
        eventType: 'status_change',
      },
      timestamp: '2025-04-01T10:00:01Z',
    });
  });

  it('parses a legacy event with type, string ids, epoch timestamp and the SSE id', () => {
    const event = parseLiveEvent(
      {
        type: 'job_created',
        data: { jobId: '12', name: 'Java Developer' },
        timestamp: 1743500000000,
      },
      { id: '77' },
    );
    expect(event).toEqual({
      id: '77',
      type: 'job_created',
      data: { jobId: 12, name: 'Java Developer' },
      timestamp: '2025-04-01T09:33:20.000Z',
    });
    expect(event?.type === 'job_created' && event.data.jobId).toBe(12);
  });

  it('prefers a known event_type over a generic type, and reads flat legacy payloads', () => {
    const event = parseLiveEvent(
      { type: 'update', event_type: 'peer_review_assigned', candidateId: 9, profileId: 3 },
      { now },
    );
    expect(event).toEqual({
      id: '',
      type: 'peer_review_assigned',
      data: { candidateId: 9, profileId: 3 },
      timestamp: '2025-04-01T00:00:00.000Z',
    });
  });

  it('falls back to data.updatedAt for the time, and converts epoch seconds', () => {
    expect(
      parseLiveEvent({ type: 'candidate_added', data: { candidateId: 1, updatedAt: 1743465600 } })
        ?.timestamp,
    ).toBe('2025-04-01T00:00:00.000Z');
  });

  it('parses target and system events', () => {
    expect(
      parseLiveEvent({
        event_type: 'weekly_target_assigned',
        data: { targetId: 8, recruiterId: 5, period: 'weekly' },
        timestamp: '2025-04-01T10:00:00Z',
      })?.type,
    ).toBe('weekly_target_assigned');
    const system = parseLiveEvent({
      type: 'system_message',
      data: { message: 'Maintenance tonight at 22:00' },
      timestamp: '2025-04-01T10:00:00Z',
    });
    expect(system?.type === 'system_message' && system.data.message).toBe(
      'Maintenance tonight at 22:00',
    );
  });

  it('returns null for bad JSON, non-objects, unknown types and missing required ids', () => {
    expect(parseLiveEvent('{not json')).toBeNull();
    expect(parseLiveEvent('42')).toBeNull();
    expect(parseLiveEvent(null)).toBeNull();
    expect(parseLiveEvent([{ type: 'job_created' }])).toBeNull();
    expect(parseLiveEvent({ type: 'heartbeat', data: {} })).toBeNull();
    expect(parseLiveEvent({ type: 'job_created', data: { name: 'no id' } })).toBeNull();
    expect(parseLiveEvent({ type: 'peer_review_assigned', data: { candidateId: 9 } })).toBeNull();
    expect(parseLiveEvent({ type: 'system_message', data: {} })).toBeNull();
  });

  it('only ever returns what the LiveEvent schema accepts', () => {
    const messy = [
      { id: 5, type: 'candidate_added', data: { candidateId: '9', name: 7, updatedAt: 'garbage' } },
      { event_type: 'profile_update', candidateId: 9, profileId: '3', period: 'yearly' },
      { type: 'job_updated', data: { jobId: 12, updatedAt: '2025-04-01 10:00' }, timestamp: 'Tue' },
      { type: 'weekly_target_updated', data: { targetId: 8, recruiterId: 5, period: 'weekly' } },
      { type: 'system_message', data: { message: 'Hello', status: null, comment: ['x'] } },
      ...liveEventTypes.map((type) => ({ type, data: dataFor(type), timestamp: 1743465600 })),
    ];
    let parsed = 0;
    for (const input of messy) {
      const event = parseLiveEvent(input, { now });
      if (event === null) continue;
      parsed += 1;
      expect(LiveEvent.safeParse(event).success, JSON.stringify(input)).toBe(true);
    }
    expect(parsed).toBe(messy.length);
  });
});
