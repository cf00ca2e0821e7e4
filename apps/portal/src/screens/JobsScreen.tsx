import type { Job } from '@hrportal/api-client/contract';
import { useClient } from '@hrportal/react';
import {
  EmptyState,
  formatDate,
  PageSizeSelect,
  Pagination,
  Skeleton,
  Tab,
  TabList,
  TabPanel,
  Tabs,
} from '@hrportal/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import * as css from '../portal.css';
import { failureText } from './errors';

const statuses = [
  { id: 'job_posts_active', label: 'Active' },
  { id: 'job_posts_hold', label: 'Hold' },
  { id: 'job_posts_closed', label: 'Closed' },
] as const;
type StatusKey = (typeof statuses)[number]['id'];

/** Job Listing (SPEC §2 "Candidate and job lists"): jobs split by status with the §2 columns. */
export function JobsScreen({ title }: { title: string }) {
  const client = useClient();
  const [tab, setTab] = useState<StatusKey>('job_posts_active');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const query = useQuery({
    queryKey: ['jobs', 'all'],
    queryFn: () => client.jobs.list(undefined, { force: true }),
  });
  const rows: Job[] = query.data ? query.data[tab] : [];
  const pageCount = Math.max(1, Math.ceil(rows.length / pageSize));
  const shown = rows.slice((page - 1) * pageSize, page * pageSize);
  const from = rows.length ? (page - 1) * pageSize + 1 : 0;
  const to = Math.min(page * pageSize, rows.length);

  const table = query.isPending ? (
    <Skeleton label="Loading jobs..." />
  ) : query.isError ? (
    <EmptyState title={`Error: ${failureText(query.error)}`} />
  ) : shown.length === 0 ? (
    <EmptyState title="No jobs found" />
  ) : (
    <div className={css.tableWrap}>
      <table className={css.table}>
        <thead>
          <tr>
            {[
              'Job ID',
              'Date Created',
              'Status',
              'Client',
              'Posted By',
              'Recruiter',
              'Role',
              'Positions',
            ].map((label) => (
              <th key={label} scope="col">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {shown.map((job) => (
            <tr key={job.id}>
              <td>{job.id}</td>
              <td>{formatDate(job.date_created)}</td>
              <td>{job.job_status}</td>
              <td>{job.client}</td>
              <td>{job.posted_by}</td>
              <td>{job.recruiter.join(', ')}</td>
              <td>{job.role}</td>
              <td>{job.no_of_positions}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );

  return (
    <section className={css.page} aria-labelledby="page-title">
      <h1 id="page-title" className={css.pageTitle}>
        {title}
      </h1>
      <Tabs
        selectedKey={tab}
        onSelectionChange={(key) => {
          setTab(key as StatusKey);
          setPage(1);
        }}
      >
        <TabList label="Jobs by status">
          {statuses.map((s) => (
            <Tab key={s.id} id={s.id}>
              {s.label} ({query.data ? query.data[s.id].length : '…'})
            </Tab>
          ))}
        </TabList>
        {statuses.map((s) => (
          <TabPanel key={s.id} id={s.id}>
            {table}
          </TabPanel>
        ))}
      </Tabs>
      <div className={css.footer}>
        <p role="status">
          Showing {from} to {to} of {rows.length} jobs
        </p>
        <PageSizeSelect
          value={pageSize}
          onChange={(size) => {
            setPageSize(size);
            setPage(1);
          }}
        />
        <Pagination page={page} pageCount={pageCount} onPageChange={setPage} />
      </div>
    </section>
  );
}
