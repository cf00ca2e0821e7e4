import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ThemeRoot } from '../theme/ThemeRoot';
import { TextArea } from './TextArea';

const meta = {
  title: 'UI/TextArea',
  component: TextArea,
  args: { label: 'Comment', onChange: fn() },
  decorators: [(Story) => <ThemeRoot>{Story()}</ThemeRoot>],
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TypeByKeyboard: Story = {
  args: { description: 'Visible to the recruiter', isFullWidth: true },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Comment' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('Strong React skills.{Enter}Ready to move.');
    await expect(input).toHaveValue('Strong React skills.\nReady to move.');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Please provide either a status or a comment.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Comment' });
    await expect(input).toHaveAccessibleDescription('Please provide either a status or a comment.');
  },
};
