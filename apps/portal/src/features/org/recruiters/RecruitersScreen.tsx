'use client';
import type { RecruiterFigures } from '@hrportal/api-client/contract';
import type { DataTableColumn } from '@hrportal/candidate-table';
import { useClient, useSession } from '@hrportal/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { failureText } from '../../../common/errors';
import { ExportableTable, OrgPage, PeriodPicker } from '../shared/OrgParts';
import * as styles from '../shared/org.css';
import { type PeriodChoice, periodRange, progressText } from '../shared/period';

const pctOf = (p: { target: number; achieved: number } | null) =>
  p && p.target > 0 ? Math.round((p.achieved / p.target) * 100) : null;

/** Columns of the recruiters' figures; the name opens the recruiter (`detailPath`). */
export function recruiterFigureColumns(
  detailPath: (id: number) => string,
): DataTableColumn<RecruiterFigures>[] {
  return [
    {
      id: 'name',
      header: 'Recruiter',
      value: (r) => r.name,
      cell: (r) => (
        <Link className={styles.link} to={detailPath(r.recruiter_id)}>
          {r.name}
        </Link>
      ),
      searchable: true,
      width: 180,
    },
    {
      id: 'username',
      header: 'Username',
      value: (r) => r.username,
      searchable: true,
      hidden: true,
    },
    { id: 'added', header: 'Added', value: (r) => r.figures.added, width: 80 },
    { id: 'submissions', header: 'Submissions', value: (r) => r.figures.submissions, width: 110 },
    { id: 'interviews', header: 'Interviews', value: (r) => r.figures.interviews, width: 100 },
    { id: 'offers', header: 'Offers', value: (r) => r.figures.offers, width: 80 },
    { id: 'joins', header: 'Joins', value: (r) => r.figures.joins, width: 80 },
    {
      id: 'weekly',
      header: 'Weekly Target',
      value: (r) => pctOf(r.weekly),
      cell: (r) => <span className={styles.number}>{progressText(r.weekly)}</span>,
      width: 130,
    },
    {
      id: 'monthly',
      header: 'Monthly Target',
      value: (r) => pctOf(r.monthly),
      cell: (r) => <span className={styles.number}>{progressText(r.monthly)}</span>,
      width: 130,
    },
    { id: 'pending', header: 'Reviews Pending', value: (r) => r.pending_reviews, width: 120 },
    {
      id: 'active',
      header: 'Account',
      value: (r) => (r.is_active ? 'Active' : 'Inactive'),
      searchable: true,
      match: 'exact',
      width: 90,
    },
  ];
}

/** Props of {@link RecruitersView}. */
export interface RecruitersViewProps {
  recruiters: readonly RecruiterFigures[] | undefined;
  isLoading: boolean;
  isFetching?: boolean;
  error: string | null;
  detailPath: (id: number) => string;
}

/** The recruiters' figures table (chips on name and account state; sort any figure; CSV). */
export function RecruitersView({
  recruiters,
  isLoading,
  isFetching = false,
  error,
  detailPath,
}: RecruitersViewProps) {
  return (
    <ExportableTable<RecruiterFigures>
      label="Recruiters"
      noun="recruiters"
      csvName="recruiters"
      columns={recruiterFigureColumns(detailPath)}
      getRowId={(r) => String(r.recruiter_id)}
      rows={recruiters ?? []}
      isLoading={isLoading}
      isFetching={isFetching}
      error={error}
      emptyText="No recruiters found"
      loadingText="Loading recruiters..."
    />
  );
}

/**
 * Recruiters (`/{role}/recruiters`): each recruiter's candidates added in the period and how far
 * they got, this week's and month's target progress, pending peer reviews. A recruiter sees only
 * their own row (the server answers only that).
 */
export function RecruitersScreen({ title }: { title: string }) {
  const client = useClient();
  const { session } = useSession();
  const role = session?.userRole ?? 'recruiter';
  const [choice, setChoice] = useState<PeriodChoice>('30');
  const period = periodRange(choice, new Date());
  const figures = useQuery({
    queryKey: ['org', 'recruiters', period],
    queryFn: () => client.users.recruiterFigures(period),
    enabled: session !== null,
    meta: { summary: true },
    placeholderData: (previous) => previous,
  });
  return (
    <OrgPage
      title={title}
      subtitle={`Candidates added ${period.from} to ${period.to}, counted by how far they have got; targets of the week and month that hold ${period.to}.`}
      controls={<PeriodPicker value={choice} onChange={setChoice} />}
    >
      <RecruitersView
        recruiters={figures.data?.recruiters}
        isLoading={figures.isPending}
        isFetching={figures.isFetching && !figures.isPending}
        error={figures.isError ? failureText(figures.error) : null}
        detailPath={(id) => `/${role}/recruiters/${id}`}
      />
    </OrgPage>
  );
}
