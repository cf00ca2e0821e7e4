import { serverMessages } from '@hrportal/api-client/contract';
import { expect } from 'vitest';
import { describeServer } from './fixture';
import { failureOf } from './helpers';

const now = new Date('2026-06-01T09:00:00Z');

const setup = { seed: { now, candidates: 10, jobs: 3 }, config: { now: () => now } };

describeServer('meeting routes, all five kinds (SDK over HTTP)', setup, (it) => {
  const failure = failureOf;
  const scheduled = {
    subject: 'Technical round',
    start_date: '2026-06-10',
    start_time: '10:00',
    end_time: '11:00',
    attendees: 'ravi@example.com, asha@example.com',
    recruiter_email: 'recruiter@hrportal.example',
    time_zone: 'Asia/Kolkata',
  };

  it('creates, lists, edits and deletes Teams, Zoom and Google Meet meetings', async ({
    team: { manager, recruiter, other },
  }) => {
    const me = recruiter.session.get();
    if (!me) throw new Error('not signed in');
    const teams = await recruiter.meetings.createTeams(scheduled);
    expect(teams.message).toBe(serverMessages.meetingCreated);
    expect(teams.meeting).toMatchObject({
      subject: 'Technical round',
      end_date: '2026-06-10',
      time_zone: 'Asia/Kolkata',
    });
    // No provider configured: no invented link, an explicit "none yet" state instead.
    const zoom = await recruiter.meetings.createZoom(scheduled);
    expect(zoom.meeting).toMatchObject({ join_url: '', link_state: 'none', sequence: 0 });
    // The organiser may paste the real link.
    const meet = await recruiter.meetings.createGoogleMeet({
      ...scheduled,
      join_url: 'https://meet.google.com/abc-defg-hij',
    });
    expect(meet.meeting).toMatchObject({
      join_url: 'https://meet.google.com/abc-defg-hij',
      link_state: 'pasted',
    });
    const badLink = await failure(
      recruiter.meetings.createZoom({ ...scheduled, join_url: 'javascript:alert(1)' }),
    );
    expect(badLink.message).toBe('The join link must be an https:// address');

    const list = await recruiter.meetings.teams(me.userId, { force: true });
    expect(list.map((m) => m.title)).toContain('Technical round');
    expect(list.every((m) => m.type === 'teams')).toBe(true);
    expect((await recruiter.meetings.zoom(me.userId, { force: true })).length).toBeGreaterThan(0);
    expect(
      (await recruiter.meetings.googleMeet(me.userId, { force: true })).length,
    ).toBeGreaterThan(0);

    const teamsId = (teams.meeting as { meeting_id: string }).meeting_id;
    const moved = await recruiter.meetings.updateTeams({
      ...scheduled,
      meeting_id: teamsId,
      start_time: '12:00',
      end_time: '12:30',
    });
    expect(moved.meeting).toMatchObject({ start_time: '12:00', end_time: '12:30', sequence: 1 });
    // Someone else's meeting: neither edited nor deleted; a manager may.
    expect((await failure(other.meetings.deleteTeams({ meeting_id: teamsId }))).status).toBe(403);
    await manager.meetings.deleteTeams({ meeting_id: teamsId });
    const gone = await failure(recruiter.meetings.deleteTeams({ meeting_id: teamsId }));
    expect(gone.status).toBe(404);
    expect(gone.message).toBe(serverMessages.meetingNotFound);

    const zoomId = String((zoom.meeting as { meeting_id: string }).meeting_id);
    await recruiter.meetings.deleteZoom(zoomId);
    const meetId = String((meet.meeting as { meeting_id: string }).meeting_id);
    const edited = await recruiter.meetings.editGoogleMeet(meetId, {
      ...scheduled,
      subject: 'Final round',
    });
    expect(edited.meeting).toMatchObject({ subject: 'Final round' });
    await recruiter.meetings.deleteGoogleMeet(meetId);
  });

  it('creates call and in-person events, lists them per user, refuses bad times and other lists', async ({
    team: { recruiter, other },
  }) => {
    const me = recruiter.session.get();
    const them = other.session.get();
    if (!me || !them) throw new Error('not signed in');
    const call = await recruiter.meetings.createCall({
      name: 'Ravi Kumar',
      purpose: 'Screening',
      date: '2026-06-11',
      time: '09:30',
      user_email: 'recruiter@hrportal.example',
    });
    const visit = await recruiter.meetings.createInPerson({
      name: 'Office visit',
      date: '2026-06-12',
      time: '15:00',
      end_time: '16:00',
      location: 'Bengaluru office',
      user_email: 'recruiter@hrportal.example',
    });
    const calls = await recruiter.meetings.calls(me.userId, { force: true });
    const types = calls.map((m) => m.type);
    expect(types).toContain('call');
    expect(types).toContain('inperson');
    const callId = (call.meeting as { id: number }).id;
    const edited = await recruiter.meetings.editCall(callId, {
      name: 'Ravi Kumar',
      date: '2026-06-11',
      time: '10:00',
      user_email: 'recruiter@hrportal.example',
    });
    expect(edited.meeting).toMatchObject({ time: '10:00' });
    const visitId = (visit.meeting as { id: number }).id;
    await recruiter.meetings.deleteInPerson(visitId);
    await recruiter.meetings.deleteCall(callId);

    const backwards = await failure(
      recruiter.meetings.createZoom({ ...scheduled, start_time: '11:00', end_time: '10:00' }),
    );
    expect(backwards.message).toBe('End time must be after start time');
    const zone = await failure(
      recruiter.meetings.createTeams({ ...scheduled, time_zone: 'Mars/Olympus' }),
    );
    expect(zone.message).toBe('Unknown time zone');
    const noPlace = await failure(
      recruiter.meetings.createInPerson({
        name: 'X',
        date: '2026-06-12',
        time: '15:00',
        location: '',
        user_email: 'r@x.example',
      }),
    );
    expect(noPlace.status).toBe(400);
    expect((await failure(recruiter.meetings.calls(them.userId, { force: true }))).status).toBe(
      403,
    );
  });
});
