/**
 * Data and host of the tables' stories: deterministic rows (a fixed clock, no randomness) and a
 * host with just `HrPortalProvider`, as a company embedding a table would have. The SDK points at
 * a closed port: a story that reached the network would show it.
 */
import {
  type ActiveUserView,
  type CandidateListItem,
  createClient,
  createMemoryStorage,
  type PeerReviewItem,
  peerReviewPriority,
} from '@hrportal/api-client';
import type {
  ActiveSession,
  AuditEntry,
  CareerRegistration,
  Job,
} from '@hrportal/api-client/contract';
import { HrPortalProvider } from '@hrportal/react';
import { type ReactNode, useMemo } from 'react';
import { within } from 'storybook/test';
import type { DataTableColumn } from './DataTable';

/** Fixed "now" of the stories: 2026-03-31 12:00 local time. */
const now = new Date(2026, 2, 31, 12).getTime();
export const clock = () => now;
const day = 86_400_000;
/** `YYYY-MM-DD` of the local day `days` before {@link now}. */
const isoDay = (days: number) => {
  const d = new Date(now - days * day);
  const pad = (x: number) => String(x).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

const clients = ['Acme', 'Globex', 'Initech', 'Umbrella', 'Hooli'];
const roles = ['Java Developer', 'Data Engineer', 'QA Analyst', 'Product Manager'];
const firstNames = [
  'Asha',
  'Ravi',
  'Meera',
  'Vikram',
  'Priya',
  'Arjun',
  'Kavya',
  'Rahul',
  'Sneha',
  'Dev',
];
const lastNames = ['Rao', 'Kumar', 'Iyer', 'Singh', 'Nair', 'Shah', 'Menon', 'Gupta'];
const at = <T,>(list: readonly T[], i: number) => list[i % list.length] as T;

/** A row of the generic DataTable stories. */
export interface Person {
  id: number;
  name: string;
  client: string;
  role: string;
  applied: string;
  active: boolean;
}
/** `count` people; person `i` applied `i % 60` days before {@link now}. */
export function people(count: number): Person[] {
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    name: `${at(firstNames, i)} ${at(lastNames, i * 7)}`,
    client: at(clients, i),
    role: at(roles, i * 3),
    applied: new Date(now - (i % 60) * day).toISOString(),
    active: i % 4 !== 0,
  }));
}
export const personColumns: DataTableColumn<Person>[] = [
  { id: 'id', header: 'ID', value: (p) => p.id },
  { id: 'name', header: 'Name', value: (p) => p.name, searchable: true },
  { id: 'client', header: 'Client', value: (p) => p.client, searchable: true },
  { id: 'role', header: 'Role', value: (p) => p.role, searchable: true },
  { id: 'applied', header: 'Applied', value: (p) => p.applied, date: true },
  { id: 'active', header: 'Active', value: (p) => p.active, hidden: true },
];

/** Peer-assigned profile `i`: every third decided, every other with a resume, some fields empty. */
export function profile(i: number, extra: Partial<PeerReviewItem> = {}): PeerReviewItem {
  const status = i % 3 === 0 ? 'PR-Approved' : i % 7 === 0 ? 'PR-Rejected' : 'PR-Pending';
  const item: PeerReviewItem = {
    id: 100 + i,
    job_id: i % 3 === 0 ? null : 40 + i,
    name: `${at(firstNames, i)} ${at(lastNames, i)}`,
    mobile: '9876543210',
    email: `candidate${i}@example.com`,
    client: at(clients, i),
    current_company: i % 2 ? 'TCS' : '',
    position: 'Senior Engineer',
    profile: at(roles, i),
    skills: i % 2 ? 'Java, Spring' : 'React, SQL',
    recruiter: i % 2 ? 'rahul.verma' : 'kiran.sharma',
    recruiter_name: i % 2 ? 'Rahul Verma' : 'Kiran Sharma',
    management: 'maya.menon',
    management_name: 'Maya Menon',
    status,
    remarks: '',
    current_job_location: 'Pune',
    preferred_job_location: 'Bengaluru',
    qualifications: 'B.Tech',
    experience: '5 years',
    relevant_experience: '4 years',
    current_ctc: '12 LPA',
    expected_ctc: '16 LPA',
    notice_period: '30 days',
    linkedin: '',
    holding_offer: 'No',
    last_working_date: null,
    date_created: isoDay(i),
    resume_present: i % 2 === 0,
    review_id: 500 + i,
    reviewer: 'reviewer',
    submitted_status: 'Peer Review',
    assigned_at: new Date(now - i * day).toISOString(),
    decided_at: null,
    priority: peerReviewPriority(status),
    ...extra,
  };
  return item;
}
export const profiles = Array.from({ length: 14 }, (_, i) => profile(i));

