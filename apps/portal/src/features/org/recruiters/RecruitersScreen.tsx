'use client';
import type { RecruiterFigures } from '@hrportal/api-client/contract';
import type { DataTableColumn } from '@hrportal/candidate-table';
import { useSession } from '@hrportal/react';
import { Skeleton, Tab, TabList, TabPanel, Tabs } from '@hrportal/ui';
import { lazy, Suspense } from 'react';
import { Link, useSearchParams } from 'react-router';
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

// The targets tab is its own chunk: the figures table opens without it.
const TeamTargets = lazy(() =>
  import('../../targets/TeamTargets').then((m) => ({ default: m.TeamTargets })),
);
const MyTargets = lazy(() =>
  import('../../targets/MyTargets').then((m) => ({ default: m.MyTargets })),
);

/**
 * Recruiters (`/{role}/recruiters`): each recruiter's candidates added and stages first reached in
 * the period, this week's and month's target progress, pending peer reviews. A recruiter sees only
 * their own row (the server answers only that). The Targets tab (`?tab=targets`, issue 21):
 * managers assign and edit every recruiter's weekly and monthly targets against the server's
 * counts; a recruiter sees their own this week, this month and history — live.
 */
export function RecruitersScreen({ title }: { title: string }) {
  const role = useSession().session?.userRole ?? 'recruiter';
  const [search, setSearch] = useSearchParams();
  const tab = search.get('tab') === 'targets' ? 'targets' : 'figures';
  const {
    query: figures,
    period,
    choice,
    setChoice,
  } = usePeriodFigures(['recruiters'], (client, p) => client.users.recruiterFigures(p));
  return (
    <OrgPage
      title={title}
      subtitle={
        tab === 'figures'
          ? `Candidates added and stages first reached ${period.from} to ${period.to} (as the targets count them); targets of the week and month that hold ${period.to}.`
          : 'Candidates added, submissions, interviews, offers and joins, counted by the server as they happen.'
      }
      {...(tab === 'figures'
        ? { controls: <PeriodPicker value={choice} onChange={setChoice} /> }
        : {})}
    >
      <Tabs
        selectedKey={tab}
        onSelectionChange={(key) =>
          setSearch(key === 'targets' ? { tab: 'targets' } : {}, { replace: true })
        }
      >
        <TabList label="Figures and targets">
          <Tab id="figures">{role === 'recruiter' ? 'My figures' : 'Figures'}</Tab>
          <Tab id="targets">{role === 'recruiter' ? 'My targets' : 'Targets'}</Tab>
        </TabList>
        <TabPanel id="figures">
          <RecruitersView
            recruiters={figures.data?.recruiters}
            isLoading={figures.isPending}
            isFetching={figures.isFetching && !figures.isPending}
            error={figures.isError ? failureText(figures.error) : null}
            detailPath={(id) => `/${role}/recruiters/${id}`}
          />
        </TabPanel>
        <TabPanel id="targets">
          <Suspense fallback={<Skeleton rows={4} columns={4} label="Loading targets..." />}>
            {role === 'recruiter' ? <MyTargets /> : <TeamTargets />}
          </Suspense>
        </TabPanel>
      </Tabs>
    </OrgPage>
  );
}
