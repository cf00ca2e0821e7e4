import { CandidateTable } from '@hrportal/candidate-table';
import { useSession } from '@hrportal/react';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import * as css from '../../portal.css';
import { editCandidatePath } from './register/editPath';

/**
 * Candidate Repository (two tabs split by client assignment) and Candidate Pool (`pool`: not
 * assigned to a client), paged through the server by `@hrportal/candidate-table`.
 */
export function CandidatesScreen({ title, pool = false }: { title: string; pool?: boolean }) {
  // `?status=Offer` (a dashboard tile) opens the lists with that status chip.
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { role } = useSession();
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
      <CandidateTable
        key={status ?? ''}
        pool={pool}
        onEdit={(candidate) => navigate(editCandidatePath(role, candidate.id))}
        {...(chips ? { initialChips: chips } : {})}
      />
    </section>
  );
}
