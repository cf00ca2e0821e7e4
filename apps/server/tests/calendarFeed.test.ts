// Issue 20: a per-user calendar subscription (.ics address with its own revocable secret) that
// Outlook or Google Calendar can poll, parsed here with ical.js; and the 15-minute reminders.
import { serverMessages } from '@hrportal/api-client/contract';
import ICAL from 'ical.js';
import { expect } from 'vitest';
import { liveEvents } from '../src/db/schema';
import { sendDueReminders } from '../src/meetings/reminders';
import { describeServer } from './fixture';

let clock = new Date('2026-10-28T09:00:00Z');
const setup = { seed: { now: clock, candidates: 5, jobs: 2 }, config: { now: () => clock } };

const fetchFeed = (url: string) =>
  fetch(url).then(async (r) => ({
    status: r.status,
    type: r.headers.get('content-type') ?? '',
    text: await r.text(),
  }));

function events(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return {
    method: calendar.getFirstPropertyValue('method'),
    name: calendar.getFirstPropertyValue('x-wr-calname'),
    list: calendar.getAllSubcomponents('vevent').map((vevent) => {
      const event = new ICAL.Event(vevent);
      return {
        uid: event.uid,
        summary: event.summary,
        start: event.startDate.toJSDate().toISOString(),
        tzid: vevent.getFirstProperty('dtstart')?.getParameter('tzid'),
      };
    }),
  };
}

describeServer('calendar subscription feed and reminders', setup, (it) => {
  it('a feed address lists my meetings across a daylight-saving change, and ends when replaced or revoked', async ({
    team: { recruiter, manager },
  }) => {
    const managerEmail = manager.session.get()?.userEmail ?? '';
    expect((await recruiter.meetings.calendarFeed()).active).toBe(false);
    const base = {
      subject: 'Panel before the change',
      start_date: '2026-10-30',
      start_time: '09:00',
      end_time: '10:00',
      attendees: managerEmail,
      recruiter_email: 'recruiter@hrportal.example',
      time_zone: 'America/New_York',
    };
    const before = await recruiter.meetings.createTeams(base);
    await recruiter.meetings.createZoom({
      ...base,
      subject: 'Panel after the change',
      start_date: '2026-11-02',
    });
    await recruiter.meetings.createCall({
      name: 'Asha Rao',
      purpose: 'Screening',
      date: '2026-11-03',
      time: '15:30',
      email: 'asha@example.com',
      user_email: 'recruiter@hrportal.example',
      time_zone: 'Asia/Kolkata',
    });

    const made = await recruiter.meetings.createCalendarFeed();
    expect(made).toMatchObject({ active: true, last_fetched_at: null });
    expect(made.url).toMatch(/\/api\/calendar_feed\/[A-Za-z0-9_-]{43}\.ics$/);
    const feed = await fetchFeed(made.url ?? '');
    expect(feed.status).toBe(200);
    expect(feed.type).toContain('text/calendar');
    const parsed = events(feed.text);
    expect(parsed.method).toBe('PUBLISH');
    expect(parsed.name).toContain('HR Portal');
    // New York is UTC−4 until 1 November 2026 and UTC−5 after: 09:00 is 13:00Z, then 14:00Z.
    expect(parsed.list).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          summary: 'Panel before the change',
          start: '2026-10-30T13:00:00.000Z',
          tzid: 'America/New_York',
        }),
        expect.objectContaining({
          summary: 'Panel after the change',
          start: '2026-11-02T14:00:00.000Z',
          tzid: 'America/New_York',
        }),
        expect.objectContaining({
          summary: 'Call with Asha Rao',
          start: '2026-11-03T10:00:00.000Z',
          tzid: 'Asia/Kolkata',
        }),
      ]),
    );
    // The same UID as the emailed invitation: a client holding both shows one event.
    const invite = await recruiter.meetings.invite(
      String((before.meeting as { meeting_id: string }).meeting_id),
    );
    const inviteUid = events(await invite.blob.text()).list[0]?.uid;
    expect(parsed.list.map((e) => e.uid)).toContain(inviteUid);
    expect((await recruiter.meetings.calendarFeed()).last_fetched_at).not.toBeNull();

    // The manager is an attendee: their own feed lists the meeting too.
    const managerFeed = await fetchFeed((await manager.meetings.createCalendarFeed()).url ?? '');
    expect(events(managerFeed.text).list.map((e) => e.summary)).toContain(
      'Panel before the change',
    );

    // A new address ends the old one; revoking ends the new one.
    const again = await recruiter.meetings.createCalendarFeed();
    const old = await fetchFeed(made.url ?? '');
    expect(old.status).toBe(404);
    expect(JSON.parse(old.text).message).toBe(serverMessages.calendarFeedNotFound);
    expect((await fetchFeed(again.url ?? '')).status).toBe(200);
    await recruiter.meetings.revokeCalendarFeed();
    expect((await fetchFeed(again.url ?? '')).status).toBe(404);
    expect((await recruiter.meetings.calendarFeed()).active).toBe(false);

    // A malformed address is refused plainly, not looked up.
    const bad = await fetch(made.url?.replace(/[A-Za-z0-9_-]{43}\.ics$/, 'abc.ics') ?? '');
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toContain('This calendar address is not valid');
  });

  it('attendees with an account get one live reminder 15 minutes before; a moved meeting again', async ({
    server,
    database,
    team: { recruiter, manager },
  }) => {
    clock = new Date('2026-10-28T09:00:00Z');
    const managerId = manager.session.get()?.userId;
    const recruiterId = recruiter.session.get()?.userId;
    const soon = {
      subject: 'Offer call',
      start_date: '2026-10-28',
      start_time: '09:10',
      end_time: '09:40',
      attendees: `${manager.session.get()?.userEmail}, outsider@example.com`,
      recruiter_email: 'recruiter@hrportal.example',
      time_zone: 'UTC',
    };
    const created = await recruiter.meetings.createZoom(soon);
    await recruiter.meetings.createZoom({
      ...soon,
      subject: 'Later call',
      start_time: '09:45',
      end_time: '10:00',
    });
    const services = server.server.services;
    const reminders = async () =>
      (await database.handle.db.select().from(liveEvents)).filter(
        (e) => (e.payload as { eventType?: string }).eventType === 'meeting_reminder',
      );
    const seen = (await reminders()).length;

    expect(await sendDueReminders(services)).toBe(1);
    const [first] = (await reminders()).slice(seen);
    expect(first?.payload).toMatchObject({ message: 'Starts in 10 min: Offer call' });
    expect(first?.audience).toEqual({ userIds: expect.arrayContaining([recruiterId, managerId]) });
    // Swept again (or by another instance): not sent twice.
    expect(await sendDueReminders(services)).toBe(0);

    // Moved to 09:12: a new start, so a new reminder.
    await recruiter.meetings.editZoom({
      ...soon,
      meeting_id: String((created.meeting as { meeting_id: string }).meeting_id),
      start_time: '09:12',
    });
    expect(await sendDueReminders(services)).toBe(1);

    // 09:31: the 09:45 call is now within 15 minutes.
    clock = new Date('2026-10-28T09:31:00Z');
    expect(await sendDueReminders(services)).toBe(1);
    expect(
      (await reminders()).slice(seen).map((e) => (e.payload as { message: string }).message),
    ).toContain('Starts in 14 min: Later call');
  });
});
