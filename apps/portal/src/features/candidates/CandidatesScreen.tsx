import { CandidateTable } from '@hrportal/candidate-table';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import * as css from '../../portal.css';

/**
 * Candidate Repository (two tabs split by client assignment) and Candidate Pool (`pool`: not
 * assigned to a client), paged through the server by `@hrportal/candidate-table`.
 */
export function CandidatesScreen({ title, pool = false }: { title: string; pool?: boolean }) {
  // `?status=Offer` (a dashboard tile) opens the lists with that status chip.
  const [params] = useSearchParams();
  const status = params.get('status');
  const chips = useMemo(
    () => (status ? [{ column: 'status', value: status }] : undefined),
    [status],
  );
  return (
    <section className={css.page} aria-labelledby="page-title">
      <h1 id="page-title" className={css.pageTitle}>
        {title}
      </h1>
      <CandidateTable key={status ?? ''} pool={pool} {...(chips ? { initialChips: chips } : {})} />
    </section>
  );
}
