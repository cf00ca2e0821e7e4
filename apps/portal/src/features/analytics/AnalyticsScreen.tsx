'use client';
import {
  type AnalyticsPreset,
  type AnalyticsQuery,
  type AnalyticsReport,
  messages,
} from '@hrportal/api-client/contract';
import { useClient, useSession } from '@hrportal/react';
import { Button, Select, TextField } from '@hrportal/ui';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { failureText } from '../../common/errors';
import * as css from '../../portal.css';
import { downloadCsv, toCsv } from '../org/shared/csv';
import * as orgStyles from '../org/shared/org.css';
import { AnalyticsView } from './AnalyticsView';
import * as styles from './analytics.css';
import {
  breakdownColumns,
  funnelColumns,
  funnelRows,
  reviewerColumns,
  stageTimeColumns,
  statusColumns,
  statusRows,
  targetColumns,
  trendColumns,
  vendorColumns,
} from './report';

const periodItems = [
  { id: '7d', label: 'Last 7 days' },
  { id: '30d', label: 'Last 30 days' },
  { id: 'this_month', label: 'This month' },
  { id: 'last_month', label: 'Last month' },
  { id: '90d', label: 'Last 90 days' },
  { id: '365d', label: 'Last 365 days' },
  { id: '1d', label: 'Today' },
  { id: 'custom', label: 'Custom range' },
] as const;
type PeriodItem = (typeof periodItems)[number]['id'];

const granularityItems = [
  { id: 'auto', label: 'Automatic' },
  { id: 'week', label: 'Per week' },
  { id: 'month', label: 'Per month' },
] as const;

const scopeText = { own: 'Your candidates', team: 'Your team', organisation: 'The organisation' };

/** Every section of the report as one CSV: a title line, the section's table, a blank line. */
export function reportCsv(r: AnalyticsReport): string {
  const parts = [
    ['Pipeline funnel', toCsv(funnelColumns, funnelRows(r))],
    [`Trend per ${r.granularity}`, toCsv(trendColumns(r.granularity), r.trend)],
    ['Current status', toCsv(statusColumns, statusRows(r))],
    ['Time in stage', toCsv(stageTimeColumns, r.time_in_stage)],
    ['Per recruiter', toCsv(breakdownColumns('Recruiter'), r.recruiters)],
    ['Per client', toCsv(breakdownColumns('Client'), r.clients)],
    ['Source of candidates', toCsv(breakdownColumns('Source'), r.sources)],
    ['Target attainment', toCsv(targetColumns, r.targets)],
    ['Peer review', toCsv(reviewerColumns, r.peer_review.reviewers)],
    ['Vendors', toCsv(vendorColumns, r.vendors)],
  ];
  const head = `Analytics report,${r.from} to ${r.to},previous ${r.previous.from} to ${r.previous.to}\r\n\r\n`;
  return head + parts.map(([title, csv]) => `${title}\r\n${csv}`).join('\r\n');
}

/**
 * The page's heading, the line under it and the controls — the organisation screens' layout,
 * without their module (it carries `DataTable`, a chunk this page does not need).
 */
function Page({
  title,
  subtitle,
  controls,
  children,
}: {
  title: string;
  subtitle: string;
  controls: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={css.page} aria-labelledby="page-title">
      <div className={orgStyles.header}>
        <div className={orgStyles.headerText}>
          <h1 id="page-title" className={css.pageTitle}>
            {title}
          </h1>
          <span className={css.muted}>{subtitle}</span>
        </div>
        <div className={orgStyles.controls}>{controls}</div>
      </div>
      {children}
    </section>
  );
}

/**
 * Analytics (`/manager/analytics`, `/recruiter/analytics`, `/leadership/analytics` and
 * `/leadership/reports`): the period's report of the caller's scope from `GET /analytics/report`,
 * a preset or a custom range (both dates, SPEC §5), trend per week or month, CSV of every section
 * and of the whole report, and a printable page.
 */
export function AnalyticsScreen({ title }: { title: string }) {
  const client = useClient();
  const { session } = useSession();
  const [period, setPeriod] = useState<PeriodItem>('30d');
  const [granularity, setGranularity] = useState<'auto' | 'week' | 'month'>('auto');
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [range, setRange] = useState<{ from: string; to: string } | null>(null);
  const [rangeError, setRangeError] = useState<string | null>(null);
  const query: AnalyticsQuery = {
    ...(period === 'custom' ? (range ?? {}) : { preset: period as AnalyticsPreset }),
    ...(granularity === 'auto' ? {} : { granularity }),
  };
  const enabled = session !== null && (period !== 'custom' || range !== null);
  const report = useQuery({
    queryKey: ['analytics', query],
    queryFn: ({ signal }) => client.users.analytics(query, { signal }),
    enabled,
    meta: { summary: true },
    placeholderData: (previous) => previous,
  });
  const data = report.data;
  const applyRange = () => {
    if (!start || !end) return setRangeError(messages.selectBothDates);
    if (start > end) return setRangeError('The start date must be on or before the end date');
    setRangeError(null);
    setRange({ from: start, to: end });
  };
  return (
    <Page
      title={title}
      subtitle={
        data
          ? `${scopeText[data.scope]}: candidates added and stages first reached ${data.from} to ${data.to}, compared with ${data.previous.from} to ${data.previous.to}.`
          : 'Candidates added in the period and the stages candidates first reached in it.'
      }
      controls={
        <div className={`${styles.cardActions} ${styles.noPrint}`}>
          <Select
            label="Period"
            items={periodItems}
            value={period}
            onChange={(key) => setPeriod(key as PeriodItem)}
          />
          {period === 'custom' ? (
            <>
              <TextField label="Start date" type="date" value={start} onChange={setStart} />
              <TextField
                label="End date"
                type="date"
                value={end}
                onChange={setEnd}
                isInvalid={rangeError !== null}
                errorMessage={rangeError ?? undefined}
              />
              <Button onPress={applyRange}>Apply</Button>
            </>
          ) : null}
          <Select
            label="Trend"
            items={granularityItems}
            value={granularity}
            onChange={(key) => setGranularity(key as 'auto')}
          />
          <Button
            isDisabled={!data}
            onPress={() =>
              data && downloadCsv(`analytics_${data.from}_${data.to}.csv`, reportCsv(data))
            }
          >
            Export report CSV
          </Button>
          <Button isDisabled={!data} onPress={() => window.print()}>
            Print report
          </Button>
        </div>
      }
    >
      {period === 'custom' && !range ? (
        <p className={styles.summary}>Choose a start and an end date, then Apply.</p>
      ) : (
        <AnalyticsView
          report={data}
          isLoading={report.isPending}
          error={report.isError ? failureText(report.error) : null}
        />
      )}
    </Page>
  );
}
