import type { AddressInfo } from 'node:net';
import { normalizeMeeting } from '@hrportal/api-client';
import ICAL from 'ical.js';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect } from 'vitest';
import { serverTest } from './fixture';
import { failureOf } from './helpers';

/** A loopback SMTP server (the real protocol): every message's raw MIME text, by recipient. */
async function startMailbox() {
  const received: { to: string[]; raw: string }[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        raw += chunk;
      });
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => smtp.close() };
}

/** The calendar part of a MIME message (nodemailer sends it as text/calendar, base64 or 7bit). */
function calendarPart(raw: string): string {
  const match = raw.match(
    /Content-Type: text\/calendar[^\r\n]*(?:\r?\n[^\r\n]+)*\r?\n\r?\n([\s\S]*?)\r?\n--/,
  );
  if (!match?.[1]) throw new Error('no text/calendar part');
  const header = raw.slice(raw.indexOf('Content-Type: text/calendar'), match.index ?? 0 + 400);
  const body = match[1];
  return /Content-Transfer-Encoding: base64/i.test(header.slice(0, 400)) ||
    !body.includes('BEGIN:VCALENDAR')
    ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
    : body.replace(/=\r?\n/g, '');
}

/** Parses an .ics with ical.js (its VTIMEZONEs registered) → the first VEVENT and the METHOD. */
function parseInvite(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(zone);
  }
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT');
  const event = new ICAL.Event(vevent);
  return {
    method: String(calendar.getFirstPropertyValue('method')),
    event,
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
    tzid: event.startDate.zone?.tzid,
    sequence: event.sequence,
    organizer: String(vevent.getFirstPropertyValue('organizer')),
    attendees: vevent.getAllProperties('attendee').map((p) => String(p.getFirstValue())),
    status: String(vevent.getFirstPropertyValue('status') ?? ''),
  };
}

const now = new Date('2026-03-20T09:00:00Z');
const mailbox = await startMailbox();
const it = serverTest({
  driver: 'pglite',
  seed: { now, candidates: 5, jobs: 2 },
  config: { now: () => now, smtpUrl: mailbox.url },
});

