import type {
  AddCandidateRequest,
  AssignableCandidateStatus,
  Candidate,
  CareerRegistration,
  EditCandidateRequest,
  ParsedResume,
} from '@hrportal/api-client/contract';
import {
  assignableCandidateStatuses,
  documentExtensions,
  documentMimeTypes,
  fileSignatures,
  messages,
  resumeMaxBytes,
} from '@hrportal/api-client/contract';

/*
 * The register / edit candidate form as data: its values (every writable field of the SPEC §3
 * server shape, as the inputs hold them), the request bodies made from them, the resume-parse
 * suggestions, the §5 file rules and the saved draft. No React here: the screen and its tests read it.
 */

/** What the form's inputs hold: text for every field, the two switches as booleans. */
export interface CandidateFormValues {
  name: string;
  email: string;
  mobile: string;
  linkedin: string;
  current_job_location: string;
  preferred_job_location: string;
  current_company: string;
  position: string;
  profile: string;
  qualifications: string;
  skills: string;
  experience: string;
  relevant_experience: string;
  current_ctc: string;
  expected_ctc: string;
  highest_package_in_lpa: string;
  buyout: boolean;
  notice_period: string;
  serving_notice_period: string;
  period_of_notice: string;
  last_working_date: string;
  remind_lwd: boolean;
  holding_offer: string;
  total_offers: string;
  reason_for_job_change: string;
  client: string;
  job_id: string;
  status: AssignableCandidateStatus;
  recruiter: string;
  management: string;
  peer_reviewer_level1: string;
  peer_reviewer_level2: string;
  remarks: string;
}

/** The text fields of the form (everything but the switches and the status). */
export type TextFieldName = {
  [K in keyof CandidateFormValues]: string extends CandidateFormValues[K] ? K : never;
}[keyof CandidateFormValues];

/** An empty form; `job_id` preselected when the route names a job. */
export function emptyForm(jobId = ''): CandidateFormValues {
  return {
    name: '',
    email: '',
    mobile: '',
    linkedin: '',
    current_job_location: '',
    preferred_job_location: '',
    current_company: '',
    position: '',
    profile: '',
    qualifications: '',
    skills: '',
    experience: '',
    relevant_experience: '',
    current_ctc: '',
    expected_ctc: '',
    highest_package_in_lpa: '',
    buyout: false,
    notice_period: '',
    serving_notice_period: '',
    period_of_notice: '',
    last_working_date: '',
    remind_lwd: false,
    holding_offer: '',
    total_offers: '',
    reason_for_job_change: '',
    client: '',
    job_id: jobId,
    status: 'Internal Screening',
    recruiter: '',
    management: '',
    peer_reviewer_level1: '',
    peer_reviewer_level2: '',
    remarks: '',
  };
}

const assignable = new Set<string>(assignableCandidateStatuses);

/** The form's values for a stored candidate (the edit form). */
export function fromCandidate(c: Candidate): CandidateFormValues {
  const text = (value: number | null) => (value === null ? '' : String(value));
  return {
    name: c.name,
    email: c.email,
    mobile: c.mobile,
    linkedin: c.linkedin,
    current_job_location: c.current_job_location,
    preferred_job_location: c.preferred_job_location,
    current_company: c.current_company,
    position: c.position,
    profile: c.profile,
    qualifications: c.qualifications,
    skills: c.skills,
    experience: c.experience,
    relevant_experience: c.relevant_experience,
    current_ctc: c.current_ctc,
    expected_ctc: c.expected_ctc,
    highest_package_in_lpa: text(c.highest_package_in_lpa),
    buyout: c.buyout,
    notice_period: c.notice_period,
    serving_notice_period: c.serving_notice_period,
    period_of_notice: c.period_of_notice,
    last_working_date: c.last_working_date ?? '',
    remind_lwd: c.remind_lwd,
    holding_offer: c.holding_offer,
    total_offers: text(c.total_offers),
    reason_for_job_change: c.reason_for_job_change,
    client: c.client,
    job_id: c.job_id === null ? '' : String(c.job_id),
    // A peer-review or legacy status is kept out of the choice list; the edit then leaves it as is.
    status: (assignable.has(c.status)
      ? c.status
      : 'Internal Screening') as AssignableCandidateStatus,
    recruiter: c.recruiter,
    management: c.management,
    peer_reviewer_level1: c.peer_reviewer_level1,
    peer_reviewer_level2: c.peer_reviewer_level2,
    remarks: c.remarks,
  };
}

