import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { ThemeRoot } from '../theme/ThemeRoot';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  args: { title: 'No profiles found' },
  decorators: [(Story) => <ThemeRoot>{Story()}</ThemeRoot>],
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'No profiles found', level: 3 }),
    ).toBeVisible();
  },
};

export const WithDescriptionAndAction: Story = {
  args: {
    title: 'Select a user to start chatting',
    description: 'Choose someone from the sidebar to begin a conversation',
    action: <Button tone="brand">Start New Chat</Button>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Choose someone from the sidebar to begin a conversation'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Start New Chat' })).toBeVisible();
  },
};
