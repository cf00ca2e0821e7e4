import type { CandidateRecordResponse } from '@hrportal/api-client/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { overlayDocs } from '../../../../.storybook/documents';
import { CandidateRecordPanel } from './CandidateRecord';
import { inHost, page } from './storyFixtures';

const record: CandidateRecordResponse = {
  status: 'success',
  candidate: {
    id: 1042,
    job_id: 318,
    name: 'Ravi Kumar',
    email: 'ravi.kumar@example.com',
    mobile: '9845012345',
    client: 'Acme',
    profile: 'Java Developer',
    status: 'Client Screening',
    date_created: '2026-03-02',
    experience: '5.5',
    qualifications: 'B.Tech',
    preferred_job_location: 'Bengaluru',
    skills: 'Java, Spring Boot, Kafka, SQL',
    current_ctc: '12 LPA',
    expected_ctc: '16 LPA',
    remarks: '',
    data_updated_date: '2026-03-20',
    reason_for_job_change: 'Growth',
    peer_reviewer_level1: 'priya',
    peer_reviewer_level2: '',
    recruiter: 'rahul',
    management: 'maya',
    current_company: 'TCS',
    position: 'Senior Engineer',
    current_job_location: 'Pune',
    relevant_experience: '4 years',
    notice_period: '30 days',
    linkedin: 'https://www.linkedin.com/in/ravi-kumar',
    holding_offer: 'No',
    serving_notice_period: 'No',
    period_of_notice: '',
    last_working_date: null,
    remind_lwd: false,
    total_offers: null,
    highest_package_in_lpa: null,
    buyout: false,
    resume_present: true,
    user_id: 7,
    client_assigned: true,
    comments: {
      'Rahul Verma': [
        { comment: 'Strong Java, weak on Kafka', timestamp: '2026-03-05T09:30:00Z' },
        { comment: 'Shared with the client', timestamp: '2026-03-20T11:00:00Z' },
      ],
      'Maya Menon': [{ comment: 'Fast-track this one', timestamp: '2026-03-10T08:15:00Z' }],
    },
  },
  status_history: [
    { status: 'Internal Screening', previous: null, at: '2026-03-02T10:00:00Z', by: 'Rahul Verma' },
    {
      status: 'Internal Interview',
      previous: 'Internal Screening',
      at: '2026-03-05T09:30:00Z',
      by: 'Rahul Verma',
    },
    {
      status: 'Client Screening',
      previous: 'Internal Interview',
      at: '2026-03-20T11:00:00Z',
      by: 'Maya Menon',
      comment: 'Sent to Acme for screening',
    },
  ],
  files: [
    {
      file_id: 1042,
      kind: 'resume',
      filename: 'ravi_kumar.pdf',
      mime_type: 'application/pdf',
      size_bytes: 182_000,
      uploaded_at: '2026-03-02T10:00:00Z',
    },
    {
      file_id: 9,
      kind: 'additional',
      filename: 'offer_letter.pdf',
      mime_type: 'application/pdf',
      size_bytes: 64_000,
      uploaded_at: '2026-03-03T10:00:00Z',
    },
  ],
  job: { id: 318, role: 'Java Developer', client: 'Acme', job_status: 'Active' },
  peer_reviews: [
    {
      reviewer: 'Priya Nair',
      status: 'PR-Approved',
      submitted_status: 'Client Screening',
      comment: 'Good fundamentals',
      assigned_at: '2026-03-18T10:00:00Z',
      decided_at: '2026-03-19T10:00:00Z',
    },
  ],
  interviews: [
    {
      id: 51,
      kind: 'call',
      title: 'Call with Ravi Kumar',
      starts_at: '2026-03-04T05:30:00.000Z',
      ends_at: null,
      time_zone: 'UTC',
      organizer: 'Rahul Verma',
      join_url: null,
      location: null,
      job_id: null,
    },
    {
      id: 52,
      kind: 'zoom',
      title: 'Technical round',
      starts_at: '2026-03-25T13:00:00.000Z',
      ends_at: '2026-03-25T14:00:00.000Z',
      time_zone: 'America/New_York',
      organizer: 'Rahul Verma',
      join_url: 'https://us02web.zoom.us/j/81234567890',
      location: null,
      job_id: 318,
    },
    {
      id: 53,
      kind: 'teams',
      title: 'Client interview',
      starts_at: '2026-03-27T10:00:00.000Z',
      ends_at: '2026-03-27T11:00:00.000Z',
      time_zone: 'UTC',
      organizer: 'Maya Menon',
      join_url: null,
      location: null,
      job_id: 318,
    },
  ],
};

