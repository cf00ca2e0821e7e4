// Issue 20: a meeting names the candidate and the job it is about (picked from our data), and
// every change reaches the calendars showing it through the live feed.
import { serverMessages } from '@hrportal/api-client/contract';
import { and, eq, isNotNull } from 'drizzle-orm';
import { expect } from 'vitest';
import { candidates, liveEvents, meetings } from '../src/db/schema';
import { describeServer } from './fixture';
import { failureOf } from './helpers';

const now = new Date('2026-06-01T09:00:00Z');
const setup = { seed: { now, candidates: 5, jobs: 2 }, config: { now: () => now } };

describeServer('meetings about a candidate and a job', setup, (it) => {
  it('stores the checked links with their names, refuses unknown ids, forgets deleted ones', async ({
    team: { recruiter, other },
    database,
  }) => {
    const { db } = database.handle;
    const me = recruiter.session.get();
    if (!me) throw new Error('not signed in');
    const [candidate] = await db
      .select()
      .from(candidates)
      .where(and(eq(candidates.userId, me.userId), isNotNull(candidates.jobId)))
      .limit(1);
    if (!candidate?.jobId) throw new Error('seed has no candidate with a job');
    const scheduled = {
      subject: 'Interview',
      start_date: '2026-06-10',
      start_time: '10:00',
      end_time: '11:00',
      attendees: 'ravi@example.com',
      recruiter_email: 'recruiter@hrportal.example',
      time_zone: 'Asia/Kolkata',
      candidate_id: candidate.id,
      job_id: candidate.jobId,
    };
    const zoom = await recruiter.meetings.createZoom(scheduled);
    expect(zoom.meeting).toMatchObject({
      candidate_id: candidate.id,
      candidate_name: candidate.name,
      job_id: candidate.jobId,
      job_title: expect.stringContaining(' · '),
    });
    const call = await recruiter.meetings.createCall({
      name: candidate.name,
      date: '2026-06-11',
      time: '15:00',
      user_email: 'recruiter@hrportal.example',
      candidate_id: candidate.id,
    });
    expect(call.meeting).toMatchObject({ candidate_id: candidate.id, job_id: null });
    // The calendar read carries them too (the demo meetings are about nobody).
    const read = await recruiter.meetings.calendar({ from: '2026-06-01', to: '2026-06-30' });
    expect(read.meetings.map((m) => m.record.candidate_id).filter(Boolean)).toEqual([
      candidate.id,
      candidate.id,
    ]);

    for (const bad of [
      { candidate_id: 999_999, message: serverMessages.candidateNotFound },
      { job_id: 999_999, message: serverMessages.jobNotFound },
    ]) {
      const refused = await failureOf(recruiter.meetings.createTeams({ ...scheduled, ...bad }));
      expect(refused).toMatchObject({ status: 422, message: bad.message });
    }
    // Another recruiter's candidate is not theirs to name (and its name does not leak).
    const notTheirs = await failureOf(other.meetings.createTeams(scheduled));
    expect(notTheirs).toMatchObject({ status: 422, message: serverMessages.candidateNotFound });
    // Unlinking: an edit with null.
    const id = String((zoom.meeting as { meeting_id: string }).meeting_id);
    const edited = await recruiter.meetings.editZoom({
      ...scheduled,
      meeting_id: id,
      job_id: null,
    });
    expect(edited.meeting).toMatchObject({ job_id: null, job_title: null });

    // A deleted candidate leaves the meeting, and its name goes with it.
    await db.delete(candidates).where(eq(candidates.id, candidate.id));
    const [row] = await db.select().from(meetings).where(eq(meetings.externalId, id));
    expect(row?.candidateId).toBeNull();
    const after = await recruiter.meetings.calendar({ from: '2026-06-01', to: '2026-06-30' });
    expect(after.meetings.find((m) => m.record.meeting_id === id)?.record).toMatchObject({
      candidate_id: null,
      candidate_name: null,
    });
  });

  it('tells the organiser, the invited users and management that the calendar changed', async ({
    team: { recruiter, manager },
    database,
  }) => {
    const { db } = database.handle;
    const managerMe = manager.session.get();
    const me = recruiter.session.get();
    if (!managerMe || !me) throw new Error('not signed in');
    const seen = (await db.select().from(liveEvents)).length;
    await recruiter.meetings.createCall({
      name: 'Sync',
      date: '2026-06-12',
      time: '09:00',
      email: String(managerMe.userEmail),
      user_email: 'recruiter@hrportal.example',
    });
    const [event] = (await db.select().from(liveEvents)).slice(seen);
    expect(event?.payload).toMatchObject({ eventType: 'meeting_changed' });
    expect(event?.audience).toEqual({
      userTypes: ['management', 'leadership'],
      userIds: expect.arrayContaining([me.userId, managerMe.userId]),
    });
  });
});