const EXPERIENCE =
  /^(?:(\d+(?:\.\d+)?)\s*(?:years?|yrs?))?\s*,?\s*(?:(\d+(?:\.\d+)?)\s*(?:months?|mos?))?$/i;

/**
 * The §3 experience rule: empty (default 0), `N years M months`, `N years`, `M months` or a decimal
 * number of years. Returns the message for anything else.
 *
 * @example
 * experienceError('2 years 6 months'); // undefined
 * experienceError('a lot'); // 'Use "N years M months", "N years", "M months" or a number of years'
 */
export function experienceError(text: string): string | undefined {
  const value = text.trim();
  if (value === '' || /^\d+(\.\d+)?$/.test(value)) return undefined;
  const match = EXPERIENCE.exec(value);
  if (match && (match[1] !== undefined || match[2] !== undefined)) return undefined;
  return 'Use "N years M months", "N years", "M months" or a number of years';
}

/** A non-negative number typed in a text input, `null` when empty, `undefined` when unreadable. */
function numberOf(text: string, integer: boolean): number | null | undefined {
  const value = text.trim();
  if (value === '') return null;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0 || (integer && !Number.isInteger(n))) return undefined;
  return n;
}

/**
 * The form's own checks, before anything is sent (the server checks again with the contract): the
 * required contact fields, the experience texts and the numbers. Field name → message.
 */
export function formErrors(values: CandidateFormValues): Partial<Record<TextFieldName, string>> {
  const errors: Partial<Record<TextFieldName, string>> = {};
  if (!values.name.trim()) errors.name = 'Name is required';
  if (!values.email.trim()) errors.email = 'Email is required';
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim()))
    errors.email = 'Expected a valid email address';
  if (!values.mobile.trim()) errors.mobile = 'Mobile number is required';
  else if (!/^\+?[0-9][0-9 \-()]{6,19}$/.test(values.mobile.trim()))
    errors.mobile = 'Expected a valid mobile number';
  const experience = experienceError(values.experience);
  if (experience) errors.experience = experience;
  const relevant = experienceError(values.relevant_experience);
  if (relevant) errors.relevant_experience = relevant;
  if (numberOf(values.total_offers, true) === undefined)
    errors.total_offers = 'Enter a whole number';
  if (numberOf(values.highest_package_in_lpa, false) === undefined)
    errors.highest_package_in_lpa = 'Enter a number of lakhs (e.g. 12.5)';
  return errors;
}

/** The fields both the add and the edit body carry, from the form. */
function commonBody(values: CandidateFormValues) {
  const trimmed = (key: TextFieldName) => values[key].trim();
  return {
    job_id: trimmed('job_id'),
    name: trimmed('name'),
    email: trimmed('email'),
    mobile: trimmed('mobile'),
    client: trimmed('client'),
    profile: trimmed('profile'),
    status: values.status,
    experience: trimmed('experience'),
    qualifications: trimmed('qualifications'),
    preferred_job_location: trimmed('preferred_job_location'),
    skills: trimmed('skills'),
    current_ctc: trimmed('current_ctc'),
    expected_ctc: trimmed('expected_ctc'),
    remarks: trimmed('remarks'),
    reason_for_job_change: trimmed('reason_for_job_change'),
    peer_reviewer_level1: trimmed('peer_reviewer_level1'),
    peer_reviewer_level2: trimmed('peer_reviewer_level2'),
    management: trimmed('management'),
    current_company: trimmed('current_company'),
    position: trimmed('position'),
    current_job_location: trimmed('current_job_location'),
    relevant_experience: trimmed('relevant_experience'),
    notice_period: trimmed('notice_period'),
    linkedin: trimmed('linkedin'),
    holding_offer: trimmed('holding_offer'),
    serving_notice_period: trimmed('serving_notice_period'),
    period_of_notice: trimmed('period_of_notice'),
    last_working_date: trimmed('last_working_date') || null,
    remind_lwd: values.remind_lwd,
    total_offers: numberOf(values.total_offers, true) ?? null,
    highest_package_in_lpa: numberOf(values.highest_package_in_lpa, false) ?? null,
    buyout: values.buyout,
    client_assigned: trimmed('job_id') !== '',
  };
}

