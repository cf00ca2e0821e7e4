import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
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

export const ChooseByKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Rows per page/ });
    await expect(trigger).toHaveTextContent('10');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    await expect(options.map((o) => o.textContent)).toEqual(['10', '20', '50']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith(20);
  },
};
