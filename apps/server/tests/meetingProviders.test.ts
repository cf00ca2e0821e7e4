// Issue 20 "no fake links": with provider credentials configured, Teams, Zoom and Google Meet
// meetings are created, changed and deleted at the provider and carry its real join link. Each
// adapter talks to a loopback fake that speaks that provider's REST and OAuth shapes; provider
// refusals, rate limits and time-outs reach the organiser as clear messages with nothing changed.
import { serverMessages } from '@hrportal/api-client/contract';
import ICAL from 'ical.js';
import { afterAll, beforeEach, expect } from 'vitest';
import { describeServer } from './fixture';
import { failureOf } from './helpers';
import { startProviderFakes } from './support/providerFakes';

const now = new Date('2026-06-01T09:00:00Z');
const fakes = await startProviderFakes();
const { graph, zoom, google: meet } = fakes;
afterAll(() => fakes.close());
// Each driver's block has its own server (and token caches); requests are counted per test.
beforeEach(() => fakes.reset());

const timeoutMs = 600;
const setup = {
  seed: { now, candidates: 5, jobs: 2 },
  config: { now: () => now, meetingProviders: fakes.settings(timeoutMs) },
};

const scheduled = {
  subject: 'Technical round',
  start_date: '2026-06-10',
  start_time: '10:00',
  end_time: '11:00',
  attendees: 'ravi@example.com, asha@example.com',
  cc_recipients: 'lead@example.com',
  recruiter_email: 'recruiter@hrportal.example',
  time_zone: 'Asia/Kolkata',
};

