import { type Meeting, normalizeMeeting } from '@hrportal/api-client';
import { type CalendarEvent, type MeetingKind, toCalendarEvent } from '../model/calendar';

/** The stories' fixed clock: Wednesday 10 June 2026, 11:20 UTC. */
export const storyNow = new Date('2026-06-10T11:20:00Z');

let next = 1;
/** A raw record of a kind, normalised by the SDK as the widget receives it. */
export function meeting(
  kind: MeetingKind,
  fields: {
    /** The record's id when it is one already saved (an update keeps its id, as the server does). */
    id?: string | number;
    title: string;
    date: string;
    start: string;
    end?: string;
    endDate?: string;
    zone?: string;
    attendees?: string;
    joinUrl?: string;
    location?: string;
    /** The candidate and job the meeting is about. */
    candidate?: { id: number; name: string } | null;
    job?: { id: number; title: string } | null;
  },
): Meeting {
  const id = fields.id ?? next++;
  const zone = fields.zone ?? 'UTC';
  const about = {
    candidate_id: fields.candidate?.id ?? null,
    candidate_name: fields.candidate?.name ?? null,
    job_id: fields.job?.id ?? null,
    job_title: fields.job?.title ?? null,
  };
  if (kind === 'call' || kind === 'inperson') {
    return normalizeMeeting(kind, {
      id: Number(id),
      name: fields.title,
      purpose: 'Screening',
      date: fields.date,
      time: fields.start,
      end_time: fields.end ?? null,
      email: fields.attendees ?? 'priya@example.com',
      location: fields.location ?? (kind === 'inperson' ? 'Bengaluru office' : ''),
      cc_recipients: '',
      user_email: 'asha@hrportal.example',
      meeting_type: kind === 'inperson' ? 'in_person' : 'call',
      time_zone: zone,
      ...about,
    });
  }
  return normalizeMeeting(kind, {
    meeting_id: typeof id === 'string' ? id : `${kind}_${id}`,
    id: typeof id === 'string' ? id : `${kind}_${id}`,
    subject: fields.title,
    start_date: fields.date,
    start_time: fields.start,
    end_date: fields.endDate ?? fields.date,
    end_time: fields.end ?? '',
    attendees: fields.attendees ?? 'ravi@example.com, meera@example.com',
    cc_recipients: '',
    description: 'Second round with the hiring manager.',
    time_zone: zone,
    join_url: fields.joinUrl ?? '',
    recruiter_email: 'asha@hrportal.example',
    link_state: fields.joinUrl ? 'pasted' : 'none',
    ...about,
  });
}

/** A realistic week around the story clock: every kind, overlaps, a multi-day event, two zones. */
export function sampleEvents(): CalendarEvent[] {
  const list: Meeting[] = [
    meeting('teams', {
      title: 'Panel: Ravi Kumar',
      date: '2026-06-10',
      start: '09:00',
      end: '10:00',
    }),
    meeting('zoom', {
      title: 'Tech round: Meera',
      date: '2026-06-10',
      start: '09:30',
      end: '10:30',
      joinUrl: 'https://zoom.us/j/81234567890',
    }),
    meeting('googlemeet', {
      title: 'HR chat: Arjun',
      date: '2026-06-10',
      start: '10:00',
      end: '10:45',
    }),
    meeting('call', { title: 'Priya Shah', date: '2026-06-10', start: '14:00', end: '14:30' }),
    meeting('inperson', {
      title: 'Office visit: Kiran',
      date: '2026-06-11',
      start: '11:00',
      end: '12:30',
    }),
    meeting('teams', {
      title: 'Hiring offsite',
      date: '2026-06-15',
      start: '09:00',
      endDate: '2026-06-17',
      end: '17:00',
    }),
    meeting('zoom', {
      title: 'Client sync (Kolkata)',
      date: '2026-06-12',
      start: '15:30',
      end: '16:00',
      zone: 'Asia/Kolkata',
    }),
    meeting('googlemeet', { title: 'Debrief', date: '2026-06-03', start: '16:00', end: '16:30' }),
    meeting('call', { title: 'Anil Rao', date: '2026-06-22', start: '12:00' }),
  ];
  return list.map((m) => toCalendarEvent(m));
}

/** `count` meetings spread over a day (09:00 onwards, overlapping heavily). */
export function busyDay(date: string, count: number): CalendarEvent[] {
  const kinds: MeetingKind[] = ['teams', 'zoom', 'googlemeet', 'call', 'inperson'];
  return Array.from({ length: count }, (_, i) => {
    const minutes = 9 * 60 + (i % 20) * 20;
    const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
    const mm = String(minutes % 60).padStart(2, '0');
    const endMinutes = minutes + 45;
    const eh = String(Math.floor(endMinutes / 60)).padStart(2, '0');
    const em = String(endMinutes % 60).padStart(2, '0');
    return toCalendarEvent(
      meeting(kinds[i % kinds.length] ?? 'teams', {
        title: `Interview ${i + 1}`,
        date,
        start: `${hh}:${mm}`,
        end: `${eh}:${em}`,
      }),
    );
  });
}

/** `count` meetings in the week of 8–14 June 2026 (2,000 a week: the densest week view). */
export function busyWeek(count: number): CalendarEvent[] {
  const perDay = Math.ceil(count / 7);
  return Array.from({ length: 7 }, (_, d) =>
    busyDay(`2026-06-${String(8 + d).padStart(2, '0')}`, perDay),
  )
    .flat()
    .slice(0, count);
}

/** Candidates and jobs the stories' pickers find. */
export const storyCandidates = [
  { id: 7, label: 'Ravi Kumar', detail: 'ravi@example.com' },
  { id: 8, label: 'Meera Nair', detail: 'meera@example.com' },
  { id: 9, label: 'Arjun Das', detail: 'arjun@example.com' },
];
export const storyJobs = [
  { id: 12, label: 'Backend Engineer', detail: 'Acme Corp · #12' },
  { id: 13, label: 'Data Analyst', detail: 'Globex · #13' },
];

/** `count` meetings over June 2026 (for the 2,000-a-month figure). */
export function busyMonth(count: number): CalendarEvent[] {
  return Array.from({ length: count }, (_, i) => {
    const day = String((i % 30) + 1).padStart(2, '0');
    return busyDay(`2026-06-${day}`, 1)[0] as CalendarEvent;
  });
}
