import {
  CareerApplicationRequest,
  type CareerJob,
  messages,
  resumeMaxBytes,
} from '@hrportal/api-client/contract';
import { Button, FileDrop, FormError, TextArea, TextField } from '@hrportal/ui';
import { type FormEvent, useState } from 'react';
import { failureText } from '../../common/errors';
import { fieldErrors } from '../../common/fieldErrors';
import { looksLikeDocument, toBase64 } from '../../common/files';
import * as css from './careers.css';

/** What the apply form sends; the answer's message is shown as the confirmation's title. */
export type ApplyCall = (body: CareerApplicationRequest) => Promise<{ message: string }>;

const documentTypes = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.pdf',
  '.doc',
  '.docx',
];

const sizeText = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1048576).toFixed(1)} MB`;

/**
 * The public apply form of one job: name, email, mobile (required), experience, location,
 * LinkedIn, a message and a resume (PDF, DOC or DOCX up to 10MB; SPEC §5 messages, its first bytes
 * checked like the server does). Every field is checked against the contract before sending, and a
 * refused application keeps everything typed. On success it shows the confirmation instead.
 */
export function ApplyForm({ job, onApply }: { job: CareerJob; onApply: ApplyCall }) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [mobile, setMobile] = useState('');
  const [experience, setExperience] = useState('');
  const [location, setLocation] = useState('');
  const [linkedin, setLinkedin] = useState('');
  const [message, setMessage] = useState('');
  const [resume, setResume] = useState<File | null>(null);
  const [resumeError, setResumeError] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [checked, setChecked] = useState(false);
  const [done, setDone] = useState<{ message: string; email: string } | null>(null);

  const values = {
    job_id: job.id,
    name,
    email,
    mobile,
    experience,
    current_location: location,
    linkedin,
    message,
    // The resume is checked on its own (type, size, bytes); a stand-in keeps the schema quiet.
    resume: 'JVBERi0=',
    filename: resume?.name ?? 'resume.pdf',
  };
  const invalid = checked ? fieldErrors(CareerApplicationRequest, values) : {};
  const missingResume = checked && !resume && !resumeError ? messages.aiNoFiles : '';

  const choose = async (file: File | undefined) => {
    if (!file) return;
    if (file.size === 0) {
      setResume(null);
      setResumeError(messages.imageEmpty);
      return;
    }
    if (!(await looksLikeDocument(file))) {
      setResume(null);
      setResumeError(messages.aiInvalidFileType);
      return;
    }
    setResumeError('');
    setResume(file);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    setChecked(true);
    if (Object.keys(fieldErrors(CareerApplicationRequest, values)).length || !resume) {
      setError('Please fill in the required fields');
      return;
    }
    setBusy(true);
    try {
      const answer = await onApply({
        ...values,
        resume: await toBase64(resume),
        filename: resume.name,
      });
      setDone({ message: answer.message, email: email.trim() });
    } catch (failure) {
      // Everything typed and the chosen file stay: the visitor fixes one thing and sends again.
      setError(failureText(failure, 'Your application could not be sent. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  if (done) {
    return (
      <section className={css.confirmation} role="status" aria-labelledby="applied-title">
        <h2 id="applied-title" className={css.sectionTitle}>
          {done.message}
        </h2>
        <p className={css.lead}>
          Your application for <strong>{job.role}</strong> has reached our recruiting team. We will
          contact you at <strong>{done.email}</strong> if your profile fits.
        </p>
      </section>
    );
  }

  const fieldError = (key: keyof typeof values) =>
    invalid[key] ? { isInvalid: true, errorMessage: invalid[key] } : {};

  return (
    <form className={css.form} onSubmit={submit} noValidate aria-labelledby="apply-title">
      <h2 id="apply-title" className={css.sectionTitle}>
        Apply for this job
      </h2>
      <div className={css.fields}>
        <TextField
          label="Full name"
          value={name}
          onChange={setName}
          isRequired
          validationBehavior="aria"
          autoComplete="name"
          {...fieldError('name')}
        />
        <TextField
          label="Email"
          type="email"
          value={email}
          onChange={setEmail}
          isRequired
          validationBehavior="aria"
          autoComplete="email"
          {...fieldError('email')}
        />
        <TextField
          label="Mobile number"
          type="tel"
          value={mobile}
          onChange={setMobile}
          isRequired
          validationBehavior="aria"
          autoComplete="tel"
          description="e.g. +91 98450 12345"
          {...fieldError('mobile')}
        />
        <TextField
          label="Total experience"
          value={experience}
          onChange={setExperience}
          description="e.g. 3 years 6 months"
          {...fieldError('experience')}
        />
        <TextField
          label="Current location"
          value={location}
          onChange={setLocation}
          autoComplete="address-level2"
          {...fieldError('current_location')}
        />
        <TextField
          label="LinkedIn profile"
          type="url"
          value={linkedin}
          onChange={setLinkedin}
          {...fieldError('linkedin')}
        />
      </div>
      <TextArea
        label="Message to the recruiter"
        value={message}
        onChange={setMessage}
        {...fieldError('message')}
      />
      <div className={css.resume}>
        <FileDrop
          label="Resume"
          browseLabel="Choose resume"
          description="PDF, DOC or DOCX, up to 10MB"
          accept={documentTypes}
          maxSize={resumeMaxBytes}
          typeMessage={messages.aiInvalidFileType}
          sizeMessage={messages.aiFileTooLarge}
          showErrors={false}
          onSelect={([file]) => void choose(file)}
          onReject={([rejected]) => {
            setResume(null);
            setResumeError(rejected?.message ?? messages.aiInvalidFileType);
          }}
        />
        {resume ? (
          <p className={css.chosen}>
            <span>
              {resume.name} · {sizeText(resume.size)}
            </span>
            <Button size="small" onPress={() => setResume(null)}>
              Remove
            </Button>
          </p>
        ) : null}
        <FormError message={resumeError || missingResume} />
      </div>
      <FormError message={error} />
      <div className={css.actions}>
        <Button type="submit" tone="brand" isDisabled={busy}>
          {busy ? 'Sending…' : 'Submit application'}
        </Button>
        <p className={css.note}>
          We use your details only to consider you for this and similar roles.
        </p>
      </div>
    </form>
  );
}
