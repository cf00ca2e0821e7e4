import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  HrPortalError,
  messageForStatus,
  normalizeMeeting,
  statusMessages,
  summarizeClients,
  vendorRollup,
} from '../../src/index';

afterEach(() => {
  vi.useRealTimers();
});

describe('normalizeMeeting', () => {
  const teams = {
    meeting_id: 't1',
    subject: 'Interview: Ravi',
    start_date: '2025-03-01',
    start_time: '09:30:00',
    end_date: '2025-03-01',
    end_time: '10:00:00',
    attendees: 'a@x.com, b@x.com,',
    cc_recipients: 'c@x.com',
    time_zone: '',
    description: 'Round 1',
    recruiter_email: 'asha@x.com',
  };

  it('Teams: fields, HH:MM, comma-split attendees, UTC default', () => {
    expect(normalizeMeeting('teams', teams)).toEqual({
      id: 't1',
      type: 'teams',
      date: '2025-03-01',
      startTime: '09:30',
      endTime: '10:00',
      title: 'Interview: Ravi',
      attendees: ['a@x.com', 'b@x.com'],
      attendeesOptional: ['c@x.com'],
      description: 'Round 1',
      timezone: 'UTC',
      platform: 'Microsoft Teams',
      joinUrl: '',
      recruiterEmail: 'asha@x.com',
      meetingData: teams,
    });
    expect(normalizeMeeting('teams', { ...teams, time_zone: 'Asia/Kolkata' }).timezone).toBe(
      'Asia/Kolkata',
    );
  });

  const call = {
    id: 5,
    name: 'Ravi Kumar',
    purpose: 'Screening',
    date: '2025-03-02',
    time: '14:05:00',
    email: 'ravi@x.com',
    location: '',
    cc_recipients: ['m@x.com', 'not-an-address', ' n@x.com '],
    user_email: 'asha@x.com',
  };

  it("call: 'Call with {name}', purpose as description, cc list keeps entries with '@'", () => {
    expect(normalizeMeeting('call', call)).toMatchObject({
      id: '5',
      type: 'call',
      title: 'Call with Ravi Kumar',
      date: '2025-03-02',
      startTime: '14:05',
      endTime: '',
      attendees: ['ravi@x.com'],
      attendeesOptional: ['m@x.com', 'n@x.com'],
      description: 'Screening',
      recruiterEmail: 'asha@x.com',
      timezone: 'UTC',
    });
  });

  it.each([
    ['a meeting_type variant', { meeting_type: 'In-Person' }],
    ['another variant', { meeting_type: 'in_person' }],
    ['a non-empty location', { location: 'Office, Floor 3' }],
  ])('a call record with %s is in person, titled by its name', (_what, extra) => {
    const meeting = normalizeMeeting('call', { ...call, ...extra });
    expect(meeting.type).toBe('inperson');
    expect(meeting.title).toBe('Ravi Kumar');
  });

  it('Zoom: meeting_id or id, join url', () => {
    const zoom = {
      id: 991,
      subject: 'Sync',
      start_date: '2025-03-03',
      start_time: '8:15',
      end_time: '09:00',
      attendees: 'a@x.com',
      cc_recipients: '',
      description: '',
      join_url: 'https://zoom.us/j/991',
    };
    expect(normalizeMeeting('zoom', zoom)).toMatchObject({
      id: '991',
      type: 'zoom',
      startTime: '08:15',
      joinUrl: 'https://zoom.us/j/991',
      platform: 'Zoom',
    });
    expect(normalizeMeeting('zoom', { ...zoom, meeting_id: 'z-1' }).id).toBe('z-1');
  });

  it("Google Meet: id or meeting_id, subject or summary or 'Google Meet Meeting', first 5 characters of the start", () => {
    const meet = {
      meeting_id: 'g-1',
      start_date: '2025-03-04',
      start_time: '11:45:59',
      end_time: '12:15',
      attendees: '',
      cc_recipients: '',
      description: 'd',
      time_zone: 'Europe/Berlin',
      join_url: 'https://meet.google.com/x',
      recruiter_email: 'asha@x.com',
    };
    expect(normalizeMeeting('googlemeet', meet)).toMatchObject({
      id: 'g-1',
      title: 'Google Meet Meeting',
      startTime: '11:45',
      timezone: 'Europe/Berlin',
      attendees: [],
    });
    expect(normalizeMeeting('googlemeet', { ...meet, summary: 'From summary' }).title).toBe(
      'From summary',
    );
    expect(
      normalizeMeeting('googlemeet', { ...meet, subject: 'S', summary: 'X', id: 'g-0' }),
    ).toMatchObject({
      title: 'S',
      id: 'g-0',
    });
  });

  it('an unreadable record becomes a fallback meeting from now to one hour later (UTC)', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-05-06T23:30:00Z'));
    const broken = { id: 'g-9', summary: 'Broken', start_date: 'someday' };
    expect(normalizeMeeting('googlemeet', broken)).toMatchObject({
      id: 'g-9',
      type: 'googlemeet',
      date: '2025-05-06',
      startTime: '23:30',
      endTime: '00:30',
      title: 'Broken',
      timezone: 'UTC',
      meetingData: broken,
    });
    expect(normalizeMeeting('teams', null).title).toBe('Teams Meeting');
    expect(
      normalizeMeeting('zoom', { subject: 'no id', start_date: '2025-01-01', start_time: '10:00' })
        .id,
    ).toMatch(/^fallback-/);
  });
});

