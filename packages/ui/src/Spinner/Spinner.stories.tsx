import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ThemeRoot } from '../theme/ThemeRoot';
import { Spinner } from './Spinner';

const meta = {
  title: 'UI/Spinner',
  component: Spinner,
  decorators: [(Story) => <ThemeRoot>{Story()}</ThemeRoot>],
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <Spinner size="small" label="Loading small" />
      <Spinner label="Loading conversations" />
      <Spinner size="large" label="Loading large" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Loading conversations' });
    // Indeterminate: no current value is announced.
    await expect(bar).not.toHaveAttribute('aria-valuenow');
  },
};
