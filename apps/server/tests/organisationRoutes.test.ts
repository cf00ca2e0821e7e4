import { careerJobPublicKeys, serverMessages } from '@hrportal/api-client/contract';
import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows } from '../src/db/database';
import { liveEvents } from '../src/db/schema';
import { tinyPdf } from '../src/seed/files';
import { describeServer } from './fixture';
import { failureOf, sdkClient } from './helpers';

const now = new Date('2026-06-01T09:00:00Z');

describeServer(
  'clients, careers and vendor routes (SDK over HTTP)',
  { seed: { now, candidates: 40, jobs: 15 }, config: { now: () => now } },
  (it) => {
    const failure = failureOf;

    it('creates a client once and summarises clients from their jobs', async ({
      team: { manager, recruiter },
    }) => {
      const created = await manager.clients.create({
        name: 'Initech',
        contact_person: 'Bill',
        email: 'bill@initech.example',
      });
      expect(created.message).toBe(serverMessages.clientCreated);
      const again = await failure(manager.clients.create({ name: 'INITECH' }));
      expect(again.status).toBe(409);
      expect(again.message).toBe(serverMessages.clientExists);
      await manager.jobs.post({
        client: 'Initech',
        role: 'Analyst',
        no_of_positions: 1,
        recruiter: ['recruiter'],
      });
      await manager.jobs.post({
        client: 'Initech',
        role: 'Tester',
        no_of_positions: 1,
        job_status: 'Hold',
      });
      const { clients } = await manager.clients.list();
      const initech = clients.find((c) => c.name === 'Initech');
      expect(initech).toMatchObject({
        active: 1,
        on_hold: 1,
        total: 2,
        summary_status: 'Active',
        created_by: 'Maya Menon',
      });
      const theirs = await recruiter.clients.jobs({ client: 'Initech' });
      expect(theirs.jobs.map((j) => j.role)).toEqual(['Analyst']);
      expect((await failure(recruiter.clients.create({ name: 'Nope' }))).status).toBe(403);
    });

    it("assigns a recruiter's candidates to a client job, not someone else's", async ({
      team: { manager, recruiter },
    }) => {
      const { job } = await manager.jobs.post({
        client: 'Umbrella',
        role: 'Chemist',
        no_of_positions: 1,
      });
      const { candidate } = await recruiter.candidates.add({
        name: 'Pool Person',
        email: 'pool@example.com',
        mobile: '9845077777',
      });
      expect(candidate.client_assigned).toBe(false);
      const assigned = await recruiter.candidates.assignClient({
        candidate_ids: [candidate.id],
        job_id: job.id,
      });
      expect(assigned.updated).toBe(1);
      const { candidate: other } = await manager.candidates.add({
        name: 'Boss Pick',
        email: 'boss@example.com',
        mobile: '9845088888',
      });
      expect(
        (
          await failure(
            recruiter.candidates.assignClient({ candidate_ids: [other.id], job_id: job.id }),
          )
        ).status,
      ).toBe(403);
      const none = await failure(
        manager.candidates.assignClient({ candidate_ids: [], job_id: job.id }),
      );
      expect(none.message).toBe('Select at least one candidate');
    });

    it('lists careers jobs publicly, takes an application with a real resume, lists registrations', async ({
      server,
      team: { manager },
    }) => {
      const visitor = sdkClient(server);
      const { job } = await manager.jobs.post({
        client: 'Hooli',
        role: 'Designer',
        no_of_positions: 1,
        post_to_careers: true,
      });
      const board = await visitor.careers.jobs();
      expect(board.jobs.some((j) => j.id === job.id)).toBe(true);
      const applied = await visitor.careers.apply({
        job_id: job.id,
        name: 'Dana Scully',
        email: 'dana@example.com',
        mobile: '9845099990',
        linkedin: 'https://linkedin.example/dana',
        resume: tinyPdf(['Dana Scully']).toString('base64'),
        filename: 'dana.pdf',
      });
      expect(applied.message).toBe(serverMessages.applicationReceived);
      const fake = await failure(
        visitor.careers.apply({
          job_id: job.id,
          name: 'X',
          email: 'x@example.com',
          mobile: '9845099991',
          resume: Buffer.from('hello').toString('base64'),
          filename: 'x.pdf',
        }),
      );
      expect(fake.status).toBe(400);
      const closed = await manager.jobs.post({
        client: 'Hooli',
        role: 'Closed One',
        no_of_positions: 1,
        job_status: 'Closed',
        post_to_careers: true,
      });
      const notOpen = await failure(
        visitor.careers.apply({
          job_id: closed.job.id,
          name: 'Y',
          email: 'y@example.com',
          mobile: '9845099992',
          resume: tinyPdf(['Y']).toString('base64'),
          filename: 'y.pdf',
        }),
      );
      expect(notOpen.status).toBe(404);
      expect(notOpen.message).toBe(serverMessages.careersJobNotFound);
      const registrations = await manager.careers.registrations();
      const dana = registrations.find((r) => r.email === 'dana@example.com');
      expect(dana).toMatchObject({
        job_role: 'Designer',
        client: 'Hooli',
        resume_present: true,
        linkedin: 'https://linkedin.example/dana',
      });
    });

    it('shows the public board no internal field, announces an application live and serves one registration with its resume', async ({
      server,
      database,
      team: { manager, recruiter },
    }) => {
      const { job } = await manager.jobs.post({
        client: 'Secret Client Ltd',
        role: 'Platform Engineer',
        no_of_positions: 2,
        recruiter: ['recruiter'],
        budget_min: 1_500_000,
        budget_max: 2_500_000,
        location: 'Pune',
        mode: 'Hybrid',
        post_to_careers: true,
      });
      // The raw answer, not the SDK's view of it: every key an anonymous visitor receives.
      const response = await fetch(`${server.api}/careers/jobs`);
      expect(response.status).toBe(200);
      const body = (await response.json()) as { jobs: Record<string, unknown>[] };
      const posted = body.jobs.find((j) => j.id === job.id);
      expect(posted).toBeDefined();
      for (const entry of body.jobs)
        expect(Object.keys(entry).sort()).toEqual([...careerJobPublicKeys].sort());
      const text = JSON.stringify(body);
      for (const leak of [
        'Secret Client Ltd',
        '1500000',
        '2500000',
        '"recruiter"',
        'posted_by',
        'budget',
      ]) {
        expect(text).not.toContain(leak);
      }
      expect(posted).toMatchObject({ role: 'Platform Engineer', location: 'Pune', mode: 'Hybrid' });

      const visitor = sdkClient(server);
      const pdf = tinyPdf(['Fox Mulder', 'Platform engineer, 7 years']);
      const applied = await visitor.careers.apply({
        job_id: job.id,
        name: 'Fox Mulder',
        email: 'Fox@Example.com',
        mobile: '+91 98450 11111',
        experience: '7 years',
        current_location: 'Pune',
        resume: pdf.toString('base64'),
        filename: 'fox.pdf',
      });
      const id = applied.registration_id;
      const events = await database.handle.db
        .select()
        .from(liveEvents)
        .where(and(eq(liveEvents.type, 'careers_application')));
      const announced = events.find((e) => e.payload.registrationId === id);
      expect(announced?.payload).toMatchObject({
        registrationId: id,
        jobId: job.id,
        name: 'Fox Mulder',
        role: 'Platform Engineer',
      });
      expect(announced?.audience.userTypes).toEqual(
        expect.arrayContaining(['management', 'recruiter']),
      );

      const one = await recruiter.careers.registration(id);
      expect(one).toMatchObject({
        id,
        job_id: job.id,
        job_role: 'Platform Engineer',
        name: 'Fox Mulder',
        email: 'fox@example.com',
        experience: '7',
        current_location: 'Pune',
        resume_present: true,
      });
      const missing = await failure(manager.careers.registration(999_999));
      expect(missing.status).toBe(404);
      expect(missing.message).toBe(serverMessages.careersRegistrationNotFound);

      const file = await manager.careers.resume(id, 'Fox Mulder');
      expect(file.fileName).toBe(`Fox Mulder_${id}.pdf`);
      expect(Buffer.from(await file.blob.arrayBuffer()).equals(pdf)).toBe(true);
      const raw = await fetch(`${server.api}/careers_registrations/${id}/resume`, {
        headers: { Authorization: `Bearer ${manager.session.token()}` },
      });
      expect(raw.headers.get('content-disposition')).toContain('fox.pdf');
      expect(raw.headers.get('x-content-type-options')).toBe('nosniff');
      // Signed out: the registration and its resume are not public.
      expect((await failure(visitor.careers.registration(id))).status).toBe(401);
      expect((await fetch(`${server.api}/careers_registrations/${id}/resume`)).status).toBe(401);
    });

    it('converts a careers registration into a candidate once, in the same transaction', async ({
      server,
      team: { manager, recruiter },
    }) => {
      const { job } = await manager.jobs.post({
        client: 'Hooli',
        role: 'Site Reliability Engineer',
        no_of_positions: 1,
        post_to_careers: true,
      });
      const visitor = sdkClient(server);
      const { registration_id: id } = await visitor.careers.apply({
        job_id: job.id,
        name: 'Dana Scully',
        email: 'dana@example.com',
        mobile: '+91 98450 22222',
        experience: '5 years',
        resume: tinyPdf(['Dana Scully']).toString('base64'),
        filename: 'dana.pdf',
      });
      expect((await manager.careers.registration(id)).candidate_id).toBeNull();
      // An add naming an unknown registration is refused whole.
      const unknown = await failure(
        recruiter.candidates.add({
          name: 'Nobody',
          email: 'nobody-convert@example.com',
          mobile: '+91 98450 33333',
          careers_registration_id: 999_999,
        }),
      );
      expect(unknown.status).toBe(404);
      expect(unknown.message).toBe(serverMessages.careersRegistrationNotFound);
      const added = await recruiter.candidates.add({
        name: 'Dana Scully',
        email: 'dana@example.com',
        mobile: '+91 98450 22222',
        job_id: job.id,
        careers_registration_id: id,
      });
      expect((await manager.careers.registration(id)).candidate_id).toBe(added.candidate.id);
      expect((await manager.careers.registrations()).find((r) => r.id === id)?.candidate_id).toBe(
        added.candidate.id,
      );
      // The 404 add above rolled back: no candidate with that email exists.
      expect(
        (await manager.candidates.check({ email: 'nobody-convert@example.com' })).matches ?? [],
      ).toEqual([]);
      const twice = await failure(
        recruiter.candidates.add({
          name: 'Dana Scully Again',
          email: 'dana.again@example.com',
          mobile: '+91 98450 44444',
          careers_registration_id: id,
        }),
      );
      expect(twice.status).toBe(409);
      expect(twice.message).toBe(serverMessages.careersRegistrationConverted);
    });

    it("sets a vendor's recruiters on a job: assign, unassign, audited, managers only", async ({
      server,
      database,
      team: { manager, recruiter, other, leadership },
    }) => {
      const [vendor] = await manager.vendors.dashboard();
      if (!vendor) throw new Error('the seed has vendors');
      const { job } = await manager.jobs.post({
        client: 'Vandelay',
        role: 'Importer',
        no_of_positions: 2,
        // recruiter3 is on the job directly: a vendor unassigning them leaves them on it.
        recruiter: ['recruiter3'],
      });
      const set = (recruiters: string[], vendorId = vendor.vendorId, jobId = job.id) =>
        manager.vendors.assignRecruiters({ vendor_id: vendorId, job_id: jobId, recruiters });
      const detail = async () =>
        (await manager.vendors.dashboard())
          .find((v) => v.vendorId === vendor.vendorId)
          ?.jobDetails.find((j) => j.jobId === job.id);

      const assigned = await set(['recruiter', 'recruiter3']);
      expect(assigned.message).toBe(serverMessages.recruitersAssigned);
      expect([...assigned.job.recruiter].sort()).toEqual(['recruiter', 'recruiter3']);
      expect((await detail())?.recruiters?.map((r) => r.username)).toEqual(
        expect.arrayContaining(['recruiter', 'recruiter3']),
      );
      // The recruiter now sees the job among theirs.
      const mine = await recruiter.jobs.list();
      expect(JSON.stringify(mine)).toContain('Importer');

      // Unassign both: the one the vendor added leaves the job, the manager's own stays.
      const cleared = await set([]);
      expect(cleared.job.recruiter).toEqual(['recruiter3']);
      expect((await detail())?.recruiters).toEqual([]);

      // Every row it changed is in the audit trail, with the manager as the author.
      const rows = await queryRows<{ action: string; actor_id: number | null }>(
        database.handle.db,
        sql`select action, actor_id from audit_log where table_name = 'vendor_job_recruiters' and record_id like ${`%job_id=${job.id},%`}`,
      );
      expect(rows.map((r) => r.action).sort()).toEqual(['delete', 'delete', 'insert', 'insert']);
      expect(rows.every((r) => r.actor_id !== null)).toBe(true);

      // Validation: unknown or inactive recruiter, unknown vendor or job — clear 4xx, nothing kept.
      const unknown = await failure(set(['nobody']));
      expect(unknown.status).toBe(400);
      expect(unknown.message).toBe('Unknown or inactive recruiter: nobody');
      const noVendor = await failure(set(['recruiter'], 999_999));
      expect(noVendor.status).toBe(404);
      expect(noVendor.message).toBe(serverMessages.vendorNotFound);
      const noJob = await failure(set(['recruiter'], vendor.vendorId, 999_999));
      expect(noJob.status).toBe(404);
      expect((await detail())?.recruiters).toEqual([]);
      const bad = await fetch(`${server.api}/vendor_assign_recruiters`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${manager.session.token()}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ vendor_id: 'x', job_id: job.id }),
      });
      expect(bad.status).toBe(400);

      // Managers and leadership only.
      expect(
        (
          await failure(
            other.vendors.assignRecruiters({
              vendor_id: vendor.vendorId,
              job_id: job.id,
              recruiters: [],
            }),
          )
        ).status,
      ).toBe(403);
      await leadership.vendors.assignRecruiters({
        vendor_id: vendor.vendorId,
        job_id: job.id,
        recruiters: ['reviewer'],
      });
      expect((await detail())?.recruiters?.map((r) => r.username)).toEqual(['reviewer']);
    });

    it('rolls vendors up for managers only', async ({ team: { manager, recruiter } }) => {
      const vendors = await manager.vendors.dashboard();
      expect(vendors.length).toBeGreaterThan(0);
      for (const v of vendors) expect(v.totalJobs).toBe(v.jobDetails.length);
      expect((await failure(recruiter.vendors.dashboard())).status).toBe(403);
    });
  },
);
