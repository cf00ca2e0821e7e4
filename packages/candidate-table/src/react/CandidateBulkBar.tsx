'use client';
import type { BulkUpdateCandidatesResponse } from '@hrportal/api-client/contract';
import { messages } from '@hrportal/api-client/contract';
import {
  Button,
  Dialog,
  Modal,
  RowButton,
  Select,
  type SelectOption,
  TextArea,
} from '@hrportal/ui';
import { useState } from 'react';
import * as tableStyles from './dataTable.css';
import * as styles from './flows.css';
import { actionErrorMessage } from './shared';

/** What a bulk assignment sets: a recruiter (managers) or a client job. */
export type BulkAssignment = { recruiter: string } | { job_id: number };

/** Props of {@link CandidateBulkBar}. */
export interface CandidateBulkBarProps {
  /** How many candidates are selected; the actions are disabled at 0. */
  count: number;
  /** The statuses a user may set. */
  statuses: readonly string[];
  /** Recruiters a selection may be assigned to (id = username); absent: no recruiter assignment. */
  recruiters?: readonly SelectOption[] | undefined;
  /** Client jobs a selection may be submitted to (id = job id). */
  jobs: readonly SelectOption[];
  /** One request: the status and its one comment for every selected candidate. */
  onChangeStatus: (status: string, comment: string) => Promise<BulkUpdateCandidatesResponse>;
  /** One request: the recruiter or job for every selected candidate. */
  onAssign: (assignment: BulkAssignment) => Promise<BulkUpdateCandidatesResponse>;
  /** One request: the selected resumes as one zip (`resumes_{YYYY-MM-DD}.zip`). */
  onDownload: () => Promise<unknown>;
  /** The selected rows as a CSV file (no request: the rows are held). */
  onExport: () => void;
  /** The last result shown, e.g. from a story; the bar keeps its own after each action. */
  initialResult?: BulkUpdateCandidatesResponse | undefined;
  /**
   * A server-paged list whose whole page is selected: offers "Select all {total} matching"
   * (Gmail-style). While `all`, `count` is the total and the changes go to every matching row;
   * resumes and CSV stay with the rows selected on the page.
   */
  matching?: BulkMatching | undefined;
}

/** The "all matching" state of {@link CandidateBulkBarProps.matching}. */
export interface BulkMatching {
  /** Rows the list's filter matches on the server. */
  total: number;
  /** Rows selected on the page shown. */
  pageSelected: number;
  /** Most rows one change may cover; over it the bar says so instead of offering all. */
  max: number;
  /** Every matching row is selected. */
  all: boolean;
  onSelectAll: () => void;
  onClear: () => void;
}

const fmt = (n: number) => n.toLocaleString('en-US');

/** The count's text while nothing is selected. */
const idleHint = 'Select candidates for bulk actions';

type Open = null | 'status' | 'recruiter' | 'job';

/**
 * The bulk actions of the candidate tables (issue 17): with some or all rows selected, change
 * their status with one comment, assign them to a recruiter (managers) or a client job, download
 * their resumes as one zip, export them as CSV. Each change is one request and one transaction on
 * the server; its answer shows as "N updated, M refused (why)" with each refused candidate.
 *
 * @example
 * <CandidateBulkBar count={3} statuses={assignableCandidateStatuses} jobs={jobs}
 *   onChangeStatus={…} onAssign={…} onDownload={…} onExport={…} />
 */
