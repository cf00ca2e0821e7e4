'use client';
import type { ClientDetailResponse, ClientRecruiter } from '@hrportal/api-client/contract';
import type { DataTableColumn } from '@hrportal/candidate-table';
import { useClient, useSession } from '@hrportal/react';
import { Badge, EmptyState, Skeleton } from '@hrportal/ui';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { failureText } from '../../../common/errors';
import * as css from '../../../portal.css';
import { orgJobColumns } from '../shared/jobColumns';
import { ExportableTable, Figures, OrgPage } from '../shared/OrgParts';
import * as styles from '../shared/org.css';
import { clientStatusTone } from '../shared/tones';
import { ActivityChart } from './ActivityChart';

function recruiterColumns(
  recruiterPath: ((id: number) => string) | undefined,
): DataTableColumn<ClientRecruiter>[] {
  return [
    {
      id: 'name',
      header: 'Recruiter',
      value: (r) => r.name,
      ...(recruiterPath
        ? {
            cell: (r: ClientRecruiter) => (
              <Link className={styles.link} to={recruiterPath(r.recruiter_id)}>
                {r.name}
              </Link>
            ),
          }
        : {}),
      searchable: true,
      width: 200,
    },
    { id: 'jobs', header: 'Jobs', value: (r) => r.jobs, width: 80 },
    { id: 'candidates', header: 'Candidates', value: (r) => r.candidates, width: 110 },
  ];
}

/** Props of {@link ClientDetailView}. */
export interface ClientDetailViewProps {
  detail: ClientDetailResponse | undefined;
  isLoading: boolean;
  error: string | null;
  /** Where a recruiter's name links (managers and leadership); none for a recruiter. */
  recruiterPath?: (id: number) => string;
  now?: () => number;
}

/** A client: summary, candidates by status, weekly activity, its jobs and its recruiters. */
export function ClientDetailView({
  detail,
  isLoading,
  error,
  recruiterPath,
  now,
}: ClientDetailViewProps) {
  if (isLoading) {
    return (
      <OrgPage title="Client">
        <Skeleton rows={8} columns={6} label="Loading client..." />
      </OrgPage>
    );
  }
  if (error || !detail) {
    return (
      <OrgPage title="Client">
        <EmptyState title={`Error: ${error ?? 'Client not found'}`} headingLevel={2} />
      </OrgPage>
    );
  }
  const { client } = detail;
  const candidates = Object.values(detail.by_status).reduce((s, n) => s + n, 0);
  const statuses = Object.entries(detail.by_status).sort((a, b) => b[1] - a[1]);
  return (
    <OrgPage
      title={client.name}
      subtitle={
        <>
          <Badge tone={clientStatusTone[client.summary_status]}>{client.summary_status}</Badge>{' '}
          {[client.contact_person, client.email, client.phone].filter(Boolean).join(' · ') ||
            'No contact details'}
        </>
      }
    >
      <Figures
        label="Summary"
        items={[
          { label: 'Active jobs', value: client.active },
          { label: 'On hold', value: client.on_hold },
          { label: 'Closed', value: client.closed },
          { label: 'Total jobs', value: client.total },
          { label: 'Candidates', value: candidates },
          { label: 'Recruiters', value: detail.recruiters.length },
        ]}
      />
      <div className={styles.split}>
        <section className={styles.section} aria-labelledby="client-status">
          <h2 id="client-status" className={css.title}>
            Candidates by status
          </h2>
          {statuses.length ? (
            <Figures
              label="Candidates by status"
              items={statuses.map(([label, value]) => ({ label, value }))}
            />
          ) : (
            <EmptyState title="No candidates yet" headingLevel={3} />
          )}
        </section>
        <section className={styles.section} aria-labelledby="client-activity">
          <h2 id="client-activity" className={css.title}>
            Activity, last {detail.activity.length} weeks
          </h2>
          <ActivityChart weeks={detail.activity} />
        </section>
      </div>
      <section className={styles.section} aria-labelledby="client-jobs">
        <h2 id="client-jobs" className={css.title}>
          Jobs
        </h2>
        <ExportableTable
          label={`Jobs of ${client.name}`}
          noun="jobs"
          csvName={`jobs_${client.name.replace(/\W+/g, '_')}`}
          columns={orgJobColumns.filter((c) => c.id !== 'client')}
          getRowId={(j) => String(j.id)}
          rows={detail.jobs}
          dateColumn="date_created"
          emptyText="No jobs found"
          {...(now ? { now } : {})}
        />
      </section>
      <section className={styles.section} aria-labelledby="client-recruiters">
        <h2 id="client-recruiters" className={css.title}>
          Recruiters working on it
        </h2>
        <ExportableTable
          label={`Recruiters on ${client.name}`}
          noun="recruiters"
          csvName={`recruiters_${client.name.replace(/\W+/g, '_')}`}
          columns={recruiterColumns(recruiterPath)}
          getRowId={(r) => String(r.recruiter_id)}
          rows={detail.recruiters}
          emptyText="No recruiters assigned"
        />
      </section>
    </OrgPage>
  );
}

/** Client detail (`/{role}/clients/:clientId`). */
export function ClientDetailScreen() {
  const client = useClient();
  const { session } = useSession();
  const id = Number(useParams().clientId);
  const role = session?.userRole ?? 'recruiter';
  const detail = useQuery({
    queryKey: ['clients', 'detail', id],
    queryFn: () => client.clients.detail(id),
    enabled: session !== null && Number.isInteger(id),
    // A summary of the candidate and job lists: refetched when they change.
    meta: { summary: true },
  });
  return (
    <ClientDetailView
      detail={detail.data}
      isLoading={detail.isPending && Number.isInteger(id)}
      error={
        !Number.isInteger(id)
          ? 'Client not found'
          : detail.isError
            ? failureText(detail.error)
            : null
      }
      {...(role === 'recruiter'
        ? {}
        : { recruiterPath: (rid: number) => `/${role}/recruiters/${rid}` })}
    />
  );
}
