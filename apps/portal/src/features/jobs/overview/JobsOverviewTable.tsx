import type { Job, JobFunnel } from '@hrportal/api-client/contract';
import { Badge, formatDate } from '@hrportal/ui';
import { Link } from 'react-router';
import { ageDays, pipelineStatuses } from '../funnel';
import * as jobsCss from '../jobs.css';

/** Props of {@link JobsOverviewTable}. */
export interface JobsOverviewTableProps {
  jobs: readonly Job[];
  /** Funnels by job id; a job without one yet shows dashes. */
  funnels: ReadonlyMap<number, JobFunnel>;
  now: number;
}

const tone = { Active: 'positive', Hold: 'caution', Closed: 'neutral' } as const;

/**
 * Every shown job with its funnel: candidates per SPEC §3 status (in §3 order), total, positions
 * filled (Onboarded) of the job's positions and still open, and age. The job links to its detail.
 */
export function JobsOverviewTable({ jobs, funnels, now }: JobsOverviewTableProps) {
  return (
    <div className={jobsCss.tableBox}>
      <table className={jobsCss.table} aria-label="Jobs with their candidate funnels">
        <thead>
          <tr>
            <th className={jobsCss.th} scope="col">
              Job
            </th>
            <th className={jobsCss.th} scope="col">
              Status
            </th>
            <th className={jobsCss.th} scope="col">
              Created
            </th>
            <th className={`${jobsCss.th} ${jobsCss.num}`} scope="col">
              Age (days)
            </th>
            <th className={`${jobsCss.th} ${jobsCss.num}`} scope="col">
              Filled / Positions
            </th>
            <th className={`${jobsCss.th} ${jobsCss.num}`} scope="col">
              Open
            </th>
            {pipelineStatuses.map((s) => (
              <th
                key={s}
                className={`${jobsCss.th} ${jobsCss.num} ${jobsCss.countHeader}`}
                scope="col"
              >
                {s}
              </th>
            ))}
            <th className={`${jobsCss.th} ${jobsCss.num}`} scope="col">
              Total
            </th>
            <th className={jobsCss.th} scope="col">
              Recruiters
            </th>
          </tr>
        </thead>
        <tbody>
          {jobs.map((job) => {
            const f = funnels.get(job.id);
            const n = (value: number | undefined) => (f ? (value ?? 0) : '–');
            return (
              <tr key={job.id}>
                <th className={`${jobsCss.td} ${jobsCss.rowHeader}`} scope="row">
                  <Link className={jobsCss.link} to={`/manager/jobs-overview/${job.id}`}>
                    {job.role}
                  </Link>{' '}
                  <span>
                    · {job.client} · #{job.id}
                  </span>
                </th>
                <td className={jobsCss.td}>
                  <Badge tone={tone[job.job_status]}>{job.job_status}</Badge>
                </td>
                <td className={jobsCss.td}>{formatDate(job.date_created)}</td>
                <td className={`${jobsCss.td} ${jobsCss.num}`}>{ageDays(job, now)}</td>
                <td className={`${jobsCss.td} ${jobsCss.num}`}>
                  {n(f?.filled)} / {job.no_of_positions}
                </td>
                <td className={`${jobsCss.td} ${jobsCss.num}`}>{n(f?.open)}</td>
                {pipelineStatuses.map((s) => (
                  <td key={s} className={`${jobsCss.td} ${jobsCss.num}`}>
                    {n(f?.counts[s])}
                  </td>
                ))}
                <td className={`${jobsCss.td} ${jobsCss.num}`}>{n(f?.total)}</td>
                <td className={jobsCss.td}>
                  {(job.recruiter_names ?? job.recruiter).join(', ') || '—'}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