/** Candidate `i` of the list view: two of three assigned to a client. */
function candidate(i: number): CandidateListItem {
  return {
    id: 1000 + i,
    jobId: 40 + (i % 5),
    name: `${at(firstNames, i)} ${at(lastNames, i * 3)}`,
    email: `c${i}@example.com`,
    phone: `98765${String(10000 + i)}`,
    client: at(clients, i),
    profile: at(roles, i),
    skills: ['Java', 'SQL'],
    status: i % 2 ? 'Internal Screening' : 'Offer',
    appliedDate: new Date(now - i * day).toISOString(),
    lastUpdated: new Date(now - i * (day / 2)).toISOString(),
    source: '',
    experience: 4,
    education: 'B.Tech',
    location: 'Pune',
    salary: '',
    notes: '',
    comment: i === 1 ? 'Strong Java' : '',
    comments: {},
    peerReviewer: 'priya.nair',
    recruiter: 'rahul.verma',
    management: 'maya.menon',
    peerReviewerName: 'Priya Nair',
    recruiterName: 'Rahul Verma',
    managementName: 'Maya Menon',
    client_assigned: i % 3 !== 0,
    currentCompany: i % 2 ? 'TCS' : 'Infosys',
    position: 'Engineer',
    currentJobLocation: 'Pune',
    preferredJobLocation: 'Bengaluru',
    relevantExperience: 3,
    currentCTC: '10 LPA',
    expectedCTC: '14 LPA',
    noticePeriod: '30 days',
    linkedin: '',
    reasonForJobChange: '',
    holdingOffer: 'No',
    servingNoticePeriod: 'No',
    periodOfNotice: '',
    lastWorkingDate: null,
    totalOffers: null,
    highestPackageInLpa: null,
    buyout: false,
    resumePresent: i % 4 !== 3,
    userId: 7,
  };
}
export const candidates = Array.from({ length: 30 }, (_, i) => candidate(i));

/** Job `i`: every fourth on Hold, every fifth otherwise Closed. */
function job(i: number): Job {
  return {
    id: 300 + i,
    date_created: isoDay(i),
    time_created: '10:00',
    job_status: i % 4 === 0 ? 'Hold' : i % 5 === 0 ? 'Closed' : 'Active',
    client: `${at(clients, i)}${i >= 10 ? ` ${Math.floor(i / 5)}` : ''}`,
    posted_by: 'Maya Menon',
    recruiter: ['rahul', 'kiran'].slice(0, 1 + (i % 2)),
    recruiter_names: ['Rahul Verma', 'Kiran Sharma'].slice(0, 1 + (i % 2)),
    role: `${at(roles, i)}${i >= 8 ? ` ${i}` : ''}`,
    no_of_positions: 1 + (i % 4),
    budget_min: null,
    budget_max: null,
    contract_in_months: null,
    country: 'India',
    custom_job_type: '',
    detailed_jd: '',
    experience_min: null,
    experience_max: null,
    jd_pdf_present: false,
    jd_pdf_extension: '',
    job_type: 'Full-time',
    location: 'Pune',
    management: 'Maya Menon',
    mode: 'Hybrid',
    notice_period: '30 days',
    shift_timings: 'Day',
    skills: 'Java',
    post_to_careers: false,
    data_updated_date: null,
    data_updated_time: null,
  };
}
export const jobs = Array.from({ length: 24 }, (_, i) => job(i));

/** User `i` of the directory. */
function user(i: number): ActiveUserView {
  const firstName = at(firstNames, i);
  const lastName = at(lastNames, i);
  return {
    id: 20 + i,
    username: `user${i}`,
    name: `${firstName} ${lastName}`,
    firstName,
    lastName,
    email: `user${i}@example.com`,
    userType: i % 3 === 0 ? 'management' : 'recruiter',
    isVerified: i % 5 !== 0,
    isActive: i % 4 !== 0,
    isPeerReviewer: i % 3 === 1,
  };
}
export const users = Array.from({ length: 12 }, (_, i) => user(i));

/** Careers registration `i`: applied `i * 2` days before {@link now}, every fifth without a resume. */
function registration(i: number): CareerRegistration {
  const first = at(firstNames, i + 3);
  const last = at(lastNames, i + 1);
  return {
    id: 200 + i,
    job_id: 10 + (i % 4),
    job_role: at(roles, i),
    client: at(clients, i),
    name: `${first} ${last}`,
    email: `${first}.${last}@mail.example`.toLowerCase(),
    mobile: `+91 98450 ${String(20_000 + i * 37).padStart(5, '0')}`,
    experience: i % 6 === 5 ? '' : String((i % 9) + 0.5 * (i % 2)),
    current_location: at(['Pune', 'Bengaluru', 'Chennai', 'Hyderabad'], i),
    linkedin: i % 3 === 0 ? `https://linkedin.example/in/${first.toLowerCase()}${i}` : '',
    message: i % 2 === 0 ? 'Available to join in 30 days.' : '',
    resume_present: i % 5 !== 4,
    candidate_id: i === 2 ? 512 : null,
    created_at: new Date(now - i * 2 * day - i * 3_600_000).toISOString(),
  };
}
export const registrations = Array.from({ length: 23 }, (_, i) => registration(i));

