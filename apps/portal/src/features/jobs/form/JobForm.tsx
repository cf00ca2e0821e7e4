import { type Job, jdMaxBytes } from '@hrportal/api-client/contract';
import {
  Button,
  Checkbox,
  FileDrop,
  FormError,
  Select,
  Switch,
  TextArea,
  TextField,
} from '@hrportal/ui';
import { type FormEvent, useState } from 'react';
import { LeaveGuard } from '../../../common/LeaveGuard';
import * as css from '../../../portal.css';
import * as jobsCss from '../jobs.css';
import { bodyOf, draftErrors, emptyDraft, type JobDraft, jobTypes, workModes } from './jobDraft';

const jdTypes = ['application/pdf', '.pdf', '.doc', '.docx'] as const;

/** What the form hands to its host on submit. */
export interface JobFormSubmit {
  body: ReturnType<typeof bodyOf>;
  jdFile: File | null;
  removeJd: boolean;
  notify: boolean;
}

/** Props of {@link JobForm}. */
export interface JobFormProps {
  /** `post` for a new job, `edit` for a saved one (status, JD removal, delete). */
  mode: 'post' | 'edit';
  initial?: JobDraft;
  /** The saved job's JD file, when it has one (edit): its extension. */
  currentJd?: string;
  /** Recruiters who can be assigned: username and display name. */
  recruiters: readonly { username: string; name: string }[];
  /** Saves; a rejection's message is shown as the form's error. */
  onSubmit: (change: JobFormSubmit) => Promise<void>;
  /** Deletes the job (edit): asked for confirmation first. */
  onDelete?: () => Promise<void>;
  /** Shown after a save, until the next change. */
  savedMessage?: string;
}

function field(errors: Record<string, string>, key: string) {
  const message = errors[key];
  return {
    validationBehavior: 'aria' as const,
    isInvalid: Boolean(message),
    ...(message ? { errorMessage: message } : {}),
  };
}

/** The draft's text fields. */
type TextKey = Exclude<
  { [K in keyof JobDraft]: JobDraft[K] extends string ? K : never }[keyof JobDraft],
  'job_status'
>;

/** One text field of the form: its draft key and how it is typed. */
interface TextSpec {
  key: TextKey;
  label: string;
  inputMode?: 'numeric' | 'decimal';
  placeholder?: string;
  description?: string;
  isRequired?: boolean;
}

const numeric = (key: TextKey, label: string, inputMode: 'numeric' | 'decimal' = 'decimal') =>
  ({ key, label, inputMode }) satisfies TextSpec;

/** Before the type and mode choices. */
const headFields: readonly TextSpec[] = [
  { key: 'client', label: 'Client', isRequired: true },
  { key: 'role', label: 'Role', isRequired: true },
  { ...numeric('no_of_positions', 'Number of positions', 'numeric'), isRequired: true },
];

const customTypeField: TextSpec = {
  key: 'custom_job_type',
  label: 'Custom job type',
  isRequired: true,
};

/** After them: where, how long, how much, who. */
const detailFields: readonly TextSpec[] = [
  { key: 'location', label: 'Location' },
  { key: 'country', label: 'Country' },
  numeric('contract_in_months', 'Contract (months)', 'numeric'),
  numeric('budget_min', 'Budget min (LPA)'),
  numeric('budget_max', 'Budget max (LPA)'),
  numeric('experience_min', 'Experience min (years)'),
  numeric('experience_max', 'Experience max (years)'),
  { key: 'notice_period', label: 'Notice period', placeholder: 'e.g. 30 days' },
  { key: 'shift_timings', label: 'Shift timings', placeholder: 'e.g. 10:00–19:00 IST' },
];

const skillsField: TextSpec = {
  key: 'skills',
  label: 'Skills',
  description: 'Comma-separated, e.g. Java, Spring, SQL',
};

/** A text field of the table above, bound to the draft and showing its message. */
function DraftField({
  spec,
  draft,
  errors,
  onChange,
}: {
  spec: TextSpec;
  draft: JobDraft;
  errors: Record<string, string>;
  onChange: (key: TextKey, value: string) => void;
}) {
  const { key, inputMode, ...rest } = spec;
  return (
    <TextField
      {...rest}
      {...(inputMode ? { type: 'number', inputMode } : {})}
      value={draft[key]}
      onChange={(value) => onChange(key, value)}
      {...field(errors, key)}
    />
  );
}

/**
 * Post or edit a job: every SPEC §3 job field, the JD as markdown text and/or a PDF/DOC/DOCX file
 * (§5 rules: type, 10 MB), recruiters, post to careers, notification of the assigned recruiters.
 * Checked against the contract before it is sent; each message leaves once its field is right.
 */