describe('summarizeClients', () => {
  it('counts jobs per client and derives the status (Active > Hold > Closed)', () => {
    const jobs = [
      { client: 'Acme', job_status: 'Active' },
      { client: 'Acme ', job_status: 'Closed' },
      { client: 'Beta', job_status: 'Hold' },
      { client: 'Beta', job_status: 'Closed' },
      { client: 'Cora', job_status: 'Closed' },
      { client: 'Dyn', job_status: 'On Hold' },
      { client: '', job_status: 'Active' },
    ];
    expect(summarizeClients(jobs)).toEqual([
      { name: 'Acme', status: 'Active', active: 1, closed: 1, onHold: 0, total: 2 },
      { name: 'Beta', status: 'Hold', active: 0, closed: 1, onHold: 1, total: 2 },
      { name: 'Cora', status: 'Closed', active: 0, closed: 1, onHold: 0, total: 1 },
      { name: 'Dyn', status: 'Hold', active: 0, closed: 0, onHold: 1, total: 1 },
    ]);
    expect(summarizeClients([])).toEqual([]);
  });
});

describe('vendorRollup', () => {
  it('counts jobs by status and rolls up candidate statuses', () => {
    const job = (status: 'Active' | 'Closed' | 'On Hold') =>
      ({ jobId: 1, role: 'r', client: 'c', status, candidates: 0 }) as const;
    expect(
      vendorRollup({
        jobDetails: [job('Active'), job('Active'), job('Closed'), job('On Hold')],
        totalCandidates: 40,
        candidatesByStatus: {
          Offer: 2,
          Onboarded: 3,
          'Internal Interview': 4,
          'Client Interview': 5,
          'Internal Screening': 6,
          'Client Screening': 7,
          Dropped: 8,
          Total: 39,
        },
      }),
    ).toEqual({
      activeJobs: 2,
      closedJobs: 1,
      onHoldJobs: 1,
      offer: 2,
      joined: 3,
      interview: 9,
      screening: 13,
      rejected: 8,
      total: 39,
    });
  });

  it('missing counts are 0 and the total falls back to totalCandidates', () => {
    expect(vendorRollup({ jobDetails: [], totalCandidates: 7, candidatesByStatus: {} })).toEqual({
      activeJobs: 0,
      closedJobs: 0,
      onHoldJobs: 0,
      offer: 0,
      joined: 0,
      interview: 0,
      screening: 0,
      rejected: 0,
      total: 7,
    });
  });
});

describe('messageForStatus', () => {
  it.each(Object.entries(statusMessages))('%s → the catalogue text', (status, text) => {
    expect(messageForStatus(Number(status))).toBe(text);
  });

  it('prefixes a context and falls back by class', () => {
    expect(messageForStatus(404, 'Load candidate')).toBe(
      'Load candidate: The requested resource was not found.',
    );
    expect(messageForStatus(409)).toBe(statusMessages[400]);
    expect(messageForStatus(507)).toBe(statusMessages[500]);
    expect(messageForStatus(0)).toBe('An unknown error occurred');
  });

  it('HrPortalError picks its user message from kind and status', () => {
    expect(new HrPortalError({ status: 503, kind: 'http', message: 'x' }).userMessage).toBe(
      statusMessages[503],
    );
    expect(new HrPortalError({ status: 0, kind: 'timeout', message: 'x' }).userMessage).toBe(
      statusMessages[408],
    );
  });
});
