import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { overlayDocs } from '../../../../.storybook/documents';
import { ThemeRoot } from '../theme/ThemeRoot';
import { Select } from './Select';

const statuses = [
  { id: 'PR-Approved', label: 'PR-Approved' },
  { id: 'PR-Rejected', label: 'PR-Rejected' },
];

const meta = {
  title: 'UI/Select',
  component: Select,
  args: { label: 'Status', items: statuses, onChange: fn() },
  parameters: overlayDocs,
  decorators: [(Story) => <ThemeRoot>{Story()}</ThemeRoot>],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseByKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Status/ });
    await expect(trigger).toHaveTextContent('Select an option');
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(2);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('PR-Rejected');
    await expect(trigger).toHaveTextContent('PR-Rejected');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Open: Story = {
  args: { defaultOpen: true, defaultValue: 'PR-Approved' },
  play: async () => {
    const option = await screen.findByRole('option', { name: 'PR-Approved' });
    await expect(option).toHaveAttribute('aria-selected', 'true');
  },
};

export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: 'Please choose a status' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Please choose a status')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Status/ })).toBeDisabled();
  },
};
