import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyManagers } from '../shared/storyData';
import { inHost } from '../shared/storyHost';
import { ManagersView } from './ManagersScreen';

const meta = {
  title: 'Portal/Org/Managers',
  // A portal screen, not a published component: no docs page.
  tags: ['!autodocs'],
  component: ManagersView,
  args: { managers: storyManagers, isLoading: false, error: null },
  decorators: [inHost],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ManagersView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Managers with their jobs and their teams' figures. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Showing 1 to 3 of 3 managers')).toBeVisible();
    await expect(c.getByText('47 / 60 (78%)')).toBeVisible();
    await expect(c.getByText('Inactive')).toBeVisible();
  },
};

/** While the figures load. */
export const Loading: Story = {
  args: { managers: undefined, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Loading managers...' }),
    ).toBeVisible();
  },
};

/** No manager accounts. */
export const Empty: Story = {
  args: { managers: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No managers found')).toBeVisible();
  },
};

/** The figures failed to load. */
export const Failed: Story = {
  args: { managers: undefined, error: 'Server error. Please try again later.' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Error: Server error. Please try again later.'),
    ).toBeVisible();
  },
};
