'use client';
import type { OrgJobRow, RecruiterDetailResponse } from '@hrportal/api-client/contract';
import { DataTable } from '@hrportal/candidate-table';
import { useRecruiterTargets } from '@hrportal/react';
import { Button, EmptyState, Skeleton } from '@hrportal/ui';
import { type ReactNode, useCallback, useState } from 'react';
import { useParams } from 'react-router';
import { failureText } from '../../../common/errors';
import * as css from '../../../portal.css';
import { downloadCsv, toCsv } from '../shared/csv';
import { usePeriodFigures } from '../shared/figureColumns';
import { orgJobColumns } from '../shared/jobColumns';
import { ExportableTable, Figures, OrgPage, PeriodPicker } from '../shared/OrgParts';
import * as styles from '../shared/org.css';
import { progressText } from '../shared/period';

/** One target row of the history (the targets routes' shape, as the table needs it). */
export interface TargetHistoryRow {
  id: number;
  period: 'weekly' | 'monthly';
  period_start: string;
  target: number;
  achieved: number;
}

/** Props of {@link RecruiterDetailView}. */
export interface RecruiterDetailViewProps {
  detail: RecruiterDetailResponse | undefined;
  targets: readonly TargetHistoryRow[];
  isLoading: boolean;
  error: string | null;
  controls?: ReactNode;
  now?: () => number;
  /** The jobs table asked for another page (or page size): the host reads it from the server. */
  onJobsPage?: (page: number, pageSize: number) => void;
}

// The jobs come a page at a time from the server, newest first: no chips or sorting of one page.
const pagedJobColumns = orgJobColumns.map((c) => ({ ...c, searchable: false, sortable: false }));

/** A recruiter: the period's figures, targets, candidates by status and their jobs. */
export function RecruiterDetailView({
  detail,
  targets,
  isLoading,
  error,
  controls,
  now,
  onJobsPage,
}: RecruiterDetailViewProps) {
  if (isLoading) {
    return (
      <OrgPage title="Recruiter" controls={controls}>
        <Skeleton rows={8} columns={6} label="Loading recruiter..." />
      </OrgPage>
    );
  }
  if (error || !detail) {
    return (
      <OrgPage title="Recruiter" controls={controls}>
        <EmptyState title={`Error: ${error ?? 'Recruiter not found'}`} headingLevel={2} />
      </OrgPage>
    );
  }
  const r = detail.recruiter;
  const statuses = Object.entries(detail.by_status).sort((a, b) => b[1] - a[1]);
  return (
    <OrgPage
      title={r.name}
      subtitle={`${r.username}${r.is_peer_reviewer ? ' · peer reviewer' : ''}${r.is_active ? '' : ' · inactive'} · ${detail.from} to ${detail.to}`}
      controls={controls}
    >
      <Figures
        label="Figures in the period"
        items={[
          { label: 'Added', value: r.figures.added },
          { label: 'Submissions', value: r.figures.submissions },
          { label: 'Interviews', value: r.figures.interviews },
          { label: 'Offers', value: r.figures.offers },
          { label: 'Joins', value: r.figures.joins },
          { label: 'Weekly target', value: progressText(r.weekly) },
          { label: 'Monthly target', value: progressText(r.monthly) },
          { label: 'Reviews pending', value: r.pending_reviews },
        ]}
      />
      <div className={styles.split}>
        <section className={styles.section} aria-labelledby="recruiter-status">
          <h2 id="recruiter-status" className={css.title}>
            Pipeline: candidates added in the period by status
          </h2>
          {statuses.length ? (
            <Figures
              label="Candidates by status"
              items={statuses.map(([label, value]) => ({ label, value }))}
            />
          ) : (
            <EmptyState title="No candidates added in this period" headingLevel={3} />
          )}
        </section>
        <section className={styles.section} aria-labelledby="recruiter-targets">
          <h2 id="recruiter-targets" className={css.title}>
            Targets
          </h2>
          <ExportableTable<TargetHistoryRow>
            label="Targets"
            noun="targets"
            csvName={`targets_${r.username}`}
            columns={[
              {
                id: 'period',
                header: 'Period',
                value: (t) => t.period,
                searchable: true,
                match: 'exact',
                width: 90,
              },
              {
                id: 'period_start',
                header: 'Starts',
                value: (t) => t.period_start,
                date: true,
                width: 110,
              },
              { id: 'target', header: 'Asked', value: (t) => t.target, width: 80 },
              { id: 'achieved', header: 'Achieved', value: (t) => t.achieved, width: 90 },
            ]}
            getRowId={(t) => `${t.period}-${t.id}`}
            rows={targets}
            initialQuery={{ sort: { column: 'period_start', direction: 'desc' } }}
            emptyText="No targets set"
            {...(now ? { now } : {})}
          />
        </section>
      </div>
      <section className={styles.section} aria-labelledby="recruiter-jobs">
        <h2 id="recruiter-jobs" className={css.title}>
          Assigned jobs and their candidates on each
        </h2>
        <DataTable<OrgJobRow>
          label={`Jobs of ${r.name}`}
          noun="jobs"
          columns={pagedJobColumns}
          getRowId={(j) => String(j.id)}
          serverPage={{ rows: detail.jobs, total: detail.jobs_total }}
          onQueryChange={(q) => onJobsPage?.(q.page, q.pageSize)}
          initialQuery={{ page: detail.jobs_page, pageSize: detail.jobs_page_size }}
          emptyText="No jobs assigned"
          toolbar={
            <Button
              onPress={() =>
                downloadCsv(
                  `jobs_${r.username}_${new Date().toISOString().slice(0, 10)}.csv`,
                  toCsv(orgJobColumns, detail.jobs),
                )
              }
              isDisabled={detail.jobs.length === 0}
            >
              Export CSV (this page)
            </Button>
          }
          {...(now ? { now } : {})}
        />
      </section>
    </OrgPage>
  );
}

