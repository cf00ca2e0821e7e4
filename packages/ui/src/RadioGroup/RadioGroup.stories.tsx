import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ThemeRoot } from '../theme/ThemeRoot';
import { Radio, RadioGroup } from './RadioGroup';

const meta = {
  title: 'UI/RadioGroup',
  component: RadioGroup,
  // Their props tables, as tabs beside the main one.
  subcomponents: { Radio },
  args: {
    label: 'Have you updated your work for today?',
    onChange: fn(),
    children: (
      <>
        <Radio value="done">All done</Radio>
        <Radio value="not-yet">Not yet (I'll update now)</Radio>
        <Radio value="anyway">Logout anyway</Radio>
      </>
    ),
  },
  decorators: [(Story) => <ThemeRoot>{Story()}</ThemeRoot>],
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseByKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: args.label })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'All done' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: "Not yet (I'll update now)" })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('not-yet');
  },
};

export const Horizontal: Story = {
  args: { orientation: 'horizontal', defaultValue: 'anyway' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: 'Logout anyway' })).toBeChecked();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Choose an option to continue' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Choose an option to continue')).toBeVisible();
  },
};
