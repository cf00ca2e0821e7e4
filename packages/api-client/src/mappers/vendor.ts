import type { VendorDashboardEntry } from '../contract/jobs';

/**
 * Derived figures of a vendor (SPEC §3 "Vendor dashboard entry").
 *
 * @example
 * ```ts
 * const { activeJobs, joined } = vendorRollup(entry);
 * ```
 */
export interface VendorRollup {
  activeJobs: number;
  closedJobs: number;
  onHoldJobs: number;
  offer: number;
  /** `Onboarded`. */
  joined: number;
  /** `Internal Interview` + `Client Interview`. */
  interview: number;
  /** `Internal Screening` + `Client Screening`. */
  screening: number;
  /** `Dropped`. */
  rejected: number;
  /** `Total` of the roll-up, else `totalCandidates`. */
  total: number;
}

/**
 * Counts a vendor's jobs by status (`Active`, `Closed`, `On Hold`/`Hold`) and rolls up the
 * candidate statuses (SPEC §3): offer, joined (Onboarded), interview (Internal plus Client
 * Interview), screening (Internal plus Client Screening), rejected (Dropped), total. Missing
 * counts are 0.
 *
 * @example
 * ```ts
 * vendorRollup(entry).interview; // Internal Interview + Client Interview
 * ```
 */
export function vendorRollup(
  entry: Pick<VendorDashboardEntry, 'jobDetails' | 'candidatesByStatus' | 'totalCandidates'>,
): VendorRollup {
  const count = (status: string) =>
    (entry.jobDetails ?? []).filter((j) => j.status === status).length;
  const by = (entry.candidatesByStatus ?? {}) as Partial<Record<string, number>>;
  const n = (key: string) => by[key] ?? 0;
  return {
    activeJobs: count('Active'),
    closedJobs: count('Closed'),
    onHoldJobs: count('On Hold') + count('Hold'),
    offer: n('Offer'),
    joined: n('Onboarded'),
    interview: n('Internal Interview') + n('Client Interview'),
    screening: n('Internal Screening') + n('Client Screening'),
    rejected: n('Dropped'),
    total: by.Total ?? entry.totalCandidates ?? 0,
  };
}
