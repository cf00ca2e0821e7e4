import type { MyTasksResponse } from '@hrportal/api-client/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { themedHost } from '../targets/storyParts';
import { TargetBars } from '../targets/TargetBars';
import { ActivityList, Card, type DashboardLinks, MeetingsList, TasksList } from './DashboardParts';

const links: DashboardLinks = {
  candidate: (id) => `/manager/candidate?candidate=${id}`,
  jobs: '/manager/job-listing',
  reviews: '/manager/peer-assigned-profiles',
  targets: '/manager/recruiters?tab=targets',
};
const tasks: MyTasksResponse = {
  status: 'success',
  stuck_days: 7,
  pending_reviews: 2,
  stuck: {
    total: 12,
    candidates: [
      { id: 41, name: 'Priya Sharma', status: 'Client Screening', client: 'Acme Corp', days: 12 },
      { id: 42, name: 'Arjun Mehta', status: 'Peer Review', client: '', days: 9 },
    ],
  },
  idle_jobs: {
    total: 1,
    jobs: [{ id: 7, client: 'Globex', role: 'Java Developer', recruiter: 'Rahul Verma' }],
  },
  activity: [
    {
      id: '9',
      type: 'candidate_added',
      data: { candidateId: 43, name: 'Kavya Rao', updatedBy: 'Rahul Verma' },
      timestamp: '2026-03-31T06:30:00.000Z',
    },
    {
      id: '8',
      type: 'weekly_target_assigned',
      data: { targetId: 3, recruiterId: 3, updatedBy: 'Maya Iyer' },
      timestamp: '2026-03-31T05:00:00.000Z',
    },
  ],
  candidates: { total: 14, by_status: { 'Client Screening': 9, 'Peer Review': 5 } },
  jobs: { active: 3, hold: 1, closed: 2 },
};

function Dashboard({ empty = false }: { empty?: boolean }) {
  const t = empty
    ? {
        ...tasks,
        pending_reviews: 0,
        stuck: { total: 0, candidates: [] },
        idle_jobs: { total: 0, jobs: [] },
        activity: [],
      }
    : tasks;
  return (
    <div
      style={{
        display: 'grid',
        gap: 16,
        gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 22rem), 1fr))',
      }}
    >
      <Card id="t" title="My tasks">
        <TasksList tasks={t} links={links} showReviews />
      </Card>
      <Card id="w" title="My team's week">
        <TargetBars
          actual={{ candidates: 30, submissions: 12, interviews: 5, offers: 2, joinings: 1 }}
          target={{ candidates: 40, submissions: 12, interviews: 8, offers: 0, joinings: 2 }}
        />
      </Card>
      <Card id="m" title="Today and tomorrow">
        <MeetingsList
          today="2026-03-31"
          meetings={
            empty
              ? []
              : [
                  {
                    id: '1',
                    type: 'zoom',
                    date: '2026-03-31',
                    startTime: '10:00',
                    endTime: '10:30',
                    title: 'Screening: Priya Sharma',
                    attendees: [],
                    attendeesOptional: [],
                    description: '',
                    timezone: 'Asia/Kolkata',
                    platform: 'Zoom',
                    joinUrl: 'https://zoom.example/j/1',
                    recruiterEmail: '',
                    meetingData: null,
                  },
                ]
          }
        />
      </Card>
      <Card id="a" title="Team activity">
        <ActivityList events={t.activity} links={links} />
      </Card>
    </div>
  );
}

const meta = {
  title: 'Portal/Dashboard/ActNow',
  // A portal screen, not a published component: no docs page.
  tags: ['!autodocs'],
  component: Dashboard,
  decorators: [themedHost],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Dashboard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Tasks with links to the records, the team's week, a meeting to join, the newest activity. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('link', { name: '2 peer reviews waiting for you' })).toHaveAttribute(
      'href',
      '/manager/peer-assigned-profiles',
    );
    await expect(
      c.getByRole('link', { name: /^Priya Sharma — Client Screening, 12 days/ }),
    ).toHaveAttribute('href', '/manager/candidate?candidate=41');
    await expect(c.getByRole('link', { name: 'Kavya Rao: added by Rahul Verma' })).toBeVisible();
    await expect(c.getByRole('link', { name: 'Join Screening: Priya Sharma' })).toBeVisible();
    await expect(c.getByRole('progressbar', { name: 'Submissions' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
  },
};

/** Nothing waiting, no meetings, no activity. */
export const Empty: Story = {
  args: { empty: true },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Nothing waiting for you. Well done.')).toBeVisible();
    await expect(c.getByText('No meetings today or tomorrow.')).toBeVisible();
    await expect(c.getByText('No activity yet.')).toBeVisible();
  },
};

/** A card loading and one that failed. */
export const LoadingAndError: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Card id="l" title="My tasks" isLoading>
        {null}
      </Card>
      <Card id="e" title="Team activity" error="Server error. Please try again later.">
        {null}
      </Card>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('status', { name: 'Loading my tasks...' })).toBeVisible();
    await expect(c.getByText('Error: Server error. Please try again later.')).toBeVisible();
  },
};

export const Dark: Story = {
  parameters: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'My tasks' })).toBeVisible();
  },
};
