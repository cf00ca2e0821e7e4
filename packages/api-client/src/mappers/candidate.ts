import type { Candidate, CandidateComments } from '../contract/candidates';
import type { CandidateStatus } from '../contract/vocabularies';
import { parseExperience } from './experience';

/**
 * A candidate as the lists show it (SPEC §3 "Candidate (list view)"), camelCase. `experience` and
 * `relevantExperience` are decimal years; `skills` is the comma list split and trimmed; `comment`
 * is the newest comment's text (`''` without comments); `source` is the recruiter who added the
 * candidate (the server shape has no other source). People are usernames (`recruiter`,
 * `peerReviewer`, `management`) with their full names beside them (`recruiterName`, …), for lists
 * that show the name and the username on hover. A row that could not be read is the
 * placeholder `{ name: 'Error Loading', status: 'Error' }`.
 *
 * @example
 * ```ts
 * const rows: CandidateListItem[] = page.candidates;
 * ```
 */
export interface CandidateListItem {
  id: number;
  /** The job's id, or the text job code a legacy caller stored (`null`: no job). */
  jobId: number | string | null;
  name: string;
  email: string;
  phone: string;
  client: string;
  profile: string;
  skills: string[];
  status: CandidateStatus | 'Error';
  appliedDate: string;
  lastUpdated: string;
  source: string;
  experience: number;
  education: string;
  location: string;
  salary: string;
  notes: string;
  comment: string;
  comments: CandidateComments;
  /** Username of the peer reviewer (level 1, else level 2). */
  peerReviewer: string;
  /** Username of the recruiter who owns the candidate. */
  recruiter: string;
  /** Username of the candidate's manager. */
  management: string;
  /** Full name of {@link CandidateListItem.peerReviewer} (the username when the server sent none). */
  peerReviewerName: string;
  /** Full name of {@link CandidateListItem.recruiter} (the username when the server sent none). */
  recruiterName: string;
  /** Full name of {@link CandidateListItem.management} (the username when the server sent none). */
  managementName: string;
  client_assigned: boolean;
  currentCompany: string;
  position: string;
  currentJobLocation: string;
  preferredJobLocation: string;
  relevantExperience: number;
  currentCTC: string;
  expectedCTC: string;
  noticePeriod: string;
  linkedin: string;
  reasonForJobChange: string;
  holdingOffer: string;
  servingNoticePeriod: string;
  periodOfNotice: string;
  lastWorkingDate: string | null;
  totalOffers: number | null;
  highestPackageInLpa: number | null;
  buyout: boolean;
  resumePresent: boolean;
  userId: number;
}

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
const numberOrNull = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/**
 * A candidate's job as legacy servers send it: an id (number, or digits as text), `''` or nothing
 * for no job, or a text job code, kept as written.
 */
function jobOf(value: unknown): number | string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const code = value.trim();
  if (code === '') return null;
  return /^[1-9][0-9]{0,15}$/.test(code) ? Number(code) : code;
}

/** The newest comment of a comments map, by timestamp. */
function latestComment(comments: CandidateComments): string {
  let best: { comment: string; timestamp: string } | undefined;
  for (const list of Object.values(comments)) {
    for (const entry of list) {
      if (!best || entry.timestamp > best.timestamp) best = entry;
    }
  }
  return best?.comment ?? '';
}

function placeholder(id: unknown): CandidateListItem {
  return {
    id: typeof id === 'number' ? id : 0,
    jobId: null,
    name: 'Error Loading',
    email: '',
    phone: '',
    client: '',
    profile: '',
    skills: [],
    status: 'Error',
    appliedDate: '',
    lastUpdated: '',
    source: '',
    experience: 0,
    education: '',
    location: '',
    salary: '',
    notes: '',
    comment: '',
    comments: {},
    peerReviewer: '',
    recruiter: '',
    management: '',
    peerReviewerName: '',
    recruiterName: '',
    managementName: '',
    client_assigned: false,
    currentCompany: '',
    position: '',
    currentJobLocation: '',
    preferredJobLocation: '',
    relevantExperience: 0,
    currentCTC: '',
    expectedCTC: '',
    noticePeriod: '',
    linkedin: '',
    reasonForJobChange: '',
    holdingOffer: '',
    servingNoticePeriod: '',
    periodOfNotice: '',
    lastWorkingDate: null,
    totalOffers: null,
    highestPackageInLpa: null,
    buyout: false,
    resumePresent: false,
    userId: 0,
  };
}