/** A file as the request carries it. */
export interface EncodedFile {
  filename: string;
  base64: string;
}

/** The body of `POST /add_candidate`. `recruiter` only when a manager names one. */
export function addBody(
  values: CandidateFormValues,
  files: { resume?: EncodedFile | undefined; additional: readonly EncodedFile[] },
  careersRegistrationId?: number,
): AddCandidateRequest {
  const recruiter = values.recruiter.trim();
  return {
    ...commonBody(values),
    ...(recruiter ? { recruiter } : {}),
    // Careers' "Convert to candidate": the server marks the registration converted on save.
    ...(careersRegistrationId === undefined
      ? {}
      : { careers_registration_id: careersRegistrationId }),
    ...(files.resume
      ? { resume: files.resume.base64, resume_filename: files.resume.filename }
      : {}),
    ...(files.additional.length
      ? {
          additional_files: files.additional.map((f) => ({ file: f.base64, filename: f.filename })),
        }
      : {}),
  };
}

/**
 * The body of `POST /edit_candidate/{id}`: the fields the user changed from what was loaded (only
 * given fields change), plus the `updated_at` the form was loaded with, so a save made on a copy
 * someone has changed since is refused (409) instead of overwriting their change.
 */
export function editBody(
  values: CandidateFormValues,
  loaded: CandidateFormValues,
  loadedAt: string | undefined,
  files: { resume?: EncodedFile | undefined; additional: readonly EncodedFile[] },
): EditCandidateRequest {
  const now = commonBody(values) as Record<string, unknown>;
  const before = commonBody(loaded) as Record<string, unknown>;
  const changed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(now)) {
    if (value !== before[key]) changed[key] = value;
  }
  return {
    ...(changed as EditCandidateRequest),
    ...(loadedAt ? { expected_updated_at: loadedAt } : {}),
    ...(files.resume
      ? { resume: files.resume.base64, resume_filename: files.resume.filename }
      : {}),
    ...(files.additional.length
      ? {
          additional_files: files.additional.map((f) => ({ file: f.base64, filename: f.filename })),
        }
      : {}),
  };
}

/** The parsed-resume fields the form takes (SPEC: name, email, phone, skills, experience, current company, position, location). */
const parsedFields = [
  ['name', 'name', 'Name'],
  ['email', 'email', 'Email'],
  ['mobile', 'mobile', 'Mobile'],
  ['skills', 'skills', 'Skills'],
  ['experience', 'experience', 'Total experience'],
  ['current_company', 'current_company', 'Current company'],
  ['position', 'position', 'Position'],
  ['current_job_location', 'current_job_location', 'Current location'],
  ['qualifications', 'qualifications', 'Qualifications'],
  ['linkedin', 'linkedin', 'LinkedIn'],
] as const satisfies readonly (readonly [keyof ParsedResume, TextFieldName, string])[];

/** One value a parsed resume (or a careers registration) offers for a field. */
export interface Suggestion {
  field: TextFieldName;
  label: string;
  value: string;
}

/**
 * What a parsed resume offers: each found value for a field, shown to the user as a suggestion
 * (accepted one by one or all at once). Values equal to what the field already holds are left out.
 *
 * @example
 * suggestionsFrom(parsed, values) // [{ field: 'name', label: 'Name', value: 'Ravi Kumar' }, …]
 */
export function suggestionsFrom(
  parsed: Partial<Record<keyof ParsedResume, string>>,
  values: CandidateFormValues,
): Suggestion[] {
  const out: Suggestion[] = [];
  for (const [from, field, label] of parsedFields) {
    const value = (parsed[from] ?? '').trim();
    if (value && value !== values[field].trim()) out.push({ field, label, value });
  }
  return out;
}

