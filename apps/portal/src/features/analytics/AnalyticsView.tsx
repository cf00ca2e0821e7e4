'use client';
import type { AnalyticsReport } from '@hrportal/api-client/contract';
import * as styles from './analytics.css';
import { ChartCard, type ChartState } from './ChartCard';
import { type ChartRow, type ChartSeries, HorizontalBars, TrendLines } from './charts';
import {
  breakdownColumns,
  breakdownSummary,
  change,
  funnelColumns,
  funnelRows,
  funnelSummary,
  reviewerColumns,
  reviewSummary,
  stages,
  stageTimeColumns,
  stageTimeSummary,
  statusColumns,
  statusRows,
  statusSummary,
  targetColumns,
  targetSummary,
  targetTotals,
  trendColumns,
  trendSummary,
  vendorColumns,
  vendorSummary,
} from './report';

const periodSeries: ChartSeries[] = [
  { key: 'current', label: 'This period', tone: 'brand' },
  { key: 'previous', label: 'Previous period', tone: 'muted' },
];
const stageSeries: ChartSeries[] = [
  { key: 'submissions', label: 'Submissions', tone: 'brand' },
  { key: 'interviews', label: 'Interviews', tone: 'brandSoft' },
  { key: 'offers', label: 'Offers', tone: 'caution' },
  { key: 'joins', label: 'Joins', tone: 'positive' },
];
const trendSeries: ChartSeries[] = [
  { key: 'added', label: 'Added', tone: 'muted' },
  ...stageSeries,
];

const barsOf = <T,>(rows: readonly T[], label: (r: T) => string, values: (r: T) => object) =>
  rows.map((r): ChartRow => ({ label: label(r), values: values(r) as Record<string, number> }));

/** Props of {@link AnalyticsView}. */
export interface AnalyticsViewProps {
  report: AnalyticsReport | undefined;
  isLoading: boolean;
  error: string | null;
}

/** Key figures of the period with their change against the previous one. */
function Kpis({ report }: { report: AnalyticsReport }) {
  const fill = report.time_to_fill.median_days;
  return (
    <dl className={styles.kpis} aria-label="Key figures">
      {stages.map(([key, label]) => {
        const now = report.funnel[key];
        const before = report.previous.funnel[key];
        const tone = now > before ? 'up' : now < before ? 'down' : 'flat';
        return (
          <div key={key} className={styles.kpi}>
            <dt className={styles.kpiLabel}>{label}</dt>
            <dd className={styles.kpiValue}>{now}</dd>
            <dd className={styles.deltaLine}>
              <span className={styles.delta[tone]}>{change(now, before)}</span> vs {before}
            </dd>
          </div>
        );
      })}
      <div className={styles.kpi}>
        <dt className={styles.kpiLabel}>Time to fill</dt>
        <dd className={styles.kpiValue}>{fill === null ? '–' : `${fill.toFixed(1)} d`}</dd>
        <dd className={styles.deltaLine}>median, {report.time_to_fill.jobs} jobs filled</dd>
      </div>
      <div className={styles.kpi}>
        <dt className={styles.kpiLabel}>Peer reviews</dt>
        <dd className={styles.kpiValue}>{report.peer_review.assigned}</dd>
        <dd className={styles.deltaLine}>
          {report.peer_review.approved} approved, {report.peer_review.rejected} rejected
        </dd>
      </div>
    </dl>
  );
}

/**
 * The analytics report: key figures, then every section as a chart with its one-line summary, a
 * table behind it and its CSV — funnel with conversion, trend, statuses, time in stage, per
 * recruiter, per client, sources, target attainment, peer review and vendors.
 */
