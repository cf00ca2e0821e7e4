import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ThemeRoot } from '../theme/ThemeRoot';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'UI/Skeleton',
  component: Skeleton,
  decorators: [(Story) => <ThemeRoot>{Story()}</ThemeRoot>],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

const shape = (root: HTMLElement) => {
  const rows = root.querySelectorAll('[data-skeleton-row]');
  return { rows: rows.length, columns: rows[0]?.children.length };
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status', { name: 'Loading' });
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(shape(status)).toEqual({ rows: 8, columns: 6 });
  },
};

export const PeerReviewTable: Story = {
  args: { rows: 3, columns: 9, label: 'Loading profiles...' },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status', { name: 'Loading profiles...' });
    await expect(shape(status)).toEqual({ rows: 3, columns: 9 });
  },
};
