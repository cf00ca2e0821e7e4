import {
  assignableCandidateStatuses,
  type Job,
  type JobFunnel,
} from '@hrportal/api-client/contract';

/** The pipeline statuses of SPEC §3, in its order (the board's columns, the funnel's cells). */
export const pipelineStatuses = assignableCandidateStatuses.slice(0, 12);

const DAY_MS = 86_400_000;

/** Every job of a `/view_all_jobs` answer in one list (active, then hold, then closed). */
export function allJobs(
  lists: { job_posts_active: Job[]; job_posts_hold: Job[]; job_posts_closed: Job[] } | undefined,
): Job[] {
  return lists
    ? [...lists.job_posts_active, ...lists.job_posts_hold, ...lists.job_posts_closed]
    : [];
}

/** Whole days since the job was created (0 on its first day). */
export function ageDays(job: Pick<Job, 'date_created'>, now: number): number {
  return Math.max(0, Math.floor((now - Date.parse(`${job.date_created}T00:00:00Z`)) / DAY_MS));
}

/** One CSV cell: quoted when it holds a comma, quote or line break; formula starts neutralised. */
function cell(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The overview's rows as CSV: the columns the table shows, in its order. */
export function overviewCsv(
  jobs: readonly Job[],
  funnels: ReadonlyMap<number, JobFunnel>,
  now: number,
): string {
  const header = [
    'Job ID',
    'Date Created',
    'Status',
    'Client',
    'Role',
    'Recruiters',
    'Age (days)',
    ...pipelineStatuses,
    'Total',
    'Filled',
    'Open',
    'Positions',
  ];
  const lines = jobs.map((job) => {
    const f = funnels.get(job.id);
    return [
      job.id,
      job.date_created,
      job.job_status,
      job.client,
      job.role,
      (job.recruiter_names ?? job.recruiter).join('; '),
      ageDays(job, now),
      ...pipelineStatuses.map((s) => f?.counts[s] ?? 0),
      f?.total ?? 0,
      f?.filled ?? 0,
      f?.open ?? job.no_of_positions,
      job.no_of_positions,
    ]
      .map(cell)
      .join(',');
  });
  return [header.map(cell).join(','), ...lines].join('\r\n');
}

/** Saves a blob under a file name (the link is revoked after 1 s, §9). */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Offers a text as a file download. */
export function downloadText(text: string, fileName: string, type = 'text/csv;charset=utf-8') {
  saveBlob(new Blob([text], { type }), fileName);
}
