'use client';
import type { ManagerFigures } from '@hrportal/api-client/contract';
import type { DataTableColumn } from '@hrportal/candidate-table';
import { failureText } from '../../../common/errors';
import { figureColumns, usePeriodFigures } from '../shared/figureColumns';
import { ExportableTable, OrgPage, PeriodPicker } from '../shared/OrgParts';

/** Columns of the managers' figures. */
const managerColumns: readonly DataTableColumn<ManagerFigures>[] = [
  { id: 'name', header: 'Manager', value: (m) => m.name, searchable: true, width: 180 },
  { id: 'team', header: 'Team', value: (m) => m.team_size, width: 70 },
  { id: 'jobs_active', header: 'Active Jobs', value: (m) => m.jobs_active, width: 100 },
  { id: 'jobs_hold', header: 'On Hold', value: (m) => m.jobs_hold, width: 80 },
  { id: 'jobs_closed', header: 'Closed', value: (m) => m.jobs_closed, width: 80 },
  ...figureColumns<ManagerFigures>(
    (m) => m,
    (period) => `Team ${period} Target`,
  ),
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
  const {
    query: figures,
    period,
    choice,
    setChoice,
  } = usePeriodFigures(['managers'], (client, p) => client.users.managerFigures(p));
  return (
    <OrgPage
      title={title}
      subtitle={`Jobs each manager posted; their team (the recruiters they set targets for): candidates added and stages first reached ${period.from} to ${period.to}.`}
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
