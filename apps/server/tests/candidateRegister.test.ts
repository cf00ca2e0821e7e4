import type { HrPortalClient } from '@hrportal/api-client';
import { serverMessages } from '@hrportal/api-client/contract';
import { expect } from 'vitest';
import { tinyPdf } from '../src/seed/files';
import { describeServer } from './fixture';
import { failureOf as failure, sdkClient, signInAs } from './helpers';

const now = new Date('2026-06-01T09:00:00Z');

describeServer(
  'register and edit candidate: read one, duplicate variants, careers resume',
  { seed: { now, candidates: 20, jobs: 5 }, config: { now: () => now } },
  (it) => {
    it('reads one candidate for its owner and managers only', async ({ server, team }) => {
      const recruiter = team.recruiter as HrPortalClient;
      const { candidate } = await recruiter.candidates.add({
        name: 'Meena Iyer',
        email: 'meena.iyer@example.com',
        mobile: '+91 99001 22334',
        experience: '3 years 6 months',
        total_offers: 2,
      });
      const own = await recruiter.candidates.get(candidate.id);
      expect(own.candidate).toMatchObject({
        id: candidate.id,
        name: 'Meena Iyer',
        experience: '3.5',
        total_offers: 2,
      });
      expect(own.candidate.updated_at).toBe(candidate.updated_at);
      expect((await team.manager.candidates.get(candidate.id)).candidate.id).toBe(candidate.id);
      const other = await signInAs(server, 'reviewer', 'recruiter');
      expect((await failure(other.candidates.get(candidate.id))).status).toBe(403);
      const missing = await failure(recruiter.candidates.get(999_999));
      expect(missing.status).toBe(404);
      expect(missing.message).toBe(serverMessages.candidateNotFound);
    });

    it('finds a duplicate by any variant of the phone number, and namesakes by name', async ({
      server,
      team,
    }) => {
      const recruiter = team.recruiter as HrPortalClient;
      const { candidate } = await recruiter.candidates.add({
        name: 'Arjun  Nair',
        email: 'arjun.nair@example.com',
        mobile: '+91 98860 11223',
      });
      for (const variant of ['9886011223', '098860-11223', '(+91) 98860 11223', '919886011223']) {
        const check = await recruiter.candidates.check({ mobile: variant });
        expect(check.exists, variant).toBe(true);
        expect(check.candidate_id).toBe(candidate.id);
        expect(check.matches?.[0]).toMatchObject({
          candidate_id: candidate.id,
          name: 'Arjun  Nair',
          matched_on: ['mobile'],
        });
      }
      // Name + phone: both named; a namesake on another number is a possible duplicate only.
      const both = await recruiter.candidates.check({ mobile: '98860 11223', name: 'arjun nair' });
      expect(both.matches?.[0]?.matched_on).toEqual(['mobile', 'name']);
      const namesake = await recruiter.candidates.check({
        mobile: '9000000001',
        name: 'ARJUN NAIR',
      });
      expect(namesake.exists).toBe(false);
      expect(namesake.matches).toEqual([
        expect.objectContaining({ candidate_id: candidate.id, matched_on: ['name'] }),
      ]);
      // Adding the same number written another way is refused like the same number.
      const again = await failure(
        recruiter.candidates.add({ name: 'A N', email: 'an@example.com', mobile: '098860 11223' }),
      );
      expect(again.status).toBe(409);
      expect(again.message).toBe(serverMessages.duplicateCandidate);
      // Another recruiter learns that it exists, not whose it is; a namesake of theirs stays hidden.
      const other = await signInAs(server, 'reviewer', 'recruiter');
      const hidden = await other.candidates.check({ mobile: '9886011223', name: 'Arjun Nair' });
      expect(hidden).toMatchObject({ exists: true, candidate_id: null, recruiter: null });
      expect(hidden.matches).toEqual([
        {
          candidate_id: null,
          name: null,
          recruiter: null,
          candidate_status: null,
          matched_on: ['mobile', 'name'],
        },
      ]);
      const hiddenName = await other.candidates.check({ mobile: '9000000002', name: 'Arjun Nair' });
      expect(hiddenName.matches).toEqual([]);
    });

    it("serves a careers registration's resume for Convert to candidate", async ({
      server,
      team: { manager, recruiter },
    }) => {
      const { job } = await manager.jobs.post({
        client: 'Hooli',
        role: 'Data Engineer',
        no_of_positions: 1,
        post_to_careers: true,
      });
      const resume = tinyPdf(['Kavya Rao', 'kavya.rao@example.com']);
      const applied = await sdkClient(server).careers.apply({
        job_id: job.id,
        name: 'Kavya Rao',
        email: 'kavya.rao@example.com',
        mobile: '9845077777',
        resume: resume.toString('base64'),
        filename: 'kavya.pdf',
      });
      const file = await recruiter.files.careersResume(applied.registration_id);
      expect(file.fileName).toBe('kavya.pdf');
      expect(Buffer.from(await file.blob.arrayBuffer()).equals(resume)).toBe(true);
      const none = await failure(recruiter.files.careersResume(999_999));
      expect(none.status).toBe(404);
      expect(
        (await failure(sdkClient(server).files.careersResume(applied.registration_id))).status,
      ).toBe(401);
    });
  },
);
