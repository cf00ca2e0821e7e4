import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ThemeRoot } from '../theme/ThemeRoot';
import { Avatar, avatarSizes, defaultAvatarImage } from './Avatar';

// A tiny inline picture so the story needs no network.
const picture = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#1f5fbf"/><circle cx="16" cy="13" r="6" fill="#fff"/></svg>',
)}`;

const meta = {
  title: 'UI/Avatar',
  component: Avatar,
  args: { name: 'Priya Sharma' },
  decorators: [(Story) => <ThemeRoot>{Story()}</ThemeRoot>],
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      {avatarSizes.map((size) => (
        <Avatar key={size} {...args} size={size} />
      ))}
      <Avatar name="Recruiter" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first] = canvas.getAllByRole('img', { name: 'Priya Sharma' });
    await expect(first).toHaveTextContent('PS');
    await expect(canvas.getByRole('img', { name: 'Recruiter' })).toHaveTextContent('R');
  },
};

export const Image: Story = {
  args: { src: picture, size: 'large' },
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img', { name: 'Priya Sharma' });
    await expect(img).toHaveAttribute('src', picture);
  },
};

export const BrokenImage: Story = {
  args: { src: '/no-such-avatar.png', size: 'large' },
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img', { name: 'Priya Sharma' });
    await waitFor(() => expect(img).toHaveAttribute('src', defaultAvatarImage));
  },
};
