import type { CareerJob } from '@hrportal/api-client/contract';

/** `2–5 years`, `From 2 years`, `Up to 5 years`, or nothing when the job gives no range. */
export function experienceText(job: Pick<CareerJob, 'experience_min' | 'experience_max'>): string {
  const { experience_min: min, experience_max: max } = job;
  const years = (n: number) => `${n} ${n === 1 ? 'year' : 'years'}`;
  if (min !== null && max !== null) return min === max ? years(min) : `${min}–${years(max)}`;
  if (min !== null) return `From ${years(min)}`;
  if (max !== null) return `Up to ${years(max)}`;
  return '';
}
