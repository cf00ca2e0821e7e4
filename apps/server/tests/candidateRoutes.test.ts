import type { HrPortalClient } from '@hrportal/api-client';
import {
  type CandidateDashboardResponse,
  messages,
  serverMessages,
} from '@hrportal/api-client/contract';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { candidates, peerReviews } from '../src/db/schema';
import { describeServer } from './fixture';
import { signInAs, type TestDatabase, type TestServer, userOf } from './helpers';

const now = new Date('2026-06-01T09:00:00Z');

/** The dashboard's raw wire calls and user ids, for the clients signed in by username. */
function dashboardWire(
  server: TestServer,
  database: TestDatabase,
  signedIn: Record<string, HrPortalClient>,
) {
  const userId = async (username: string) => (await userOf(database, username)).id;

  /** The raw wire answer of the paged list (the SDK maps it; these tests check the wire). */
  const rawPage = async (
    username: string | undefined,
    body: Record<string, unknown>,
  ): Promise<{ status: number; body: CandidateDashboardResponse & { message?: string } }> => {
    const token = username ? signedIn[username]?.session.get()?.token : undefined;
    const response = await fetch(`${server.api}/redisdashboard`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: await response.json() };
  };

  const page = async (
    username: string,
    userType: 'management' | 'recruiter' | 'leadership',
    extra: Record<string, unknown> = {},
  ) => {
    const answer = await rawPage(username, {
      user_id: await userId(username),
      user_type: userType,
      user_name: username,
      page_no: 1,
      ...extra,
    });
    expect(answer.status).toBe(200);
    return answer.body;
  };
  return { userId, rawPage, page };
}

