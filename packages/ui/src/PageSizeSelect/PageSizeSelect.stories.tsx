import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ThemeRoot } from '../theme/ThemeRoot';
import { PageSizeSelect } from './PageSizeSelect';

const meta = {
  title: 'UI/PageSizeSelect',
  component: PageSizeSelect,
  args: { value: 10, onChange: fn() },
  decorators: [(Story) => <ThemeRoot>{Story()}</ThemeRoot>],
} satisfies Meta<typeof PageSizeSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A native select named by its label, reached with Tab. Its keys (the arrows, type-ahead, Space
 * to open the list) are the browser's own: a play function's simulated keys do not drive them, so
 * the choice is made here as the platform's list makes it (a `change` of the select), and the
 * arrow keys are pressed for real in e2e (`portal.e2e.test.ts`, the candidate repository).
 */
export const ChooseByKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Rows per page' });
    await expect(select).toHaveValue('10');
    const options = within(select).getAllByRole('option');
    await expect(options.map((o) => o.textContent)).toEqual(['10', '20', '50']);
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await userEvent.selectOptions(select, '20');
    await expect(args.onChange).toHaveBeenCalledWith(20);
  },
};
