import type { CheckCandidateResponse } from '@hrportal/api-client/contract';
import { assignableCandidateStatuses } from '@hrportal/api-client/contract';
import {
  Button,
  ComboBox,
  type ComboBoxOption,
  EmptyState,
  FileDrop,
  FormError,
  Select,
  Spinner,
  Switch,
  TextArea,
  TextField,
} from '@hrportal/ui';
import type { FormEvent, ReactNode } from 'react';
import * as styles from './CandidateForm.css';
import {
  type CandidateFormValues,
  documentRules,
  type Suggestion,
  type TextFieldName,
} from './candidateForm';

/** A job as the job picker lists it. */
export interface JobOption extends ComboBoxOption {
  client: string;
}

/** One match of the duplicate check. */
export type DuplicateMatch = NonNullable<CheckCandidateResponse['matches']>[number];

/** Where the resume parse stands. */
export type ParseState =
  | { state: 'idle' }
  | { state: 'parsing'; fileName: string }
  | { state: 'done'; fileName: string; filled: readonly string[] }
  | { state: 'failed'; fileName: string; message: string };

/** Props of {@link CandidateForm}: everything it shows comes in, everything it does goes out. */
export interface CandidateFormProps {
  mode: 'register' | 'edit';
  values: CandidateFormValues;
  /** Messages per field, shown once the user tried to save. */
  errors: Partial<Record<TextFieldName, string>>;
  onChange: <K extends keyof CandidateFormValues>(field: K, value: CandidateFormValues[K]) => void;
  clients: readonly ComboBoxOption[];
  jobs: readonly JobOption[];
  /** Managers name the owning recruiter on a new candidate. */
  showRecruiter: boolean;
  /** The chosen resume, or (edit) whether one is stored. */
  resume: { name: string; size: number } | null;
  storedResume?: boolean;
  parse: ParseState;
  /** The §5 message for a refused file (type, size, bytes). */
  fileError: string;
  onResume: (file: File) => void;
  onFileRefused: (message: string) => void;
  suggestions: readonly Suggestion[];
  onAccept: (suggestion: Suggestion) => void;
  onAcceptAll: () => void;
  onDismiss: (suggestion: Suggestion) => void;
  additional: readonly { name: string; size: number }[];
  additionalMax: number;
  onAdditional: (files: File[]) => void;
  onRemoveAdditional: (index: number) => void;
  duplicates: readonly DuplicateMatch[];
  /** Where an existing profile opens (the banner's links). */
  profilePath: (id: number) => string;
  /** A restored draft's time; the line offers to discard it. */
  draftSavedAt: string | null;
  onDiscardDraft: () => void;
  /** The save failure, in the server's words or the §8 text. */
  error: string;
  /** The server refused a stale write: someone saved the candidate since it was loaded. */
  stale: boolean;
  onReload: () => void;
  saving: boolean;
  onSubmit: () => void;
  onCancel: () => void;
}

const kb = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;

const time = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{title}</legend>
      <div className={styles.fields}>{children}</div>
    </fieldset>
  );
}

const matchedOn = (m: DuplicateMatch) =>
  m.matched_on.map((on) => (on === 'mobile' ? 'phone' : on)).join(' and ');

/**
 * The Register / Edit candidate form (SPEC §2, §3): every writable field of the server shape in
 * sections, the client and job pickers, the resume with its parse suggestions, additional files,
 * the duplicate banner, the draft line and the save failures. Pure: the screen owns the state.
 */
