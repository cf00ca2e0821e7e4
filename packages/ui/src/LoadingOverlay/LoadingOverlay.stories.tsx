import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ThemeRoot } from '../theme/ThemeRoot';
import { LoadingOverlay } from './LoadingOverlay';

const meta = {
  title: 'UI/LoadingOverlay',
  component: LoadingOverlay,
  decorators: [
    (Story) => (
      <ThemeRoot>
        <div style={{ position: 'relative', width: 480, height: 200 }}>
          <p>Priya Sharma · Acme · PR-Pending</p>
          <p>Arjun Rao · Acme · PR-Approved</p>
          {Story()}
        </div>
      </ThemeRoot>
    ),
  ],
} satisfies Meta<typeof LoadingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OverTable: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Loading data...');
    const box = status.getBoundingClientRect();
    const parent = (status.parentElement as HTMLElement).getBoundingClientRect();
    await expect([box.width, box.height]).toEqual([parent.width, parent.height]);
  },
};
