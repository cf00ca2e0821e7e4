import { type DownloadedFile, isHrPortalError } from '@hrportal/api-client';
import { messages } from '@hrportal/api-client/contract';
import { useClient } from '@hrportal/react';
import {
  Button,
  Dialog,
  Modal,
  RowButton,
  type RowButtonProps,
  RowMenuButton,
  Select,
  TextArea,
  useToast,
} from '@hrportal/ui';
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
      title={hasResume ? 'Resume' : 'No resume'}
      items={resumeMenu}
      onAction={onChoose}
      isIconOnly
    >
      <ActionIcon d={actionIcons.resume} />
    </RowMenuButton>
  );
}

/**
 * The drawings of the compact row actions (one line of icons keeps a row one line high; each
 * button keeps its SPEC name as its accessible name and hover title).
 */
export const actionIcons = {
  details:
    'M1.5 8s2.5-4.5 6.5-4.5S14.5 8 14.5 8s-2.5 4.5-6.5 4.5S1.5 8 1.5 8zM8 6a2 2 0 1 0 0 4a2 2 0 1 0 0-4',
  resume: 'M4 1.5h5l3 3v10H4zM9 1.5v3h3M6 8h4M6 10.5h4',
  // Two arrows passing each other (a move to another stage), not a pencil: Edit has that.
  status: 'M2.5 5.5h10M10 3l2.5 2.5L10 8M13.5 10.5h-10M6 8l-2.5 2.5L6 13',
  remove: 'M2.5 4h11M6 4V2.5h4V4M4 4l.7 9.5h6.6L12 4M6.8 6.5v5M9.2 6.5v5',
  jd: 'M3 2.5h10v11H3zM5.5 5.5h5M5.5 8h5M5.5 10.5h3',
  edit: 'M2.5 13.5h11M4 10.5l7-7 2 2-7 7H4z',
  convert:
    'M6.5 7.5a2.5 2.5 0 1 0 0-5a2.5 2.5 0 1 0 0 5M1.5 14c0-2.8 2.2-4.5 5-4.5c1 0 1.9.2 2.6.6M12.5 9v5M10 11.5h5',
} as const;

/**
 * What a person's cell shows whole on hover and focus: the full name with the username, or the one
 * there is (people are shown by name everywhere, the username on hover).
 *
 * @example
 * personTitle('Rahul Verma', 'recruiter12'); // 'Rahul Verma (recruiter12)'
 */
export function personTitle(name: string, username: string): string | undefined {
  if (!username) return name || undefined;
  return name && name !== username ? `${name} (${username})` : username;
}

/**
 * Skills as compact chips: the first `shown`, then `+N` for the rest; every skill on hover.
 *
 * @example
 * <SkillChips skills={['Java', 'Spring', 'Kafka']} />
 */
export function SkillChips({ skills, shown = 2 }: { skills: readonly string[]; shown?: number }) {
  if (!skills.length) return null;
  const rest = skills.length - shown;
  return (
    <span className={styles.chips} title={skills.join(', ')}>
      {skills.slice(0, shown).map((skill) => (
        <span key={skill} className={styles.chip}>
          {skill}
        </span>
      ))}
      {rest > 0 ? (
        <span className={styles.chipMore}>
          +{rest}
          <span className={styles.visuallyHidden}> more</span>
        </span>
      ) : null}
    </span>
  );
}

/** One row-action icon (decorative: the button carries the name). */
function ActionIcon({ d }: { d: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={14}
      height={14}
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={d} />
    </svg>
  );
}

/**
 * A compact row action: one of {@link actionIcons}, named by its SPEC label (accessible name and,
 * unless `title` says more, the hover title).
 *
 * @example
 * <IconAction label="View Details" icon="details" onPress={() => open(row)} />
 */
export function IconAction({
  label,
  icon,
  title = label,
  ...button
}: { label: string; icon: keyof typeof actionIcons } & Pick<
  RowButtonProps,
  'title' | 'onPress' | 'isDisabled' | 'tone'
>) {
  return (
    <RowButton isIconOnly aria-label={label} title={title} {...button}>
      <ActionIcon d={actionIcons[icon]} />
    </RowButton>
  );
}

/**
 * Runs a Resume menu choice for a candidate (or, with `of: 'careers'`, a careers registration):
 * opens the file in a new tab (`view`) or saves it and says `Resume for {name} downloaded
 * successfully` (`download`); failures get the §8 message.
 */
export function useResumeOpener(of: 'candidate' | 'careers' = 'candidate') {
  const client = useClient();
  const toast = useToast();
  return useCallback(
    (candidate: { id: number; name: string }, choice: string) => {
      const download = choice === 'download';
      const file =
        of === 'careers'
          ? client.careers.resume(candidate.id, candidate.name)
          : client.files.resume(candidate.id, candidate.name);
      return file.then(
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
    [client, toast, of],
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