function readComments(value: unknown): CandidateComments {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return {};
  const out: CandidateComments = {};
  for (const [who, list] of Object.entries(value as Record<string, unknown>)) {
    if (!Array.isArray(list)) throw new TypeError(`comments of ${who} are not a list`);
    out[who] = list.map((entry) => ({
      comment: text((entry as { comment?: unknown })?.comment),
      timestamp: text((entry as { timestamp?: unknown })?.timestamp),
    }));
  }
  return out;
}

/**
 * Maps a server candidate to the list view (SPEC §3). Never throws: a row that is not an object,
 * has no positive numeric `id` or no `name`, or carries malformed comments becomes the
 * `'Error Loading'` / `'Error'` placeholder (keeping its id when there is one).
 *
 * @example
 * ```ts
 * toCandidateListItem(serverCandidate).experience; // 2.5 for '2 years 6 months'
 * toCandidateListItem(null).name; // 'Error Loading'
 * ```
 */
export function toCandidateListItem(raw: Candidate | unknown): CandidateListItem {
  if (raw === null || typeof raw !== 'object') return placeholder(undefined);
  const c = raw as Partial<Record<keyof Candidate, unknown>>;
  try {
    if (typeof c.id !== 'number' || !Number.isInteger(c.id) || c.id <= 0) {
      throw new TypeError('candidate without an id');
    }
    if (typeof c.name !== 'string') throw new TypeError('candidate without a name');
    const comments = readComments(c.comments);
    return {
      id: c.id,
      jobId: jobOf(c.job_id),
      name: c.name,
      email: text(c.email),
      phone: text(c.mobile),
      client: text(c.client),
      profile: text(c.profile),
      skills: text(c.skills)
        .split(',')
        .map((skill) => skill.trim())
        .filter(Boolean),
      status: (text(c.status) || 'Internal Screening') as CandidateStatus,
      appliedDate: text(c.date_created),
      lastUpdated: text(c.data_updated_date) || text(c.date_created),
      source: text(c.recruiter),
      experience: parseExperience(text(c.experience)),
      education: text(c.qualifications),
      location: text(c.current_job_location),
      salary: text(c.current_ctc),
      notes: text(c.remarks),
      comment: latestComment(comments),
      comments,
      peerReviewer: text(c.peer_reviewer_level1) || text(c.peer_reviewer_level2),
      recruiter: text(c.recruiter),
      management: text(c.management),
      peerReviewerName: text(c.peer_reviewer_level1)
        ? text(c.peer_reviewer_level1_name) || text(c.peer_reviewer_level1)
        : text(c.peer_reviewer_level2_name) || text(c.peer_reviewer_level2),
      recruiterName: text(c.recruiter_name) || text(c.recruiter),
      managementName: text(c.management_name) || text(c.management),
      client_assigned: c.client_assigned === true,
      currentCompany: text(c.current_company),
      position: text(c.position),
      currentJobLocation: text(c.current_job_location),
      preferredJobLocation: text(c.preferred_job_location),
      relevantExperience: parseExperience(text(c.relevant_experience)),
      currentCTC: text(c.current_ctc),
      expectedCTC: text(c.expected_ctc),
      noticePeriod: text(c.notice_period),
      linkedin: text(c.linkedin),
      reasonForJobChange: text(c.reason_for_job_change),
      holdingOffer: text(c.holding_offer),
      servingNoticePeriod: text(c.serving_notice_period),
      periodOfNotice: text(c.period_of_notice),
      lastWorkingDate: text(c.last_working_date) || null,
      totalOffers: numberOrNull(c.total_offers),
      highestPackageInLpa: numberOrNull(c.highest_package_in_lpa),
      buyout: c.buyout === true,
      resumePresent: c.resume_present === true,
      userId: typeof c.user_id === 'number' ? c.user_id : 0,
    };
  } catch {
    return placeholder(c.id);
  }
}
