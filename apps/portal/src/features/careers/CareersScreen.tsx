import type { CareerJob, CareerRegistration } from '@hrportal/api-client/contract';
import { CareersTable, DataTable, type DataTableColumn } from '@hrportal/candidate-table';
import { useCareerJobs } from '@hrportal/react';
import { useCallback } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { failureText } from '../../common/errors';
import * as portal from '../../portal.css';
import * as css from './careers.css';
import { experienceText } from './jobText';

const noJobs: CareerJob[] = [];

const postedColumns: readonly DataTableColumn<CareerJob>[] = [
  { id: 'id', header: 'Job ID', value: (j) => j.id, width: 80 },
  {
    id: 'role',
    header: 'Role',
    value: (j) => j.role,
    // The job's public page, where applicants read it and apply.
    cell: (j) => (
      <Link className={css.link} to={`/careers/${j.id}`} target="_blank" rel="noopener">
        {j.role}
      </Link>
    ),
    searchable: true,
    width: 220,
  },
  { id: 'location', header: 'Location', value: (j) => j.location, searchable: true, width: 140 },
  { id: 'mode', header: 'Mode', value: (j) => j.mode, searchable: true, width: 100 },
  { id: 'job_type', header: 'Type', value: (j) => j.job_type, searchable: true, width: 140 },
  {
    id: 'experience',
    header: 'Experience',
    value: (j) => j.experience_min,
    cell: experienceText,
    width: 120,
  },
  { id: 'no_of_positions', header: 'Openings', value: (j) => j.no_of_positions, width: 100 },
  { id: 'date_created', header: 'Posted', value: (j) => j.date_created, date: true, width: 110 },
];

/** The jobs the public board shows now (what an applicant sees), each linked to its page there. */
function PostedJobs() {
  const jobs = useCareerJobs();
  return (
    <section className={`${portal.card} ${css.posted}`} aria-labelledby="posted-title">
      <div className={css.postedHeader}>
        <h2 id="posted-title" className={portal.title}>
          {`On the careers board${jobs.data ? ` (${jobs.data.jobs.length})` : ''}`}
        </h2>
        <a className={css.link} href="/careers" target="_blank" rel="noopener">
          Open the public board ↗
        </a>
      </div>
      <DataTable<CareerJob>
        label="Jobs on the careers board"
        noun="jobs"
        columns={postedColumns}
        getRowId={(j) => String(j.id)}
        rows={jobs.data?.jobs ?? noJobs}
        dateColumn="date_created"
        isLoading={jobs.isPending}
        error={jobs.isError ? failureText(jobs.error) : null}
        emptyText="No active job is posted to careers"
        loadingText="Loading posted jobs..."
        maxSuggestions={10}
      />
    </section>
  );
}

/**
 * Careers (manager, recruiter): the applications from the public board, live (a new one appears
 * without a reload), each with its resume and "Convert to candidate", which opens this role's
 * register form prefilled from the registration (`register-candidate?careersRegistration={id}`;
 * saving it marks the registration converted, and its "Converted" badge then links to the
 * candidate's record);
 * below, the jobs posted to the board (a dense list with search), each linked to its public page.
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
  // A converted registration's badge opens its candidate's record over the repository.
  const candidateHref = useCallback(
    (candidateId: number) => `/${prefix}/candidate?candidate=${candidateId}`,
    [prefix],
  );
  const openCandidate = useCallback(
    (candidateId: number) => navigate(candidateHref(candidateId)),
    [navigate, candidateHref],
  );
  return (
    <section className={portal.page} aria-labelledby="page-title">
      <h1 id="page-title" className={portal.pageTitle}>
        {title}
      </h1>
      <CareersTable
        onConvert={convert}
        candidateHref={candidateHref}
        onOpenCandidate={openCandidate}
      />
      <PostedJobs />
    </section>
  );
}
