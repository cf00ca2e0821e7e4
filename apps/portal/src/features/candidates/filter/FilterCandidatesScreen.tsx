import { CandidateRecord, MatchList } from '@hrportal/candidate-table';
import { useClient, useJobs } from '@hrportal/react';
import { Button, Select, Spinner } from '@hrportal/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { failureText } from '../../../common/errors';
import { FormError } from '../../../common/FormError';
import * as css from '../../../portal.css';
import * as flows from '../flows.css';
import { jobOption } from '../jobOption';

/**
 * Filter Candidates (manager): pick a job, see candidates ranked by the server's matcher
 * (`/match-candidates`) with the reasons — skills matched and missing, experience, location,
 * notice, budget against expected CTC — and assign the chosen ones to the job in one request
 * (`/bulk_update_candidates` with `job_id`). `?job=<id>` keeps the job in the address.
 */
export function FilterCandidatesScreen({ title }: { title: string }) {
  const client = useClient();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const jobs = useJobs();
  const jobId = Number(params.get('job')) || null;
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [record, setRecord] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const matches = useQuery({
    queryKey: ['candidates', 'matches', jobId],
    queryFn: () => client.candidates.matchForJob({ job_id: jobId as number, limit: 50 }),
    enabled: jobId !== null,
  });
  const options = (jobs.data?.job_posts_active ?? []).map(jobOption);
  const assign = async () => {
    if (!jobId || !selected.size || busy) return;
    setBusy(true);
    try {
      const answer = await client.candidates.bulkUpdate({
        candidate_ids: [...selected],
        job_id: jobId,
      });
      setOutcome({ ok: true, text: answer.message });
      setSelected(new Set());
      await queryClient.invalidateQueries({ queryKey: ['candidates'] });
    } catch (failure) {
      setOutcome({ ok: false, text: failureText(failure, 'Failed to assign candidates') });
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={css.page} aria-labelledby="page-title">
      <h1 id="page-title" className={css.pageTitle}>
        {title}
      </h1>
      <div className={flows.toolbar}>
        <Select
          label="Job"
          placeholder="Choose a job"
          items={options}
          value={jobId === null ? null : String(jobId)}
          onChange={(v) => {
            setSelected(new Set());
            setOutcome(null);
            setParams(v === null ? {} : { job: String(v) });
          }}
        />
        <Button
          tone="brand"
          isDisabled={!jobId || !selected.size || busy}
          onPress={() => void assign()}
        >
          {`Assign to this job (${selected.size})`}
        </Button>
      </div>
      {outcome?.ok ? (
        <p className={flows.outcome} role="status">
          {outcome.text}
        </p>
      ) : (
        <FormError message={outcome?.text} />
      )}
      {jobId === null ? (
        <p className={css.muted}>Choose a job to rank candidates by fit.</p>
      ) : matches.isPending ? (
        <Spinner label="Ranking candidates..." />
      ) : matches.isError ? (
        <FormError message={failureText(matches.error, 'Failed to match candidates')} />
      ) : (
        <MatchList
          matches={matches.data.matches}
          selectedIds={selected}
          onSelectionChange={setSelected}
          onOpen={setRecord}
        />
      )}
      <CandidateRecord candidateId={record} onClose={() => setRecord(null)} />
    </section>
  );
}