export function CandidateForm(props: CandidateFormProps) {
  const { values, errors, onChange, mode } = props;
  const text = (
    field: TextFieldName,
    label: string,
    more: Partial<{
      type: 'email' | 'tel' | 'url' | 'date';
      isRequired: boolean;
      description: string;
      placeholder: string;
      autoComplete: string;
    }> = {},
  ) => (
    <TextField
      label={label}
      value={values[field]}
      onChange={(value) => onChange(field, value)}
      isInvalid={Boolean(errors[field])}
      {...(errors[field] ? { errorMessage: errors[field] } : {})}
      {...more}
    />
  );
  const area = (field: TextFieldName, label: string, rows: number, description?: string) => (
    <div className={styles.wide}>
      <TextArea
        label={label}
        rows={rows}
        value={values[field]}
        onChange={(value) => onChange(field, value)}
        isFullWidth
        {...(description ? { description } : {})}
      />
    </div>
  );
  const jobsOfClient = values.client
    ? props.jobs.filter((job) => job.client === values.client)
    : props.jobs;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  const hardDuplicates = props.duplicates.filter((m) => m.matched_on.some((on) => on !== 'name'));
  const title = mode === 'register' ? 'Register candidate' : 'Edit candidate';
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={title}>
      {props.draftSavedAt ? (
        <div className={styles.notice} role="status">
          <p className={styles.noticeText}>
            Draft restored — your unsaved input from {time(props.draftSavedAt)}.
          </p>
          <Button size="small" onPress={props.onDiscardDraft}>
            Discard draft
          </Button>
        </div>
      ) : null}

      {props.duplicates.length ? (
        <section
          className={hardDuplicates.length ? styles.warning : styles.notice}
          aria-label="Possible duplicates"
        >
          <div className={styles.noticeText}>
            <p className={styles.noticeText}>
              {hardDuplicates.length
                ? 'A candidate with this email or phone number already exists:'
                : 'Candidates with the same name already exist:'}
            </p>
            <ul className={styles.list}>
              {props.duplicates.map((m, i) => (
                <li key={m.candidate_id ?? `hidden-${i}`}>
                  {m.candidate_id !== null ? (
                    <a className={styles.link} href={props.profilePath(m.candidate_id)}>
                      {m.name} (#{m.candidate_id})
                    </a>
                  ) : (
                    'A candidate of another recruiter'
                  )}{' '}
                  — same {matchedOn(m)}
                  {m.recruiter ? `, owned by ${m.recruiter}` : ''}
                  {m.candidate_status ? `, ${m.candidate_status}` : ''}
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      <fieldset className={styles.section}>
        <legend className={styles.legend}>Resume and files</legend>
        <div className={styles.files}>
          <div className={styles.fileBox}>
            <FileDrop
              label="Drop the resume here"
              browseLabel="Choose resume"
              description="PDF, DOC or DOCX, up to 10MB. Its details are offered to fill the form."
              {...documentRules}
              onSelect={([file]) => file && props.onResume(file)}
              onReject={([rejected]) => rejected && props.onFileRefused(rejected.message)}
              showErrors={false}
            />
            {props.resume ? (
              <p className={styles.fileName}>
                Resume: {props.resume.name} ({kb(props.resume.size)})
              </p>
            ) : props.storedResume ? (
              <p className={styles.muted}>A resume is stored; a new one replaces it.</p>
            ) : null}
            {props.parse.state === 'parsing' ? (
              <p className={styles.fileName} role="status">
                <Spinner size="small" label="Reading the resume" /> Reading {props.parse.fileName}…
              </p>
            ) : null}
            {props.parse.state === 'done' ? (
              <p className={styles.muted} role="status">
                Read {props.parse.fileName}
                {props.parse.filled.length ? `: filled ${props.parse.filled.join(', ')}.` : '.'}
              </p>
            ) : null}
            {props.parse.state === 'failed' ? (
              <p className={styles.muted} role="status">
                Could not read details from {props.parse.fileName}: {props.parse.message} The file
                is still attached.
              </p>
            ) : null}
          </div>
          <div className={styles.fileBox}>
            <FileDrop
              label="Additional files"
              browseLabel="Add files"
              description={`Up to ${props.additionalMax} more (PDF, DOC or DOCX, 10MB each).`}
              allowsMultiple
              isDisabled={props.additional.length >= props.additionalMax}
              {...documentRules}
              onSelect={props.onAdditional}
              onReject={([rejected]) => rejected && props.onFileRefused(rejected.message)}
              showErrors={false}
            />
            {props.additional.length ? (
              <ul className={styles.list} aria-label="Additional files">
                {props.additional.map((file, index) => (
                  <li key={`${file.name}:${file.size}`} className={styles.fileName}>
                    {file.name} ({kb(file.size)})
                    <Button size="small" onPress={() => props.onRemoveAdditional(index)}>
                      Remove<span hidden> {file.name}</span>
                    </Button>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        </div>
        <FormError message={props.fileError} />
        {props.suggestions.length ? (
          <section aria-label="Suggestions from the resume" className={styles.fileBox}>
            <div className={styles.suggestionHead}>
              <strong>From the resume</strong>
              <p className={styles.grow}>
                These differ from what you typed; use the ones that are right.
              </p>
              <Button size="small" tone="brand" onPress={props.onAcceptAll}>
                Use all
              </Button>
            </div>
            <ul className={styles.suggestions}>
              {props.suggestions.map((s) => (
                <li key={s.field} className={styles.suggestion}>
                  <span className={styles.suggestionLabel}>{s.label}</span>
                  <span className={styles.suggestionValue}>{s.value}</span>
                  <span className={styles.switches}>
                    <Button
                      size="small"
                      onPress={() => props.onAccept(s)}
                      aria-label={`Use ${s.label}: ${s.value}`}
                    >
                      Use
                    </Button>
                    <Button
                      size="small"
                      tone="neutral"
                      onPress={() => props.onDismiss(s)}
                      aria-label={`Dismiss ${s.label} suggestion`}
                    >
                      Dismiss
                    </Button>
                  </span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </fieldset>

      <Section title="Contact">
        {text('name', 'Name', { isRequired: true, autoComplete: 'off' })}
        {text('email', 'Email', { type: 'email', isRequired: true, autoComplete: 'off' })}
        {text('mobile', 'Mobile', {
          type: 'tel',
          isRequired: true,
          autoComplete: 'off',
          placeholder: '+91 98450 12345',
        })}
        {text('linkedin', 'LinkedIn', { type: 'url' })}
        {text('current_job_location', 'Current job location')}
        {text('preferred_job_location', 'Preferred location')}
      </Section>

      <Section title="Current role">
        {text('current_company', 'Current company')}
        {text('position', 'Position')}
        {text('profile', 'Profile', { placeholder: 'e.g. Java Developer' })}
        {text('qualifications', 'Qualifications')}
        {area('skills', 'Skills', 2, 'Comma-separated, e.g. Java, Spring Boot, Kafka')}
      </Section>

      <Section title="Experience">
        {text('experience', 'Total experience', {
          description: '"N years M months", "N years", "M months" or a decimal, e.g. 4.5',
        })}
        {text('relevant_experience', 'Relevant experience', {
          description: 'Same forms as total experience',
        })}
      </Section>

      <Section title="Compensation">
        {text('current_ctc', 'Current CTC', { placeholder: 'e.g. 12 LPA' })}
        {text('expected_ctc', 'Expected CTC', { placeholder: 'e.g. 16 LPA' })}
        {text('highest_package_in_lpa', 'Highest package offered (LPA)')}
        <div className={styles.switches}>
          <Switch isSelected={values.buyout} onChange={(on) => onChange('buyout', on)}>
            Buyout possible
          </Switch>
        </div>
      </Section>

      <Section title="Notice and offers">
        {text('notice_period', 'Notice period', { placeholder: 'e.g. 30 days' })}
        <Select
          label="Serving notice period"
          items={[
            { id: 'unspecified', label: 'Not specified' },
            { id: 'Yes', label: 'Yes' },
            { id: 'No', label: 'No' },
          ]}
          value={values.serving_notice_period || 'unspecified'}
          onChange={(key) =>
            onChange('serving_notice_period', key === 'unspecified' ? '' : String(key ?? ''))
          }
        />
        {text('period_of_notice', 'Notice remaining', { placeholder: 'e.g. 15 days' })}
        {text('last_working_date', 'Last working date', { type: 'date' })}
        <div className={styles.switches}>
          <Switch isSelected={values.remind_lwd} onChange={(on) => onChange('remind_lwd', on)}>
            Remind me on the last working date
          </Switch>
        </div>
        {text('holding_offer', 'Holding offer', { placeholder: 'e.g. Yes, 14 LPA from Acme' })}
        {text('total_offers', 'Total offers')}
        {area('reason_for_job_change', 'Reason for job change', 2)}
      </Section>

      <Section title="Job and client">
        <ComboBox
          label="Client"
          items={props.clients}
          value={values.client || null}
          onChange={(id) => {
            const client = id === null ? '' : String(id);
            onChange('client', client);
            const job = props.jobs.find((j) => String(j.id) === values.job_id);
            if (job && job.client !== client) onChange('job_id', '');
          }}
          description="Type to search the clients"
        />
        <ComboBox
          label="Job"
          items={jobsOfClient}
          value={values.job_id ? Number(values.job_id) : null}
          onChange={(id) => {
            onChange('job_id', id === null ? '' : String(id));
            const job = props.jobs.find((j) => j.id === id);
            if (job) onChange('client', job.client);
          }}
          description={
            values.job_id
              ? 'The candidate is submitted to this job'
              : 'None: the candidate stays in the pool'
          }
        />
        <Select
          label="Status"
          items={assignableCandidateStatuses.map((s) => ({ id: s, label: s }))}
          value={values.status}
          onChange={(key) => onChange('status', key as CandidateFormValues['status'])}
        />
        {props.showRecruiter
          ? text('recruiter', 'Recruiter (username)', { description: 'Empty: you' })
          : null}
        {text('management', 'Management')}
        {text('peer_reviewer_level1', 'Peer reviewer (level 1)')}
        {text('peer_reviewer_level2', 'Peer reviewer (level 2)')}
      </Section>

      <Section title="Remarks">{area('remarks', 'Remarks', 3)}</Section>

      {props.stale ? (
        <div className={styles.critical} role="alert">
          <p className={styles.noticeText}>
            Someone else changed this candidate after you opened it, so your changes were not saved
            over theirs. Your input is still here. Reload to see their version (your input stays as
            a draft), then make your changes again.
          </p>
          <Button size="small" onPress={props.onReload}>
            Reload candidate
          </Button>
        </div>
      ) : (
        <FormError message={props.error} />
      )}

      <div className={styles.actions}>
        <Button type="submit" tone="brand" isDisabled={props.saving}>
          {props.saving ? 'Saving…' : mode === 'register' ? 'Register candidate' : 'Save changes'}
        </Button>
        <Button onPress={props.onCancel}>Cancel</Button>
        {Object.keys(errors).length ? (
          <span className={styles.muted}>
            {Object.keys(errors).length === 1
              ? '1 field needs'
              : `${Object.keys(errors).length} fields need`}{' '}
            attention.
          </span>
        ) : null}
      </div>
    </form>
  );
}

/**
 * The §2 fallback of the edit-candidate routes: Failed to Load Edit Candidate, with Refresh Page.
 */
export function EditLoadFailure({ reason, onRefresh }: { reason: string; onRefresh: () => void }) {
  return (
    <EmptyState
      title="Failed to Load Edit Candidate"
      description={reason}
      headingLevel={2}
      action={
        <Button tone="brand" onPress={onRefresh}>
          Refresh Page
        </Button>
      }
    />
  );
}
