'use client';
import type {
  Candidate,
  CandidateFile,
  CandidateInterview,
  CandidateRecordResponse,
} from '@hrportal/api-client/contract';
import { queryKeys, useClient } from '@hrportal/react';
import { Badge, Button, Dialog, formatDate, Modal, Spinner, useToast } from '@hrportal/ui';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import * as styles from './flows.css';
import { errorMessage, openFile } from './shared';

/** The SPEC §2 "Candidate Details" fields, in its order, read from the server shape. */
const detailFields: readonly (readonly [string, (c: Candidate) => unknown])[] = [
  ['ID', (c) => c.id],
  ['Job ID', (c) => c.job_id],
  ['Name', (c) => c.name],
  ['Mobile', (c) => c.mobile],
  ['Email', (c) => c.email],
  ['Client', (c) => c.client],
  ['Current Company', (c) => c.current_company],
  ['Position', (c) => c.position],
  ['Profile', (c) => c.profile],
  ['Current Job Location', (c) => c.current_job_location],
  ['Preferred Location', (c) => c.preferred_job_location],
  ['Qualifications', (c) => c.qualifications],
  // Stored as decimal years (SPEC §3); 0 is the default, not a statement.
  [
    'Total Experience',
    (c) =>
      c.experience === '0' || c.experience === ''
        ? ''
        : /^\d+(\.\d+)?$/.test(c.experience)
          ? `${c.experience} years`
          : c.experience,
  ],
  ['Relevant Experience', (c) => c.relevant_experience],
  ['Current CTC', (c) => c.current_ctc],
  ['Expected CTC', (c) => c.expected_ctc],
  ['Notice Period', (c) => c.notice_period],
  ['LinkedIn', (c) => c.linkedin],
  ['Holding Offer', (c) => c.holding_offer],
  ['Recruiter', (c) => c.recruiter],
  ['Management', (c) => c.management],
  ['Status', (c) => c.status],
  ['Remarks', (c) => c.remarks],
  ['Last Working Date', (c) => formatDate(c.last_working_date)],
  ['Date Created', (c) => formatDate(c.date_created)],
  ['Skills', (c) => c.skills],
];

const shown = (value: unknown) =>
  value === null || value === undefined || value === '' ? 'Not specified' : String(value);

/** `05-03-2026 14:20` of an instant, in the viewer's zone. */
const when = (iso: string) => {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${formatDate(d)} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

const kindLabels: Record<CandidateInterview['kind'], string> = {
  teams: 'Teams',
  zoom: 'Zoom',
  googlemeet: 'Google Meet',
  call: 'Call',
  inperson: 'In person',
};
const online = new Set<CandidateInterview['kind']>(['teams', 'zoom', 'googlemeet']);

/** `14:20` of an instant on the wall clock of an IANA zone. */
const clockIn = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit' }).format(
    new Date(iso),
  );

/**
 * When an interview is, in the viewer's zone (`05-03-2026 14:20–15:20`), and on the meeting's own
 * clock when that zone differs (`· 09:00 America/New_York`).
 */
function interviewTime(interview: CandidateInterview): string {
  const viewer = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const end = interview.ends_at ? `–${clockIn(interview.ends_at, viewer)}` : '';
  const own =
    interview.time_zone !== viewer
      ? ` · ${clockIn(interview.starts_at, interview.time_zone)} ${interview.time_zone}`
      : '';
  return `${when(interview.starts_at)}${end}${own}`;
}

/** Every comment of a candidate, newest first, with who wrote it. */
function commentHistory(comments: Candidate['comments']) {
  return Object.entries(comments)
    .flatMap(([author, list]) => list.map((entry) => ({ author, ...entry })))
    .sort((a, b) => b.timestamp.localeCompare(a.timestamp));
}

/** One titled part of the record; its heading names the section for assistive technology. */
function RecordSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h3 id={id} className={styles.sectionTitle}>
        {title}
      </h3>
      {children}
    </section>
  );
}

/** A section's entries as a timeline list, or the sentence saying there are none. */
function RecordList<T>({
  items,
  ordered = false,
  empty,
  children,
}: {
  items: readonly T[];
  ordered?: boolean;
  empty: string;
  children: (item: T) => ReactNode;
}) {
  if (!items.length) return <p className={styles.empty}>{empty}</p>;
  const List = ordered ? 'ol' : 'ul';
  return <List className={styles.timeline}>{items.map(children)}</List>;
}

