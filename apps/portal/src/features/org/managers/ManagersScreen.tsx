'use client';
import type { ManagerFigures } from '@hrportal/api-client/contract';
import type { DataTableColumn } from '@hrportal/candidate-table';
import { useClient, useSession } from '@hrportal/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { failureText } from '../../../common/errors';
import { ExportableTable, OrgPage, PeriodPicker } from '../shared/OrgParts';
import * as styles from '../shared/org.css';
import { type PeriodChoice, periodRange, progressText } from '../shared/period';

const pctOf = (p: { target: number; achieved: number } | null) =>
  p && p.target > 0 ? Math.round((p.achieved / p.target) * 100) : null;

/** Columns of the managers' figures. */
export const managerColumns: readonly DataTableColumn<ManagerFigures>[] = [
  { id: 'name', header: 'Manager', value: (m) => m.name, searchable: true, width: 180 },
  { id: 'team', header: 'Team', value: (m) => m.team_size, width: 70 },
  { id: 'jobs_active', header: 'Active Jobs', value: (m) => m.jobs_active, width: 100 },
  { id: 'jobs_hold', header: 'On Hold', value: (m) => m.jobs_hold, width: 80 },
  { id: 'jobs_closed', header: 'Closed', value: (m) => m.jobs_closed, width: 80 },
  { id: 'added', header: 'Added', value: (m) => m.figures.added, width: 80 },
  { id: 'submissions', header: 'Submissions', value: (m) => m.figures.submissions, width: 110 },
  { id: 'interviews', header: 'Interviews', value: (m) => m.figures.interviews, width: 100 },
  { id: 'offers', header: 'Offers', value: (m) => m.figures.offers, width: 80 },
  { id: 'joins', header: 'Joins', value: (m) => m.figures.joins, width: 70 },
  {
    id: 'weekly',
    header: 'Team Weekly Target',
    value: (m) => pctOf(m.weekly),
    cell: (m) => <span className={styles.number}>{progressText(m.weekly)}</span>,
    width: 150,
  },
  {
    id: 'monthly',
    header: 'Team Monthly Target',
    value: (m) => pctOf(m.monthly),
    cell: (m) => <span className={styles.number}>{progressText(m.monthly)}</span>,
    width: 150,
  },
  {
    id: 'active',
    header: 'Account',
    value: (m) => (m.is_active ? 'Active' : 'Inactive'),
    searchable: true,
    match: 'exact',
    width: 90,
  },
];

/** Props of {@link ManagersView}. */
export interface ManagersViewProps {
  managers: readonly ManagerFigures[] | undefined;
  isLoading: boolean;
  isFetching?: boolean;
  error: string | null;
}

/** The managers' figures table (CSV of what is shown). */
export function ManagersView({
  managers,
  isLoading,
  isFetching = false,
  error,
}: ManagersViewProps) {
  return (
    <ExportableTable<ManagerFigures>
      label="Managers"
      noun="managers"
      csvName="managers"
      columns={managerColumns}
      getRowId={(m) => String(m.manager_id)}
      rows={managers ?? []}
      isLoading={isLoading}
      isFetching={isFetching}
      error={error}
      emptyText="No managers found"
      loadingText="Loading managers..."
    />
  );
}

/**
 * Managers (`/leadership/managers`): each manager's jobs by status and their team's figures in
 * the period. A team is the recruiters the manager sets targets for.
 */
export function ManagersScreen({ title }: { title: string }) {
  const client = useClient();
  const { session } = useSession();
  const [choice, setChoice] = useState<PeriodChoice>('30');
  const period = periodRange(choice, new Date());
  const figures = useQuery({
    queryKey: ['org', 'managers', period],
    queryFn: () => client.users.managerFigures(period),
    enabled: session !== null,
    meta: { summary: true },
    placeholderData: (previous) => previous,
  });
  return (
    <OrgPage
      title={title}
      subtitle={`Jobs each manager posted; their team (the recruiters they set targets for): candidates added ${period.from} to ${period.to} and how far they got.`}
      controls={<PeriodPicker value={choice} onChange={setChoice} />}
    >
      <ManagersView
        managers={figures.data?.managers}
        isLoading={figures.isPending}
        isFetching={figures.isFetching && !figures.isPending}
        error={figures.isError ? failureText(figures.error) : null}
      />
    </OrgPage>
  );
}
