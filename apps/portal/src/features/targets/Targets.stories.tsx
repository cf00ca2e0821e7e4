import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MyTargetsView } from './MyTargets';
import { storyMonths, storyWeeks, themedHost } from './storyParts';
import { TeamTargetsView } from './TeamTargets';

const meta = {
  title: 'Portal/Targets/MyTargets',
  // A portal screen, not a published component: no docs page.
  tags: ['!autodocs'],
  component: MyTargetsView,
  args: {
    weekly: storyWeeks(8, 1),
    monthly: storyMonths(6),
    isLoading: false,
    error: null,
  },
  decorators: [themedHost],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof MyTargetsView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** This week and month as bars (counted / target), then seven weeks and five months of history. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const week = within(c.getByRole('region', { name: 'This week' }));
    await expect(week.getByRole('progressbar', { name: 'Candidates added' })).toHaveAttribute(
      'aria-valuetext',
      '12 of 10 (120%)',
    );
    await expect(week.getByRole('progressbar', { name: 'Joins' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    await expect(c.getAllByText(/Focus on the Acme Java roles/)).toHaveLength(2);
    const tables = c.getAllByRole('table');
    await expect(within(tables[0] as HTMLElement).getAllByRole('row')).toHaveLength(8);
  },
};

/** While the counts load. */
export const Loading: Story = {
  args: { weekly: undefined, monthly: undefined, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Loading targets...' }),
    ).toBeVisible();
  },
};

/** No target set yet: still counted, and said so. */
export const NoTargets: Story = {
  args: {
    weekly: storyWeeks(2, 4).map((p) => ({ ...p, rows: p.rows.slice(2, 3) })),
    monthly: storyMonths(1).map((p) => ({
      ...p,
      rows: p.rows.map((r) => ({ ...r, target: null })),
    })),
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'No targets yet' })).toBeVisible();
    await expect(c.getAllByText('No target set — counted anyway.')).toHaveLength(2);
  },
};

/** The §8 text when the counts cannot be read. */
export const Failed: Story = {
  args: {
    weekly: undefined,
    monthly: undefined,
    error:
      'Failed to get weekly target: 503 Service temporarily unavailable. Please try again later.',
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(/^Error: Failed to get weekly target: 503/),
    ).toBeVisible();
  },
};

/** The full view in the dark theme. */
export const Dark: Story = {
  parameters: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'This month' })).toBeVisible();
  },
};

/** The manager's table: every recruiter with bars; Edit, Assign, select for bulk, copy. */
export const Team: Story = {
  render: () => (
    <TeamTargetsView
      period="weekly"
      onPeriodChange={fn()}
      current={storyWeeks(1)[0]}
      isLoading={false}
      error={null}
      onShift={fn()}
      onEdit={teamEdit}
      onCopy={fn()}
    />
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('30 Mar – 5 Apr 2026')).toBeVisible();
    await expect(c.getAllByRole('button', { name: 'Edit target' })).toHaveLength(2);
    await expect(c.getAllByRole('button', { name: 'Assign target' })).toHaveLength(2);
    const bulk = c.getByRole('button', { name: 'Assign to selected (0)' });
    await expect(bulk).toBeDisabled();
    await userEvent.click(c.getByRole('checkbox', { name: 'Select Vikram Rao' }));
    await userEvent.click(c.getByRole('checkbox', { name: 'Select Neha Gupta' }));
    await userEvent.click(c.getByRole('button', { name: 'Assign to selected (2)' }));
    await expect(teamEdit).toHaveBeenCalledWith({ kind: 'bulk', recruiterIds: [5, 6] });
  },
};
const teamEdit = fn();

/** The manager's table while loading, empty, failed — and dark. */
export const TeamLoading: Story = {
  render: () => (
    <TeamTargetsView
      period="monthly"
      onPeriodChange={fn()}
      current={undefined}
      isLoading
      error={null}
      onShift={fn()}
      onEdit={fn()}
      onCopy={fn()}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Loading targets...' }),
    ).toBeVisible();
  },
};

export const TeamEmpty: Story = {
  render: () => (
    <TeamTargetsView
      period="weekly"
      onPeriodChange={fn()}
      current={storyWeeks(1, 0)[0]}
      isLoading={false}
      error={null}
      onShift={fn()}
      onEdit={fn()}
      onCopy={fn()}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'No recruiters yet' }),
    ).toBeVisible();
  },
};

export const TeamFailed: Story = {
  render: () => (
    <TeamTargetsView
      period="weekly"
      onPeriodChange={fn()}
      current={undefined}
      isLoading={false}
      error="Failed to get weekly target: 403 Access denied. You do not have permission to perform this action."
      onShift={fn()}
      onEdit={fn()}
      onCopy={fn()}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(/^Error: Failed to get weekly target: 403/),
    ).toBeVisible();
  },
};

export const TeamDark: Story = {
  ...Team,
  parameters: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('progressbar').length).toBe(20);
  },
};
