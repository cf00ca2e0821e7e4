import type {
  AnalyticsReport,
  BreakdownRow,
  PipelineFigures,
  StageTime,
  TargetAttainment,
  TrendPoint,
  VendorRollup,
} from '@hrportal/api-client/contract';
import type { DataTableColumn } from '@hrportal/candidate-table';

/** Stages of the funnel in §3 order with their labels. */
export const stages = [
  ['added', 'Added'],
  ['submissions', 'Submissions'],
  ['interviews', 'Interviews'],
  ['offers', 'Offers'],
  ['joins', 'Joins'],
] as const satisfies readonly (readonly [keyof PipelineFigures, string])[];

/** `a` as a whole percentage of `b`, or `–` when `b` is 0. */
const pct = (a: number, b: number) => (b > 0 ? `${Math.round((a / b) * 100)}%` : '–');

/** The change from `previous` to `current`: `+12%`, `-5%`, `new` or `0%`. */
export function change(current: number, previous: number): string {
  if (previous === 0) return current === 0 ? '0%' : 'new';
  const p = Math.round(((current - previous) / previous) * 100);
  return `${p > 0 ? '+' : ''}${p}%`;
}

const days = (n: number | null) => (n === null ? '–' : n.toFixed(1));

/** A funnel row: a stage with this and the previous period and the conversion from the one before. */
export interface FunnelRow {
  stage: string;
  current: number;
  previous: number;
  change: string;
  conversion: string;
}

/** The funnel's rows. */
export function funnelRows(r: AnalyticsReport): FunnelRow[] {
  return stages.map(([key, stage], i) => {
    const before = i === 0 ? null : stages[i - 1]?.[0];
    return {
      stage,
      current: r.funnel[key],
      previous: r.previous.funnel[key],
      change: change(r.funnel[key], r.previous.funnel[key]),
      conversion: before ? pct(r.funnel[key], r.funnel[before]) : '–',
    };
  });
}

export const funnelColumns: DataTableColumn<FunnelRow>[] = [
  { id: 'stage', header: 'Stage', value: (r) => r.stage },
  { id: 'current', header: 'This period', value: (r) => r.current },
  { id: 'previous', header: 'Previous period', value: (r) => r.previous },
  { id: 'change', header: 'Change', value: (r) => r.change },
  { id: 'conversion', header: 'Conversion from previous stage', value: (r) => r.conversion },
];

/** One line on the funnel. */
export function funnelSummary(r: AnalyticsReport): string {
  const f = r.funnel;
  return `${f.added} candidates added (${change(f.added, r.previous.funnel.added)} vs the previous period); ${f.submissions} submitted (${pct(f.submissions, f.added)}), ${f.interviews} interviewed, ${f.offers} offers, ${f.joins} joined (${pct(f.joins, f.added)} of those added).`;
}

/** A status row: candidates of the period at a status now, and of the previous period. */
export interface StatusRow {
  status: string;
  current: number;
  previous: number;
}

export function statusRows(r: AnalyticsReport): StatusRow[] {
  const names = [...new Set([...Object.keys(r.by_status), ...Object.keys(r.previous.by_status)])];
  return names.map((status) => ({
    status,
    current: r.by_status[status] ?? 0,
    previous: r.previous.by_status[status] ?? 0,
  }));
}

export const statusColumns: DataTableColumn<StatusRow>[] = [
  { id: 'status', header: 'Status', value: (r) => r.status },
  { id: 'current', header: 'This period', value: (r) => r.current },
  { id: 'previous', header: 'Previous period', value: (r) => r.previous },
];

export function statusSummary(rows: readonly StatusRow[]): string {
  const top = [...rows].sort((a, b) => b.current - a.current)[0];
  return top
    ? `Most candidates added in the period are now at ${top.status} (${top.current}).`
    : 'No candidates.';
}

const figureColumns = <T extends PipelineFigures>(): DataTableColumn<T>[] =>
  stages.map(([key, header]) => ({ id: key, header, value: (r: T) => r[key] }));

/** Trend columns: the bucket's first day, then the stages. */
export function trendColumns(granularity: 'week' | 'month'): DataTableColumn<TrendPoint>[] {
  return [
    {
      id: 'period_start',
      header: granularity === 'week' ? 'Week of' : 'Month',
      value: (p) => (granularity === 'week' ? p.period_start : p.period_start.slice(0, 7)),
    },
    ...figureColumns<TrendPoint>(),
  ];
}

export function trendSummary(r: AnalyticsReport): string {
  const unit = r.granularity;
  const peak = [...r.trend].sort((a, b) => b.added - a.added)[0];
  if (!peak) return 'No data.';
  return `${r.trend.length} ${unit}s; the busiest ${unit} (${unit === 'week' ? `week of ${peak.period_start}` : peak.period_start.slice(0, 7)}) added ${peak.added} candidates, ${peak.joins} of whom joined.`;
}

/** Columns of a breakdown (recruiter, client, source) with the join rate. */
export function breakdownColumns(header: string): DataTableColumn<BreakdownRow>[] {
  return [
    { id: 'label', header, value: (r) => r.label },
    ...figureColumns<BreakdownRow>(),
    { id: 'rate', header: 'Join rate', value: (r) => pct(r.joins, r.added) },
  ];
}

