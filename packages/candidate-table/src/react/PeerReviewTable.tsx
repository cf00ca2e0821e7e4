import { type PeerReviewItem, peerReviewPriority } from '@hrportal/api-client';
import { messages } from '@hrportal/api-client/contract';
import { useClient, useDecidePeerReview, usePeerReviews, useSession } from '@hrportal/react';
import { formatDate, useToast } from '@hrportal/ui';
import { useCallback, useState } from 'react';
import { DataTable, type DataTableColumn, RowActions } from './DataTable';
import {
  type DetailField,
  DetailsDialog,
  errorMessage,
  IconAction,
  openFile,
  personTitle,
  ResumeButton,
  SkillChips,
  StatusCommentDialog,
  useResumeOpener,
} from './shared';

const decisions = ['PR-Approved', 'PR-Rejected'] as const;

const priorityOrder = { Low: 0, Medium: 1, High: 2 } as const;

/** Columns of SPEC §2 "Peer-assigned profiles table"; all but Actions sortable. */
export const peerReviewColumns: readonly DataTableColumn<PeerReviewItem>[] = [
  {
    id: 'priority',
    header: 'Priority',
    // Derived from the review status (SPEC §3); sorts Low → Medium → High, not by its letters.
    value: (r) => priorityOrder[peerReviewPriority(r.status)],
    cell: (r) => peerReviewPriority(r.status),
  },
  { id: 'date_created', header: 'Date', value: (r) => r.date_created, date: true },
  { id: 'name', header: 'Name', value: (r) => r.name, searchable: true },
  { id: 'client', header: 'Client', value: (r) => r.client, searchable: true },
  { id: 'profile', header: 'Profile', value: (r) => r.profile, searchable: true },
  {
    id: 'skills',
    header: 'Skills',
    value: (r) => r.skills,
    cell: (r) => (
      <SkillChips
        skills={r.skills
          .split(',')
          .map((k) => k.trim())
          .filter(Boolean)}
      />
    ),
    searchable: true,
  },
  {
    id: 'recruiter',
    header: 'Recruiter',
    // The username (what chips match), shown by full name with the username on hover and focus.
    value: (r) => r.recruiter,
    cell: (r) => r.recruiter_name || r.recruiter,
    title: (r) => personTitle(r.recruiter_name ?? '', r.recruiter),
    searchable: true,
  },
  { id: 'status', header: 'Review Status', value: (r) => r.status, searchable: true },
];

const detailFields: readonly DetailField<PeerReviewItem>[] = [
  ['ID', (r) => r.id],
  ['Job ID', (r) => r.job_id],
  ['Name', (r) => r.name],
  ['Mobile', (r) => r.mobile],
  ['Email', (r) => r.email],
  ['Client', (r) => r.client],
  ['Current Company', (r) => r.current_company],
  ['Position', (r) => r.position],
  ['Profile', (r) => r.profile],
  ['Current Job Location', (r) => r.current_job_location],
  ['Preferred Location', (r) => r.preferred_job_location],
  ['Qualifications', (r) => r.qualifications],
  ['Total Experience', (r) => r.experience],
  ['Relevant Experience', (r) => r.relevant_experience],
  ['Current CTC', (r) => r.current_ctc],
  ['Expected CTC', (r) => r.expected_ctc],
  ['Notice Period', (r) => r.notice_period],
  ['LinkedIn', (r) => r.linkedin],
  ['Holding Offer', (r) => r.holding_offer],
  ['Recruiter', (r) => personTitle(r.recruiter_name ?? '', r.recruiter)],
  ['Management', (r) => personTitle(r.management_name ?? '', r.management)],
  ['Status', (r) => r.status],
  ['Remarks', (r) => r.remarks],
  ['Last Working Date', (r) => (r.last_working_date ? formatDate(r.last_working_date) : null)],
  ['Date Created', (r) => formatDate(r.date_created)],
  ['Skills', (r) => r.skills],
];

/** Candidate Details (SPEC §2): every field, `Not specified` when empty. */
export function CandidateDetailsDialog({
  profile,
  onClose,
}: {
  profile: PeerReviewItem | null;
  onClose: () => void;
}) {
  return (
    <DetailsDialog
      title="Candidate Details"
      item={profile}
      fields={detailFields}
      onClose={onClose}
    />
  );
}

