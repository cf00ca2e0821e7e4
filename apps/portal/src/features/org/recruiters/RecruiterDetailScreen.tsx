'use client';
import type { RecruiterDetailResponse } from '@hrportal/api-client/contract';
import { useRecruiterTargets } from '@hrportal/react';
import { EmptyState, Skeleton } from '@hrportal/ui';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { failureText } from '../../../common/errors';
import * as css from '../../../portal.css';
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
}

/** A recruiter: the period's figures, targets, candidates by status and their jobs. */
export function RecruiterDetailView({
  detail,
  targets,
  isLoading,
  error,
  controls,
  now,
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
        <ExportableTable
          label={`Jobs of ${r.name}`}
          noun="jobs"
          csvName={`jobs_${r.username}`}
          columns={orgJobColumns}
          getRowId={(j) => String(j.id)}
          rows={detail.jobs}
          dateColumn="date_created"
          emptyText="No jobs assigned"
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
  const {
    query: detail,
    choice,
    setChoice,
  } = usePeriodFigures(
    ['recruiter', id],
    (client, p) => client.users.recruiterDetail(id, p),
    valid,
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
    />
  );
}