/** Props of {@link CandidateRecordPanel}. */
export interface CandidateRecordPanelProps {
  /** Open when set: the candidate shown (its record may still be loading). */
  candidateId: number | null;
  /** The record (`GET /candidate_record/{id}`), once loaded. */
  record?: CandidateRecordResponse | undefined;
  /** A failed load, as the §8 message. */
  error?: string | null | undefined;
  /** What "now" is, to mark interviews upcoming or past (default: the clock). */
  now?: Date | undefined;
  /** Opens (`download` false) or saves a file of the record under its §9 name. */
  onFile?: ((file: CandidateFile, download: boolean) => void) | undefined;
  onClose: () => void;
}

/**
 * The candidate record (issue 17): the SPEC §2 Candidate Details fields (`Not specified` when
 * empty), its job, peer reviews, status history (who and when), comment history (SPEC §3
 * `comments`: who and when, newest first) and files (resume view and download, additional files
 * as one zip). Presentational: {@link CandidateRecord} loads it through the SDK.
 *
 * @example
 * <CandidateRecordPanel candidateId={12} record={record} onClose={close} />
 */
export function CandidateRecordPanel({
  candidateId,
  record,
  error,
  now = new Date(),
  onFile,
  onClose,
}: CandidateRecordPanelProps) {
  const candidate = record?.candidate;
  const comments = candidate ? commentHistory(candidate.comments) : [];
  return (
    <Modal size="large" isOpen={candidateId !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog
        title={candidate ? `Candidate Details: ${candidate.name}` : 'Candidate Details'}
        footer={<Button onPress={onClose}>Close</Button>}
      >
        {error ? (
          <p className={styles.empty} role="alert">
            {error}
          </p>
        ) : !record || !candidate ? (
          <div className={styles.row} role="status">
            <Spinner label="Loading candidate..." />
            <span>Loading candidate...</span>
          </div>
        ) : (
          <div className={styles.sections}>
            <RecordSection title="Details">
              <dl className={styles.fields}>
                {detailFields.map(([label, read]) => (
                  <div key={label} className={styles.field}>
                    <dt className={styles.label}>{label}</dt>
                    <dd className={styles.value}>
                      {label === 'LinkedIn' && /^https?:\/\//.test(candidate.linkedin) ? (
                        <a href={candidate.linkedin} target="_blank" rel="noopener noreferrer">
                          {candidate.linkedin}
                        </a>
                      ) : (
                        shown(read(candidate))
                      )}
                    </dd>
                  </div>
                ))}
              </dl>
            </RecordSection>

            <RecordSection title="Job">
              {record.job ? (
                <p className={styles.value}>
                  {`${record.job.role} · ${record.job.client} · Job ${record.job.id} `}
                  <Badge tone={record.job.job_status === 'Active' ? 'positive' : 'neutral'}>
                    {record.job.job_status}
                  </Badge>
                </p>
              ) : (
                <p className={styles.empty}>Not assigned to a job (Candidate Pool)</p>
              )}
            </RecordSection>

            <RecordSection title="Interviews">
              <RecordList items={record.interviews} ordered empty="No interviews scheduled">
                {(interview) => {
                  const upcoming = new Date(interview.starts_at) >= now;
                  return (
                    <li key={interview.id} className={styles.timelineItem}>
                      <span className={styles.row}>
                        <Badge tone={upcoming ? 'brand' : 'neutral'}>
                          {upcoming ? 'Upcoming' : 'Past'}
                        </Badge>
                        <span>{`${kindLabels[interview.kind]} · ${interview.title}`}</span>
                      </span>
                      <span className={styles.meta}>
                        {interviewTime(interview)}
                        {interview.organizer ? ` · organised by ${interview.organizer}` : ''}
                        {interview.location ? ` · ${interview.location}` : ''}
                      </span>
                      {interview.join_url ? (
                        <a href={interview.join_url} target="_blank" rel="noopener noreferrer">
                          {`Join the ${kindLabels[interview.kind]} meeting`}
                        </a>
                      ) : online.has(interview.kind) ? (
                        <span className={styles.meta}>No online link yet</span>
                      ) : null}
                    </li>
                  );
                }}
              </RecordList>
            </RecordSection>

            <RecordSection title="Peer review">
              <RecordList items={record.peer_reviews} empty="No peer review">
                {(review) => (
                  <li key={review.assigned_at + review.reviewer} className={styles.timelineItem}>
                    <span className={styles.row}>
                      <Badge
                        tone={
                          review.status === 'PR-Approved'
                            ? 'positive'
                            : review.status === 'PR-Rejected'
                              ? 'critical'
                              : 'caution'
                        }
                      >
                        {review.status}
                      </Badge>
                      <span>
                        {review.reviewer}
                        {review.submitted_status
                          ? ` · submitted as ${review.submitted_status}`
                          : ''}
                      </span>
                    </span>
                    {review.comment ? <span>{review.comment}</span> : null}
                    <span className={styles.meta}>
                      {`Assigned ${when(review.assigned_at)}`}
                      {review.decided_at ? ` · decided ${when(review.decided_at)}` : ''}
                    </span>
                  </li>
                )}
              </RecordList>
            </RecordSection>

            <RecordSection title="Status history">
              <RecordList
                items={record.status_history}
                ordered
                empty={`No status change recorded; ${candidate.status} since it was added.`}
              >
                {(change) => (
                  <li key={change.at + change.status} className={styles.timelineItem}>
                    <span>
                      {change.previous ? `${change.previous} → ${change.status}` : change.status}
                    </span>
                    {change.comment ? <span>{`“${change.comment}”`}</span> : null}
                    <span className={styles.meta}>
                      {`${when(change.at)}${change.by ? ` · ${change.by}` : ''}`}
                    </span>
                  </li>
                )}
              </RecordList>
            </RecordSection>

            <RecordSection title="Comments">
              <RecordList items={comments} empty="No comments yet">
                {(entry) => (
                  <li key={entry.author + entry.timestamp} className={styles.timelineItem}>
                    <span>{entry.comment}</span>
                    <span
                      className={styles.meta}
                    >{`${entry.author} · ${when(entry.timestamp)}`}</span>
                  </li>
                )}
              </RecordList>
            </RecordSection>

            <RecordSection title="Files">
              <RecordList items={record.files} empty="No files">
                {(file) => (
                  <li key={`${file.kind}-${file.file_id}`} className={styles.spread}>
                    <span>
                      {file.filename}
                      <span className={styles.meta}>
                        {` · ${file.kind === 'resume' ? 'Resume' : 'Additional file'} · ${sizeText(file.size_bytes)} · ${formatDate(file.uploaded_at)}`}
                      </span>
                    </span>
                    {onFile ? (
                      <span className={styles.row}>
                        {file.kind === 'resume' ? (
                          <Button size="small" onPress={() => onFile(file, false)}>
                            View Resume
                          </Button>
                        ) : null}
                        <Button size="small" onPress={() => onFile(file, true)}>
                          {file.kind === 'resume' ? 'Download Resume' : 'Download Additional Files'}
                        </Button>
                      </span>
                    ) : null}
                  </li>
                )}
              </RecordList>
            </RecordSection>
          </div>
        )}
      </Dialog>
    </Modal>
  );
}

