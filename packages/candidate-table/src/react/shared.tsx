import { type DownloadedFile, isHrPortalError } from '@hrportal/api-client';
import { messages } from '@hrportal/api-client/contract';
import { useClient } from '@hrportal/react';
import { Button, Dialog, Modal, RowMenuButton, Select, TextArea, useToast } from '@hrportal/ui';
import { useCallback, useState } from 'react';
import * as styles from './dataTable.css';

/** The message to show for a failure: the SDK's `userMessage`, else the error's own text. */
export function errorMessage(error: unknown, fallback = 'Something went wrong'): string {
  if (isHrPortalError(error)) return error.userMessage;
  return error instanceof Error && error.message ? error.message : fallback;
}

/**
 * The message for a failed action on one record: the server's own words when it refused the
 * request itself (400, 404, 409: `User not found`, `Invalid status type`, SPEC §5), else the §8
 * text of {@link errorMessage} (sign-in, permission, network and server failures).
 */
export function actionErrorMessage(error: unknown, fallback?: string): string {
  if (
    isHrPortalError(error) &&
    error.kind === 'http' &&
    [400, 404, 409].includes(error.status) &&
    error.message &&
    !error.message.startsWith('HTTP error!')
  ) {
    return error.message;
  }
  return errorMessage(error, fallback);
}

/** Opens a downloaded file in a new tab, or saves it under its SPEC §9 name. */
export function openFile(file: DownloadedFile, download: boolean) {
  const url = URL.createObjectURL(file.blob);
  if (download) {
    const link = document.createElement('a');
    link.href = url;
    link.download = file.fileName;
    link.click();
  } else window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

const resumeMenu = [
  { id: 'view', label: 'View Resume' },
  { id: 'download', label: 'Download Resume' },
] as const;

/** A row's Resume menu (SPEC §2): View Resume, Download Resume; disabled without a resume. */
export function ResumeButton({
  name,
  hasResume,
  onChoose,
}: {
  name: string;
  hasResume: boolean;
  /** `view` or `download` (see {@link useResumeOpener}). */
  onChoose: (choice: string) => void;
}) {
  return (
    <RowMenuButton
      isDisabled={!hasResume}
      aria-label={`Resume of ${name}`}
      items={resumeMenu}
      onAction={onChoose}
    >
      Resume
    </RowMenuButton>
  );
}

/**
 * Runs a Resume menu choice for a candidate: opens the file in a new tab (`view`) or saves it and
 * says `Resume for {name} downloaded successfully` (`download`); failures get the §8 message.
 */
export function useResumeOpener() {
  const client = useClient();
  const toast = useToast();
  return useCallback(
    (candidate: { id: number; name: string }, choice: string) => {
      const download = choice === 'download';
      return client.files.resume(candidate.id, candidate.name).then(
        (file) => {
          openFile(file, download);
          if (download) {
            toast.show({ tone: 'positive', title: messages.resumeDownloaded(candidate.name) });
          }
        },
        () =>
          toast.show({
            tone: 'critical',
            title: download ? messages.downloadResumeFailed : messages.viewResumeFailed,
          }),
      );
    },
    [client, toast],
  );
}

/** Label and reader of one row of a details dialog. */
export type DetailField<T> = readonly [label: string, read: (item: T) => unknown];

/** A details dialog (SPEC §2 "Candidate Details"): every field, `Not specified` when empty. */
export function DetailsDialog<T>({
  title,
  item,
  fields,
  onClose,
}: {
  title: string;
  item: T | null;
  fields: readonly DetailField<T>[];
  onClose: () => void;
}) {
  return (
    <Modal isOpen={item !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog title={title} footer={<Button onPress={onClose}>Close</Button>}>
        {item !== null ? (
          <dl className={styles.details}>
            {fields.map(([label, read]) => {
              const value = read(item);
              return (
                <div key={label} style={{ display: 'contents' }}>
                  <dt className={styles.dt}>{label}</dt>
                  <dd className={styles.dd}>
                    {value === null || value === undefined || value === ''
                      ? 'Not specified'
                      : String(value)}
                  </dd>
                </div>
              );
            })}
          </dl>
        ) : null}
      </Dialog>
    </Modal>
  );
}

/**
 * Update Status (SPEC §2): a status choice and a comment, Cancel and Update, blocked while the
 * request runs; `Please provide either a status or a comment.`; `Status updated successfully`.
 */
export function StatusCommentDialog({
  isOpen,
  subtitle,
  statuses,
  isRequired = false,
  isPending,
  onSubmit,
  onClose,
}: {
  isOpen: boolean;
  subtitle?: string;
  statuses: readonly string[];
  isRequired?: boolean;
  isPending: boolean;
  /** Saves; a thrown error's message is shown in the dialog. */
  onSubmit: (status: string | null, comment: string) => Promise<unknown>;
  onClose: () => void;
}) {
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
    if (isPending) return;
    if (!status && !comment.trim()) return setError(messages.statusOrCommentRequired);
    try {
      await onSubmit(status, comment.trim());
      toast.show({ tone: 'positive', title: messages.statusUpdated });
      close();
    } catch (failure) {
      setError(actionErrorMessage(failure, messages.statusUpdateError));
    }
  };
  return (
    <Modal isOpen={isOpen} onOpenChange={(open) => !open && close()}>
      <Dialog
        title="Update Status"
        footer={
          <>
            <Button onPress={close}>Cancel</Button>
            <Button tone="brand" onPress={() => void submit()} isDisabled={isPending}>
              Update
            </Button>
          </>
        }
      >
        <div className={styles.form}>
          {subtitle ? <p className={styles.status}>{subtitle}</p> : null}
          <Select
            label="Status"
            items={statuses.map((s) => ({ id: s, label: s }))}
            value={status}
            onChange={(v) => setStatus(String(v))}
            isRequired={isRequired}
          />
          <TextArea label="Comment" value={comment} onChange={setComment} />
          {error ? (
            <p className={styles.error} role="alert">
              {error}
            </p>
          ) : null}
        </div>
      </Dialog>
    </Modal>
  );
}