export function breakdownSummary(noun: string, rows: readonly BreakdownRow[]): string {
  const first = rows[0];
  if (!first) return 'No data.';
  const bestJoins = [...rows].sort((a, b) => b.joins - a.joins)[0] ?? first;
  return `${rows.length} ${noun}; most candidates: ${first.label} (${first.added}); most joins: ${bestJoins.label} (${bestJoins.joins}).`;
}

export const stageTimeColumns: DataTableColumn<StageTime>[] = [
  { id: 'status', header: 'Status left', value: (s) => s.status },
  { id: 'moves', header: 'Moves', value: (s) => s.moves },
  { id: 'median', header: 'Median days', value: (s) => s.median_days.toFixed(1) },
  { id: 'average', header: 'Average days', value: (s) => s.average_days.toFixed(1) },
];

export function stageTimeSummary(r: AnalyticsReport): string {
  const slowest = [...r.time_in_stage].sort((a, b) => b.median_days - a.median_days)[0];
  const fill = r.time_to_fill;
  const filled =
    fill.jobs > 0
      ? ` Time to fill: median ${days(fill.median_days)} days over ${fill.jobs} job${fill.jobs === 1 ? '' : 's'}.`
      : '';
  return slowest
    ? `Candidates wait longest at ${slowest.status} (median ${days(slowest.median_days)} days over ${slowest.moves} moves).${filled}`
    : `No status changes recorded in the period.${filled}`;
}

/** A target row: a recruiter's weekly or monthly targets summed, per metric. */
export const targetColumns: DataTableColumn<TargetAttainment>[] = [
  { id: 'name', header: 'Recruiter', value: (t) => t.name },
  { id: 'period', header: 'Target', value: (t) => (t.period === 'weekly' ? 'Weekly' : 'Monthly') },
  { id: 'periods', header: 'Periods', value: (t) => t.periods },
  ...(['submissions', 'interviews', 'offers', 'joinings'] as const).map(
    (k): DataTableColumn<TargetAttainment> => ({
      id: k,
      header: `${k[0]?.toUpperCase()}${k.slice(1)} (achieved / target)`,
      value: (t) => `${t.achieved[k]} / ${t.target[k]}`,
    }),
  ),
  {
    id: 'attainment',
    header: 'Attainment',
    value: (t) => pct(sumOf(t.achieved), sumOf(t.target)),
  },
];

const sumOf = (m: TargetAttainment['target']) =>
  m.submissions + m.interviews + m.offers + m.joinings;

/** Targets summed over the rows per metric, for the chart. */
export function targetTotals(rows: readonly TargetAttainment[]) {
  const metrics = ['submissions', 'interviews', 'offers', 'joinings'] as const;
  return metrics.map((k) => ({
    label: `${k[0]?.toUpperCase()}${k.slice(1)}`,
    values: {
      target: rows.reduce((n, t) => n + t.target[k], 0),
      achieved: rows.reduce((n, t) => n + t.achieved[k], 0),
    },
  }));
}

export function targetSummary(rows: readonly TargetAttainment[]): string {
  if (!rows.length) return 'No targets in the period.';
  const target = rows.reduce((n, t) => n + sumOf(t.target), 0);
  const achieved = rows.reduce((n, t) => n + sumOf(t.achieved), 0);
  const people = new Set(rows.map((t) => t.recruiter_id)).size;
  return `${people} recruiter${people === 1 ? '' : 's'} with targets achieved ${achieved} of ${target} (${pct(achieved, target)}).`;
}

export const reviewerColumns: DataTableColumn<
  AnalyticsReport['peer_review']['reviewers'][number]
>[] = [
  { id: 'name', header: 'Reviewer', value: (r) => r.name },
  { id: 'assigned', header: 'Assigned', value: (r) => r.assigned },
  { id: 'approved', header: 'Approved', value: (r) => r.approved },
  { id: 'rejected', header: 'Rejected', value: (r) => r.rejected },
  { id: 'pending', header: 'Pending', value: (r) => r.pending },
];

export function reviewSummary(r: AnalyticsReport): string {
  const p = r.peer_review;
  const median =
    p.median_hours === null ? '' : ` Median decision time ${p.median_hours.toFixed(1)} hours.`;
  return `${p.assigned} reviews assigned, ${p.approved} approved, ${p.rejected} rejected, ${p.pending} still pending.${median}`;
}

export const vendorColumns: DataTableColumn<VendorRollup>[] = [
  { id: 'name', header: 'Vendor', value: (v) => v.name },
  { id: 'total', header: 'Total', value: (v) => v.total },
  { id: 'screening', header: 'Screening', value: (v) => v.screening },
  { id: 'interview', header: 'Interview', value: (v) => v.interview },
  { id: 'offer', header: 'Offer', value: (v) => v.offer },
  { id: 'joined', header: 'Joined', value: (v) => v.joined },
  { id: 'rejected', header: 'Rejected', value: (v) => v.rejected },
  { id: 'rate', header: 'Success rate', value: (v) => pct(v.joined, v.total) },
];

export function vendorSummary(rows: readonly VendorRollup[]): string {
  const first = rows[0];
  if (!first) return 'No vendor candidates.';
  const total = rows.reduce((n, v) => n + v.total, 0);
  return `${rows.length} vendors supplied ${total} candidates; most: ${first.name} (${first.total}, ${first.joined} joined).`;
}
