import type { Job } from '../contract/jobs';

/**
 * A client derived from its jobs (SPEC §3 "Client summary"): `status` is `Active` when any job
 * is active, else `Hold` when any is on hold, else `Closed`.
 *
 * @example
 * ```ts
 * const rows: ClientSummary[] = summarizeClients(jobs);
 * ```
 */
export interface ClientSummary {
  name: string;
  status: 'Active' | 'Hold' | 'Closed';
  active: number;
  closed: number;
  onHold: number;
  total: number;
}

/**
 * Groups jobs by client (name trimmed; jobs without a client skipped) and counts them by status
 * (`Hold` and the vendor spelling `On Hold` both count as on hold). Sorted by name.
 *
 * @example
 * ```ts
 * summarizeClients([{ client: 'Acme', job_status: 'Hold' }, { client: 'Acme', job_status: 'Closed' }]);
 * // [{ name: 'Acme', status: 'Hold', active: 0, closed: 1, onHold: 1, total: 2 }]
 * ```
 */
export function summarizeClients(
  jobs: ReadonlyArray<Pick<Job, 'client'> & { job_status: string }>,
): ClientSummary[] {
  const byName = new Map<string, ClientSummary>();
  for (const job of jobs) {
    const name = (job.client ?? '').trim();
    if (name === '') continue;
    let row = byName.get(name);
    if (!row) {
      row = { name, status: 'Closed', active: 0, closed: 0, onHold: 0, total: 0 };
      byName.set(name, row);
    }
    row.total += 1;
    const status = (job.job_status ?? '').toLowerCase();
    if (status === 'active') row.active += 1;
    else if (status === 'hold' || status === 'on hold') row.onHold += 1;
    else if (status === 'closed') row.closed += 1;
  }
  for (const row of byName.values()) {
    row.status = row.active > 0 ? 'Active' : row.onHold > 0 ? 'Hold' : 'Closed';
  }
  return [...byName.values()].sort((a, b) => a.name.localeCompare(b.name));
}
