import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CloseIcon } from '../internal/icons';
import { ThemeRoot } from '../theme/ThemeRoot';
import { IconButton, iconButtonTones } from './IconButton';

const meta = {
  title: 'UI/IconButton',
  component: IconButton,
  args: { label: 'Close', icon: <CloseIcon />, onPress: fn() },
  decorators: [(Story) => <ThemeRoot>{Story()}</ThemeRoot>],
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      {iconButtonTones.map((tone) => (
        <IconButton key={tone} {...args} tone={tone} label={`Close (${tone})`} />
      ))}
      <IconButton {...args} size="small" label="Close (small)" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const tone of iconButtonTones) {
      await expect(canvas.getByRole('button', { name: `Close (${tone})` })).toBeVisible();
    }
  },
};

export const PressByKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Close' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Close' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};