const auditActors = ['leadership', 'manager', 'recruiter', ''];
/** Audit entry `i`, `i` hours before {@link now}: users, candidates and jobs changed by four actors. */
function auditEntry(i: number): AuditEntry {
  const action = i % 5 === 0 ? 'insert' : i % 7 === 0 ? 'delete' : 'update';
  const record = at(['users', 'candidates', 'job_posts'], i);
  const changes: AuditEntry['changes'] =
    action === 'insert'
      ? { name: [null, `${at(firstNames, i)} ${at(lastNames, i)}`], status: [null, 'Screening'] }
      : action === 'delete'
        ? { name: [`${at(firstNames, i)} ${at(lastNames, i)}`, null] }
        : record === 'users'
          ? { is_active: [true, false] }
          : { status: ['Screening', 'Interview'], comment: ['', 'Called twice'] };
  return {
    id: 100 - i,
    at: new Date(now - i * 3_600_000).toISOString(),
    actor_id: i % 4 === 3 ? null : (i % 4) + 1,
    actor_name: at(auditActors, i),
    ip: `10.0.0.${(i % 9) + 1}`,
    action,
    record_type: record,
    record_id: String(10 + i),
    changes,
  };
}
export const auditEntries = Array.from({ length: 10 }, (_, i) => auditEntry(i));

/** Active session `i`; the first is the reader's own. */
function activeSession(i: number): ActiveSession {
  return {
    session_id: 40 + i,
    user_id: (i % 4) + 1,
    user_name: at(['leadership', 'manager', 'recruiter', 'reviewer'], i),
    name: `${at(firstNames, i)} ${at(lastNames, i)}`,
    created_at: new Date(now - (i + 2) * 3_600_000).toISOString(),
    last_seen_at: new Date(now - i * 300_000).toISOString(),
    ip: `10.0.1.${i + 1}`,
    user_agent: at(
      [
        'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0',
        'Mozilla/5.0 (Macintosh) Safari/18.1',
        'Mozilla/5.0 (Windows NT 10.0) Firefox/133.0',
      ],
      i,
    ),
    current: i === 0,
  };
}
export const activeSessions = Array.from({ length: 5 }, (_, i) => activeSession(i));

/** A host with just `HrPortalProvider` (its SDK client points at a closed port). */
export function Host({ children }: { children: ReactNode }) {
  const client = useMemo(
    () =>
      createClient({
        baseUrl: 'http://127.0.0.1:9/api',
        storage: createMemoryStorage(),
        retry: { limit: 0 },
      }),
    [],
  );
  // Remembered choices (the table's density) live with this host only, never in the page's storage.
  const storage = useMemo(() => createMemoryStorage(), []);
  return (
    <HrPortalProvider client={client} storage={storage}>
      {children}
    </HrPortalProvider>
  );
}

/** A story decorator: the story inside {@link Host}. */
export const inHost = (Story: () => ReactNode) => <Host>{Story()}</Host>;
/** Queries over the whole page (dialogs, menus and listboxes live at the end of `body`). */
export const page = () => within(document.body);
/** The open tab's panel of a table with tabs. */
export const panel = (canvas: HTMLElement) => within(canvas).getByRole('tabpanel');

/** The table footer (`Showing X to Y of Z …`), of the open tab's list when there are tabs. */
export const footer = (canvas: HTMLElement) =>
  within(within(canvas).queryByRole('tabpanel') ?? canvas).getByText(/^Showing \d+ to \d+ of \d+ /);
/** The data table in `canvas` (the chip list is a grid of rows too: never count those). */
export const table = (canvas: HTMLElement) => within(canvas).getByRole('table');
/** Header texts of the table in `canvas`. */
export const headers = (canvas: HTMLElement) =>
  within(table(canvas))
    .getAllByRole('columnheader')
    .map((h) => h.textContent?.trim() ?? '');
/** The body rows drawn (spacer rows of a virtualized page left out). */
export const bodyRows = (canvas: HTMLElement) =>
  within(table(canvas))
    .getAllByRole('row')
    .filter((row) => row.hasAttribute('aria-rowindex'));
/** Body row `index` (0-based) of the table in `canvas`, to query inside. */
export const bodyRow = (canvas: HTMLElement, index: number) =>
  within(bodyRows(canvas)[index] as HTMLElement);
/** The text of column `index` (0-based, among cells) of each body row drawn. */
export const columnTexts = (canvas: HTMLElement, index: number) =>
  bodyRows(canvas).map((row) => within(row).queryAllByRole('cell')[index]?.textContent ?? '');
/** The suggestions listbox's options as `Column:value` texts, once shown. */
export const suggestionTexts = async (canvas: HTMLElement) => {
  const list = await within(canvas).findByRole('listbox', { name: 'Suggestions' });
  return within(list)
    .getAllByRole('option')
    .map((o) => o.textContent ?? '');
};
