import { JobTable } from '@hrportal/candidate-table';
import * as css from '../../portal.css';

/** Job Listing (SPEC §2 "Candidate and job lists"): jobs by status, from `@hrportal/candidate-table`. */
export function JobsScreen({ title }: { title: string }) {
  return (
    <section className={css.page} aria-labelledby="page-title">
      <h1 id="page-title" className={css.pageTitle}>
        {title}
      </h1>
      <JobTable />
    </section>
  );
}
