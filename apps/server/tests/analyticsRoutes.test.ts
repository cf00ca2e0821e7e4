import type { HrPortalClient } from '@hrportal/api-client';
import {
  type AnalyticsReport,
  messages,
  type PipelineFigures,
} from '@hrportal/api-client/contract';
import { expect } from 'vitest';
import { describeServer } from './fixture';
import { failureOf } from './helpers';

// A Wednesday in June: this month is 2026-06-01 … 2026-06-03, the previous period 3 days before.
const now = new Date('2026-06-03T09:00:00Z');

const sessionOf = (client: HrPortalClient) => {
  const s = client.session.get();
  if (!s) throw new Error('not signed in');
  return s;
};

/** What the candidate list counts for a period and statuses (every status: no filter). */
async function listTotal(
  client: HrPortalClient,
  range: { from: string; to: string },
  statuses?: readonly string[],
): Promise<number> {
  const s = sessionOf(client);
  const page = await client.candidates.list(
    {
      user_id: s.userId,
      user_type: s.userRole === 'manager' ? 'management' : (s.userRole as 'recruiter'),
      user_name: s.userName,
      page_no: 1,
      page_size: 10,
      date_from: range.from,
      date_to: range.to,
      ...(statuses ? { statuses: statuses as ['Offer'] } : {}),
    },
    { force: true },
  );
  return page.total;
}

/**
 * The report's candidates added and their current statuses equal the candidate list's totals for
 * the same filters. (The stages are first reaches from the status history, which the list cannot
 * count: `statusHistory.test.ts` checks them against the targets and organisation figures.)
 */
async function expectListAgrees(client: HrPortalClient, report: AnalyticsReport) {
  for (const [range, funnel, byStatus] of [
    [report, report.funnel, report.by_status],
    [report.previous, report.previous.funnel, report.previous.by_status],
  ] as const) {
    expect(funnel.added).toBe(await listTotal(client, range));
    expect(funnel.added).toBe(Object.values(byStatus).reduce((a, b) => a + b, 0));
    if (funnel !== report.funnel) continue;
    for (const [status, n] of Object.entries(byStatus)) {
      expect(n, status).toBe(await listTotal(client, range, [status]));
    }
  }
}

const minus = (a: PipelineFigures, b: PipelineFigures): PipelineFigures => ({
  added: a.added - b.added,
  submissions: a.submissions - b.submissions,
  interviews: a.interviews - b.interviews,
  offers: a.offers - b.offers,
  joins: a.joins - b.joins,
});
const sum = (rows: readonly PipelineFigures[]) =>
  rows.reduce(
    (t, r) => ({
      added: t.added + r.added,
      submissions: t.submissions + r.submissions,
      interviews: t.interviews + r.interviews,
      offers: t.offers + r.offers,
      joins: t.joins + r.joins,
    }),
    { added: 0, submissions: 0, interviews: 0, offers: 0, joins: 0 },
  );

