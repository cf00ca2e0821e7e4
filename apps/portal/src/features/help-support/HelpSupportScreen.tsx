import { IssueReportRequest } from '@hrportal/api-client/contract';
import { useIssueReports, useReportIssue, useSession } from '@hrportal/react';
import {
  Button,
  EmptyState,
  FileDrop,
  formatDate,
  Skeleton,
  TextArea,
  TextField,
  useToast,
} from '@hrportal/ui';
import { type FormEvent, useState } from 'react';
import { failureText } from '../../common/errors';
import { FormError } from '../../common/FormError';
import { fieldErrors } from '../../common/fieldErrors';
import { toBase64 } from '../../common/files';
import * as css from '../../portal.css';

const imageTypes = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

/** Help & Support: raise an issue report with screenshots, and see my reports. */
export function HelpSupportScreen() {
  const { session } = useSession();
  // "My reports" are the user's own, whatever the role (a manager's would otherwise be everyone's).
  const reports = useIssueReports(session ? { user_id: session.userId } : undefined);
  const report = useReportIssue();
  const toast = useToast();
  const [subject, setSubject] = useState('');
  const [description, setDescription] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState('');
  // Checked against the contract on submit, then live as the user types: each error leaves as
  // soon as its own field is right (adding a file changes no text error).
  const [checked, setChecked] = useState(false);
  const invalid = checked ? fieldErrors(IssueReportRequest, { subject, description }) : {};

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    setChecked(true);
    if (Object.keys(fieldErrors(IssueReportRequest, { subject, description })).length) {
      setError('Please fill in the required fields');
      return;
    }
    try {
      const screenshots = await Promise.all(
        files.map(async (file) => ({
          image: await toBase64(file),
          mime_type: file.type as (typeof imageTypes)[number],
          filename: file.name,
        })),
      );
      const answer = await report.mutateAsync({ subject, description, screenshots });
      toast.show({ tone: 'positive', title: answer.message });
      setSubject('');
      setDescription('');
      setFiles([]);
      setChecked(false);
    } catch (failure) {
      setError(failureText(failure));
    }
  };

  return (
    <section className={css.page} aria-labelledby="page-title">
      <h1 id="page-title" className={css.pageTitle}>
        Help &amp; Support
      </h1>
      <form className={css.card} onSubmit={submit} noValidate aria-label="Raise an issue">
        <h2 className={css.title}>Raise an issue</h2>
        <TextField
          label="Subject"
          value={subject}
          onChange={setSubject}
          isRequired
          validationBehavior="aria"
          isInvalid={Boolean(invalid.subject)}
          {...(invalid.subject ? { errorMessage: invalid.subject } : {})}
        />
        <TextArea
          label="Description"
          value={description}
          onChange={setDescription}
          isRequired
          validationBehavior="aria"
          isInvalid={Boolean(invalid.description)}
          {...(invalid.description ? { errorMessage: invalid.description } : {})}
        />
        <FileDrop
          label="Screenshots"
          description="PNG, JPEG, GIF or WebP, up to 5 MB each"
          allowsMultiple
          accept={[...imageTypes]}
          maxSize={5 * 1024 * 1024}
          onSelect={(selected) => setFiles((current) => [...current, ...selected].slice(0, 5))}
        />
        {files.length ? <p className={css.muted}>{files.map((f) => f.name).join(', ')}</p> : null}
        <FormError message={error} />
        <div className={css.row}>
          <Button type="submit" tone="brand" isDisabled={report.isPending}>
            Submit report
          </Button>
        </div>
      </form>
      <section className={css.card} aria-labelledby="reports-title">
        <h2 id="reports-title" className={css.title}>
          My reports
        </h2>
        {reports.isPending ? (
          <Skeleton rows={3} columns={3} label="Loading reports..." />
        ) : reports.isError ? (
          <EmptyState title={`Error: ${failureText(reports.error)}`} />
        ) : reports.data.reports.length === 0 ? (
          <EmptyState title="No reports yet" />
        ) : (
          <ul>
            {reports.data.reports.map((r) => (
              <li key={r.id}>
                <strong>{r.subject}</strong> — {r.status} · {formatDate(r.created_at)} ·{' '}
                {r.screenshots.length} screenshot(s)
              </li>
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}