export function AnalyticsView({ report, isLoading, error }: AnalyticsViewProps) {
  const state: ChartState = error
    ? { kind: 'error', message: error }
    : isLoading || !report
      ? { kind: 'loading' }
      : { kind: 'ready' };
  const r = report;
  const funnel = r ? funnelRows(r) : [];
  const statuses = r ? statusRows(r) : [];
  return (
    <div className={styles.report}>
      {r && state.kind === 'ready' ? <Kpis report={r} /> : null}
      <div className={styles.grid}>
        <ChartCard
          title="Pipeline funnel"
          summary={r ? funnelSummary(r) : ''}
          state={state}
          rows={funnel.some((f) => f.current || f.previous) ? funnel : []}
          columns={funnelColumns}
          csvName="funnel"
          chart={
            <HorizontalBars
              rows={barsOf(
                funnel,
                (f) => f.stage,
                (f) => f,
              )}
              series={periodSeries}
              summary={r ? funnelSummary(r) : ''}
            />
          }
        />
        <ChartCard
          title={`Trend per ${r?.granularity ?? 'week'}`}
          summary={r ? trendSummary(r) : ''}
          state={state}
          rows={r && r.funnel.added > 0 ? r.trend : []}
          columns={trendColumns(r?.granularity ?? 'week')}
          csvName="trend"
          chart={
            <TrendLines
              points={(r?.trend ?? []).map((p) => ({
                label:
                  r?.granularity === 'month' ? p.period_start.slice(0, 7) : p.period_start.slice(5),
                values: p as unknown as Record<string, number>,
              }))}
              series={trendSeries}
              summary={r ? trendSummary(r) : ''}
            />
          }
        />
        <ChartCard
          title="Current status"
          summary={statusSummary(statuses)}
          state={state}
          rows={statuses}
          columns={statusColumns}
          csvName="statuses"
          chart={
            <HorizontalBars
              rows={barsOf(
                statuses,
                (s) => s.status,
                (s) => s,
              )}
              series={periodSeries}
              summary={statusSummary(statuses)}
              maxRows={16}
            />
          }
        />
        <ChartCard
          title="Time in stage"
          summary={r ? stageTimeSummary(r) : ''}
          state={state}
          rows={r?.time_in_stage ?? []}
          columns={stageTimeColumns}
          csvName="time_in_stage"
          emptyText="No status changes recorded in this period"
          chart={
            <HorizontalBars
              rows={barsOf(
                r?.time_in_stage ?? [],
                (s) => s.status,
                (s) => ({ median: s.median_days, average: s.average_days }),
              )}
              series={[
                { key: 'median', label: 'Median days', tone: 'brand' },
                { key: 'average', label: 'Average days', tone: 'info' },
              ]}
              summary={r ? stageTimeSummary(r) : ''}
            />
          }
        />
        <ChartCard
          title="Per recruiter"
          summary={breakdownSummary('recruiters', r?.recruiters ?? [])}
          state={state}
          rows={r?.recruiters ?? []}
          columns={breakdownColumns('Recruiter')}
          csvName="recruiters"
          chart={
            <HorizontalBars
              rows={barsOf(
                r?.recruiters ?? [],
                (b) => b.label,
                (b) => b,
              )}
              series={stageSeries}
              summary={breakdownSummary('recruiters', r?.recruiters ?? [])}
              maxRows={10}
            />
          }
        />
        <ChartCard
          title="Per client"
          summary={breakdownSummary('clients', r?.clients ?? [])}
          state={state}
          rows={r?.clients ?? []}
          columns={breakdownColumns('Client')}
          csvName="clients"
          chart={
            <HorizontalBars
              rows={barsOf(
                r?.clients ?? [],
                (b) => b.label,
                (b) => b,
              )}
              series={stageSeries}
              summary={breakdownSummary('clients', r?.clients ?? [])}
              maxRows={10}
            />
          }
        />
        <ChartCard
          title="Source of candidates"
          summary={breakdownSummary('sources', r?.sources ?? [])}
          state={state}
          rows={r?.sources ?? []}
          columns={breakdownColumns('Source')}
          csvName="sources"
          chart={
            <HorizontalBars
              rows={barsOf(
                r?.sources ?? [],
                (b) => b.label,
                (b) => b,
              )}
              series={[
                { key: 'added', label: 'Added', tone: 'brand' },
                { key: 'joins', label: 'Joins', tone: 'positive' },
              ]}
              summary={breakdownSummary('sources', r?.sources ?? [])}
            />
          }
        />
        <ChartCard
          title="Target attainment"
          summary={targetSummary(r?.targets ?? [])}
          state={state}
          rows={r?.targets ?? []}
          columns={targetColumns}
          csvName="targets"
          emptyText="No targets in this period"
          chart={
            <HorizontalBars
              rows={targetTotals(r?.targets ?? [])}
              series={[
                { key: 'target', label: 'Target', tone: 'muted' },
                { key: 'achieved', label: 'Achieved', tone: 'positive' },
              ]}
              summary={targetSummary(r?.targets ?? [])}
            />
          }
        />
        <ChartCard
          title="Peer review"
          summary={r ? reviewSummary(r) : ''}
          state={state}
          rows={r?.peer_review.reviewers ?? []}
          columns={reviewerColumns}
          csvName="peer_review"
          emptyText="No peer reviews in this period"
          chart={
            <HorizontalBars
              rows={barsOf(
                r?.peer_review.reviewers ?? [],
                (p) => p.name,
                (p) => p,
              )}
              series={[
                { key: 'approved', label: 'Approved', tone: 'positive' },
                { key: 'rejected', label: 'Rejected', tone: 'critical' },
                { key: 'pending', label: 'Pending', tone: 'caution' },
              ]}
              summary={r ? reviewSummary(r) : ''}
              maxRows={10}
            />
          }
        />
        <ChartCard
          title="Vendors"
          summary={vendorSummary(r?.vendors ?? [])}
          state={state}
          rows={r?.vendors ?? []}
          columns={vendorColumns}
          csvName="vendors"
          emptyText="No vendor candidates in this period"
          chart={
            <HorizontalBars
              rows={barsOf(
                r?.vendors ?? [],
                (v) => v.name,
                (v) => v,
              )}
              series={[
                { key: 'total', label: 'Total', tone: 'muted' },
                { key: 'offer', label: 'Offer', tone: 'caution' },
                { key: 'joined', label: 'Joined', tone: 'positive' },
              ]}
              summary={vendorSummary(r?.vendors ?? [])}
              maxRows={10}
            />
          }
        />
      </div>
    </div>
  );
}