describeServer(
  'analytics report (SDK over HTTP)',
  { seed: { now, candidates: 400, jobs: 20 }, config: { now: () => now } },
  (it) => {
    it('counts what the candidate list counts, per scope, with the previous period', async ({
      team: { manager, recruiter, leadership },
    }) => {
      const org = await leadership.users.analytics({ from: '2026-04-01', to: '2026-05-31' });
      expect(org).toMatchObject({
        scope: 'organisation',
        from: '2026-04-01',
        to: '2026-05-31',
        granularity: 'week',
        previous: { from: '2026-01-30', to: '2026-03-31' },
      });
      expect(org.funnel.added).toBeGreaterThan(0);
      await expectListAgrees(leadership, org);
      // Every breakdown adds up to the funnel; the trend covers the period's weeks.
      for (const rows of [org.recruiters, org.clients, org.sources, org.trend]) {
        expect(sum(rows)).toEqual(org.funnel);
      }
      expect(org.trend[0]?.period_start).toBe('2026-03-30');
      expect(org.trend.at(-1)?.period_start).toBe('2026-05-25');
      const vendored = org.vendors.reduce((n, v) => n + v.total, 0);
      expect(vendored).toBe(org.sources.find((s) => s.key === 'Vendor')?.added ?? 0);
      for (const v of org.vendors) {
        expect(v.screening + v.interview + v.offer + v.joined + v.rejected).toBeLessThanOrEqual(
          v.total,
        );
      }

      const monthly = await leadership.users.analytics({ preset: '365d' });
      expect(monthly.granularity).toBe('month');
      expect(monthly.trend).toHaveLength(13);
      expect(sum(monthly.trend)).toEqual(monthly.funnel);

      // A recruiter: their own candidates, as their list shows them.
      const own = await recruiter.users.analytics({ from: '2026-03-01', to: '2026-05-31' });
      expect(own.scope).toBe('own');
      expect(own.recruiters.map((r) => Number(r.key))).toEqual(
        own.funnel.added || own.funnel.submissions ? [sessionOf(recruiter).userId] : [],
      );
      await expectListAgrees(recruiter, own);

      // A manager: the team they set targets for.
      const team = await manager.users.analytics({ from: '2026-03-01', to: '2026-05-31' });
      expect(team.scope).toBe('team');
      const targets = await manager.targets.weekly(sessionOf(manager).userId);
      const monthlyTargets = await manager.targets.monthly(sessionOf(manager).userId);
      const members = new Set(
        [...targets.targets, ...monthlyTargets.targets].map((t) => String(t.recruiter_id)),
      );
      expect(team.recruiters.every((r) => members.has(r.key))).toBe(true);
      expect(sum(team.recruiters)).toEqual(team.funnel);
      expect(team.targets.every((t) => members.has(String(t.recruiter_id)))).toBe(true);
    });

    it('refuses a wider scope (403) and a half range (400)', async ({
      team: { manager, recruiter, leadership },
    }) => {
      expect((await failureOf(recruiter.users.analytics({ scope: 'organisation' }))).status).toBe(
        403,
      );
      expect((await failureOf(recruiter.users.analytics({ scope: 'team' }))).status).toBe(403);
      expect((await failureOf(manager.users.analytics({ scope: 'organisation' }))).status).toBe(
        403,
      );
      expect((await leadership.users.analytics({ scope: 'own' })).funnel.added).toBe(0);
      const half = await failureOf(recruiter.users.analytics({ from: '2026-05-01' }));
      expect(half.status).toBe(400);
      expect(half.message).toContain(messages.selectBothDates);
      const reversed = await failureOf(
        recruiter.users.analytics({ from: '2026-05-02', to: '2026-05-01' }),
      );
      expect(reversed.status).toBe(400);
    });

    it('moves with the day: added, stages first reached, time in stage from the status history', async ({
      team: { recruiter, leadership },
    }) => {
      const day = { preset: '1d' } as const;
      const before = await leadership.users.analytics(day);
      const mineBefore = await recruiter.users.analytics(day);
      expect(before).toMatchObject({ from: '2026-06-03', to: '2026-06-03' });
      const statuses = ['Client Screening', 'Client Interview', 'Offer', 'Onboarded'] as const;
      for (const [i, status] of statuses.entries()) {
        const { candidate } = await recruiter.candidates.add({
          name: `Analytics Person ${i}`,
          email: `analytics${i}@example.com`,
          mobile: `98461${String(10000 + i)}`,
        });
        await recruiter.candidates.updateStatus(candidate.id, { status });
      }
      const after = await leadership.users.analytics(day);
      expect(minus(after.funnel, before.funnel)).toEqual({
        added: 4,
        submissions: 4,
        interviews: 3,
        offers: 2,
        joins: 1,
      });
      const mine = await recruiter.users.analytics(day);
      expect(minus(mine.funnel, mineBefore.funnel).added).toBe(4);
      await expectListAgrees(recruiter, mine);
      // Each status change left Internal Screening (the status they were added with).
      const screeningOf = (r: AnalyticsReport) =>
        r.time_in_stage.find((s) => s.status === 'Internal Screening');
      const screening = screeningOf(after);
      const screeningBefore = screeningOf(before);
      expect((screening?.moves ?? 0) - (screeningBefore?.moves ?? 0)).toBe(4);
      expect(screening?.median_days).toBeGreaterThanOrEqual(0);
      expect(screening?.median_days).toBeLessThan(1);
    });
  },
);
