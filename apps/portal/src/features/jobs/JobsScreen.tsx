import { JobTable } from '@hrportal/candidate-table';
import { useSession } from '@hrportal/react';
import { Link, useSearchParams } from 'react-router';
import * as css from '../../portal.css';
import { newJobPath } from './form/JobFormScreen';
import * as jobsCss from './jobs.css';

/** Job Listing (SPEC §2 "Candidate and job lists"): jobs by status, from `@hrportal/candidate-table`. */
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
            <Link className={css.actionLink} to={newJobPath}>
              Post Job
            </Link>
          </div>
        ) : null}
      </div>
      <JobTable key={initialStatus} initialStatus={initialStatus} />
    </section>
  );
}
