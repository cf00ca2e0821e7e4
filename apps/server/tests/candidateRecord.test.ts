import { expect } from 'vitest';
import { tinyPdf } from '../src/seed/files';
import { describeServer } from './fixture';
import { failureOf, signInAs } from './helpers';

const now = new Date('2026-06-15T09:00:00Z');

describeServer(
  'candidate record and bulk job submission',
  { seed: { now, candidates: 20, jobs: 4 }, config: { now: () => now } },
  (it) => {
    it('answers the whole record: fields, comments, status history with who, files, job, peer reviews', async ({
      server,
      team: { manager, recruiter, other },
    }) => {
      const { job } = await manager.jobs.post({
        client: 'Record Co',
        role: 'Data Engineer',
        no_of_positions: 1,
        recruiter: ['recruiter'],
      });
      const { candidate } = await recruiter.candidates.add({
        name: 'Kiran Rao',
        email: 'kiran.record@example.com',
        mobile: '9845012121',
        job_id: job.id,
        resume: tinyPdf(['Kiran Rao']).toString('base64'),
        resume_filename: 'kiran.pdf',
        additional_files: [{ file: tinyPdf(['Offer']).toString('base64'), filename: 'offer.pdf' }],
      });
      await recruiter.candidates.updateStatus(candidate.id, {
        status: 'Internal Interview',
        comment: 'Strong SQL',
      });
      await manager.candidates.updateStatus(candidate.id, { status: 'Client Screening' });
      await manager.peerReview.assign({
        candidate_id: candidate.id,
        reviewer: 'reviewer',
        submitted_status: 'Offer',
      });

      const record = await manager.candidates.record(candidate.id);
      expect(record.candidate).toMatchObject({ id: candidate.id, name: 'Kiran Rao' });
      expect(
        Object.values(record.candidate.comments)
          .flat()
          .map((c) => c.comment),
      ).toContain('Strong SQL');
      const history = record.status_history.map((h) => [h.previous, h.status]);
      expect(history.slice(-2)).toEqual([
        [expect.any(String), 'Internal Interview'],
        ['Internal Interview', 'Client Screening'],
      ]);
      // Who changed it: the recruiter, then the manager (display names from the accounts).
      const authors = record.status_history.slice(-2).map((h) => h.by);
      expect(authors[0]).not.toBeNull();
      expect(authors[1]).not.toBe(authors[0]);
      expect(record.files.map((f) => [f.kind, f.filename])).toEqual([
        ['resume', 'kiran.pdf'],
        ['additional', 'offer.pdf'],
      ]);
      expect(record.job).toMatchObject({ id: job.id, role: 'Data Engineer', client: 'Record Co' });
      expect(record.peer_reviews).toHaveLength(1);
      expect(record.peer_reviews[0]).toMatchObject({
        status: 'PR-Pending',
        submitted_status: 'Offer',
        decided_at: null,
      });

      // Its interviews: the meetings scheduled about it, by start instant, each in its own zone.
      expect(record.interviews).toEqual([]);
      await recruiter.meetings.createZoom({
        subject: 'Second round',
        start_date: '2026-06-20',
        start_time: '15:00',
        end_time: '16:00',
        attendees: 'panel@example.com',
        recruiter_email: 'recruiter@hrportal.example',
        time_zone: 'America/New_York',
        candidate_id: candidate.id,
        job_id: job.id,
      });
      await recruiter.meetings.createCall({
        name: 'Screening call',
        date: '2026-06-18',
        time: '10:00',
        user_email: 'recruiter@hrportal.example',
        time_zone: 'Asia/Kolkata',
        candidate_id: candidate.id,
      });
      // A meeting about nobody is not this candidate's interview.
      await recruiter.meetings.createCall({
        name: 'Team sync',
        date: '2026-06-17',
        time: '10:00',
        user_email: 'recruiter@hrportal.example',
      });
      const { interviews } = await manager.candidates.record(candidate.id);
      expect(interviews.map((i) => [i.kind, i.title, i.starts_at, i.time_zone, i.job_id])).toEqual([
        ['call', 'Call with Screening call', '2026-06-18T04:30:00.000Z', 'Asia/Kolkata', null],
        ['zoom', 'Second round', '2026-06-20T19:00:00.000Z', 'America/New_York', job.id],
      ]);
      expect(interviews[1]).toMatchObject({
        ends_at: '2026-06-20T20:00:00.000Z',
        organizer: expect.any(String),
        // No Zoom credentials here: stored honestly without a link.
        join_url: null,
      });

      // The owner and the assigned peer reviewer read it; another recruiter may not.
      expect((await recruiter.candidates.record(candidate.id)).candidate.id).toBe(candidate.id);
      const reviewer = await signInAs(server, 'reviewer', 'recruiter');
      expect((await reviewer.candidates.record(candidate.id)).candidate.id).toBe(candidate.id);
      expect((await failureOf(other.candidates.record(candidate.id))).status).toBe(403);
      expect((await failureOf(manager.candidates.record(99_999_999))).status).toBe(404);
    });

    it('submits selected candidates to a client job in one request, refusing what the caller may not change', async ({
      team: { manager, recruiter, other },
    }) => {
      const { job: mine } = await manager.jobs.post({
        client: 'Bulk Client',
        role: 'QA Lead',
        no_of_positions: 2,
        recruiter: ['recruiter'],
      });
      const { job: notMine } = await manager.jobs.post({
        client: 'Elsewhere',
        role: 'SRE',
        no_of_positions: 1,
        recruiter: ['recruiter3'],
      });
      const own = await Promise.all(
        [1, 2].map(
          async (n) =>
            (
              await recruiter.candidates.add({
                name: `Bulk Job ${n}`,
                email: `bulk.job${n}@example.com`,
                mobile: `984500100${n}`,
              })
            ).candidate,
        ),
      );
      const { candidate: theirs } = await other.candidates.add({
        name: 'Not Yours',
        email: 'not.yours@example.com',
        mobile: '9845001009',
      });

      const answer = await recruiter.candidates.bulkUpdate({
        candidate_ids: [...own.map((c) => c.id), theirs.id],
        job_id: mine.id,
      });
      expect(answer).toMatchObject({
        updated: 2,
        message: '2 updated, 1 refused (not your candidate)',
        refused: [{ candidate_id: theirs.id, reason: 'Not your candidate' }],
      });
      const moved = await manager.candidates.record(own[0]?.id as number);
      expect(moved.candidate).toMatchObject({
        job_id: mine.id,
        client: 'Bulk Client',
        client_assigned: true,
      });
      expect((await manager.candidates.record(theirs.id)).candidate.client_assigned).toBe(false);

      // A recruiter may not submit to a job not assigned to them; an unknown job is a 404.
      expect(
        (
          await failureOf(
            recruiter.candidates.bulkUpdate({
              candidate_ids: [own[0]?.id as number],
              job_id: notMine.id,
            }),
          )
        ).status,
      ).toBe(403);
      expect(
        (
          await failureOf(
            manager.candidates.bulkUpdate({ candidate_ids: [theirs.id], job_id: 99_999_999 }),
          )
        ).status,
      ).toBe(404);
      // Managers submit anyone's candidates to any job.
      const all = await manager.candidates.bulkUpdate({
        candidate_ids: [theirs.id],
        job_id: notMine.id,
        status: 'Client Screening',
        comment: 'Sent to Elsewhere',
      });
      expect(all).toMatchObject({ updated: 1, refused: [] });
      const sent = await manager.candidates.record(theirs.id);
      expect(sent.candidate).toMatchObject({ client: 'Elsewhere', status: 'Client Screening' });
      expect(sent.status_history.at(-1)?.status).toBe('Client Screening');
    });
  },
);