describe('meeting invitations, zones and the calendar (PGlite, loopback SMTP)', {
  timeout: 120_000,
}, () => {
  afterAll(() => mailbox.close());

  const base = {
    subject: 'Panel interview',
    start_date: '2026-03-27',
    start_time: '10:00',
    end_time: '11:00',
    attendees: 'ravi@example.com, asha@example.com',
    cc_recipients: 'lead@example.com',
    recruiter_email: 'recruiter@hrportal.example',
    time_zone: 'Europe/London',
  };

  const mailsTo = (address: string) => mailbox.received.filter((m) => m.to.includes(address));
  const until = async (check: () => boolean) => {
    for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 50));
  };

  it('stores instants in the meeting zone and keeps them right across the DST change in the .ics', async ({
    team: { recruiter },
  }) => {
    // London: GMT (UTC+0) until 29 March 2026 01:00 UTC, then BST (UTC+1).
    const before = await recruiter.meetings.createTeams(base);
    const after = await recruiter.meetings.createTeams({
      ...base,
      subject: 'After the change',
      start_date: '2026-03-30',
    });
    const beforeId = (before.meeting as { meeting_id: string }).meeting_id;
    const afterId = (after.meeting as { meeting_id: string }).meeting_id;

    const one = parseInvite(await (await recruiter.meetings.invite(beforeId)).blob.text());
    const two = parseInvite(await (await recruiter.meetings.invite(afterId)).blob.text());
    expect(one).toMatchObject({
      method: 'REQUEST',
      tzid: 'Europe/London',
      start: '2026-03-27T10:00:00.000Z',
      end: '2026-03-27T11:00:00.000Z',
      sequence: 0,
    });
    expect(two).toMatchObject({
      tzid: 'Europe/London',
      start: '2026-03-30T09:00:00.000Z',
      end: '2026-03-30T10:00:00.000Z',
    });
    expect(one.organizer.toLowerCase()).toMatch(/^mailto:/);
    expect(one.attendees.map((a) => a.toLowerCase())).toEqual([
      'mailto:ravi@example.com',
      'mailto:asha@example.com',
      'mailto:lead@example.com',
    ]);

    // The calendar orders by the true instant: 10:00 in Kolkata (04:30Z) is before 10:00 in London.
    await recruiter.meetings.createZoom({
      ...base,
      subject: 'Kolkata morning',
      start_date: '2026-03-30',
      time_zone: 'Asia/Kolkata',
    });
    const { meetings } = await recruiter.meetings.calendar({
      from: '2026-03-30',
      to: '2026-03-30',
    });
    const titles = meetings.map((m) => normalizeMeeting(m.kind, m.record).title);
    expect(titles.indexOf('Kolkata morning')).toBeLessThan(titles.indexOf('After the change'));
  });

  it('mails REQUEST invitations, SEQUENCE-bumped updates and CANCEL through SMTP', async ({
    team: { recruiter },
  }) => {
    const created = await recruiter.meetings.createGoogleMeet({
      ...base,
      subject: 'Culture fit',
      attendees: 'mira@example.com, dev@example.com',
      cc_recipients: '',
    });
    const id = (created.meeting as { meeting_id: string }).meeting_id;
    await until(() => mailsTo('mira@example.com').length >= 1);
    const first = mailsTo('mira@example.com')[0];
    if (!first) throw new Error('no invitation mailed');
    expect(first.raw).toMatch(/Subject: Invitation: Culture fit/);
    expect(parseInvite(calendarPart(first.raw))).toMatchObject({ method: 'REQUEST', sequence: 0 });

    // Edit: dev is dropped (gets CANCEL), mira gets the update with SEQUENCE 1.
    await recruiter.meetings.editGoogleMeet(id, {
      ...base,
      subject: 'Culture fit',
      start_time: '14:00',
      end_time: '15:00',
      attendees: 'mira@example.com',
      cc_recipients: '',
    });
    await until(
      () => mailsTo('mira@example.com').length >= 2 && mailsTo('dev@example.com').length >= 2,
    );
    const update = parseInvite(calendarPart(mailsTo('mira@example.com')[1]?.raw ?? ''));
    expect(update).toMatchObject({
      method: 'REQUEST',
      sequence: 1,
      start: '2026-03-27T14:00:00.000Z',
    });
    const dropped = parseInvite(calendarPart(mailsTo('dev@example.com')[1]?.raw ?? ''));
    expect(dropped).toMatchObject({ method: 'CANCEL', sequence: 1, status: 'CANCELLED' });

    await recruiter.meetings.deleteGoogleMeet(id);
    await until(() => mailsTo('mira@example.com').length >= 3);
    const cancel = parseInvite(calendarPart(mailsTo('mira@example.com')[2]?.raw ?? ''));
    expect(cancel).toMatchObject({ method: 'CANCEL', sequence: 2, status: 'CANCELLED' });
    expect(cancel.event.uid).toBe(parseInvite(calendarPart(first.raw)).event.uid);
  });

  it("shows attendees' conflicts with the first free slots, and limits everyone's calendar to management", async ({
    team: { manager, recruiter, other },
  }) => {
    await recruiter.meetings.createCall({
      name: 'Priya Shah',
      purpose: 'Screening',
      date: '2026-04-01',
      time: '10:00',
      end_time: '11:00',
      email: 'priya@example.com',
      user_email: 'recruiter@hrportal.example',
      time_zone: 'Asia/Kolkata',
    });
    const answer = await manager.meetings.conflicts({
      attendees: 'PRIYA@example.com, someone@example.com',
      date: '2026-04-01',
      start_time: '10:30',
      end_time: '11:30',
      time_zone: 'Asia/Kolkata',
    });
    expect(answer.conflicts.map((c) => [c.kind, c.attendees])).toEqual([
      ['call', ['priya@example.com']],
    ]);
    // 10:30 is taken until 11:00; the first free 60-minute slot on the 30-minute grid is 11:00.
    expect(answer.free_slots[0]).toEqual({
      date: '2026-04-01',
      start_time: '11:00',
      end_time: '12:00',
    });

    const everyone = await manager.meetings.calendar({
      from: '2026-03-01',
      to: '2026-04-30',
      scope: 'everyone',
    });
    expect(everyone.meetings.some((m) => m.organizer !== '')).toBe(true);
    expect(everyone.meetings.length).toBeGreaterThanOrEqual(4);
    const refused = await failureOf(
      other.meetings.calendar({ from: '2026-03-01', to: '2026-04-30', scope: 'everyone' }),
    );
    expect(refused.status).toBe(403);
    // Someone else's invitation is not theirs to read.
    const { meetings } = await recruiter.meetings.calendar({
      from: '2026-03-01',
      to: '2026-04-30',
    });
    const panel = meetings.find((m) => m.record.subject === 'Panel interview');
    const id = String(panel?.record.meeting_id);
    expect((await recruiter.meetings.invite(id)).blob.size).toBeGreaterThan(0);
    expect((await failureOf(other.meetings.invite(id))).status).toBe(404);
  });
});
