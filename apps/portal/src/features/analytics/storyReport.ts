import type { AnalyticsReport, BreakdownRow, TrendPoint } from '@hrportal/api-client/contract';

const names = ['Asha Rao', 'Ravi Kumar', 'Meera Iyer', 'Vikram Singh', 'Priya Nair', 'Arjun Shah'];
const companies = ['Acme Corp', 'Globex', 'Initech', 'Umbrella Labs', 'Hooli', 'Stark Systems'];

/** Deterministic figures for row `i` (no randomness: the visual check compares pixels). */
function figures(i: number, scale = 1) {
  const added = Math.round(((i * 37) % 23) * scale + 6 * scale);
  const submissions = Math.round(added * 0.55);
  const interviews = Math.round(submissions * 0.6);
  const offers = Math.round(interviews * 0.4);
  return { added, submissions, interviews, offers, joins: Math.round(offers * 0.6) };
}

const sum = (rows: readonly ReturnType<typeof figures>[]) =>
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

const row = (i: number, label: string, scale = 1): BreakdownRow => ({
  key: String(i + 1),
  label,
  ...figures(i, scale),
});

/**
 * A report of `weeks` trend points and `people` recruiters / clients: the populated story uses
 * 9 weeks and 6 of each, the "thousands" story 2,000 points and 1,500 rows.
 */
export function storyReport(weeks = 9, people = 6): AnalyticsReport {
  const trend: TrendPoint[] = Array.from({ length: weeks }, (_, i) => ({
    period_start: new Date(Date.UTC(2026, 0, 5 + i * 7)).toISOString().slice(0, 10),
    ...figures(i),
  }));
  const funnel = sum(trend);
  const recruiters = Array.from({ length: people }, (_, i) =>
    row(i, `${names[i % names.length]}${i >= names.length ? ` ${i + 1}` : ''}`),
  ).sort((a, b) => b.added - a.added);
  const clients = Array.from({ length: people }, (_, i) =>
    row(i + 3, `${companies[i % companies.length]}${i >= companies.length ? ` ${i + 1}` : ''}`),
  ).sort((a, b) => b.added - a.added);
  return {
    status: 'success',
    scope: 'organisation',
    from: trend[0]?.period_start ?? '2026-01-05',
    to: '2026-03-08',
    granularity: 'week',
    previous: {
      from: '2025-10-27',
      to: '2026-01-04',
      funnel: {
        added: Math.round(funnel.added * 0.8),
        submissions: Math.round(funnel.submissions * 0.9),
        interviews: Math.round(funnel.interviews * 0.7),
        offers: funnel.offers + 2,
        joins: funnel.joins,
      },
      by_status: { 'Internal Screening': 20, 'Client Interview': 9, Offer: 4, Onboarded: 3 },
    },
    funnel,
    by_status: {
      'Internal Screening': funnel.added - funnel.submissions,
      'Client Screening': funnel.submissions - funnel.interviews,
      'Client Interview': funnel.interviews - funnel.offers,
      Offer: funnel.offers - funnel.joins,
      Onboarded: funnel.joins,
    },
    trend,
    recruiters,
    clients,
    sources: ['LinkedIn', 'Naukri', 'Referral', 'Careers Page', 'Vendor'].map((s, i) => row(i, s)),
    vendors: ['TalentBridge', 'HireWell', 'PeopleFirst'].map((name, i) => ({
      vendor_id: i + 1,
      name,
      total: 20 - i * 5,
      screening: 8 - i,
      interview: 5 - i,
      offer: 2,
      joined: 1,
      rejected: 3,
    })),
    time_in_stage: [
      { status: 'Internal Screening', moves: 48, average_days: 3.4, median_days: 2.1 },
      { status: 'Client Screening', moves: 21, average_days: 6.8, median_days: 5.5 },
      { status: 'Client Interview', moves: 12, average_days: 9.2, median_days: 7 },
      { status: 'Offer', moves: 5, average_days: 12.5, median_days: 10 },
    ],
    time_to_fill: { jobs: 4, average_days: 24.5, median_days: 21 },
    targets: recruiters.slice(0, 4).map((r, i) => ({
      recruiter_id: Number(r.key),
      name: r.label,
      period: i % 2 ? 'monthly' : 'weekly',
      periods: i % 2 ? 1 : 4,
      target: { submissions: 20, interviews: 10, offers: 4, joinings: 2 },
      achieved: { submissions: 14 + i, interviews: 8, offers: 3 - (i % 2), joinings: 1 },
    })),
    peer_review: {
      assigned: 30,
      approved: 18,
      rejected: 6,
      pending: 6,
      median_hours: 7.5,
      reviewers: names.slice(0, 3).map((name, i) => ({
        reviewer_id: 20 + i,
        name,
        assigned: 10,
        approved: 6 + i - 1,
        rejected: 2,
        pending: 3 - i,
      })),
    },
  };
}

/** A period with nothing in it. */
export function emptyReport(): AnalyticsReport {
  const zero = { added: 0, submissions: 0, interviews: 0, offers: 0, joins: 0 };
  return {
    ...storyReport(),
    previous: { from: '2026-02-26', to: '2026-02-26', funnel: zero, by_status: {} },
    from: '2026-02-27',
    to: '2026-02-27',
    funnel: zero,
    by_status: {},
    trend: [{ period_start: '2026-02-23', ...zero }],
    recruiters: [],
    clients: [],
    sources: [],
    vendors: [],
    time_in_stage: [],
    time_to_fill: { jobs: 0, average_days: null, median_days: null },
    targets: [],
    peer_review: {
      assigned: 0,
      approved: 0,
      rejected: 0,
      pending: 0,
      median_hours: null,
      reviewers: [],
    },
  };
}

/** One day, one point: a single candidate of one recruiter, client and source. */
export function onePointReport(): AnalyticsReport {
  const one = { added: 1, submissions: 1, interviews: 0, offers: 0, joins: 0 };
  const single = (label: string): BreakdownRow => ({ key: '1', label, ...one });
  return {
    ...emptyReport(),
    funnel: one,
    by_status: { 'Client Screening': 1 },
    trend: [{ period_start: '2026-02-23', ...one }],
    recruiters: [single('Asha Rao')],
    clients: [single('Acme Corp')],
    sources: [single('LinkedIn')],
  };
}