/** Props of {@link CandidateRecord}. */
export interface CandidateRecordProps {
  /** The candidate to show; null keeps the panel closed. */
  candidateId: number | null;
  onClose: () => void;
}

/**
 * {@link CandidateRecordPanel} loaded through the SDK (`client.candidates.record`), with the file
 * actions wired: the resume opens or saves as `{name}_{id}.{ext}`, additional files as
 * `{name}_{id}_additional_files.zip` (SPEC §9). Refetched when a live event touches candidates, or
 * a meeting changes (its interviews).
 *
 * @example
 * <CandidateRecord candidateId={Number(params.get('candidate')) || null} onClose={close} />
 */
export function CandidateRecord({ candidateId, onClose }: CandidateRecordProps) {
  const client = useClient();
  const toast = useToast();
  const query = useQuery({
    queryKey: queryKeys.candidateRecord(candidateId),
    queryFn: () => client.candidates.record(candidateId as number),
    enabled: candidateId !== null,
  });
  const name = query.data?.candidate.name ?? '';
  const onFile = (file: CandidateFile, download: boolean) => {
    if (candidateId === null) return;
    const load =
      file.kind === 'resume'
        ? client.files.resume(candidateId, name)
        : client.files.additionalFiles(candidateId, name);
    load.then(
      (downloaded) => openFile(downloaded, download || file.kind !== 'resume'),
      (failure) =>
        toast.show({
          tone: 'critical',
          title: errorMessage(failure, 'Failed to download file'),
        }),
    );
  };
  return (
    <CandidateRecordPanel
      candidateId={candidateId}
      record={query.data}
      error={query.isError ? errorMessage(query.error, 'Failed to load candidate') : null}
      onFile={onFile}
      onClose={onClose}
    />
  );
}
