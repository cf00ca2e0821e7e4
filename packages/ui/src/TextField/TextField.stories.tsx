import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ThemeRoot } from '../theme/ThemeRoot';
import { TextField } from './TextField';

const meta = {
  title: 'UI/TextField',
  component: TextField,
  args: { label: 'Group Name', onChange: fn() },
  decorators: [(Story) => <ThemeRoot>{Story()}</ThemeRoot>],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TypeByKeyboard: Story = {
  args: { description: 'Shown to every member', placeholder: 'e.g. Hiring squad' },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Group Name' });
    await expect(input).toHaveAccessibleDescription('Shown to every member');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('Recruiters');
    await expect(input).toHaveValue('Recruiters');
    await expect(args.onChange).toHaveBeenLastCalledWith('Recruiters');
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Group name is required', defaultValue: '' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Group Name' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Group name is required');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Locked' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Group Name' })).toBeDisabled();
  },
};
