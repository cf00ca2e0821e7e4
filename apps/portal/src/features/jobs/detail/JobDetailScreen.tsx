import type { CandidateListItem } from '@hrportal/api-client';
import type { Job } from '@hrportal/api-client/contract';
import { PipelineBoard, type PipelineMove } from '@hrportal/candidate-table';
import {
  queryKeys,
  useClient,
  useJob,
  useJobFunnels,
  useSession,
  useUpdateCandidateStatus,
} from '@hrportal/react';
import {
  Badge,
  Button,
  EmptyState,
  formatDate,
  Skeleton,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  useToast,
} from '@hrportal/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { failureText } from '../../../common/errors';
import * as css from '../../../portal.css';
import { pipelineStatuses, saveBlob } from '../funnel';
import * as jobsCss from '../jobs.css';

/** Candidates per request while loading a job's pipeline (the contract's largest page). */
const pageSize = 100;

/**
 * Every candidate of a job, as list rows (pages of 100, one after another). Kept under the
 * `candidates` query root, so status changes — ours and the live feed's — patch it in place.
 */
function useJobCandidates(jobId: number | undefined) {
  const client = useClient();
  const { session } = useSession();
  return useQuery<CandidateListItem[]>({
    queryKey: queryKeys.candidates({ pipeline: jobId }),
    enabled: session !== null && jobId !== undefined,
    queryFn: async () => {
      if (!session || jobId === undefined) return [];
      const base = {
        user_id: session.userId,
        user_type:
          session.userRole === 'manager'
            ? ('management' as const)
            : (session.userRole as 'recruiter' | 'leadership'),
        user_name: session.userName,
        job_id: jobId,
        page_size: pageSize,
        sort_by: 'date_created' as const,
        sort_dir: 'asc' as const,
      };
      const first = await client.candidates.list({ ...base, page_no: 1 }, { force: true });
      const rest = await Promise.all(
        Array.from({ length: Math.max(0, first.totalPages - 1) }, (_, i) =>
          client.candidates.list({ ...base, page_no: i + 2 }, { force: true }),
        ),
      );
      return [first, ...rest].flatMap((page) => page.items);
    },
  });
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className={jobsCss.fact}>
      <dt className={jobsCss.factLabel}>{label}</dt>
      <dd className={jobsCss.factValue}>{value || '—'}</dd>
    </div>
  );
}

const range = (min: number | null, max: number | null, unit: string) =>
  min === null && max === null ? '' : `${min ?? '?'}–${max ?? '?'} ${unit}`;

function JobFacts({ job }: { job: Job }) {
  return (
    <dl className={jobsCss.facts}>
      <Fact label="Client" value={job.client} />
      <Fact label="Positions" value={String(job.no_of_positions)} />
      <Fact label="Budget" value={range(job.budget_min, job.budget_max, 'LPA')} />
      <Fact label="Experience" value={range(job.experience_min, job.experience_max, 'years')} />
      <Fact
        label="Job type"
        value={job.job_type === 'Custom' ? job.custom_job_type : job.job_type}
      />
      <Fact
        label="Contract"
        value={job.contract_in_months === null ? '' : `${job.contract_in_months} months`}
      />
      <Fact label="Location" value={[job.location, job.country].filter(Boolean).join(', ')} />
      <Fact label="Mode" value={job.mode} />
      <Fact label="Notice period" value={job.notice_period} />
      <Fact label="Shift timings" value={job.shift_timings} />
      <Fact label="Posted by" value={`${job.posted_by} on ${formatDate(job.date_created)}`} />
      <Fact label="Careers" value={job.post_to_careers ? 'Posted to careers' : 'Not on careers'} />
      <div className={`${jobsCss.fact} ${jobsCss.wide}`}>
        <dt className={jobsCss.factLabel}>Skills</dt>
        <dd className={jobsCss.factValue}>{job.skills || '—'}</dd>
      </div>
    </dl>
  );
}

const tone = { Active: 'positive', Hold: 'caution', Closed: 'neutral' } as const;

/**
 * Job Detail (`/manager/jobs-overview/{jobId}`): the job, its JD (text and file: view or download
 * under the §9 name `{client}_{jobId}.ext`), its recruiters and funnel, and its pipeline as a board
 * (`@hrportal/candidate-table`'s `PipelineBoard`: drag and drop or keyboard, undo, live) or a table.
 * A move is the candidate status update (`/update_candidate/{id}`, comment appended, feed event).
 */
