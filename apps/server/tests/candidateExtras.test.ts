import { inflateRawSync } from 'node:zlib';
import { serverMessages } from '@hrportal/api-client/contract';
import { describe, expect, it } from 'vitest';
import { scoreMatch } from '../src/documents/match';
import { tinyPdf } from '../src/seed/files';
import { createZip } from '../src/uploads/zip';
import { describeServer } from './fixture';
import { failureOf, signInAs } from './helpers';

/** Reads a zip's entries back (central directory, then each local entry). */
function readZip(zip: Buffer): { name: string; bytes: Buffer }[] {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const out: { name: string; bytes: Buffer }[] = [];
  for (let i = 0; i < count; i++) {
    const method = zip.readUInt16LE(at + 10);
    const packed = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const dataAt = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(dataAt, dataAt + packed);
    out.push({ name, bytes: method === 8 ? inflateRawSync(data) : Buffer.from(data) });
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return out;
}

describe('zip writer and match score', () => {
  it('writes a zip whose entries read back byte for byte, renaming duplicates', () => {
    const a = Buffer.from('a'.repeat(5000));
    const b = Buffer.from([1, 2, 3]);
    const entries = readZip(
      createZip([
        { name: 'x.pdf', bytes: a },
        { name: 'x.pdf', bytes: b },
      ]),
    );
    expect(entries.map((e) => e.name)).toEqual(['x.pdf', 'x (2).pdf']);
    expect(entries[0]?.bytes.equals(a)).toBe(true);
    expect(entries[1]?.bytes.equals(b)).toBe(true);
  });

  it('scores with the shared matcher: skills (aliases resolved) and experience in range', () => {
    const job = { skills: 'Java, Spring, Kafka', experienceMin: 3, experienceMax: 6 };
    expect(scoreMatch({ skills: 'java, spring, kafka', experienceYears: 4 }, job).score).toBe(100);
    expect(scoreMatch({ skills: 'Java', experienceYears: 4 }, job)).toMatchObject({
      matchedSkills: ['Java'],
      missingSkills: ['Spring', 'Kafka'],
    });
    expect(scoreMatch({ skills: 'Go', experienceYears: 20 }, job).score).toBe(0);
  });
});

const now = new Date('2026-06-01T09:00:00Z');

describeServer(
  'candidate files, transfer, matching and notifications (SDK over HTTP)',
  { seed: { now, candidates: 30, jobs: 10 }, config: { now: () => now } },
  (it) => {
    it("lists a candidate's files and zips additional files and resumes", async ({
      team: { recruiter, other },
    }) => {
      const resume = tinyPdf(['Neha Joshi']);
      const offer = tinyPdf(['Offer letter']);
      const { candidate } = await recruiter.candidates.add({
        name: 'Neha Joshi',
        email: 'neha@example.com',
        mobile: '9845066666',
        resume: resume.toString('base64'),
        resume_filename: 'neha.pdf',
        additional_files: [{ file: offer.toString('base64'), filename: 'offer.pdf' }],
      });
      const files = await recruiter.candidates.files(candidate.id);
      expect(files.files.map((f) => f.kind)).toEqual(['resume', 'additional']);
      expect(files.files[1]).toMatchObject({ filename: 'offer.pdf', size_bytes: offer.length });

      const extra = await recruiter.files.additionalFiles(candidate.id, candidate.name);
      const extraEntries = readZip(Buffer.from(await extra.blob.arrayBuffer()));
      expect(extraEntries.map((e) => e.name)).toEqual(['offer.pdf']);
      expect(extraEntries[0]?.bytes.equals(offer)).toBe(true);

      const bulk = await recruiter.files.bulkResumes([candidate.id]);
      expect(bulk.fileName).toMatch(/^resumes_\d{4}-\d{2}-\d{2}\.zip$/);
      const entries = readZip(Buffer.from(await bulk.blob.arrayBuffer()));
      expect(entries[0]?.name).toBe(`Neha_Joshi_${candidate.id}.pdf`);
      expect(entries[0]?.bytes.equals(resume)).toBe(true);
      expect((await failureOf(other.files.bulkResumes([candidate.id]))).status).toBe(403);
      expect((await failureOf(other.candidates.files(candidate.id))).status).toBe(403);
    });

    it("lets a profile's peer reviewer read its resume, additional files and its job's JD", async ({
      server,
      team: { manager, recruiter, other },
    }) => {
      const jd = tinyPdf(['Platform Engineer JD']);
      const { job } = await manager.jobs.post({
        client: 'Reviewed Co',
        role: 'Platform Engineer',
        no_of_positions: 1,
        recruiter: ['recruiter'],
        jd_file: jd.toString('base64'),
        jd_filename: 'platform.pdf',
      });
      const resume = tinyPdf(['Ravi Kumar']);
      const offer = tinyPdf(['Certificate']);
      const { candidate } = await recruiter.candidates.add({
        name: 'Ravi Kumar',
        email: 'ravi.review@example.com',
        mobile: '9845077777',
        job_id: job.id,
        resume: resume.toString('base64'),
        resume_filename: 'ravi.pdf',
        additional_files: [{ file: offer.toString('base64'), filename: 'cert.pdf' }],
      });
      const reviewer = await signInAs(server, 'reviewer', 'recruiter');
      // Before the assignment the reviewer is a stranger to this profile.
      expect((await failureOf(reviewer.files.resume(candidate.id, candidate.name))).status).toBe(
        403,
      );
      expect((await failureOf(reviewer.files.jobDescription(job.id, job.client))).status).toBe(403);

      await manager.peerReview.assign({
        candidate_id: candidate.id,
        reviewer: 'reviewer',
        submitted_status: 'Offer',
      });
      const viewed = await reviewer.files.resume(candidate.id, candidate.name);
      expect(Buffer.from(await viewed.blob.arrayBuffer()).equals(resume)).toBe(true);
      const listed = await reviewer.candidates.files(candidate.id);
      expect(listed.files.map((f) => f.kind)).toEqual(['resume', 'additional']);
      const extra = await reviewer.files.additionalFiles(candidate.id, candidate.name);
      expect(readZip(Buffer.from(await extra.blob.arrayBuffer()))[0]?.bytes.equals(offer)).toBe(
        true,
      );
      const description = await reviewer.files.jobDescription(job.id, job.client);
      expect(Buffer.from(await description.blob.arrayBuffer()).equals(jd)).toBe(true);

      // Reading is all it grants: the job stays the assigned recruiters', other profiles stay closed.
      expect((await failureOf(reviewer.jobs.get(job.id))).status).toBe(403);
      expect((await failureOf(other.files.resume(candidate.id, candidate.name))).status).toBe(403);
      expect((await failureOf(other.files.jobDescription(job.id, job.client))).status).toBe(403);
    });

    it('transfers profiles to another recruiter (managers only)', async ({
      team: { manager, recruiter, other },
    }) => {
      const { candidate } = await recruiter.candidates.add({
        name: 'Move Me',
        email: 'move@example.com',
        mobile: '9845055555',
      });
      expect(
        (
          await failureOf(
            recruiter.candidates.assignRecruiter({ id: candidate.id, recruiter: 'recruiter3' }),
          )
        ).status,
      ).toBe(403);
      const moved = await manager.candidates.assignRecruiter({
        candidate_ids: [candidate.id],
        recruiter: 'recruiter3',
      });
      expect(moved).toMatchObject({ updated: 1, message: serverMessages.recruiterReassigned });
      expect(
        (await other.candidates.updateStatus(candidate.id, { comment: 'mine now' })).candidate
          .recruiter,
      ).toBe('recruiter3');
      const unknown = await failureOf(
        manager.candidates.assignRecruiter({ id: candidate.id, recruiter: 'ghost' }),
      );
      expect(unknown.status).toBe(400);
    });

    it('matches candidates to jobs by skills and experience, best first', async ({
      team: { manager, recruiter },
    }) => {
      const { job } = await manager.jobs.post({
        client: 'Matchers',
        role: 'Kafka Engineer',
        no_of_positions: 1,
        skills: 'Kafka, Scala',
        experience_min: 2,
        experience_max: 5,
        recruiter: ['recruiter'],
      });
      const { candidate } = await recruiter.candidates.add({
        name: 'Kafka Person',
        email: 'kafka@example.com',
        mobile: '9845044444',
        skills: 'Scala, Kafka, Akka',
        experience: '3',
      });
      const forJob = await manager.candidates.matchForJob({ job_id: job.id, limit: 5 });
      expect(forJob.matches[0]).toMatchObject({
        candidate_id: candidate.id,
        score: 100,
        experience_match: true,
      });
      const scores = forJob.matches.map((m) => m.score);
      expect([...scores].sort((a, b) => b - a)).toEqual(scores);
      const toJobs = await recruiter.candidates.matchToJobs({
        candidate_ids: [candidate.id],
        limit: 3,
      });
      expect(toJobs.matches[0]?.job_id).toBe(job.id);
      expect(toJobs.matches.length).toBeLessThanOrEqual(3);
    });

    it('mails job notifications to assigned recruiters', async ({
      team: { manager, recruiter },
    }) => {
      const { job } = await manager.jobs.post({
        client: 'Notify',
        role: 'SRE',
        no_of_positions: 1,
        recruiter: ['recruiter', 'recruiter3'],
      });
      const sent = await manager.jobs.sendNotifications({ job_post_id: job.id });
      expect(sent.notified).toBe(2);
      const edited = await manager.jobs.sendEditNotifications({ job_post_id: job.id });
      expect(edited.message).toBe(serverMessages.notificationsSent);
      expect(
        (await failureOf(recruiter.jobs.sendNotifications({ job_post_id: job.id }))).status,
      ).toBe(403);
    });
  },
);
