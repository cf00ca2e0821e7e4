import { serverMessages } from '@hrportal/api-client/contract';
import { desc } from 'drizzle-orm';
import { expect } from 'vitest';
import { mailOutbox } from '../src/db/schema';
import { tinyPdf } from '../src/seed/files';
import { describeServer } from './fixture';
import { failureOf } from './helpers';

const now = new Date('2026-06-01T09:00:00Z');

const setup = { seed: { now, candidates: 20, jobs: 12 }, config: { now: () => now } };

describeServer('job routes (SDK over HTTP)', setup, (it) => {
  const failure = failureOf;

  it('posts a job with a JD, assigns recruiters, and shows it to them only', async ({
    server,
    team: { manager, recruiter, other },
  }) => {
    const posted = await manager.jobs.post({
      client: 'Acme Corp',
      role: 'Senior Java Developer',
      no_of_positions: 2,
      recruiter: ['recruiter'],
      skills: 'Java, Spring',
      experience_min: 3,
      experience_max: 8,
      jd_file: tinyPdf(['Senior Java Developer']).toString('base64'),
      jd_filename: 'jd.pdf',
    });
    expect(posted.message).toBe(serverMessages.jobPosted);
    expect(posted.job).toMatchObject({
      client: 'Acme Corp',
      job_status: 'Active',
      recruiter: ['recruiter'],
      recruiter_names: ['Rahul Verma'],
      jd_pdf_present: true,
      posted_by: 'Maya Menon',
    });
    const id = posted.job.id;
    const mine = await recruiter.jobs.list(undefined, { force: true });
    expect(mine.job_posts_active.some((j) => j.id === id)).toBe(true);
    expect(
      [...mine.job_posts_active, ...mine.job_posts_closed, ...mine.job_posts_hold].every((j) =>
        j.recruiter.includes('recruiter'),
      ),
    ).toBe(true);
    expect((await failure(other.jobs.get(id))).status).toBe(403);
    expect((await recruiter.jobs.get(id)).job.id).toBe(id);

    const jd = await fetch(`${server.api}/view_jd/${id}`, {
      headers: { Authorization: `Bearer ${recruiter.session.get()?.token}` },
    });
    expect(jd.status).toBe(200);
    expect(jd.headers.get('content-disposition')).toContain(`JD_Senior_Java_Developer_${id}.pdf`);

    const reassigned = await manager.jobs.assignRecruiters({
      job_id: id,
      recruiters: ['recruiter3'],
      mode: 'add',
    });
    expect(reassigned.job.recruiter).toEqual(['recruiter', 'recruiter3']);
    expect((await other.jobs.get(id)).job.id).toBe(id);
    const unknown = await failure(
      manager.jobs.assignRecruiters({ job_id: id, recruiters: ['nobody'] }),
    );
    expect(unknown.status).toBe(400);
    expect(unknown.message).toContain('nobody');
  });

  it('edits, changes status one by one and in bulk with mail, deletes; refuses bad input', async ({
    database,
    team: { manager, recruiter },
  }) => {
    const { job } = await manager.jobs.post({
      client: 'Globex',
      role: 'QA Engineer',
      no_of_positions: 1,
      recruiter: ['recruiter'],
    });
    const edited = await manager.jobs.edit(job.id, { no_of_positions: 3, location: 'Pune' });
    expect(edited.job).toMatchObject({ no_of_positions: 3, location: 'Pune', role: 'QA Engineer' });
    const held = await manager.jobs.updateStatus({ job_id: job.id, job_status: 'On Hold' });
    expect(held.job.job_status).toBe('Hold');
    const bulk = await manager.jobs.updateStatusBulk({ job_ids: [job.id], job_status: 'Closed' });
    expect(bulk).toMatchObject({ updated: 1, notified: 1 });
    const [mail] = await database.handle.db
      .select()
      .from(mailOutbox)
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    expect(mail?.subject).toBe('Job status changed to Closed');

    const badRange = await failure(
      manager.jobs.post({
        client: 'X',
        role: 'Y',
        no_of_positions: 1,
        experience_min: 9,
        experience_max: 2,
      }),
    );
    expect(badRange.message).toBe('Minimum experience must not exceed maximum experience');
    const badStatus = await failure(
      manager.jobs.updateStatus({ job_id: job.id, job_status: 'Paused' as never }),
    );
    expect(badStatus.status).toBe(400);
    expect(
      (await failure(recruiter.jobs.post({ client: 'X', role: 'Y', no_of_positions: 1 }))).status,
    ).toBe(403);
    const fakeJd = await failure(
      manager.jobs.post({
        client: 'X',
        role: 'Y',
        no_of_positions: 1,
        jd_file: Buffer.from('not a pdf at all').toString('base64'),
        jd_filename: 'jd.pdf',
      }),
    );
    expect(fakeJd.status).toBe(400);

    await manager.jobs.remove(job.id, {});
    const gone = await failure(manager.jobs.get(job.id));
    expect(gone.status).toBe(404);
    expect(gone.message).toBe(serverMessages.jobNotFound);
  });
});
