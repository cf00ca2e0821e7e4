import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyRecruiterDetail, storyRecruiters } from '../shared/storyData';
import { clock, csvOf, inHost, rowsOf } from '../shared/storyHost';
import { RecruiterDetailView } from './RecruiterDetailScreen';
import { RecruitersView } from './RecruitersScreen';

const meta = {
  title: 'Portal/Org/Recruiters',
  // A portal screen, not a published component: no docs page.
  tags: ['!autodocs'],
  component: RecruitersView,
  args: {
    recruiters: storyRecruiters,
    isLoading: false,
    error: null,
    detailPath: (id: number) => `/manager/recruiters/${id}`,
  },
  decorators: [inHost],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof RecruitersView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Figures per recruiter, target progress, pending reviews; sort by offers; CSV in that order. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Showing 1 to 8 of 8 recruiters')).toBeVisible();
    await expect(c.getByRole('link', { name: 'Rahul Verma' })).toHaveAttribute(
      'href',
      '/manager/recruiters/3',
    );
    await expect(c.getByText('12 / 12 (100%)')).toBeVisible();
    await expect(c.getAllByText('No target').length).toBe(2);
    await userEvent.click(c.getByRole('button', { name: /^Offers/ }));
    await userEvent.click(c.getByRole('button', { name: /^Offers/ }));
    await waitFor(() =>
      expect(
        within(rowsOf(canvasElement)[0] as HTMLElement).getByText('Rahul Verma'),
      ).toBeVisible(),
    );
    const csv = await csvOf(() => userEvent.click(c.getByRole('button', { name: 'Export CSV' })));
    const lines = csv.trim().split('\r\n');
    await expect(lines).toHaveLength(9);
    const offers = lines.slice(1).map((l) => Number(l.split(',')[4]));
    await expect(offers).toEqual([...offers].sort((a, b) => b - a));
  },
};

/** While the figures load. */
export const Loading: Story = {
  args: { recruiters: undefined, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Loading recruiters...' }),
    ).toBeVisible();
  },
};

/** No recruiter accounts. */
export const Empty: Story = {
  args: { recruiters: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No recruiters found')).toBeVisible();
  },
};

/** The figures failed to load. */
export const Failed: Story = {
  args: {
    recruiters: undefined,
    error: 'Access denied. You do not have permission to perform this action.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^Error: Access denied/)).toBeVisible();
  },
};

/** One recruiter: the period's figures, pipeline by status, targets and jobs. */
export const Detail: Story = {
  render: () => (
    <RecruiterDetailView
      detail={storyRecruiterDetail}
      targets={[
        { id: 1, period: 'weekly', period_start: '2026-03-30', target: 12, achieved: 12 },
        { id: 2, period: 'weekly', period_start: '2026-03-23', target: 12, achieved: 9 },
        { id: 3, period: 'monthly', period_start: '2026-03-01', target: 40, achieved: 36 },
      ]}
      isLoading={false}
      error={null}
      now={clock}
    />
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 1, name: 'Rahul Verma' })).toBeVisible();
    const figures = within(
      canvasElement.querySelector('dl[aria-label="Figures in the period"]') as HTMLElement,
    );
    await expect(figures.getByText('Added').nextElementSibling).toHaveTextContent('40');
    await expect(figures.getByText('Weekly target').nextElementSibling).toHaveTextContent(
      '12 / 12 (100%)',
    );
    await expect(c.getByRole('table', { name: 'Targets' })).toBeVisible();
    await expect(c.getByRole('table', { name: 'Jobs of Rahul Verma' })).toBeVisible();
  },
};

/** A recruiter the caller may not see. */
export const DetailRefused: Story = {
  render: () => (
    <RecruiterDetailView
      detail={undefined}
      targets={[]}
      isLoading={false}
      error="Access denied. You do not have permission to perform this action."
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^Error: Access denied/)).toBeVisible();
  },
};