export function JobForm({
  mode,
  initial = emptyDraft,
  currentJd,
  recruiters,
  onSubmit,
  onDelete,
  savedMessage,
}: JobFormProps) {
  const [draft, setDraft] = useState(initial);
  const [jdFile, setJdFile] = useState<File | null>(null);
  const [removeJd, setRemoveJd] = useState(false);
  const [notify, setNotify] = useState(true);
  const [checked, setChecked] = useState(false);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [saved, setSaved] = useState(savedMessage ?? '');
  const errors = checked ? draftErrors(draft) : {};
  // Input not yet saved: leaving the page asks first (a save or delete in flight moves on).
  const dirty = JSON.stringify(draft) !== JSON.stringify(initial) || jdFile !== null || removeJd;
  const set =
    <K extends keyof JobDraft>(key: K) =>
    (value: JobDraft[K]) => {
      setSaved('');
      setDraft((d) => ({ ...d, [key]: value }));
    };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    setError('');
    if (Object.keys(draftErrors(draft)).length) {
      setError('Please correct the highlighted fields');
      return;
    }
    setBusy(true);
    try {
      await onSubmit({ body: bodyOf(draft), jdFile, removeJd, notify });
      setSaved(mode === 'post' ? 'Job posted' : 'Changes saved');
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };

  const bound = { draft, errors, onChange: (key: TextKey, value: string) => set(key)(value) };

  const toggleRecruiter = (username: string, on: boolean) =>
    set('recruiter')(
      on ? [...draft.recruiter, username] : draft.recruiter.filter((r) => r !== username),
    );

  return (
    <form
      className={css.card}
      onSubmit={submit}
      noValidate
      aria-label={mode === 'post' ? 'Post a job' : 'Edit job'}
    >
      <LeaveGuard when={dirty && !busy} />
      <h2 className={jobsCss.section}>The job</h2>
      <div className={jobsCss.fields}>
        {headFields.map((spec) => (
          <DraftField key={spec.key} spec={spec} {...bound} />
        ))}
        {mode === 'edit' ? (
          <Select
            label="Job status"
            items={[
              { id: 'Active', label: 'Active' },
              { id: 'Hold', label: 'Hold' },
              { id: 'Closed', label: 'Closed' },
            ]}
            value={draft.job_status}
            onChange={(key) => set('job_status')(key as Job['job_status'])}
          />
        ) : null}
        <Select
          label="Job type"
          items={jobTypes.map((t) => ({ id: t, label: t }))}
          value={jobTypes.includes(draft.job_type as never) ? draft.job_type : null}
          onChange={(key) => set('job_type')(String(key))}
        />
        {draft.job_type === 'Custom' ? <DraftField spec={customTypeField} {...bound} /> : null}
        <Select
          label="Mode"
          items={workModes.map((m) => ({ id: m, label: m }))}
          value={workModes.includes(draft.mode as never) ? draft.mode : null}
          onChange={(key) => set('mode')(String(key))}
        />
        {detailFields.map((spec) => (
          <DraftField key={spec.key} spec={spec} {...bound} />
        ))}
        <div className={jobsCss.wide}>
          <DraftField spec={skillsField} {...bound} />
        </div>
      </div>

      <h2 className={jobsCss.section}>Job description</h2>
      <TextArea
        label="Detailed JD"
        description="Markdown: **bold**, - lists, # headings"
        value={draft.detailed_jd}
        onChange={set('detailed_jd')}
        {...field(errors, 'detailed_jd')}
      />
      <FileDrop
        label="JD file"
        description="PDF, DOC or DOCX, up to 10MB"
        accept={jdTypes}
        maxSize={jdMaxBytes}
        typeMessage="Please upload a PDF, DOC, or DOCX file"
        sizeMessage="File size must be less than 10MB"
        onSelect={([file]) => {
          setSaved('');
          setJdFile(file ?? null);
          setRemoveJd(false);
        }}
      />
      {jdFile ? (
        <p className={css.muted}>
          New JD file: {jdFile.name}{' '}
          <Button size="small" tone="neutral" onPress={() => setJdFile(null)}>
            Clear
          </Button>
        </p>
      ) : currentJd ? (
        <Checkbox isSelected={removeJd} onChange={setRemoveJd}>
          {`Remove the current JD file (${currentJd.toUpperCase()})`}
        </Checkbox>
      ) : null}

      {recruiters.length ? (
        <fieldset className={jobsCss.checkList}>
          <legend className={jobsCss.section}>Assigned recruiters</legend>
          {recruiters.map((r) => (
            <Checkbox
              key={r.username}
              isSelected={draft.recruiter.includes(r.username)}
              onChange={(on) => toggleRecruiter(r.username, on)}
            >
              {r.name}
            </Checkbox>
          ))}
        </fieldset>
      ) : (
        <p className={css.muted}>No active recruiters yet.</p>
      )}
      <div className={css.row}>
        <Switch isSelected={draft.post_to_careers} onChange={set('post_to_careers')}>
          Post to careers
        </Switch>
        <Checkbox isSelected={notify} onChange={setNotify}>
          Notify the assigned recruiters
        </Checkbox>
      </div>

      <FormError message={error} />
      {saved ? (
        <p role="status" className={css.muted}>
          {saved}
        </p>
      ) : null}
      <div className={css.row}>
        <Button type="submit" tone="brand" isDisabled={busy}>
          {mode === 'post' ? 'Post Job' : 'Save changes'}
        </Button>
        {onDelete ? (
          confirmDelete ? (
            <>
              <span>Delete this job? Its candidates go back to the pool.</span>
              <Button
                tone="critical"
                isDisabled={busy}
                onPress={async () => {
                  setBusy(true);
                  try {
                    await onDelete();
                  } catch (failure) {
                    setError(failure instanceof Error ? failure.message : String(failure));
                  } finally {
                    setBusy(false);
                    setConfirmDelete(false);
                  }
                }}
              >
                Yes, delete
              </Button>
              <Button tone="neutral" onPress={() => setConfirmDelete(false)}>
                Cancel
              </Button>
            </>
          ) : (
            <Button tone="critical" onPress={() => setConfirmDelete(true)}>
              Delete job
            </Button>
          )
        ) : null}
      </div>
    </form>
  );
}
