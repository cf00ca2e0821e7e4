import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { Key } from 'react-aria-components';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { documents } from '../../../../.storybook/documents';
import { ThemeRoot } from '../theme/ThemeRoot';
import { ComboBox, type ComboBoxProps } from './ComboBox';

const clients = Array.from({ length: 14 }, (_, i) => ({
  id: `client-${i + 1}`,
  label: `Client ${String(i + 1).padStart(2, '0')}`,
  detail: i % 2 ? 'Bengaluru' : 'Pune',
}));

function Controlled(
  props: Omit<ComboBoxProps, 'value' | 'onChange'> & { onChange?: (id: Key | null) => void },
) {
  const [value, setValue] = useState<Key | null>(null);
  return (
    <ComboBox
      {...props}
      value={value}
      onChange={(id) => {
        setValue(id);
        props.onChange?.(id);
      }}
    />
  );
}

const meta = {
  title: 'UI/ComboBox',
  ...documents(ComboBox, Controlled),
  args: { label: 'Client', items: clients, onChange: fn() },
  decorators: [(Story) => <ThemeRoot>{Story()}</ThemeRoot>],
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing filters (label or detail); at most 10 suggestions; a press chooses. */
export const TypeAndChoose: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Client' });
    await userEvent.click(input);
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(10);
    await userEvent.type(input, 'client 1');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(5));
    await userEvent.click(screen.getByRole('option', { name: /^Client 11/ }));
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith('client-11'));
    await expect(input).toHaveValue('Client 11');
  },
};

export const NoMatches: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Client' });
    await userEvent.type(input, 'zzz');
    await expect(await screen.findByText('No matches')).toBeVisible();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Choose a client' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Choose a client')).toBeVisible();
  },
};
