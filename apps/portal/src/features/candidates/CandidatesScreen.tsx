import { CandidateTable } from '@hrportal/candidate-table';
import * as css from '../../portal.css';

/**
 * Candidate Repository (two tabs split by client assignment) and Candidate Pool (`pool`: not
 * assigned to a client), paged through the server by `@hrportal/candidate-table`.
 */
export function CandidatesScreen({ title, pool = false }: { title: string; pool?: boolean }) {
  return (
    <section className={css.page} aria-labelledby="page-title">
      <h1 id="page-title" className={css.pageTitle}>
        {title}
      </h1>
      <CandidateTable pool={pool} />
    </section>
  );
}