describeServer(
  'candidate and peer-review routes (SDK over HTTP)',
  { seed: { now, candidates: 300, jobs: 30 }, config: { now: () => now } },
  (base) => {
    const it = base.extend<{
      signedIn: Record<string, HrPortalClient>;
      wire: ReturnType<typeof dashboardWire>;
    }>({
      /** The team, by username, and the peer reviewer. */
      signedIn: async ({ server, team }, use) =>
        use({
          manager: team.manager,
          recruiter: team.recruiter,
          leadership: team.leadership,
          reviewer: await signInAs(server, 'reviewer', 'recruiter'),
        }),
      wire: async ({ server, database, signedIn }, use) =>
        use(dashboardWire(server, database, signedIn)),
    });

    /** A candidate the recruiter adds and gives the demo reviewer to review (for Client Screening). */
    async function addForReview(
      recruiter: HrPortalClient,
      fields: Parameters<HrPortalClient['candidates']['add']>[0],
    ) {
      const { candidate } = await recruiter.candidates.add(fields);
      const assigned = await recruiter.peerReview.assign({
        candidate_id: candidate.id,
        reviewer: 'reviewer',
        submitted_status: 'Client Screening',
      });
      return { candidate, assigned };
    }

    /** The SDK error of a call that must fail. */
    async function failure(call: Promise<unknown>) {
      const error = await call.then(
        () => undefined,
        (e: unknown) => e as { status: number; message: string },
      );
      expect(error, 'the call should have failed').toBeDefined();
      return error as { status: number; message: string };
    }

    it('pages, filters and sorts the dashboard; a recruiter sees only their own candidates', async ({
      wire: { userId, page },
    }) => {
      const all = await page('manager', 'management', { page_size: 50 });
      expect(all.total).toBeGreaterThanOrEqual(300);
      expect(all.candidates).toHaveLength(50);
      expect(all.total_pages).toBe(Math.ceil(all.total / 50));
      const dates = all.candidates.map((c) => c.date_created);
      expect([...dates].sort().reverse()).toEqual(dates);

      const recruiterId = await userId('recruiter');
      const own = await page('recruiter', 'recruiter', { page_size: 100 });
      expect(own.total).toBeGreaterThan(0);
      expect(own.total).toBeLessThan(all.total);
      expect(own.candidates.every((c) => c.user_id === recruiterId)).toBe(true);

      const first = all.candidates[0];
      if (!first) throw new Error('no candidates');
      const skill = first.skills.split(',')[0]?.trim().toLowerCase() ?? '';
      const bySkill = await page('manager', 'management', {
        page_size: 100,
        filters: [{ column: 'skills', value: skill.toUpperCase() }],
      });
      expect(bySkill.total).toBeGreaterThan(0);
      expect(bySkill.candidates.every((c) => c.skills.toLowerCase().includes(skill))).toBe(true);

      // Same column OR, different columns AND.
      const statuses = [...new Set(all.candidates.map((c) => c.status))].slice(0, 2);
      const either = await page('manager', 'management', {
        page_size: 100,
        filters: statuses.map((value) => ({ column: 'status', value })),
      });
      expect(either.candidates.every((c) => statuses.includes(c.status))).toBe(true);
      const both = await page('manager', 'management', {
        page_size: 100,
        filters: [
          { column: 'status', value: statuses[0] },
          { column: 'skills', value: skill },
        ],
      });
      expect(
        both.candidates.every(
          (c) => c.status === statuses[0] && c.skills.toLowerCase().includes(skill),
        ),
      ).toBe(true);

      const byName = await page('manager', 'management', { sort_by: 'name', sort_dir: 'asc' });
      const names = byName.candidates.map((c) => c.name.toLowerCase());
      expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));

      const week = await page('manager', 'management', { date_preset: '7d', page_size: 100 });
      const cutoff = new Date(now.getTime() - 7 * 86_400_000).toISOString().slice(0, 10);
      expect(week.candidates.every((c) => c.date_created >= cutoff)).toBe(true);
      expect(week.total).toBeLessThan(all.total);

      const range = await page('manager', 'management', {
        date_from: '2026-05-01',
        date_to: '2026-05-10',
        page_size: 100,
      });
      expect(
        range.candidates.every(
          (c) => c.date_created >= '2026-05-01' && c.date_created <= '2026-05-10',
        ),
      ).toBe(true);
    });

    it('refuses bad dashboard input and a user_id that is not the caller', async ({
      wire: { userId, rawPage },
    }) => {
      const base = {
        user_id: await userId('manager'),
        user_type: 'management',
        user_name: 'manager',
        page_no: 1,
      };
      const oneDate = await rawPage('manager', { ...base, date_from: '2026-05-01' });
      expect(oneDate.status).toBe(400);
      expect(oneDate.body.message).toBe(messages.selectBothDates);
      const badColumn = await rawPage('manager', {
        ...base,
        filters: [{ column: 'salary', value: 'x' }],
      });
      expect(badColumn.status).toBe(400);
      expect(badColumn.body.message).toBe('Unknown filter column');
      const badSize = await rawPage('manager', { ...base, page_size: -1 });
      expect(badSize.status).toBe(400);
      expect(badSize.body.message).toBe('Page size must be a positive number');
      expect((await rawPage('recruiter', base)).status).toBe(403);
      expect((await rawPage(undefined, base)).status).toBe(401);
      // A page past the end is empty, not an error.
      const past = await rawPage('manager', { ...base, page_no: 10_000 });
      expect(past.status).toBe(200);
      expect(past.body.candidates).toEqual([]);
    });

    it('adds, edits, comments, refuses duplicates and deletes a candidate', async ({
      server,
      database,
      signedIn,
      wire: { userId },
    }) => {
      const recruiter = signedIn.recruiter as HrPortalClient;
      const added = await recruiter.candidates.add({
        name: 'Ravi Kumar',
        email: 'Ravi.Kumar@example.com',
        mobile: '+91 98450 12345',
        skills: 'Java, Spring',
        experience: '2 years 6 months',
        resume: Buffer.from('%PDF-1.4\n%test resume\n').toString('base64'),
        resume_filename: 'ravi.pdf',
      });
      expect(added.message).toBe(serverMessages.candidateAdded);
      const c = added.candidate;
      expect(c).toMatchObject({
        name: 'Ravi Kumar',
        email: 'ravi.kumar@example.com',
        recruiter: 'recruiter',
        status: 'Internal Screening',
        experience: '2.5',
        resume_present: true,
        client_assigned: false,
        user_id: await userId('recruiter'),
      });

      const duplicate = await failure(
        recruiter.candidates.add({
          name: 'Other',
          email: 'ravi.kumar@EXAMPLE.com',
          mobile: '9845099999',
        }),
      );
      expect(duplicate.status).toBe(409);
      expect(duplicate.message).toBe(serverMessages.duplicateCandidate);
      const check = await recruiter.candidates.check({ mobile: '+91 98450 12345' });
      expect(check).toMatchObject({ exists: true, candidate_id: c.id, recruiter: 'recruiter' });
      const checkNone = await recruiter.candidates.check({ email: 'nobody@example.com' });
      expect(checkNone.exists).toBe(false);

      const edited = await recruiter.candidates.edit(c.id, { skills: 'Java, Spring, Kafka' });
      expect(edited.candidate.skills).toBe('Java, Spring, Kafka');
      expect(edited.candidate.name).toBe('Ravi Kumar');

      const updated = await recruiter.candidates.updateStatus(c.id, {
        status: 'Client Screening',
        comment: 'Strong Java',
      });
      expect(updated.candidate.status).toBe('Client Screening');
      expect(updated.candidate.comments['Rahul Verma']?.at(-1)?.comment).toBe('Strong Java');
      const empty = await failure(recruiter.candidates.updateStatus(c.id, {}));
      expect(empty.status).toBe(400);
      expect(empty.message).toBe(messages.statusOrCommentRequired);
      const badStatus = await failure(
        recruiter.candidates.updateStatus(c.id, { status: 'Hired!!' as never }),
      );
      expect(badStatus.status).toBe(400);
      // A rule without a message of its own is worded by the contract's map, never by zod.
      const longSkills = await failure(
        recruiter.candidates.edit(c.id, { skills: 'x'.repeat(2001) }),
      );
      expect(longSkills.status).toBe(400);
      expect(longSkills.message).toBe('Skills must be at most 2000 characters');

      // Another recruiter may neither change nor read it.
      const other = signedIn.reviewer as HrPortalClient;
      expect((await failure(other.candidates.updateStatus(c.id, { comment: 'x' }))).status).toBe(
        403,
      );
      const resumeResponse = await fetch(`${server.api}/view_resume/${c.id}`, {
        headers: { Authorization: `Bearer ${other.session.get()?.token}` },
      });
      expect(resumeResponse.status).toBe(403);

      const own = await fetch(`${server.api}/view_resume/${c.id}`, {
        headers: { Authorization: `Bearer ${recruiter.session.get()?.token}` },
      });
      expect(own.status).toBe(200);
      expect(own.headers.get('content-disposition')).toContain(`Ravi_Kumar_${c.id}.pdf`);
      expect(own.headers.get('x-content-type-options')).toBe('nosniff');
      expect(
        Buffer.from(await own.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');

      // A file that is not what its name says is refused, and nothing is written.
      const before = await database.handle.db.select({ id: candidates.id }).from(candidates);
      const fake = await failure(
        recruiter.candidates.add({
          name: 'Fake Resume',
          email: 'fake@example.com',
          mobile: '9845011111',
          resume: Buffer.from('MZ this is an exe').toString('base64'),
          resume_filename: 'cv.pdf',
        }),
      );
      expect(fake.status).toBe(400);
      const after = await database.handle.db.select({ id: candidates.id }).from(candidates);
      expect(after).toHaveLength(before.length);

      // Only managers and leadership delete.
      const refused = await failure(
        recruiter.candidates.remove(c.id, { user_id: await userId('recruiter') }),
      );
      expect(refused.status).toBe(403);
      const manager = signedIn.manager as HrPortalClient;
      const removed = await manager.candidates.remove(c.id, { user_id: await userId('manager') });
      expect(removed.candidate_id).toBe(c.id);
      const gone = await failure(recruiter.candidates.updateStatus(c.id, { comment: 'x' }));
      expect(gone.status).toBe(404);
      expect(gone.message).toBe(serverMessages.candidateNotFound);
    });

    it('assigns a peer review, lets only the reviewer decide once, and applies the status', async ({
      database,
      signedIn,
      wire: { userId },
    }) => {
      const recruiter = signedIn.recruiter as HrPortalClient;
      const reviewer = signedIn.reviewer as HrPortalClient;
      const { candidate, assigned } = await addForReview(recruiter, {
        name: 'Anita Desai',
        email: 'anita.desai@example.com',
        mobile: '9845022222',
      });
      expect(assigned.profile.status).toBe('PR-Pending');

      const list = await reviewer.peerReview.pending('reviewer');
      expect(list.some((p) => p.id === candidate.id)).toBe(true);
      // A non-reviewer is refused the list; a reviewer cannot read someone else's list.
      expect((await failure(recruiter.peerReview.pending('recruiter'))).status).toBe(403);
      expect((await failure(reviewer.peerReview.pending('recruiter'))).status).toBe(403);

      const reviewerId = await userId('reviewer');
      const noChoice = await failure(
        reviewer.peerReview.decide({ candidate_id: candidate.id, user_id: reviewerId }),
      );
      expect(noChoice.message).toBe(messages.statusOrCommentRequired);

      const decided = await reviewer.peerReview.decide({
        candidate_id: candidate.id,
        status: 'PR-Approved',
        comments: 'Good fit',
        user_id: reviewerId,
      });
      expect(decided.profile.status).toBe('PR-Approved');
      expect(decided.candidate.status).toBe('Client Screening');

      const again = await failure(
        reviewer.peerReview.decide({
          candidate_id: candidate.id,
          status: 'PR-Rejected',
          user_id: reviewerId,
        }),
      );
      expect(again.status).toBe(409);
      expect(again.message).toBe(serverMessages.peerReviewAlreadyDecided);
      const [row] = await database.handle.db
        .select()
        .from(peerReviews)
        .where(eq(peerReviews.candidateId, candidate.id));
      expect(row?.status).toBe('PR-Approved');
    });

    it('names people by full name beside their usernames, in the list, the peer list and answers', async ({
      database,
      signedIn,
      wire: { page, userId },
    }) => {
      const nameOf = async (username: string) => (await userOf(database, username)).name;
      const reviewer = signedIn.reviewer as HrPortalClient;
      const { candidate } = await addForReview(signedIn.recruiter as HrPortalClient, {
        name: 'Zubin Named',
        email: 'zubin.named@example.com',
        mobile: '9845077717',
        management: 'MANAGER',
      });
      const expected = {
        recruiter: 'recruiter',
        recruiter_name: await nameOf('recruiter'),
        peer_reviewer_level1: 'reviewer',
        peer_reviewer_level1_name: await nameOf('reviewer'),
        management: 'MANAGER',
        management_name: await nameOf('manager'),
      };
      expect(expected.recruiter_name).toMatch(/ /);
      const listed = await page('manager', 'management', {
        filters: [{ column: 'name', value: 'Zubin Named' }],
      });
      expect(listed.candidates).toHaveLength(1);
      expect(listed.candidates[0]).toMatchObject(expected);
      // No user by that username: no name, never someone else's.
      expect(listed.candidates[0]).not.toHaveProperty('peer_reviewer_level2_name');

      const profiles = await reviewer.peerReview.pending('reviewer');
      expect(profiles.find((p) => p.id === candidate.id)).toMatchObject({
        recruiter: 'recruiter',
        recruiter_name: expected.recruiter_name,
        management_name: expected.management_name,
      });
      const decided = await reviewer.peerReview.decide({
        candidate_id: candidate.id,
        status: 'PR-Rejected',
        user_id: await userId('reviewer'),
      });
      expect(decided.profile.recruiter_name).toBe(expected.recruiter_name);
      expect(decided.candidate).toMatchObject(expected);
    });

    it('publishes a live event in the same transaction as each change', async ({
      server,
      signedIn,
    }) => {
      const seen: string[] = [];
      const off = (e: { type: string }) => seen.push(e.type);
      server.server.services.bus.on('live', off);
      const recruiter = signedIn.recruiter as HrPortalClient;
      const { candidate } = await recruiter.candidates.add({
        name: 'Event Person',
        email: 'event.person@example.com',
        mobile: '9845033333',
      });
      await recruiter.candidates.updateStatus(candidate.id, { comment: 'called' });
      server.server.services.bus.off('live', off);
      expect(seen).toEqual(['candidate_added', 'candidate_update']);
    });
  },
);
