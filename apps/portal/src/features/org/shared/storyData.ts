import type { VendorWithRollup } from '@hrportal/api-client';
import type {
  ActivityWeek,
  ClientDetailResponse,
  ClientWithSummary,
  ManagerFigures,
  RecruiterDetailResponse,
  RecruiterFigures,
} from '@hrportal/api-client/contract';

const names = ['Asha Rao', 'Ravi Kumar', 'Meera Iyer', 'Vikram Singh', 'Priya Nair', 'Arjun Shah'];
const companies = ['Acme Corp', 'Globex', 'Initech', 'Umbrella Labs', 'Hooli', 'Stark Systems'];

/** Twelve clients: every third on hold only, every fifth closed only. */
export const storyClients: ClientWithSummary[] = Array.from({ length: 12 }, (_, i) => {
  const active = i % 3 === 0 || i % 5 === 0 ? 0 : (i % 4) + 1;
  const on_hold = i % 5 === 0 ? 0 : i % 2;
  const closed = (i % 3) + (i % 5 === 0 ? 1 : 0);
  return {
    id: i + 1,
    name: `${companies[i % companies.length]}${i >= companies.length ? ' Group' : ''}`,
    contact_person: names[i % names.length] as string,
    email: `hiring${i + 1}@client.example`,
    phone: `+91 98450 ${String(10000 + i * 37)}`,
    location: '',
    created_by: i % 2 ? 'Maya Menon' : 'Sanjay Iyer',
    date_created: `2026-0${1 + (i % 3)}-${String(10 + i).padStart(2, '0')}`,
    active,
    on_hold,
    closed,
    total: active + on_hold + closed,
    summary_status: active ? 'Active' : on_hold ? 'Hold' : 'Closed',
  };
});

const activity: ActivityWeek[] = Array.from({ length: 12 }, (_, i) => ({
  week_start: new Date(Date.UTC(2026, 0, 5 + i * 7)).toISOString().slice(0, 10),
  added: [3, 5, 2, 0, 7, 9, 4, 6, 11, 8, 5, 6][i] as number,
  offers: [0, 1, 0, 0, 1, 2, 0, 1, 3, 1, 0, 1][i] as number,
}));

/** Acme Corp's detail: three jobs, two recruiters, 12 weeks of activity. */
export const storyClientDetail: ClientDetailResponse = {
  status: 'success',
  client: storyClients[1] as ClientWithSummary,
  jobs: [
    {
      id: 41,
      role: 'Java Developer',
      client: 'Globex',
      job_status: 'Active',
      date_created: '2026-03-02',
      no_of_positions: 3,
      candidates: 28,
      offers: 4,
      joins: 2,
    },
    {
      id: 37,
      role: 'Data Engineer',
      client: 'Globex',
      job_status: 'Hold',
      date_created: '2026-02-11',
      no_of_positions: 1,
      candidates: 19,
      offers: 2,
      joins: 0,
    },
    {
      id: 22,
      role: 'QA Analyst',
      client: 'Globex',
      job_status: 'Closed',
      date_created: '2026-01-08',
      no_of_positions: 2,
      candidates: 19,
      offers: 3,
      joins: 2,
    },
  ],
  by_status: {
    'Internal Screening': 21,
    'Client Screening': 12,
    'Client Interview': 9,
    Offer: 5,
    Onboarded: 4,
    Dropped: 11,
    'On Hold': 4,
  },
  recruiters: [
    { recruiter_id: 3, name: 'Rahul Verma', jobs: 3, candidates: 41 },
    { recruiter_id: 4, name: 'Priya Nair', jobs: 2, candidates: 25 },
  ],
  activity,
};

const figures = (i: number) => ({
  added: 40 - i * 3,
  submissions: 22 - i * 2,
  interviews: 14 - i,
  offers: 6 - (i % 4),
  joins: 3 - (i % 3),
});

/** Eight recruiters: one without targets, one inactive. */
export const storyRecruiters: RecruiterFigures[] = Array.from({ length: 8 }, (_, i) => ({
  recruiter_id: i + 3,
  name: i === 0 ? 'Rahul Verma' : `${names[i % names.length]} ${i}`,
  username: i === 0 ? 'recruiter' : `recruiter${i + 1}`,
  is_active: i !== 7,
  is_peer_reviewer: i % 3 === 1,
  figures: figures(i),
  pending_reviews: i % 3 === 1 ? 4 + i : 0,
  weekly: i === 5 ? null : { period_start: '2026-03-30', target: 12, achieved: 12 - i },
  monthly: i === 5 ? null : { period_start: '2026-03-01', target: 40, achieved: 36 - i * 3 },
}));

