import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyClientDetail } from '../shared/storyData';
import { clock, inHost } from '../shared/storyHost';
import { ClientDetailView } from './ClientDetailScreen';

const meta = {
  title: 'Portal/Org/ClientDetail',
  // A portal screen, not a published component: no docs page.
  tags: ['!autodocs'],
  component: ClientDetailView,
  args: {
    detail: storyClientDetail,
    isLoading: false,
    error: null,
    recruiterPath: (id: number) => `/leadership/recruiters/${id}`,
    now: clock,
  },
  decorators: [inHost],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ClientDetailView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A client: figures, candidates by status, 12 weeks of activity, jobs and recruiters. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 1, name: 'Globex' })).toBeVisible();
    const summary = within(canvasElement.querySelector('dl[aria-label="Summary"]') as HTMLElement);
    await expect(summary.getByText('Candidates').nextElementSibling).toHaveTextContent('66');
    await expect(c.getByRole('img', { name: /66 added, 10 reached an offer/ })).toBeVisible();
    const jobs = within(c.getByRole('table', { name: 'Jobs of Globex' }));
    await expect(jobs.getByText('Java Developer')).toBeVisible();
    await expect(c.getByRole('link', { name: 'Rahul Verma' })).toHaveAttribute(
      'href',
      '/leadership/recruiters/3',
    );
  },
};

/** A client with no candidates or jobs yet. */
export const NothingYet: Story = {
  args: {
    detail: {
      ...storyClientDetail,
      jobs: [],
      by_status: {},
      recruiters: [],
      activity: storyClientDetail.activity.map((w) => ({ ...w, added: 0, offers: 0 })),
    },
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('No candidates yet')).toBeVisible();
    await expect(c.getByText('No jobs found')).toBeVisible();
    await expect(c.getByText('No recruiters assigned')).toBeVisible();
  },
};

/** While the client loads. */
export const Loading: Story = {
  args: { detail: undefined, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Loading client...')).toBeVisible();
  },
};

/** A client that is not there (or not visible to a recruiter). */
export const NotFound: Story = {
  args: { detail: undefined, error: 'Client not found' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Error: Client not found')).toBeVisible();
  },
};