export function JobDetailScreen() {
  const { jobId } = useParams();
  const id = Number(jobId);
  const valid = Number.isInteger(id) && id > 0;
  const client = useClient();
  const toast = useToast();
  const job = useJob(valid ? id : undefined);
  const candidates = useJobCandidates(valid ? id : undefined);
  const funnel = useJobFunnels(valid ? [id] : []);
  const update = useUpdateCandidateStatus();

  const cards = useMemo(
    () =>
      (candidates.data ?? []).map((c) => ({
        id: c.id,
        name: c.name,
        status: c.status,
        detail: [c.recruiter, c.experience ? `${c.experience} yrs` : '']
          .filter(Boolean)
          .join(' · '),
      })),
    [candidates.data],
  );

  const move = async (m: PipelineMove) => {
    try {
      await update.mutateAsync({
        id: m.cardId,
        status: m.to as never,
        ...(m.comment ? { comment: m.comment } : {}),
      });
    } catch (failure) {
      throw new Error(failureText(failure, 'Error updating status'));
    }
  };

  const jd = async (download: boolean) => {
    if (!job.data) return;
    try {
      const file = await client.files.jobDescription(id, job.data.job.client);
      if (download) saveBlob(file.blob, file.fileName);
      else {
        const url = URL.createObjectURL(file.blob);
        window.open(url, '_blank', 'noopener');
        setTimeout(() => URL.revokeObjectURL(url), 60_000);
      }
    } catch {
      toast.show({ tone: 'critical', title: 'Failed to download Job Description' });
    }
  };

  if (!valid) return <EmptyState title="The requested resource was not found." />;
  if (job.isPending) return <Skeleton rows={8} columns={3} label="Loading job..." />;
  if (job.isError) return <EmptyState title={`Error: ${failureText(job.error)}`} />;
  const j = job.data.job;
  const f = funnel.data?.funnels[0];

  return (
    <section className={css.page} aria-labelledby="page-title">
      <div className={jobsCss.header}>
        <h1 id="page-title" className={css.pageTitle}>
          {j.role} · {j.client} <Badge tone={tone[j.job_status]}>{j.job_status}</Badge>
        </h1>
        <div className={css.row}>
          <Link className={jobsCss.link} to="/manager/jobs-overview">
            All jobs
          </Link>
          <Link className={jobsCss.link} to={`/manager/register-candidate/${j.id}`}>
            Register a candidate for this job
          </Link>
          <Link className={css.actionLink} to={`/manager/edit-job/${j.id}`}>
            Edit job
          </Link>
        </div>
      </div>

      <section className={css.card} aria-labelledby="facts-title">
        <h2 id="facts-title" className={jobsCss.section}>
          Job #{j.id}
        </h2>
        <JobFacts job={j} />
        <p className={css.muted}>
          {f
            ? `${f.total} candidates · ${f.filled} of ${f.positions} positions filled · ${f.open} open`
            : 'Counting candidates…'}
        </p>
      </section>

      <section className={css.card} aria-labelledby="jd-title">
        <div className={jobsCss.header}>
          <h2 id="jd-title" className={jobsCss.section}>
            Job description
          </h2>
          {j.jd_pdf_present ? (
            <div className={css.row}>
              <Button tone="neutral" size="small" onPress={() => void jd(false)}>
                View JD
              </Button>
              <Button tone="neutral" size="small" onPress={() => void jd(true)}>
                Download JD
              </Button>
            </div>
          ) : (
            <span className={css.muted}>No JD file</span>
          )}
        </div>
        {j.detailed_jd ? (
          <pre className={jobsCss.jd}>{j.detailed_jd}</pre>
        ) : (
          <p className={css.muted}>No written description.</p>
        )}
      </section>

      <section className={css.card} aria-labelledby="recruiters-title">
        <h2 id="recruiters-title" className={jobsCss.section}>
          Recruiters
        </h2>
        {j.recruiter.length ? (
          <p className={jobsCss.factValue}>{(j.recruiter_names ?? j.recruiter).join(', ')}</p>
        ) : (
          <p className={css.muted}>
            No recruiter assigned yet.{' '}
            <Link className={jobsCss.link} to="/manager/job-assignments">
              Assign recruiters
            </Link>
          </p>
        )}
      </section>

      <section className={css.card} aria-labelledby="pipeline-title">
        <h2 id="pipeline-title" className={jobsCss.section}>
          Pipeline
        </h2>
        {candidates.isPending ? (
          <Skeleton rows={4} columns={6} label="Loading candidates..." />
        ) : candidates.isError ? (
          <EmptyState title={`Error: ${failureText(candidates.error)}`} />
        ) : (
          <Tabs>
            <TabList label="Pipeline view">
              <Tab id="board">Board</Tab>
              <Tab id="table">Table</Tab>
            </TabList>
            <TabPanel id="board">
              <PipelineBoard cards={cards} onMove={move} label={`Pipeline of ${j.role}`} />
            </TabPanel>
            <TabPanel id="table">
              <PipelineTable rows={candidates.data} />
            </TabPanel>
          </Tabs>
        )}
      </section>
    </section>
  );
}

const order = new Map<string, number>(pipelineStatuses.map((s, i) => [s, i]));

/** The same candidates as a table, in pipeline order. */
function PipelineTable({ rows }: { rows: readonly CandidateListItem[] }) {
  const sorted = [...rows].sort(
    (a, b) => (order.get(a.status) ?? 99) - (order.get(b.status) ?? 99) || a.id - b.id,
  );
  if (!sorted.length) return <EmptyState title="No candidates for this job yet" />;
  return (
    <div className={jobsCss.tableBox}>
      <table className={jobsCss.table} aria-label="Candidates of this job">
        <thead>
          <tr>
            {['Name', 'Status', 'Recruiter', 'Experience', 'Applied', 'Last updated'].map((h) => (
              <th key={h} className={jobsCss.th} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {sorted.map((c) => (
            <tr key={c.id}>
              <th className={`${jobsCss.td} ${jobsCss.rowHeader}`} scope="row">
                {c.name}
              </th>
              <td className={jobsCss.td}>{c.status}</td>
              <td className={jobsCss.td}>{c.recruiter || '—'}</td>
              <td className={jobsCss.td}>{c.experience ? `${c.experience} yrs` : '—'}</td>
              <td className={jobsCss.td}>{formatDate(c.appliedDate)}</td>
              <td className={jobsCss.td}>{formatDate(c.lastUpdated)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