export function CandidateBulkBar({
  count,
  statuses,
  recruiters,
  jobs,
  onChangeStatus,
  onAssign,
  onDownload,
  onExport,
  initialResult,
  matching,
}: CandidateBulkBarProps) {
  const [open, setOpen] = useState<Open>(null);
  const [choice, setChoice] = useState<string | null>(null);
  const [comment, setComment] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<BulkUpdateCandidatesResponse | undefined>(initialResult);
  const none = count === 0;
  const all = matching?.all === true;
  // Resumes and CSV cover rows held on the page, not every matching row: off while "all".

  const close = () => {
    setOpen(null);
    setChoice(null);
    setComment('');
    setError('');
  };
  const submit = async () => {
    if (busy || !open) return;
    if (!choice) {
      setError(
        open === 'status'
          ? 'Choose a status'
          : open === 'recruiter'
            ? 'Choose a recruiter'
            : 'Choose a job',
      );
      return;
    }
    setBusy(true);
    try {
      const answer =
        open === 'status'
          ? await onChangeStatus(choice, comment.trim())
          : await onAssign(
              open === 'recruiter' ? { recruiter: choice } : { job_id: Number(choice) },
            );
      setResult(answer);
      close();
    } catch (failure) {
      setError(actionErrorMessage(failure, messages.statusUpdateError));
    } finally {
      setBusy(false);
    }
  };
  const items =
    open === 'status'
      ? statuses.map((s) => ({ id: s, label: s }))
      : open === 'recruiter'
        ? (recruiters ?? [])
        : jobs;
  const title =
    open === 'status'
      ? `Change Status (${count})`
      : open === 'recruiter'
        ? `Assign to Recruiter (${count})`
        : `Assign to Job (${count})`;

  return (
    <fieldset className={styles.bulkBar} aria-label="Bulk actions">
      {/* As wide as the hint it replaces (`data-reserve`, drawn hidden behind it): a selection
          moves no button to another line, so neither the bar nor the table below it is laid out
          and painted again (issue 24). */}
      <span className={styles.bulkCount} data-reserve={idleHint}>
        <span aria-live="polite">
          {none ? idleHint : all ? `All ${fmt(count)} matching selected` : `${fmt(count)} selected`}
        </span>
      </span>
      {/* Native buttons (`RowButton`, the look of a small `Button`): the bar mounts with the
          list's first page, where five react-aria Buttons cost render time for no behaviour a
          native button lacks (issue 24). */}
      <RowButton isDisabled={none} onPress={() => setOpen('status')}>
        Change Status
      </RowButton>
      {recruiters ? (
        <RowButton isDisabled={none} onPress={() => setOpen('recruiter')}>
          Assign to Recruiter
        </RowButton>
      ) : null}
      <RowButton isDisabled={none} onPress={() => setOpen('job')}>
        Assign to Job
      </RowButton>
      <RowButton isDisabled={none || all} onPress={() => void onDownload()}>
        {`Download Resumes (${all ? 0 : count})`}
      </RowButton>
      <RowButton isDisabled={none || all} onPress={onExport}>
        Export CSV
      </RowButton>
      {matching ? <MatchingNote matching={matching} /> : null}
      {result ? (
        <div
          className={`${styles.result} ${result.refused.length ? styles.resultRefused : ''}`}
          role="status"
        >
          {result.message}
          {result.refused.length ? (
            <ul className={styles.refusedList}>
              {result.refused.slice(0, 5).map((r) => (
                <li key={r.candidate_id}>{`Candidate ${r.candidate_id}: ${r.reason}`}</li>
              ))}
              {result.refused.length > 5 ? (
                <li>{`and ${result.refused.length - 5} more`}</li>
              ) : null}
            </ul>
          ) : null}
        </div>
      ) : null}
      <Modal isOpen={open !== null} onOpenChange={(isOpen) => !isOpen && close()}>
        <Dialog
          title={title}
          footer={
            <>
              <Button onPress={close}>Cancel</Button>
              <Button tone="brand" isDisabled={busy} onPress={() => void submit()}>
                {open === 'status' ? 'Update' : 'Assign'}
              </Button>
            </>
          }
        >
          <div className={styles.sections}>
            <Select
              label={open === 'status' ? 'Status' : open === 'recruiter' ? 'Recruiter' : 'Job'}
              items={items}
              value={choice}
              onChange={(v) => {
                setChoice(v === null ? null : String(v));
                setError('');
              }}
              isRequired
            />
            {open === 'status' ? (
              <TextArea
                label="Comment (added to each candidate)"
                value={comment}
                onChange={setComment}
              />
            ) : null}
            {error ? (
              <p className={tableStyles.error} role="alert">
                {error}
              </p>
            ) : null}
          </div>
        </Dialog>
      </Modal>
    </fieldset>
  );
}

/** Gmail's line under the bar: select every matching row, or say why not, or clear. */
function MatchingNote({ matching }: { matching: BulkMatching }) {
  const { total, pageSelected, max, all } = matching;
  if (all) {
    return (
      <p className={styles.matchingNote}>
        {`All ${fmt(total)} matching candidates are selected: a status or assignment change applies to every one (resumes and CSV: select rows on the page).`}
        <RowButton onPress={matching.onClear}>Clear selection</RowButton>
      </p>
    );
  }
  if (total <= pageSelected) return null;
  return (
    <p className={styles.matchingNote}>
      {`All ${fmt(pageSelected)} on this page are selected.`}
      {total > max ? (
        <span>{`${fmt(total)} match: one bulk change covers at most ${fmt(max)}, so narrow the filter to change them all.`}</span>
      ) : (
        <RowButton onPress={matching.onSelectAll}>{`Select all ${fmt(total)} matching`}</RowButton>
      )}
    </p>
  );
}
