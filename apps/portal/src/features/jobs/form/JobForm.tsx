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
        <TextField
          label="Client"
          value={draft.client}
          onChange={set('client')}
          isRequired
          {...field(errors, 'client')}
        />
        <TextField
          label="Role"
          value={draft.role}
          onChange={set('role')}
          isRequired
          {...field(errors, 'role')}
        />
        <TextField
          label="Number of positions"
          type="number"
          inputMode="numeric"
          value={draft.no_of_positions}
          onChange={set('no_of_positions')}
          isRequired
          {...field(errors, 'no_of_positions')}
        />
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
        {draft.job_type === 'Custom' ? (
          <TextField
            label="Custom job type"
            value={draft.custom_job_type}
            onChange={set('custom_job_type')}
            isRequired
            {...field(errors, 'custom_job_type')}
          />
        ) : null}
        <Select
          label="Mode"
          items={workModes.map((m) => ({ id: m, label: m }))}
          value={workModes.includes(draft.mode as never) ? draft.mode : null}
          onChange={(key) => set('mode')(String(key))}
        />
        <TextField
          label="Location"
          value={draft.location}
          onChange={set('location')}
          {...field(errors, 'location')}
        />
        <TextField
          label="Country"
          value={draft.country}
          onChange={set('country')}
          {...field(errors, 'country')}
        />
        <TextField
          label="Contract (months)"
          type="number"
          inputMode="numeric"
          value={draft.contract_in_months}
          onChange={set('contract_in_months')}
          {...field(errors, 'contract_in_months')}
        />
        <TextField
          label="Budget min (LPA)"
          type="number"
          inputMode="decimal"
          value={draft.budget_min}
          onChange={set('budget_min')}
          {...field(errors, 'budget_min')}
        />
        <TextField
          label="Budget max (LPA)"
          type="number"
          inputMode="decimal"
          value={draft.budget_max}
          onChange={set('budget_max')}
          {...field(errors, 'budget_max')}
        />
        <TextField
          label="Experience min (years)"
          type="number"
          inputMode="decimal"
          value={draft.experience_min}
          onChange={set('experience_min')}
          {...field(errors, 'experience_min')}
        />
        <TextField
          label="Experience max (years)"
          type="number"
          inputMode="decimal"
          value={draft.experience_max}
          onChange={set('experience_max')}
          {...field(errors, 'experience_max')}
        />
        <TextField
          label="Notice period"
          placeholder="e.g. 30 days"
          value={draft.notice_period}
          onChange={set('notice_period')}
          {...field(errors, 'notice_period')}
        />
        <TextField
          label="Shift timings"
          placeholder="e.g. 10:00–19:00 IST"
          value={draft.shift_timings}
          onChange={set('shift_timings')}
          {...field(errors, 'shift_timings')}
        />
        <div className={jobsCss.wide}>
          <TextField
            label="Skills"
            description="Comma-separated, e.g. Java, Spring, SQL"
            value={draft.skills}
            onChange={set('skills')}
            {...field(errors, 'skills')}
          />
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
