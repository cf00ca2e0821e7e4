import type { Job } from '@hrportal/api-client/contract';
import { JobTable } from '@hrportal/candidate-table';
import { useSession } from '@hrportal/react';
import { Link, useSearchParams } from 'react-router';
import * as css from '../../portal.css';
import { newJobPath } from './form/jobPaths';
import * as jobsCss from './jobs.css';

/** A manager's row links: the job's detail (pipeline board) and its edit form. */
const managerLinks = (job: Job) => (
  <>
    <Link className={jobsCss.link} to={`/manager/jobs-overview/${job.id}`}>
      Open
    </Link>
    <Link className={jobsCss.link} to={`/manager/edit-job/${job.id}`}>
      Edit
    </Link>
  </>
);

/** A recruiter's row link: register a candidate for this job. */
const recruiterLinks = (job: Job) => (
  <Link
    className={jobsCss.link}
    to={`/recruiter/register-candidate/${job.id}`}
    aria-label={`Register a candidate for ${job.role} (${job.client}) #${job.id}`}
  >
    Register candidate
  </Link>
);

/**
 * Job Listing / Assigned Requirements / Jobs (SPEC §2 "Candidate and job lists"): jobs by status,
 * from `@hrportal/candidate-table`. Managers and leadership get Post Job, Jobs Overview and each
 * job's detail and edit links; a recruiter gets "register a candidate for this job" on each row.
 */
export function JobsScreen({ title }: { title: string }) {
  // `?status=Hold` (a dashboard tile) opens that tab.
  const status = useSearchParams()[0].get('status');
  const initialStatus = status === 'Hold' || status === 'Closed' ? status : 'Active';
  const role = useSession().session?.userRole;
  const manages = role === 'manager' || role === 'leadership';
  return (
    <section className={css.page} aria-labelledby="page-title">
      <div className={jobsCss.header}>
        <h1 id="page-title" className={css.pageTitle}>
          {title}
        </h1>
        {manages ? (
          <div className={css.row}>
            <Link className={jobsCss.link} to="/manager/jobs-overview">
              Jobs Overview
            </Link>
            <Link className={jobsCss.link} to="/manager/job-assignments">
              Job Assignments
            </Link>
            <Link className={css.actionLink} to={newJobPath}>
              Post Job
            </Link>
          </div>
        ) : null}
      </div>
      <JobTable
        key={initialStatus}
        initialStatus={initialStatus}
        extraActions={manages ? managerLinks : recruiterLinks}
        canChangeStatus={manages}
      />
    </section>
  );
}
