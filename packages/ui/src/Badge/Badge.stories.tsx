import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ThemeRoot } from '../theme/ThemeRoot';
import { Badge, badgeTones } from './Badge';

const meta = {
  title: 'UI/Badge',
  component: Badge,
  args: { children: 'PDF' },
  decorators: [(Story) => <ThemeRoot>{Story()}</ThemeRoot>],
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      {badgeTones.map((tone) => (
        <Badge key={tone} tone={tone}>
          {tone}
        </Badge>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('critical')).toBeVisible();
  },
};

export const Counts: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <Badge tone="critical" count={7} label="unread messages" />
      <Badge tone="critical" count={99} label="unread messages" />
      <Badge tone="critical" count={100} label="unread messages" />
      <Badge tone="critical" count={0} label="unread messages" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: '7 unread messages' })).toHaveTextContent('7');
    await expect(canvas.getByRole('img', { name: '99 unread messages' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: '99+ unread messages' })).toHaveTextContent('99+');
    // A zero count renders nothing.
    await expect(canvas.getAllByRole('img')).toHaveLength(3);
  },
};

export const Status: Story = {
  args: { tone: 'critical', children: 'Disconnected' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Disconnected')).toBeVisible();
  },
};