const sum = (t: {
  target_submissions: number;
  target_interviews: number;
  target_offers: number;
  target_joinings: number;
  achieved_submissions: number;
  achieved_interviews: number;
  achieved_offers: number;
  achieved_joinings: number;
}) => ({
  target: t.target_submissions + t.target_interviews + t.target_offers + t.target_joinings,
  achieved:
    t.achieved_submissions + t.achieved_interviews + t.achieved_offers + t.achieved_joinings,
});

/** Recruiter detail (`/{role}/recruiters/:recruiterId`); targets from the targets routes. */
export function RecruiterDetailScreen() {
  const id = Number(useParams().recruiterId);
  const valid = Number.isInteger(id) && id > 0;
  const [jobsPage, setJobsPage] = useState({ page: 1, size: 20 });
  const {
    query: detail,
    choice,
    setChoice,
  } = usePeriodFigures(
    ['recruiter', id, jobsPage],
    (client, p) =>
      client.users.recruiterDetail(id, {
        ...p,
        jobs_page: jobsPage.page,
        jobs_page_size: jobsPage.size,
      }),
    valid,
  );
  const onJobsPage = useCallback(
    (page: number, size: number) =>
      setJobsPage((now) => (now.page === page && now.size === size ? now : { page, size })),
    [],
  );
  const weekly = useRecruiterTargets('weekly', valid ? id : undefined);
  const monthly = useRecruiterTargets('monthly', valid ? id : undefined);
  const targets: TargetHistoryRow[] = [
    ...(weekly.data?.targets ?? []).map((t) => ({
      id: t.id,
      period: 'weekly' as const,
      period_start: t.period_start,
      ...sum(t),
    })),
    ...(monthly.data?.targets ?? []).map((t) => ({
      id: t.id,
      period: 'monthly' as const,
      period_start: t.period_start,
      ...sum(t),
    })),
  ];
  return (
    <RecruiterDetailView
      detail={detail.data}
      targets={targets}
      isLoading={valid && detail.isPending}
      error={!valid ? 'Recruiter not found' : detail.isError ? failureText(detail.error) : null}
      controls={<PeriodPicker value={choice} onChange={setChoice} />}
      onJobsPage={onJobsPage}
    />
  );
}