describeServer('meeting providers (loopback fakes of Graph, Zoom, Google)', setup, (it) => {
  it('Zoom: the real meeting is created, changed and deleted, with its real link', async ({
    team: { recruiter },
  }) => {
    const created = await recruiter.meetings.createZoom(scheduled);
    const record = created.meeting as Record<string, unknown>;
    const [tokenCall] = zoom.tokenRequests();
    expect(tokenCall?.query.get('grant_type')).toBe('account_credentials');
    const [post] = zoom.apiRequests();
    expect(post?.path).toBe('/v2/users/me/meetings');
    // 10:00 in Kolkata is 04:30 UTC; one hour; the zone kept for Zoom's own display.
    expect(post?.json()).toMatchObject({
      topic: 'Technical round',
      type: 2,
      start_time: '2026-06-10T04:30:00Z',
      duration: 60,
      timezone: 'Asia/Kolkata',
    });
    expect(record).toMatchObject({ link_state: 'provider' });
    // Zoom's own meeting number is in its join link; changes and the delete address it.
    const zoomId = /^https:\/\/us05web\.zoom\.us\/j\/(\d+)\?pwd=/.exec(
      String(record.join_url),
    )?.[1];
    expect(zoomId).toBeDefined();

    const meetingId = String(record.meeting_id);
    const edited = await recruiter.meetings.editZoom({
      ...scheduled,
      meeting_id: meetingId,
      subject: 'Technical round (moved)',
      start_time: '15:00',
      end_time: '15:45',
    });
    expect(edited.meeting).toMatchObject({
      join_url: record.join_url,
      link_state: 'provider',
      sequence: 1,
    });
    const patch = zoom.apiRequests().at(-1);
    expect(patch?.method).toBe('PATCH');
    expect(patch?.path).toBe(`/v2/meetings/${zoomId}`);
    expect(patch?.json()).toMatchObject({
      topic: 'Technical round (moved)',
      start_time: '2026-06-10T09:30:00Z',
      duration: 45,
    });

    await recruiter.meetings.deleteZoom(meetingId);
    expect(zoom.apiRequests().at(-1)).toMatchObject({
      method: 'DELETE',
      path: `/v2/meetings/${zoomId}`,
    });
    // One token served every call.
    expect(zoom.tokenRequests()).toHaveLength(1);
  });

  it('Teams: a Graph calendar event with a Teams meeting; the invitation carries its join link', async ({
    team: { recruiter },
  }) => {
    const created = await recruiter.meetings.createTeams(scheduled);
    const record = created.meeting as Record<string, unknown>;
    const [tokenCall] = graph.tokenRequests();
    expect(new URLSearchParams(tokenCall?.body).get('grant_type')).toBe('client_credentials');
    const post = graph.apiRequests().at(-1);
    const me = recruiter.session.get();
    expect(post?.path).toBe(`/v1.0/users/${encodeURIComponent(String(me?.userEmail))}/events`);
    expect(post?.json()).toMatchObject({
      subject: 'Technical round',
      isOnlineMeeting: true,
      onlineMeetingProvider: 'teamsForBusiness',
      start: { dateTime: '2026-06-10T04:30:00.000', timeZone: 'UTC' },
      end: { dateTime: '2026-06-10T05:30:00.000', timeZone: 'UTC' },
    });
    expect(record).toMatchObject({ link_state: 'provider' });
    expect(String(record.join_url)).toMatch(/^https:\/\/teams\.microsoft\.com\/l\/meetup-join\//);

    const invite = await recruiter.meetings.invite(String(record.meeting_id));
    const event = new ICAL.Component(ICAL.parse(await invite.blob.text())).getFirstSubcomponent(
      'vevent',
    );
    expect(event?.getFirstPropertyValue('url')).toBe(record.join_url);

    // An expired token is fetched again once, and the change goes through.
    graph.failNext({ kind: 'expireToken' });
    const edited = await recruiter.meetings.updateTeams({
      ...scheduled,
      meeting_id: String(record.meeting_id),
      subject: 'Technical round, panel',
    });
    expect(edited.meeting).toMatchObject({
      subject: 'Technical round, panel',
      join_url: record.join_url,
    });
    expect(graph.tokenRequests()).toHaveLength(2);
  });

  it('Google Meet: a signed service-account assertion, conference data, the Meet link', async ({
    team: { recruiter },
  }) => {
    const created = await recruiter.meetings.createGoogleMeet(scheduled);
    const record = created.meeting as Record<string, unknown>;
    // The fake verified the RS256 assertion with the account's public key before issuing a token.
    expect(meet.tokenRequests()).toHaveLength(1);
    const post = meet.apiRequests().at(-1);
    expect(post?.path).toBe('/calendar/v3/calendars/primary/events');
    expect(post?.query.get('conferenceDataVersion')).toBe('1');
    expect(post?.json()).toMatchObject({
      summary: 'Technical round',
      start: { dateTime: '2026-06-10T04:30:00.000Z', timeZone: 'Asia/Kolkata' },
      conferenceData: { createRequest: { conferenceSolutionKey: { type: 'hangoutsMeet' } } },
    });
    expect(record).toMatchObject({
      link_state: 'provider',
      join_url: 'https://meet.google.com/abc-defg-hij',
    });

    // Deleted at Google already (410 Gone): our delete still completes.
    meet.failNext({
      kind: 'status',
      status: 410,
      body: { error: { code: 410, message: 'Resource has been deleted' } },
    });
    const removed = await recruiter.meetings.deleteGoogleMeet(String(record.meeting_id));
    expect(removed.message).toBe(serverMessages.meetingDeleted);
  });

  it('a provider that refuses, is rate limited or does not answer: a clear message, nothing stored', async ({
    team: { recruiter },
  }) => {
    const me = recruiter.session.get();
    if (!me) throw new Error('not signed in');
    const before = (await recruiter.meetings.zoom(me.userId, { force: true })).length;

    zoom.failNext({
      kind: 'status',
      status: 400,
      body: { code: 300, message: 'Invalid meeting start time.' },
    });
    const refused = await failureOf(recruiter.meetings.createZoom(scheduled));
    expect(refused).toMatchObject({
      status: 422,
      message: serverMessages.meetingProviderRefused('Zoom', 'Invalid meeting start time.'),
    });

    graph.failNext({
      kind: 'status',
      status: 429,
      body: { error: { code: 'TooManyRequests', message: 'Please retry again later.' } },
    });
    const busy = await failureOf(recruiter.meetings.createTeams(scheduled));
    expect(busy.status).toBe(503);
    expect(busy.message).toBe(serverMessages.meetingProviderBusy('Microsoft Teams'));

    meet.failNext({ kind: 'hang' });
    const started = Date.now();
    const slow = await failureOf(recruiter.meetings.createGoogleMeet(scheduled));
    expect(slow.status).toBe(504);
    expect(slow.message).toBe(serverMessages.meetingProviderTimeout('Google Meet'));
    expect(Date.now() - started).toBeLessThan(10_000);

    expect((await recruiter.meetings.zoom(me.userId, { force: true })).length).toBe(before);
  });

  it('an edit the provider refuses leaves our copy as it was', async ({ team: { recruiter } }) => {
    const created = await recruiter.meetings.createZoom(scheduled);
    const meetingId = String((created.meeting as Record<string, unknown>).meeting_id);
    zoom.failNext({
      kind: 'status',
      status: 400,
      body: { code: 300, message: 'Invalid duration.' },
    });
    const refused = await failureOf(
      recruiter.meetings.editZoom({ ...scheduled, meeting_id: meetingId, subject: 'Changed' }),
    );
    expect(refused.status).toBe(422);
    const me = recruiter.session.get();
    const list = await recruiter.meetings.zoom(me?.userId ?? 0, { force: true });
    expect(list.find((m) => m.id === meetingId)?.title).toBe('Technical round');
  });
});
