'use client';
import type { RecruiterFigures } from '@hrportal/api-client/contract';
import type { DataTableColumn } from '@hrportal/candidate-table';
import { useSession } from '@hrportal/react';
import { Link } from 'react-router';
import { failureText } from '../../../common/errors';
import { figureColumns, usePeriodFigures } from '../shared/figureColumns';
import { ExportableTable, OrgPage, PeriodPicker } from '../shared/OrgParts';
import * as styles from '../shared/org.css';

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
    // Pending reviews before the account state, the last column.
    ...figureColumns<RecruiterFigures>(
      (r) => r,
      (period) => `${period} Target`,
    ).flatMap((c) =>
      c.id === 'active'
        ? [
            {
              id: 'pending',
              header: 'Reviews Pending',
              value: (r: RecruiterFigures) => r.pending_reviews,
              width: 120,
            },
            c,
          ]
        : [c],
    ),
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
  const role = useSession().session?.userRole ?? 'recruiter';
  const {
    query: figures,
    period,
    choice,
    setChoice,
  } = usePeriodFigures(['recruiters'], (client, p) => client.users.recruiterFigures(p));
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