/**
 * Fills the EMPTY fields from the suggestions; a field the user typed in keeps its text (its
 * suggestion stays on offer). Returns the new values and the suggestions still open.
 */
export function fillEmpty(
  values: CandidateFormValues,
  suggestions: readonly Suggestion[],
): { values: CandidateFormValues; open: Suggestion[]; filled: TextFieldName[] } {
  const next = { ...values };
  const open: Suggestion[] = [];
  const filled: TextFieldName[] = [];
  for (const s of suggestions) {
    if (next[s.field].trim() === '') {
      next[s.field] = s.value;
      filled.push(s.field);
    } else open.push(s);
  }
  return { values: next, open, filled };
}

/** The careers registration's answers as parse-like fields (the Convert to candidate link). */
export function registrationFields(
  r: CareerRegistration,
): Partial<Record<keyof ParsedResume, string>> {
  return {
    name: r.name,
    email: r.email,
    mobile: r.mobile,
    experience: r.experience,
    current_job_location: r.current_location,
    linkedin: r.linkedin,
  };
}

/** The §5/§9 rules for a resume or an additional file: PDF, DOC or DOCX up to 10MB. */
export const documentRules = {
  accept: [...documentMimeTypes, ...documentExtensions],
  maxSize: resumeMaxBytes,
  typeMessage: messages.aiInvalidFileType,
  sizeMessage: messages.aiFileTooLarge,
} as const;

/**
 * Whether a file's first bytes are what its name says (PDF, DOC or DOCX): a renamed executable is
 * refused here, before it is sent. Returns the §5 message, or undefined when the bytes fit.
 */
export async function contentError(file: Blob & { name: string }): Promise<string | undefined> {
  if (file.size === 0) return 'The selected file is empty';
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  const starts = (signature: readonly number[]) => signature.every((b, i) => head[i] === b);
  const name = file.name.toLowerCase();
  const ok = name.endsWith('.pdf')
    ? starts(fileSignatures.pdf)
    : name.endsWith('.docx')
      ? starts(fileSignatures.docx)
      : name.endsWith('.doc')
        ? starts(fileSignatures.doc) || starts(fileSignatures.docx)
        : starts(fileSignatures.pdf) || starts(fileSignatures.doc) || starts(fileSignatures.docx);
  return ok ? undefined : messages.aiInvalidFileType;
}

/** A file's bytes as base64 (what the upload routes take). */
export async function toBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) {
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  }
  return btoa(binary);
}

/** Storage key of a form's draft: one per user and per form (register, or edit of one candidate). */
export function draftKey(userId: number | undefined, form: 'register' | number): string {
  return `candidateDraft:${userId ?? 'anonymous'}:${form}`;
}

/** A saved draft: the values and when they were saved. */
export interface Draft {
  values: CandidateFormValues;
  savedAt: string;
}

/** Reads a draft saved by {@link draftKey}; `undefined` when none or unreadable. */
export function readDraft(text: string | null, base: CandidateFormValues): Draft | undefined {
  if (!text) return undefined;
  try {
    const parsed = JSON.parse(text) as Partial<Draft>;
    if (!parsed.values || typeof parsed.savedAt !== 'string') return undefined;
    // Only known fields of the right kind are taken back (a draft from an older form stays safe).
    const values = { ...base };
    for (const key of Object.keys(base) as (keyof CandidateFormValues)[]) {
      const v = (parsed.values as unknown as Record<string, unknown>)[key];
      if (typeof v === typeof base[key]) (values as unknown as Record<string, unknown>)[key] = v;
    }
    return { values, savedAt: parsed.savedAt };
  } catch {
    return undefined;
  }
}

/** Whether two forms differ (a draft worth keeping, a leave worth warning about). */
export function differs(a: CandidateFormValues, b: CandidateFormValues): boolean {
  return (Object.keys(a) as (keyof CandidateFormValues)[]).some((k) => a[k] !== b[k]);
}