/** Update Status of a peer review (SPEC §2): PR-Approved or PR-Rejected (required) and a comment. */
export function PeerReviewStatusDialog({
  profile,
  onClose,
  onDecided,
}: {
  profile: PeerReviewItem | null;
  onClose: () => void;
  /** Called once the decision is saved. */
  onDecided?: () => void;
}) {
  const decide = useDecidePeerReview();
  const { session } = useSession();
  return (
    <StatusCommentDialog
      isOpen={profile !== null}
      statuses={decisions}
      isRequired
      isPending={decide.isPending}
      onClose={onClose}
      onSubmit={(status, comment) => {
        if (!profile) return Promise.resolve();
        if (!session) return Promise.reject(new Error(messages.userIdMissing));
        return decide
          .mutateAsync({
            candidate_id: profile.id,
            user_id: session.userId,
            ...(status ? { status: status as 'PR-Approved' | 'PR-Rejected' } : {}),
            ...(comment ? { comments: comment } : {}),
          })
          .then(() => onDecided?.());
      }}
    />
  );
}

/** Props of {@link PeerReviewTable}. */
export interface PeerReviewTableProps {
  /** Rows brought by the host; without them the table loads the signed-in reviewer's profiles. */
  rows?: readonly PeerReviewItem[];
  isLoading?: boolean;
  error?: string | null;
  /** Clock for the date presets (tests). */
  now?: () => number;
  /** A decision was saved: a host that passes `rows` reloads them (the table's own list updates itself). */
  onDataChange?: () => void;
}

const reviewId = (r: PeerReviewItem) => String(r.review_id);

/**
 * Peer Assigned Profiles (SPEC §2 "Peer-assigned profiles table"): priority, date, name, client,
 * profile, skills, recruiter and review status, chip search (suggestions from name, client,
 * profile, skills, recruiter, review status; max 7), the date filter, pages of 10/20/50, and the
 * row actions View Job Description, Resume (View / Download; disabled without one), View Details
 * and Update Status (only while Pending).
 */
export function PeerReviewTable({
  rows,
  isLoading,
  error,
  now,
  onDataChange,
}: PeerReviewTableProps) {
  const query = usePeerReviews({ enabled: !rows });
  const client = useClient();
  const toast = useToast();
  const [details, setDetails] = useState<PeerReviewItem | null>(null);
  const [editing, setEditing] = useState<PeerReviewItem | null>(null);
  const data = rows ?? query.data ?? [];
  const failure = error ?? (!rows && query.isError ? errorMessage(query.error) : null);
  const resume = useResumeOpener();
  // Stable, so a re-render of the table does not re-render every memoized row.
  const actions = useCallback(
    (row: PeerReviewItem) => (
      <RowActions>
        <IconAction
          label="View Job Description"
          icon="jd"
          // A legacy text job code names no stored job: there is no description to open.
          isDisabled={typeof row.job_id !== 'number'}
          onPress={() =>
            typeof row.job_id === 'number' &&
            client.files.jobDescription(row.job_id, row.client).then(
              (f) => openFile(f, false),
              () => toast.show({ tone: 'critical', title: messages.downloadJdFailed }),
            )
          }
        />
        <ResumeButton
          name={row.name}
          hasResume={row.resume_present}
          onChoose={(choice) => void resume(row, choice)}
        />
        <IconAction label="View Details" icon="details" onPress={() => setDetails(row)} />
        <IconAction
          label="Update Status"
          icon="status"
          title={row.status === 'PR-Pending' ? 'Update Status' : `Decided: ${row.status}`}
          isDisabled={row.status !== 'PR-Pending'}
          onPress={() => setEditing(row)}
        />
      </RowActions>
    ),
    [client, toast, resume],
  );

  return (
    <>
      <DataTable
        label="Peer assigned profiles"
        noun="profiles"
        columns={peerReviewColumns}
        getRowId={reviewId}
        rows={data}
        dateColumn="date_created"
        isLoading={isLoading ?? (!rows && query.isPending)}
        isFetching={!rows && query.isFetching && !query.isPending}
        error={failure}
        emptyText="No profiles found"
        loadingText="Loading profiles..."
        rowActions={actions}
        {...(now ? { now } : {})}
      />
      <CandidateDetailsDialog profile={details} onClose={() => setDetails(null)} />
      <PeerReviewStatusDialog
        profile={editing}
        onClose={() => setEditing(null)}
        {...(onDataChange ? { onDecided: onDataChange } : {})}
      />
    </>
  );
}
