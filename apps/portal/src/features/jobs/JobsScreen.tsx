import { JobTable } from '@hrportal/candidate-table';
import { useSearchParams } from 'react-router';
import * as css from '../../portal.css';

/** Job Listing (SPEC §2 "Candidate and job lists"): jobs by status, from `@hrportal/candidate-table`. */
export function JobsScreen({ title }: { title: string }) {
  // `?status=Hold` (a dashboard tile) opens that tab.
  const status = useSearchParams()[0].get('status');
  const initialStatus = status === 'Hold' || status === 'Closed' ? status : 'Active';
  return (
    <section className={css.page} aria-labelledby="page-title">
      <h1 id="page-title" className={css.pageTitle}>
        {title}
      </h1>
      <JobTable key={initialStatus} initialStatus={initialStatus} />
    </section>
  );
}
