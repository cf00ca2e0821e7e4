import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../src/auth/password';
import { type Database, queryRows } from '../src/db/database';
import { candidateStatuses, meetingKinds, users } from '../src/db/schema';
import { demoPassword, type SeedSummary, seedDemo } from '../src/seed/seed';
import { openTestDatabase, type TestDatabase } from './helpers';

const now = new Date('2026-06-01T10:00:00Z');

/** A digest of every seeded table, leaving out only the (randomly salted) password hash. */
async function digest(db: Database): Promise<Record<string, string>> {
  const tables: Record<string, string> = {
    users: `select id, username, name, email, user_type, is_verified, is_active, is_peer_reviewer, (select md5(a.bytes) from user_avatars a where a.user_id = users.id), created_at from users order by id`,
    clients: 'select * from clients order by id',
    jobs: `select id, client, role, job_status, date_created, recruiter, skills, jd_pdf_extension, (select md5(d.bytes) from job_descriptions d where d.job_id = jobs.id) from jobs order by id`,
    job_recruiters: 'select * from job_recruiters order by job_id, user_id',
    candidates: `select id, job_id, name, email, mobile, status, date_created, experience, skills, comments::text, user_id, resume_mime, (select md5(r.bytes) from candidate_resumes r where r.candidate_id = candidates.id) from candidates order by id`,
    peer_reviews: 'select * from peer_reviews order by id',
    meetings: 'select * from meetings order by id',
    weekly_targets: 'select * from weekly_targets order by id',
    monthly_targets: 'select * from monthly_targets order by id',
    vendors: 'select * from vendors order by id',
    careers_registrations:
      'select id, name, email, resume_mime, (select md5(r.bytes) from careers_resumes r where r.registration_id = careers_registrations.id) from careers_registrations order by id',
    issue_reports: 'select * from issue_reports order by id',
  };
  const out: Record<string, string> = {};
  for (const [name, query] of Object.entries(tables)) {
    const result = await queryRows<{ d: string }>(
      db,
      sql.raw(`select md5(string_agg(t::text, '|')) as d from (${query}) t`),
    );
    out[name] = result[0]?.d ?? '';
  }
  return out;
}

describe('demo seed', () => {
  let a: TestDatabase;
  let b: TestDatabase;
  let summary: SeedSummary;

  beforeAll(async () => {
    [a, b] = await Promise.all([openTestDatabase('pglite'), openTestDatabase('pglite')]);
    summary = await seedDemo(a.handle.db, { now });
  });
  afterAll(async () => {
    await a?.dispose();
    await b?.dispose();
  });

  it('has the promised volume', () => {
    expect(summary.counts).toMatchObject({
      users: 21,
      clients: 30,
      jobs: 400,
      candidates: 5000,
      vendors: 8,
    });
    for (const key of [
      'peerReviews',
      'weeklyTargets',
      'monthlyTargets',
      'issueReports',
      'careersRegistrations',
      'meetings',
    ]) {
      expect(summary.counts[key], key).toBeGreaterThan(0);
    }
    console.info(`seed of 5,000 candidates took ${summary.ms} ms`);
  });

  it('has the four demo accounts with the demo password', async () => {
    const rows = await a.handle.db
      .select()
      .from(users)
      .where(sql`username in ('manager','leadership','recruiter','reviewer')`);
    const byName = Object.fromEntries(rows.map((r) => [r.username, r]));
    expect(byName.manager?.userType).toBe('management');
    expect(byName.leadership?.userType).toBe('leadership');
    expect(byName.recruiter).toMatchObject({
      userType: 'recruiter',
      isPeerReviewer: false,
      isVerified: true,
    });
    expect(byName.reviewer).toMatchObject({ userType: 'recruiter', isPeerReviewer: true });
    // No made-up pictures: the header shows each one's initial until they upload their own.
    expect(rows.map((r) => r.avatarMime)).toEqual([null, null, null, null]);
    expect(await verifyPassword(demoPassword, byName.manager!.passwordHash)).toBe(true);
    const types = await queryRows<{ user_type: string; n: number }>(
      a.handle.db,
      sql`select user_type, count(*)::int as n from users where is_verified group by user_type order by user_type`,
    );
    expect(types).toEqual([
      { user_type: 'leadership', n: 1 },
      { user_type: 'management', n: 3 },
      { user_type: 'recruiter', n: 15 },
    ]);
  });

  it('covers every candidate status, job status, peer-review status and meeting kind', async () => {
    const { db } = a.handle;
    const distinct = async (query: string) =>
      (await queryRows<{ v: string }>(db, sql.raw(query))).map((r) => r.v).sort();
    expect(await distinct('select distinct status as v from candidates')).toEqual(
      [...candidateStatuses].sort(),
    );
    expect(await distinct('select distinct job_status as v from jobs')).toEqual([
      'Active',
      'Closed',
      'Hold',
    ]);
    expect(await distinct('select distinct status as v from peer_reviews')).toEqual([
      'PR-Approved',
      'PR-Pending',
      'PR-Rejected',
    ]);
    expect(await distinct('select distinct kind as v from meetings')).toEqual(
      [...meetingKinds].sort(),
    );
    const pendingForReviewer = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from peer_reviews p join users u on u.id = p.reviewer_id where u.username = 'reviewer' and p.status = 'PR-Pending'`,
    );
    expect(pendingForReviewer[0]?.n).toBeGreaterThan(10);
    const around = await queryRows<{ past: number; future: number }>(
      db,
      sql`select count(*) filter (where starts_at < ${now.toISOString()}::timestamptz)::int as past, count(*) filter (where starts_at >= ${now.toISOString()}::timestamptz)::int as future from meetings`,
    );
    expect(around[0]?.past).toBeGreaterThan(0);
    expect(around[0]?.future).toBeGreaterThan(0);
  });

  it('attaches real PDF resumes and comments', async () => {
    const result = await queryRows<{ resume: Uint8Array; comments: unknown }>(
      a.handle.db,
      sql`select r.bytes as resume, c.comments from candidates c join candidate_resumes r on r.candidate_id = c.id order by c.id limit 1`,
    );
    const resume = Buffer.from(result[0]!.resume);
    expect(resume.subarray(0, 5).toString()).toBe('%PDF-');
    expect(resume.subarray(-6).toString()).toBe('%%EOF\n');
    const withComments = await queryRows<{ n: number }>(
      a.handle.db,
      sql`select count(*)::int as n from candidates where comments <> '{}'::jsonb`,
    );
    expect(withComments[0]?.n).toBeGreaterThan(1000);
  });

  it('is deterministic: the same seed and day give the same data', async () => {
    await seedDemo(b.handle.db, { now });
    expect(await digest(b.handle.db)).toEqual(await digest(a.handle.db));
  });

  it('a different seed gives different data', async () => {
    const c = await openTestDatabase('pglite');
    try {
      await seedDemo(c.handle.db, { now, seed: 7, candidates: 200, jobs: 50 });
      const [da, dc] = [await digest(a.handle.db), await digest(c.handle.db)];
      expect(dc.candidates).not.toBe(da.candidates);
    } finally {
      await c.dispose();
    }
  });
});
