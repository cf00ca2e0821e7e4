import { describe, expect, it } from 'vitest';
import { type Candidate, CandidateJobInput } from '../../src/contract/candidates';
import {
  activeUserFromServer,
  formatExperience,
  parseExperience,
  peerReviewPriority,
  toCandidateListItem,
} from '../../src/index';

describe('parseExperience', () => {
  it.each([
    ['2 years 6 months', 2.5],
    ['2 years', 2],
    ['1 year', 1],
    ['6 months', 0.5],
    ['1 month', 0.08],
    ['3', 3],
    ['3.5', 3.5],
    ['0.25', 0.25],
    ['  4 Years 3 Months ', 4.25],
    ['', 0],
    [null, 0],
    [undefined, 0],
    ['lots', 0],
    ['-2', 0],
  ])('%j → %d', (text, years) => {
    expect(parseExperience(text)).toBe(years);
  });
});

describe('formatExperience', () => {
  it.each([
    [2.5, '2 years 6 months'],
    [2, '2 years'],
    [1, '1 year'],
    [0.5, '6 months'],
    [1.0833, '1 year 1 month'],
    [1.99, '2 years'],
    [0, '0 years'],
    [-1, '0 years'],
    [Number.NaN, '0 years'],
  ])('%d → %s', (years, text) => {
    expect(formatExperience(years)).toBe(text);
  });

  it('round-trips with parseExperience', () => {
    for (const text of ['2 years 6 months', '6 months', '3 years', '1 year 1 month']) {
      expect(formatExperience(parseExperience(text))).toBe(text);
    }
  });
});

const serverCandidate: Candidate = {
  id: 12,
  job_id: 3,
  name: 'Ravi Kumar',
  email: 'ravi@example.com',
  mobile: '9876543210',
  client: 'Acme',
  profile: 'Backend Engineer',
  status: 'Client Interview',
  date_created: '2025-03-01',
  experience: '2 years 6 months',
  qualifications: 'B.Tech',
  preferred_job_location: 'Pune',
  skills: 'Java, Spring ,SQL,',
  current_ctc: '10 LPA',
  expected_ctc: '14 LPA',
  remarks: 'Strong',
  data_updated_date: '2025-03-05',
  reason_for_job_change: 'Growth',
  peer_reviewer_level1: 'priya',
  peer_reviewer_level2: '',
  recruiter: 'asha',
  management: 'meera',
  current_company: 'Initech',
  position: 'SDE 2',
  current_job_location: 'Bengaluru',
  relevant_experience: '6 months',
  notice_period: '30 days',
  linkedin: 'https://linkedin.com/in/ravi',
  holding_offer: 'No',
  serving_notice_period: 'Yes',
  period_of_notice: '30',
  last_working_date: '2025-04-01',
  remind_lwd: false,
  total_offers: 1,
  highest_package_in_lpa: 15,
  buyout: true,
  resume_present: true,
  user_id: 2,
  client_assigned: true,
  comments: {
    'Asha Rao': [{ comment: 'Shortlisted', timestamp: '2025-03-02T10:00:00Z' }],
    'Meera Iyer': [{ comment: 'Schedule round 2', timestamp: '2025-03-04T09:00:00Z' }],
  },
};