/** Rahul Verma's detail. */
export const storyRecruiterDetail: RecruiterDetailResponse = {
  status: 'success',
  from: '2026-03-02',
  to: '2026-03-31',
  recruiter: storyRecruiters[0] as RecruiterFigures,
  by_status: {
    'Internal Screening': 12,
    'Client Screening': 8,
    'Client Interview': 8,
    Offer: 3,
    Onboarded: 3,
    Dropped: 6,
  },
  jobs: storyClientDetail.jobs.map((j, i) => ({
    ...j,
    client: companies[i] as string,
    candidates: 10 - i * 3,
  })),
  jobs_total: storyClientDetail.jobs.length,
  jobs_page: 1,
  jobs_page_size: 20,
};

/** Three managers with teams. */
export const storyManagers: ManagerFigures[] = [
  {
    manager_id: 1,
    name: 'Maya Menon',
    username: 'manager',
    is_active: true,
    team_size: 5,
    jobs_active: 14,
    jobs_hold: 3,
    jobs_closed: 9,
    figures: { added: 160, submissions: 88, interviews: 51, offers: 19, joins: 11 },
    weekly: { period_start: '2026-03-30', target: 60, achieved: 47 },
    monthly: { period_start: '2026-03-01', target: 200, achieved: 171 },
  },
  {
    manager_id: 5,
    name: 'Sanjay Iyer',
    username: 'manager2',
    is_active: true,
    team_size: 5,
    jobs_active: 9,
    jobs_hold: 1,
    jobs_closed: 12,
    figures: { added: 121, submissions: 70, interviews: 40, offers: 12, joins: 7 },
    weekly: { period_start: '2026-03-30', target: 60, achieved: 61 },
    monthly: null,
  },
  {
    manager_id: 6,
    name: 'Farah Khan',
    username: 'manager3',
    is_active: false,
    team_size: 0,
    jobs_active: 0,
    jobs_hold: 0,
    jobs_closed: 4,
    figures: { added: 0, submissions: 0, interviews: 0, offers: 0, joins: 0 },
    weekly: null,
    monthly: null,
  },
];

/** Three vendors: one with no candidates yet. */
export const storyVendors: VendorWithRollup[] = [
  {
    vendorId: 1,
    vendorName: 'TalentBridge',
    email: 'ops@talentbridge.example',
    contactPerson: 'Kiran Shah',
    totalJobs: 3,
    jobDetails: [
      {
        jobId: 41,
        role: 'Java Developer',
        client: 'Globex',
        status: 'Active',
        candidates: 9,
        recruiters: [{ username: 'recruiter', name: 'Rahul Verma' }],
      },
      { jobId: 37, role: 'Data Engineer', client: 'Globex', status: 'On Hold', candidates: 4 },
      { jobId: 22, role: 'QA Analyst', client: 'Initech', status: 'Closed', candidates: 3 },
    ],
    totalCandidates: 16,
    candidatesByStatus: {
      'Internal Screening': 5,
      'Client Interview': 4,
      Offer: 2,
      Onboarded: 2,
      Dropped: 3,
      Total: 16,
    },
    successRate: 25,
    avgCandidatesPerJob: 5.3,
    memberSince: '2025-07-14',
    rollup: {
      activeJobs: 1,
      onHoldJobs: 1,
      closedJobs: 1,
      offer: 2,
      joined: 2,
      interview: 4,
      screening: 5,
      rejected: 3,
      total: 16,
    },
  },
  {
    vendorId: 2,
    vendorName: 'HireWave',
    email: 'team@hirewave.example',
    contactPerson: 'Dev Menon',
    totalJobs: 1,
    jobDetails: [
      { jobId: 41, role: 'Java Developer', client: 'Globex', status: 'Active', candidates: 5 },
    ],
    totalCandidates: 5,
    candidatesByStatus: { 'Client Screening': 3, Offer: 1, Dropped: 1, Total: 5 },
    successRate: 20,
    avgCandidatesPerJob: 5,
    memberSince: '2025-11-02',
    rollup: {
      activeJobs: 1,
      onHoldJobs: 0,
      closedJobs: 0,
      offer: 1,
      joined: 0,
      interview: 0,
      screening: 3,
      rejected: 1,
      total: 5,
    },
  },
  {
    vendorId: 3,
    vendorName: 'PeopleFirst',
    email: '',
    contactPerson: '',
    totalJobs: 0,
    jobDetails: [],
    totalCandidates: 0,
    candidatesByStatus: { Total: 0 },
    successRate: 0,
    avgCandidatesPerJob: 0,
    memberSince: '2026-03-20',
    rollup: {
      activeJobs: 0,
      onHoldJobs: 0,
      closedJobs: 0,
      offer: 0,
      joined: 0,
      interview: 0,
      screening: 0,
      rejected: 0,
      total: 0,
    },
  },
];

/** Active recruiters a vendor's job can be given (Vendors' Edit recruiters). */
export const storyRecruiterChoices = [
  { username: 'recruiter', name: 'Rahul Verma' },
  { username: 'reviewer', name: 'Priya Nair' },
  { username: 'recruiter2', name: 'Anita Rao' },
];
