import type { PeerReviewItem } from '@hrportal/api-client';
import { messages } from '@hrportal/api-client/contract';
import { useDecidePeerReview, usePeerReviews, useSession } from '@hrportal/react';
import {
  Button,
  Dialog,
  EmptyState,
  formatDate,
  Modal,
  Select,
  Skeleton,
  TextArea,
  useToast,
} from '@hrportal/ui';
import { useState } from 'react';
import * as css from '../portal.css';
import { failureText } from './errors';

const decisions = [
  { id: 'PR-Approved', label: 'PR-Approved' },
  { id: 'PR-Rejected', label: 'PR-Rejected' },
];

function UpdateStatusDialog({
  profile,
  onClose,
}: {
  profile: PeerReviewItem | null;
  onClose: () => void;
}) {
  const decide = useDecidePeerReview();
  const { session } = useSession();
  const toast = useToast();
  const [status, setStatus] = useState<string | null>(null);
  const [comment, setComment] = useState('');
  const [error, setError] = useState('');
  const close = () => {
    setStatus(null);
    setComment('');
    setError('');
    onClose();
  };
  const submit = async () => {
    if (!profile || decide.isPending) return;
    if (!status && !comment.trim()) {
      setError(messages.statusOrCommentRequired);
      return;
    }
    if (!session) {
      setError(messages.userIdMissing);
      return;
    }
    try {
      await decide.mutateAsync({
        candidate_id: profile.id,
        user_id: session.userId,
        ...(status ? { status: status as 'PR-Approved' | 'PR-Rejected' } : {}),
        ...(comment.trim() ? { comments: comment.trim() } : {}),
      });
      toast.show({ tone: 'positive', title: 'Status updated successfully' });
      close();
    } catch (failure) {
      setError(failureText(failure));
    }
  };
  return (
    <Modal isOpen={profile !== null} onOpenChange={(open) => !open && close()}>
      <Dialog
        title="Update Status"
        footer={
          <>
            <Button onPress={close}>Cancel</Button>
            <Button tone="brand" onPress={submit} isDisabled={decide.isPending}>
              Update
            </Button>
          </>
        }
      >
        <div className={css.form}>
          <Select
            label="Status"
            items={decisions}
            value={status}
            onChange={(v) => setStatus(String(v))}
            isRequired
          />
          <TextArea label="Comment" value={comment} onChange={setComment} />
          {error ? (
            <p className={css.error} role="alert">
              {error}
            </p>
          ) : null}
        </div>
      </Dialog>
    </Modal>
  );
}

/** Peer Assigned Profiles: the reviewer's assigned profiles with their priority and decision. */
export function PeerReviewScreen() {
  const { session } = useSession();
  const query = usePeerReviews();
  const [editing, setEditing] = useState<PeerReviewItem | null>(null);
  const rows = query.data ?? [];
  if (!session?.peerStatus) {
    return (
      <EmptyState
        title="Peer Assigned Profiles"
        description="Only peer reviewers see peer-assigned profiles."
      />
    );
  }
  return (
    <section className={css.page} aria-labelledby="page-title">
      <h1 id="page-title" className={css.pageTitle}>
        Peer Assigned Profiles
      </h1>
      <div className={css.tableWrap}>
        {query.isPending ? (
          <Skeleton label="Loading profiles..." />
        ) : query.isError ? (
          <EmptyState title={`Error: ${failureText(query.error)}`} />
        ) : rows.length === 0 ? (
          <EmptyState title="No profiles found" />
        ) : (
          <table className={css.table}>
            <thead>
              <tr>
                {[
                  'Priority',
                  'Date',
                  'Name',
                  'Client',
                  'Profile',
                  'Skills',
                  'Recruiter',
                  'Review Status',
                  'Actions',
                ].map((label) => (
                  <th key={label} scope="col">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.review_id}>
                  <td>{row.priority}</td>
                  <td>{formatDate(row.date_created)}</td>
                  <td>{row.name}</td>
                  <td>{row.client}</td>
                  <td>{row.profile}</td>
                  <td>{row.skills}</td>
                  <td>{row.recruiter}</td>
                  <td>{row.status}</td>
                  <td>
                    <Button
                      size="small"
                      isDisabled={row.status !== 'PR-Pending'}
                      onPress={() => setEditing(row)}
                    >
                      Update Status
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
      <p role="status">
        Showing {rows.length ? 1 : 0} to {rows.length} of {rows.length} profiles
      </p>
      <UpdateStatusDialog profile={editing} onClose={() => setEditing(null)} />
    </section>
  );
}
