import type { CareerRegistration } from '@hrportal/api-client/contract';
import { CareersTable } from '@hrportal/candidate-table';
import { useCareerJobs } from '@hrportal/react';
import { formatDate, Skeleton } from '@hrportal/ui';
import { useCallback } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { failureText } from '../../common/errors';
import * as portal from '../../portal.css';
import * as css from './careers.css';
import { experienceText } from './jobText';

/** The jobs the public board shows now, each with its link there. */
function PostedJobs() {
  const jobs = useCareerJobs();
  const list = jobs.data?.jobs ?? [];
  return (
    <section className={portal.card} aria-labelledby="posted-title">
      <div className={css.postedHeader}>
        <h2 id="posted-title" className={portal.title}>
          {`On the careers board${jobs.data ? ` (${list.length})` : ''}`}
        </h2>
        <a className={css.link} href="/careers" target="_blank" rel="noopener">
          Open the public board ↗
        </a>
      </div>
      {jobs.isPending ? (
        <Skeleton rows={3} columns={3} label="Loading posted jobs..." />
      ) : jobs.isError ? (
        <p className={portal.muted}>{`Error: ${failureText(jobs.error)}`}</p>
      ) : list.length === 0 ? (
        <p className={portal.muted}>
          No active job is posted to careers. Tick “Post to careers” on a job to list it here.
        </p>
      ) : (
        <ul className={css.postedList}>
          {list.map((job) => (
            <li key={job.id} className={css.postedItem}>
              <span className={css.postedRole}>{job.role}</span>
              <span className={portal.muted}>
                {[
                  `Job ${job.id}`,
                  job.location,
                  job.mode,
                  experienceText(job),
                  `posted ${formatDate(job.date_created)}`,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
              <Link className={css.link} to={`/careers/${job.id}`} target="_blank" rel="noopener">
                View on board
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * Careers (manager, recruiter): the applications from the public board, live (a new one appears
 * without a reload), each with its resume and "Convert to candidate", which opens this role's
 * register form prefilled from the registration (`register-candidate?careersRegistration={id}`);
 * below, the jobs posted to the board with links to it.
 */
export function CareersScreen({ title }: { title: string }) {
  const navigate = useNavigate();
  // The role prefix of the route shown (leadership reaches the manager's page).
  const prefix = useLocation().pathname.split('/')[1] ?? 'manager';
  const convert = useCallback(
    (registration: CareerRegistration) =>
      navigate(`/${prefix}/register-candidate?careersRegistration=${registration.id}`),
    [navigate, prefix],
  );
  return (
    <section className={portal.page} aria-labelledby="page-title">
      <h1 id="page-title" className={portal.pageTitle}>
        {title}
      </h1>
      <CareersTable onConvert={convert} />
      <PostedJobs />
    </section>
  );
}
