'use client';
import type { CandidateListItem } from '@hrportal/api-client';
import { Button, Select, type SelectOption } from '@hrportal/ui';
import { useState } from 'react';
import { candidateColumns } from './CandidateTable';
import { DataTable } from './DataTable';
import * as tableStyles from './dataTable.css';
import * as styles from './flows.css';
import { actionErrorMessage } from './shared';

/** Props of {@link ProfileTransfer}. */
export interface ProfileTransferProps {
  /** Every active recruiter (id = username). */
  recruiters: readonly SelectOption[];
  /** The recruiter whose candidates are listed. */
  from: string | null;
  onFromChange: (username: string | null) => void;
  /** `from`'s candidates. */
  candidates: readonly CandidateListItem[];
  isLoading?: boolean;
  /** A failed load of the candidates, as the §8 message. */
  error?: string | null;
  /** One request: moves the candidates to `to`; answers the server's message. */
  onTransfer: (candidateIds: number[], to: string) => Promise<{ message: string; updated: number }>;
  now?: () => number;
}

const idOf = (c: CandidateListItem) => String(c.id);

/**
 * Profile transfer (SPEC §2, managers; issue 17): pick a recruiter, pick their candidates in the
 * table (the selection shows as chips, each removable), pick the recruiter to receive them, then
 * Transfer — one request; both recruiters' lists update live through the feed.
 *
 * @example
 * <ProfileTransfer recruiters={recruiters} from={from} onFromChange={setFrom}
 *   candidates={rows} onTransfer={(ids, to) => client.candidates.assignRecruiter({ candidate_ids: ids, recruiter: to })} />
 */
export function ProfileTransfer({
  recruiters,
  from,
  onFromChange,
  candidates,
  isLoading = false,
  error = null,
  onTransfer,
  now,
}: ProfileTransferProps) {
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [to, setTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const chosen = candidates.filter((c) => selected.has(idOf(c)));
  const nameOf = (username: string | null) =>
    recruiters.find((r) => r.id === username)?.label ?? username ?? '';

  const transfer = async () => {
    if (!to || !chosen.length || busy) return;
    setBusy(true);
    try {
      const answer = await onTransfer(
        chosen.map((c) => c.id),
        to,
      );
      setOutcome({
        ok: true,
        text: `${answer.updated} transferred from ${nameOf(from)} to ${nameOf(to)}`,
      });
      setSelected(new Set());
    } catch (failure) {
      setOutcome({ ok: false, text: actionErrorMessage(failure, 'Failed to transfer profiles') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.sections}>
      <div className={styles.pickers}>
        <Select
          label="From recruiter"
          placeholder="Choose a recruiter"
          items={recruiters}
          value={from}
          onChange={(v) => {
            onFromChange(v === null ? null : String(v));
            setSelected(new Set());
            setOutcome(null);
          }}
        />
        <Select
          label="To recruiter"
          placeholder="Choose a recruiter"
          items={recruiters.filter((r) => r.id !== from)}
          value={to}
          onChange={(v) => setTo(v === null ? null : String(v))}
        />
        <Button
          tone="brand"
          isDisabled={!to || !chosen.length || busy}
          onPress={() => void transfer()}
        >
          {`Transfer (${chosen.length})`}
        </Button>
      </div>
      {outcome ? (
        <p
          className={outcome.ok ? styles.result : tableStyles.error}
          role={outcome.ok ? 'status' : 'alert'}
        >
          {outcome.text}
        </p>
      ) : null}
      <section className={styles.section} aria-label="Selected candidates">
        {chosen.length ? (
          <ul className={styles.selectedChips}>
            {chosen.map((c) => (
              <li key={c.id} className={styles.selectedChip}>
                {c.name}
                <button
                  type="button"
                  className={styles.chipRemove}
                  aria-label={`Remove ${c.name}`}
                  onClick={() => {
                    const next = new Set(selected);
                    next.delete(idOf(c));
                    setSelected(next);
                  }}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.empty}>
            {from ? 'Select the candidates to transfer in the table.' : 'Choose a recruiter first.'}
          </p>
        )}
      </section>
      {from ? (
        <DataTable<CandidateListItem>
          label={`Candidates of ${nameOf(from)}`}
          noun="candidates"
          columns={candidateColumns}
          getRowId={idOf}
          rows={candidates}
          dateColumn="appliedDate"
          isLoading={isLoading}
          error={error}
          emptyText="No candidates found"
          loadingText="Loading candidates..."
          selectable
          selectedIds={selected}
          onSelectionChange={setSelected}
          {...(now ? { now } : {})}
        />
      ) : null}
    </div>
  );
}
