import type { CareerJob } from '@hrportal/api-client/contract';
import { useCareerJobs, useClient } from '@hrportal/react';
import { EmptyState, formatDate, Skeleton } from '@hrportal/ui';
import { type ReactNode, useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { failureText } from '../../common/errors';
import * as portal from '../../portal.css';
import { ApplyForm } from './ApplyForm';
import * as css from './careers.css';
import { experienceText } from './jobText';

/** A job's short facts: where, how, what kind, how experienced, how many openings. */
export function JobFacts({ job }: { job: CareerJob }) {
  const place = [job.location, job.country].filter(Boolean).join(', ');
  const facts = [
    place,
    job.mode,
    job.job_type,
    experienceText(job),
    `${job.no_of_positions} ${job.no_of_positions === 1 ? 'opening' : 'openings'}`,
  ].filter(Boolean);
  return (
    <ul className={css.facts} aria-label="Job facts">
      {facts.map((fact) => (
        <li key={fact}>{fact}</li>
      ))}
    </ul>
  );
}

/** The page around the board: the product's mark and name, no sign-in needed. */
function BoardPage({ children }: { children: ReactNode }) {
  return (
    <div className={css.board}>
      <header className={css.boardHeader}>
        <span className={portal.authLogo} aria-hidden="true">
          HR
        </span>
        <div>
          <p className={portal.brandName}>HR Portal Careers</p>
          <p className={portal.tagline}>Open roles from our recruiting team</p>
        </div>
      </header>
      <main className={css.boardMain}>{children}</main>
    </div>
  );
}

function JobList({ jobs }: { jobs: readonly CareerJob[] }) {
  if (!jobs.length) {
    return (
      <EmptyState
        title="No open roles right now"
        description="New roles are posted here as they open. Please check back soon."
        headingLevel={2}
      />
    );
  }
  return (
    <ul className={css.jobList} aria-label="Open roles">
      {jobs.map((job) => (
        <li key={job.id}>
          <article className={css.jobCard} aria-labelledby={`job-${job.id}`}>
            <h2 id={`job-${job.id}`} className={css.jobTitle}>
              <Link className={css.link} to={`/careers/${job.id}`}>
                {job.role}
              </Link>
            </h2>
            <JobFacts job={job} />
            {job.skills ? <p className={css.skills}>Skills: {job.skills}</p> : null}
            <p className={portal.muted}>Posted {formatDate(job.date_created)}</p>
          </article>
        </li>
      ))}
    </ul>
  );
}

function JobOpening({ job }: { job: CareerJob }) {
  const client = useClient();
  return (
    <>
      <article className={css.jobPage} aria-labelledby="page-title">
        <h1 id="page-title" className={css.heading}>
          {job.role}
        </h1>
        <JobFacts job={job} />
        {job.skills ? <p className={css.skills}>Skills: {job.skills}</p> : null}
        {job.detailed_jd ? (
          <>
            <h2 className={css.sectionTitle}>About the role</h2>
            <p className={css.description}>{job.detailed_jd}</p>
          </>
        ) : null}
        <p className={portal.muted}>Posted {formatDate(job.date_created)}</p>
      </article>
      <ApplyForm job={job} onApply={(body) => client.careers.apply(body)} />
    </>
  );
}

/**
 * The public careers board (no sign-in): `/careers` lists the open jobs posted to careers,
 * `/careers/:jobId` shows one with its apply form. Reads `GET /careers/jobs`, which carries no
 * internal field (client, budget, recruiter).
 */
export function CareersBoardScreen() {
  const { jobId } = useParams();
  const jobs = useCareerJobs();
  const list = jobs.data?.jobs ?? [];
  const job = jobId === undefined ? undefined : list.find((j) => String(j.id) === jobId);
  const title = job ? job.role : jobId === undefined ? 'Open roles' : 'Job not found';
  useEffect(() => {
    document.title = `${title} · HR Portal Careers`;
  }, [title]);

  return (
    <BoardPage>
      {jobId !== undefined ? (
        <nav aria-label="Breadcrumb">
          <Link className={css.link} to="/careers">
            ← All open roles
          </Link>
        </nav>
      ) : (
        <div className={css.intro}>
          <h1 id="page-title" className={css.heading}>
            Open roles
          </h1>
          <p className={css.lead}>
            Pick a role to read about it and apply with your resume. No account needed.
          </p>
        </div>
      )}
      {jobs.isPending ? (
        <Skeleton rows={4} columns={2} label="Loading open roles..." />
      ) : jobs.isError ? (
        <EmptyState
          title={`Error: ${failureText(jobs.error)}`}
          description="The open roles could not be loaded. Please refresh the page."
          headingLevel={2}
        />
      ) : jobId === undefined ? (
        <JobList jobs={list} />
      ) : job ? (
        <JobOpening key={job.id} job={job} />
      ) : (
        <div className={css.intro}>
          <h1 id="page-title" className={css.heading}>
            This role is no longer open
          </h1>
          <p className={css.lead}>
            It may have been filled or closed. See the roles that are open now.
          </p>
        </div>
      )}
    </BoardPage>
  );
}
