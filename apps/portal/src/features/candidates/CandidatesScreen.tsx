import { CandidateRecord, CandidateTable } from '@hrportal/candidate-table';
import { useSession } from '@hrportal/react';
import { useCallback, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import * as css from '../../portal.css';
import { statusChips } from './firstPage';
import { editCandidatePath } from './register/editPath';

/**
 * Candidate Repository (two tabs split by client assignment) and Candidate Pool (`pool`: not
 * assigned to a client), paged through the server by `@hrportal/candidate-table`. `?candidate=<id>`
 * opens that candidate's record over the list (View Details sets it, so the record is a link);
 * Edit opens the edit form.
 */
export function CandidatesScreen({ title, pool = false }: { title: string; pool?: boolean }) {
  // `?status=Offer` (a dashboard tile) opens the lists with that status chip.
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const { role } = useSession();
  const status = params.get('status');
  const chips = useMemo(() => statusChips(status), [status]);
  const candidateId = Number(params.get('candidate'));
  const openRecord = useCallback(
    (id: number | null) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (id === null) next.delete('candidate');
        else next.set('candidate', String(id));
        return next;
      }),
    [setParams],
  );
  const onViewDetails = useCallback((c: { id: number }) => openRecord(c.id), [openRecord]);
  // Stable, as `onViewDetails`: a new function re-rendered every row of the lists whenever the
  // screen did (opening or closing a record), issue 24.
  const onEdit = useCallback(
    (candidate: { id: number }) => navigate(editCandidatePath(role, candidate.id)),
    [navigate, role],
  );
  return (
    <section className={css.page} aria-labelledby="page-title">
      <h1 id="page-title" className={css.pageTitle}>
        {title}
      </h1>
      <CandidateTable
        key={status ?? ''}
        pool={pool}
        onViewDetails={onViewDetails}
        onEdit={onEdit}
        {...(chips ? { initialChips: chips } : {})}
      />
      <CandidateRecord
        candidateId={Number.isSafeInteger(candidateId) && candidateId > 0 ? candidateId : null}
        onClose={() => openRecord(null)}
      />
    </section>
  );
}
