import { normalizeMeeting } from '@hrportal/api-client';
import { parseDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import {
  byDay,
  filterEvents,
  layoutDay,
  meetingKinds,
  shiftViewed,
  toCalendarEvent,
  viewIn,
} from './calendar';
import { movedValues, saveCall, validateForm, valuesFromMeeting } from './forms';

const zoom = (id: string, date: string, start: string, end: string, zone = 'UTC', extra = {}) =>
  normalizeMeeting('zoom', {
    meeting_id: id,
    subject: `Meeting ${id}`,
    start_date: date,
    start_time: start,
    end_time: end,
    attendees: 'ravi@example.com',
    cc_recipients: '',
    description: '',
    join_url: '',
    time_zone: zone,
    ...extra,
  });

describe('calendar model', () => {
  it('reads each meeting in its own zone and shows it in the viewer zone, across a DST change', () => {
    // 10:00 London is 09:00 UTC after the 29 March 2026 change and 10:00 UTC before it.
    const before = toCalendarEvent(zoom('a', '2026-03-27', '10:00', '11:00', 'Europe/London'));
    const after = toCalendarEvent(zoom('b', '2026-03-30', '10:00', '11:00', 'Europe/London'));
    expect(before.start.toDate().toISOString()).toBe('2026-03-27T10:00:00.000Z');
    expect(after.start.toDate().toISOString()).toBe('2026-03-30T09:00:00.000Z');
    const [inKolkata] = viewIn([after], 'Asia/Kolkata');
    expect(inKolkata?.start.toString()).toBe('2026-03-30T14:30:00+05:30[Asia/Kolkata]');
  });

  it('moves a meeting by days in its own zone: its time of day there stays, whatever the viewer sees', () => {
    // New York moves its clocks on 8 March 2026, London on 29 March: in between, 10:00 London is
    // 06:00 New York, before it 05:00. A week's move keeps 10:00 London (not 05:00 New York).
    const event = toCalendarEvent(zoom('w', '2026-03-05', '10:00', '11:00', 'Europe/London'));
    const [viewed] = viewIn([event], 'America/New_York');
    if (!viewed) throw new Error('no event');
    expect(viewed.start.hour).toBe(5);
    const { start, end } = shiftViewed(viewed, 7, 0);
    expect(start.timeZone).toBe('America/New_York');
    expect(start.toString()).toBe('2026-03-12T06:00:00-04:00[America/New_York]');
    expect(movedValues(event.meeting, start, end)).toMatchObject({
      date: '2026-03-12',
      startTime: '10:00',
      endTime: '11:00',
    });
    // Across London's own change: still 10:00 there (09:00 UTC after it).
    const later = shiftViewed(viewed, 28, 30);
    expect(later.start.toDate().toISOString()).toBe('2026-04-02T09:30:00.000Z');
  });

  it('puts overlapping meetings side by side and lists multi-day meetings on every day', () => {
    const events = viewIn(
      [
        toCalendarEvent(zoom('1', '2026-06-10', '09:00', '10:00')),
        toCalendarEvent(zoom('2', '2026-06-10', '09:30', '10:30')),
        toCalendarEvent(zoom('3', '2026-06-10', '10:00', '11:00')),
        toCalendarEvent(zoom('4', '2026-06-10', '12:00', '13:00')),
      ],
      'UTC',
    );
    const placed = layoutDay(events, parseDate('2026-06-10'));
    expect(placed.map((p) => [p.viewed.event.meeting.id, p.column, p.columns])).toEqual([
      ['1', 0, 2],
      ['2', 1, 2],
      ['3', 0, 2],
      ['4', 0, 1],
    ]);
    const offsite = normalizeMeeting('teams', {
      meeting_id: 't',
      subject: 'Offsite',
      start_date: '2026-06-10',
      start_time: '09:00',
      end_date: '2026-06-12',
      end_time: '17:00',
      attendees: '',
      cc_recipients: '',
      time_zone: 'UTC',
      description: '',
      recruiter_email: '',
    });
    const event = toCalendarEvent(offsite);
    expect(event.allDay).toBe(true);
    expect([...byDay(viewIn([event], 'UTC')).keys()]).toEqual([
      '2026-06-10',
      '2026-06-11',
      '2026-06-12',
    ]);
  });

  it('filters by kind and searches title or attendee', () => {
    const events = [
      toCalendarEvent(zoom('1', '2026-06-10', '09:00', '10:00')),
      toCalendarEvent(
        normalizeMeeting('call', {
          id: 5,
          name: 'Priya',
          purpose: '',
          date: '2026-06-10',
          time: '11:00',
          email: 'priya@example.com',
          location: '',
          cc_recipients: '',
          user_email: 'r@x.com',
        }),
      ),
    ];
    const all = new Set(meetingKinds);
    expect(filterEvents(events, { kinds: all, search: 'PRIYA@' }).map((e) => e.kind)).toEqual([
      'call',
    ]);
    expect(
      filterEvents(events, { kinds: new Set(['zoom'] as const), search: '' }).map((e) => e.kind),
    ).toEqual(['zoom']);
  });

  it('round-trips a meeting through the form and refuses bad input with the server wording', async () => {
    const values = valuesFromMeeting(zoom('z', '2026-06-10', '09:00', '10:00', 'Asia/Kolkata'));
    expect(validateForm(values)).toEqual({});
    expect(validateForm({ ...values, endTime: '08:00' }).endTime).toBe(
      'End time must be after start time',
    );
    expect(validateForm({ ...values, joinUrl: 'http://x.y' }).joinUrl).toBe(
      'The join link must be an https:// address',
    );
    const calls: unknown[] = [];
    const api = {
      editZoom: async (body: unknown) => {
        calls.push(body);
        return { meeting: {} };
      },
    };
    await saveCall(values, 'me@example.com', 'z')(api as never);
    expect(calls[0]).toMatchObject({
      meeting_id: 'z',
      start_time: '09:00',
      time_zone: 'Asia/Kolkata',
      recruiter_email: 'me@example.com',
      join_url: '',
    });
  });

  it('a moved meeting keeps its own zone, its links and every other field', async () => {
    const meeting = zoom('z', '2026-03-28', '09:00', '10:00', 'Europe/London', {
      candidate_id: 7,
      candidate_name: 'Ravi Kumar',
      job_id: 12,
      job_title: 'Backend Engineer · Acme',
    });
    const event = toCalendarEvent(meeting);
    // Seen from Kolkata and dragged a day on (24 hours there), across London's change to summer
    // time on 29 March: read in the meeting's own zone that is 10:00–11:00 London time.
    const [viewed] = viewIn([event], 'Asia/Kolkata');
    if (!viewed) throw new Error('no event');
    const values = movedValues(meeting, viewed.start.add({ days: 1 }), viewed.end.add({ days: 1 }));
    expect(values).toMatchObject({
      date: '2026-03-29',
      startTime: '10:00',
      endTime: '11:00',
      timeZone: 'Europe/London',
      candidate: { id: 7, label: 'Ravi Kumar' },
      job: { id: 12, label: 'Backend Engineer · Acme' },
    });
    const calls: unknown[] = [];
    const api = {
      editZoom: async (body: unknown) => {
        calls.push(body);
        return { meeting: {} };
      },
    };
    await saveCall(values, 'me@example.com', 'z')(api as never);
    expect(calls[0]).toMatchObject({ start_date: '2026-03-29', candidate_id: 7, job_id: 12 });
  });
});
