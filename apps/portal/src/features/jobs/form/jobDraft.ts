import { type Job, PostJobRequest } from '@hrportal/api-client/contract';
import { fieldErrors } from '../../../common/fieldErrors';

/** Job types offered; `Custom` shows the custom type field (SPEC §3 `custom_job_type`). */
export const jobTypes = [
  'Full-time',
  'Part-time',
  'Contract',
  'Contract to hire',
  'Internship',
  'Custom',
] as const;
/** Work modes offered. */
export const workModes = ['Onsite', 'Hybrid', 'Remote'] as const;

/** What the form holds: every field as typed (numbers as text until sent). */
export interface JobDraft {
  client: string;
  role: string;
  job_status: Job['job_status'];
  recruiter: string[];
  no_of_positions: string;
  budget_min: string;
  budget_max: string;
  contract_in_months: string;
  country: string;
  job_type: string;
  custom_job_type: string;
  experience_min: string;
  experience_max: string;
  location: string;
  mode: string;
  notice_period: string;
  shift_timings: string;
  skills: string;
  detailed_jd: string;
  post_to_careers: boolean;
}

/** An empty draft (a new job). */
export const emptyDraft: JobDraft = {
  client: '',
  role: '',
  job_status: 'Active',
  recruiter: [],
  no_of_positions: '1',
  budget_min: '',
  budget_max: '',
  contract_in_months: '',
  country: '',
  job_type: 'Full-time',
  custom_job_type: '',
  experience_min: '',
  experience_max: '',
  location: '',
  mode: 'Onsite',
  notice_period: '',
  shift_timings: '',
  skills: '',
  detailed_jd: '',
  post_to_careers: false,
};

const text = (n: number | null) => (n === null ? '' : String(n));

/** The draft of a saved job (edit). */
export function draftOf(job: Job): JobDraft {
  return {
    client: job.client,
    role: job.role,
    job_status: job.job_status,
    recruiter: [...job.recruiter],
    no_of_positions: String(job.no_of_positions),
    budget_min: text(job.budget_min),
    budget_max: text(job.budget_max),
    contract_in_months: text(job.contract_in_months),
    country: job.country,
    job_type: job.job_type,
    custom_job_type: job.custom_job_type,
    experience_min: text(job.experience_min),
    experience_max: text(job.experience_max),
    location: job.location,
    mode: job.mode,
    notice_period: job.notice_period,
    shift_timings: job.shift_timings,
    skills: job.skills,
    detailed_jd: job.detailed_jd,
    post_to_careers: job.post_to_careers,
  };
}

/** Empty text → null; anything else a number (NaN when not one, which the schema names). */
const num = (value: string) => (value.trim() === '' ? null : Number(value));

/** The wire body of a draft (without the JD file). */
export function bodyOf(draft: JobDraft) {
  return {
    ...draft,
    custom_job_type: draft.job_type === 'Custom' ? draft.custom_job_type : '',
    no_of_positions: Number(draft.no_of_positions || Number.NaN),
    budget_min: num(draft.budget_min),
    budget_max: num(draft.budget_max),
    contract_in_months: num(draft.contract_in_months),
    experience_min: num(draft.experience_min),
    experience_max: num(draft.experience_max),
  };
}

/**
 * The form's messages per field: the contract's own (the words the server would answer with),
 * and the range rules checked on their own so they show even while a required field is empty.
 */
export function draftErrors(draft: JobDraft): Record<string, string> {
  const body = bodyOf(draft);
  const errors = fieldErrors(PostJobRequest, body);
  const order = (min: number | null, max: number | null) =>
    typeof min === 'number' && typeof max === 'number' && min > max;
  if (order(body.budget_min, body.budget_max))
    errors.budget_min ??= 'Minimum budget must not exceed maximum budget';
  if (order(body.experience_min, body.experience_max))
    errors.experience_min ??= 'Minimum experience must not exceed maximum experience';
  if (draft.job_type === 'Custom' && !draft.custom_job_type.trim())
    errors.custom_job_type ??= 'Custom job type is required';
  return errors;
}

/**
 * What the AI assistant's "Use in job form" hands the form in the navigation state: the enhanced
 * job description, which replaces the draft's Detailed JD until the user saves or leaves.
 */
export interface AssistantJdState {
  assistantJd: string;
}

/** The enhanced JD in a navigation state, or null. */
export function assistantJdOf(state: unknown): string | null {
  const text = (state as Partial<AssistantJdState> | null)?.assistantJd;
  return typeof text === 'string' && text.trim() ? text : null;
}

/** The draft with the assistant's JD as its Detailed JD (every other field as it was). */
export const withAssistantJd = (draft: JobDraft, text: string | null): JobDraft =>
  text === null ? draft : { ...draft, detailed_jd: text };