describe('toCandidateListItem', () => {
  it('maps every field of the list view', () => {
    expect(toCandidateListItem(serverCandidate)).toEqual({
      id: 12,
      jobId: 3,
      name: 'Ravi Kumar',
      email: 'ravi@example.com',
      phone: '9876543210',
      client: 'Acme',
      profile: 'Backend Engineer',
      skills: ['Java', 'Spring', 'SQL'],
      status: 'Client Interview',
      appliedDate: '2025-03-01',
      lastUpdated: '2025-03-05',
      source: 'asha',
      experience: 2.5,
      education: 'B.Tech',
      location: 'Bengaluru',
      salary: '10 LPA',
      notes: 'Strong',
      comment: 'Schedule round 2',
      comments: serverCandidate.comments,
      peerReviewer: 'priya',
      recruiter: 'asha',
      management: 'meera',
      // No names from this server: the usernames stand in for them.
      peerReviewerName: 'priya',
      recruiterName: 'asha',
      managementName: 'meera',
      client_assigned: true,
      currentCompany: 'Initech',
      position: 'SDE 2',
      currentJobLocation: 'Bengaluru',
      preferredJobLocation: 'Pune',
      relevantExperience: 0.5,
      currentCTC: '10 LPA',
      expectedCTC: '14 LPA',
      noticePeriod: '30 days',
      linkedin: 'https://linkedin.com/in/ravi',
      reasonForJobChange: 'Growth',
      holdingOffer: 'No',
      servingNoticePeriod: 'Yes',
      periodOfNotice: '30',
      lastWorkingDate: '2025-04-01',
      totalOffers: 1,
      highestPackageInLpa: 15,
      buyout: true,
      resumePresent: true,
      userId: 2,
    });
  });

  it('defaults: empty experience is 0, no update date falls back to creation, level 2 reviewer', () => {
    const item = toCandidateListItem({
      ...serverCandidate,
      experience: '',
      data_updated_date: null,
      peer_reviewer_level1: '',
      peer_reviewer_level2: 'ravi',
      comments: {},
    });
    expect(item).toMatchObject({
      experience: 0,
      lastUpdated: '2025-03-01',
      peerReviewer: 'ravi',
      comment: '',
    });
  });

  it('people: full names from the server beside the usernames, the level that is set', () => {
    const named = {
      ...serverCandidate,
      recruiter_name: 'Asha Rao',
      management_name: 'Meera Iyer',
      peer_reviewer_level1_name: 'Priya Nair',
      peer_reviewer_level2_name: 'Ravi Kumar',
    };
    expect(toCandidateListItem(named)).toMatchObject({
      recruiter: 'asha',
      recruiterName: 'Asha Rao',
      management: 'meera',
      managementName: 'Meera Iyer',
      peerReviewer: 'priya',
      peerReviewerName: 'Priya Nair',
    });
    expect(
      toCandidateListItem({
        ...named,
        peer_reviewer_level1: '',
        peer_reviewer_level1_name: '',
        peer_reviewer_level2: 'ravi',
      }),
    ).toMatchObject({ peerReviewer: 'ravi', peerReviewerName: 'Ravi Kumar' });
  });

  it.each([
    ['null', null],
    ['a string', 'nope'],
    ['no id', { ...serverCandidate, id: undefined }],
    ['no name', { ...serverCandidate, name: 42 }],
    ['bad comments', { ...serverCandidate, comments: { x: 'not a list' } }],
  ])('a row with %s becomes the Error Loading placeholder', (_what, raw) => {
    const item = toCandidateListItem(raw);
    expect(item.name).toBe('Error Loading');
    expect(item.status).toBe('Error');
  });

  it('the placeholder keeps the id when there is one', () => {
    expect(toCandidateListItem({ ...serverCandidate, comments: { x: 1 } }).id).toBe(12);
  });

  it.each([
    ['an id', 3, 3],
    ['no job', null, null],
    ['"" from a legacy server (no job)', '', null],
    ['an id as digits', '42', 42],
    ['a text job code, kept as written', 'JAVA-01', 'JAVA-01'],
    ['a code with leading zeros, kept as text', '007', '007'],
  ])('reads job_id as %s', (_what, jobId, expected) => {
    expect(toCandidateListItem({ ...serverCandidate, job_id: jobId }).jobId).toBe(expected);
  });
});

describe('peerReviewPriority', () => {
  it.each([
    ['PR-Pending', 'High'],
    ['pending', 'High'],
    ['PR-Rejected', 'Low'],
    ['Rejected', 'Low'],
    ['PR-Approved', 'Medium'],
    ['', 'Medium'],
    [undefined, 'Medium'],
  ] as const)('%s → %s', (status, priority) => {
    expect(peerReviewPriority(status)).toBe(priority);
  });
});

describe('activeUserFromServer', () => {
  const raw = {
    id: 4,
    username: 'asha',
    name: 'Asha Rao Menon',
    email: 'asha@example.com',
    user_type: 'recruiter' as const,
    is_verified: true,
    is_active: false,
    is_peer_reviewer: true,
    created_at: '2025-01-01T00:00:00Z',
  };

  it('splits the name at the first space', () => {
    expect(activeUserFromServer(raw)).toEqual({
      id: 4,
      username: 'asha',
      name: 'Asha Rao Menon',
      firstName: 'Asha',
      lastName: 'Rao Menon',
      email: 'asha@example.com',
      userType: 'recruiter',
      isVerified: true,
      isActive: false,
      isPeerReviewer: true,
    });
  });

  it('a one-word name has an empty last name', () => {
    expect(activeUserFromServer({ ...raw, name: ' Madonna ' })).toMatchObject({
      firstName: 'Madonna',
      lastName: '',
    });
  });
});

describe("CandidateJobInput (a request's legacy job_id)", () => {
  it.each([
    [12, 12],
    [null, null],
    ['', null],
    ['  ', null],
    ['12', 12],
    [' JAVA-01 ', 'JAVA-01'],
    ['007', '007'],
    ['99999999999', '99999999999'],
  ])('%j → %j', (input, expected) => {
    expect(CandidateJobInput.parse(input)).toBe(expected);
  });

  it('refuses what is neither an id nor a code, with a message', () => {
    expect(CandidateJobInput.safeParse(-1).success).toBe(false);
    expect(CandidateJobInput.safeParse({}).error?.issues[0]?.message).toBe(
      'Expected a job id or a job code',
    );
  });
});