const meta = {
  title: 'Tables/CandidateRecord',
  component: CandidateRecordPanel,
  args: {
    candidateId: 1042,
    record,
    now: new Date('2026-03-21T09:00:00Z'),
    onClose: fn(),
    onFile: fn(),
  },
  decorators: [inHost],
  parameters: overlayDocs,
} satisfies Meta<typeof CandidateRecordPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The whole record: the §2 fields, the job, the peer review, the status history and comments with
 * who and when, the files with their actions.
 */
export const Loaded: Story = {
  play: async ({ args }) => {
    const dialog = within(page().getByRole('dialog', { name: 'Candidate Details: Ravi Kumar' }));
    // The modal fades in: visible once its entrance ends.
    await waitFor(() => expect(dialog.getByText('ravi.kumar@example.com')).toBeVisible());
    // An empty field reads Not specified (SPEC §2), e.g. Remarks and Last Working Date.
    await expect(dialog.getAllByText('Not specified')).toHaveLength(2);
    await expect(dialog.getByText('Java Developer · Acme · Job 318')).toBeVisible();
    await expect(dialog.getByText('PR-Approved')).toBeVisible();
    await expect(dialog.getByText('Internal Interview → Client Screening')).toBeVisible();
    // A change made with a comment shows it under the move.
    await expect(dialog.getByText('“Sent to Acme for screening”')).toBeVisible();
    // Comments newest first, each with its author.
    const comments = dialog.getAllByText(/Shared with the client|Fast-track|Strong Java/);
    await expect(comments.map((c) => c.textContent)).toEqual([
      'Shared with the client',
      'Fast-track this one',
      'Strong Java, weak on Kafka',
    ]);
    // Interviews by start: past and upcoming, the kind, the link or honestly none yet, and a
    // meeting in another zone on its own clock too.
    const interviews = within(dialog.getByRole('region', { name: 'Interviews' }));
    await expect(
      interviews.getAllByRole('listitem').map((item) => item.firstElementChild?.textContent),
    ).toEqual([
      'PastCall · Call with Ravi Kumar',
      'UpcomingZoom · Technical round',
      'UpcomingTeams · Client interview',
    ]);
    await expect(interviews.getByText(/09:00 America\/New_York/)).toBeVisible();
    await expect(interviews.getByRole('link', { name: 'Join the Zoom meeting' })).toHaveAttribute(
      'href',
      'https://us02web.zoom.us/j/81234567890',
    );
    await expect(interviews.getByText('No online link yet')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Download Resume' }));
    await expect(args.onFile).toHaveBeenCalledWith(record.files[0], true);
    await userEvent.click(dialog.getByRole('button', { name: 'Download Additional Files' }));
    await expect(args.onFile).toHaveBeenCalledWith(record.files[1], true);
  },
};

/** A candidate in the pool with no history yet: each section says so. */
export const Sparse: Story = {
  args: {
    record: {
      ...record,
      candidate: { ...record.candidate, comments: {}, job_id: null, client: '' },
      status_history: [],
      files: [],
      job: null,
      peer_reviews: [],
      interviews: [],
    },
  },
  play: async () => {
    const dialog = within(page().getByRole('dialog'));
    await waitFor(() =>
      expect(dialog.getByText('Not assigned to a job (Candidate Pool)')).toBeVisible(),
    );
    await expect(dialog.getByText('No peer review')).toBeVisible();
    await expect(dialog.getByText('No interviews scheduled')).toBeVisible();
    await expect(
      dialog.getByText('No status change recorded; Client Screening since it was added.'),
    ).toBeVisible();
    await expect(dialog.getByText('No comments yet')).toBeVisible();
    await expect(dialog.getByText('No files')).toBeVisible();
    // The profile link opens in a new tab.
    await expect(dialog.getByRole('link', { name: /linkedin\.com/ })).toHaveAttribute(
      'target',
      '_blank',
    );
  },
};

/** While the record loads. */
export const Loading: Story = {
  args: { record: undefined },
  play: async () => {
    await waitFor(() =>
      expect(page().getByRole('dialog', { name: 'Candidate Details' })).toBeVisible(),
    );
    await expect(
      within(page().getByRole('dialog')).getByText('Loading candidate...'),
    ).toBeVisible();
  },
};

/** A record the user may not open: the §8 message. */
export const Forbidden: Story = {
  args: {
    record: undefined,
    error: 'Access denied. You do not have permission to perform this action.',
  },
  play: async () => {
    await expect(page().getByRole('alert')).toHaveTextContent('Access denied.');
  },
};
