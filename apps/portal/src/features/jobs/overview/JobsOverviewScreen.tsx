import type { JobFunnel } from '@hrportal/api-client/contract';
import { useClient, useJobFunnels, useJobs } from '@hrportal/react';
import {
  Button,
  DateFilter,
  type DateFilterValue,
  dateRangeFor,
  EmptyState,
  isInDateRange,
  PageSizeSelect,
  Pagination,
  Select,
  Skeleton,
  useToast,
} from '@hrportal/ui';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { failureText } from '../../../common/errors';
import * as css from '../../../portal.css';
import { newJobPath } from '../form/jobPaths';
import { allJobs, downloadText, overviewCsv } from '../funnel';
import * as jobsCss from '../jobs.css';
import { JobsOverviewTable } from './JobsOverviewTable';

const all = '__all__';
const options = (values: Iterable<string>) => [
  { id: all, label: 'All' },
  ...[...new Set(values)].sort((a, b) => a.localeCompare(b)).map((v) => ({ id: v, label: v })),
];

/**
 * Jobs Overview (`/manager/jobs-overview`, `/leadership/jobs-overview`): every job with its
 * candidate funnel, filtered by client, status, recruiter and creation date, paged; the funnels of
 * the shown page come from `/job_funnels`; Export CSV writes every filtered job.
 */
export function JobsOverviewScreen({ title }: { title: string }) {
  const client = useClient();
  const toast = useToast();
  const jobs = useJobs();
  const [clientName, setClientName] = useState(all);
  const [status, setStatus] = useState(all);
  const [recruiter, setRecruiter] = useState(all);
  const [date, setDate] = useState<DateFilterValue>({ preset: 'all' });
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const [exporting, setExporting] = useState(false);
  const now = Date.now();

  const every = useMemo(() => allJobs(jobs.data), [jobs.data]);
  const shown = useMemo(() => {
    const range = dateRangeFor(date, new Date());
    return every
      .filter(
        (j) =>
          (clientName === all || j.client === clientName) &&
          (status === all || j.job_status === status) &&
          (recruiter === all || j.recruiter.includes(recruiter)) &&
          isInDateRange(`${j.date_created}T12:00:00`, range),
      )
      .sort((a, b) => b.date_created.localeCompare(a.date_created) || b.id - a.id);
  }, [every, clientName, status, recruiter, date]);
  const pageCount = Math.ceil(shown.length / pageSize);
  const current = Math.min(page, Math.max(pageCount, 1));
  const pageJobs = shown.slice((current - 1) * pageSize, current * pageSize);
  const ids = useMemo(() => pageJobs.map((j) => j.id), [pageJobs]);
  const funnels = useJobFunnels(ids);
  const byId = useMemo(
    () => new Map<number, JobFunnel>((funnels.data?.funnels ?? []).map((f) => [f.job_id, f])),
    [funnels.data],
  );
  const recruiterNames = new Map<string, string>();
  for (const j of every) {
    for (const [i, r] of j.recruiter.entries()) recruiterNames.set(r, j.recruiter_names?.[i] ?? r);
  }

  const filter = (set: (v: string) => void) => (key: unknown) => {
    set(String(key ?? all));
    setPage(1);
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      const found = new Map<number, JobFunnel>();
      for (let i = 0; i < shown.length; i += 1000) {
        const chunk = shown.slice(i, i + 1000).map((j) => j.id);
        for (const f of (await client.jobs.funnels({ job_ids: chunk })).funnels)
          found.set(f.job_id, f);
      }
      downloadText(
        overviewCsv(shown, found, now),
        `jobs-overview-${new Date().toISOString().slice(0, 10)}.csv`,
      );
    } catch (failure) {
      toast.show({ tone: 'critical', title: failureText(failure) });
    } finally {
      setExporting(false);
    }
  };

  let content: React.ReactNode;
  if (jobs.isPending) content = <Skeleton label="Loading data..." />;
  else if (jobs.isError) content = <EmptyState title={`Error: ${failureText(jobs.error)}`} />;
  else if (every.length === 0)
    content = (
      <EmptyState
        title="No jobs yet"
        description="Post a job to see its candidate funnel here."
        action={
          <Link className={css.actionLink} to={newJobPath}>
            Post Job
          </Link>
        }
      />
    );
  else if (shown.length === 0) content = <EmptyState title="No jobs match these filters" />;
  else
    content = (
      <>
        {funnels.isError ? <EmptyState title={`Error: ${failureText(funnels.error)}`} /> : null}
        <JobsOverviewTable jobs={pageJobs} funnels={byId} now={now} />
        <div className={jobsCss.header}>
          <span className={css.muted}>
            Showing {(current - 1) * pageSize + 1} to {Math.min(current * pageSize, shown.length)}{' '}
            of {shown.length} jobs
          </span>
          <PageSizeSelect
            value={pageSize}
            onChange={(size) => {
              setPageSize(size);
              setPage(1);
            }}
          />
          <Pagination page={current} pageCount={pageCount} onPageChange={setPage} />
        </div>
      </>
    );

  return (
    <section className={css.page} aria-labelledby="page-title">
      <div className={jobsCss.header}>
        <h1 id="page-title" className={css.pageTitle}>
          {title}
        </h1>
        <div className={css.row}>
          <Button tone="neutral" onPress={exportCsv} isDisabled={exporting || shown.length === 0}>
            {exporting ? 'Exporting…' : 'Export CSV'}
          </Button>
          <Link className={css.actionLink} to={newJobPath}>
            Post Job
          </Link>
        </div>
      </div>
      <div className={`${css.card} ${jobsCss.filters}`}>
        <Select
          label="Client"
          items={options(every.map((j) => j.client))}
          value={clientName}
          onChange={filter(setClientName)}
        />
        <Select
          label="Status"
          items={[
            { id: all, label: 'All' },
            ...['Active', 'Hold', 'Closed'].map((s) => ({ id: s, label: s })),
          ]}
          value={status}
          onChange={filter(setStatus)}
        />
        <Select
          label="Recruiter"
          items={[
            { id: all, label: 'All' },
            ...[...recruiterNames]
              .sort((a, b) => a[1].localeCompare(b[1]))
              .map(([id, label]) => ({ id, label })),
          ]}
          value={recruiter}
          onChange={filter(setRecruiter)}
        />
        <DateFilter
          label="Created"
          value={date}
          onChange={(value) => {
            setDate(value);
            setPage(1);
          }}
        />
      </div>
      {content}
    </section>
  );
}
