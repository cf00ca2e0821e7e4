import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ThemeRoot } from '../theme/ThemeRoot';
import { ChipSearch } from './ChipSearch';
import { type ChipField, matchesChips, type SearchChip } from './chipSearch.utils';

interface Profile {
  name: string;
  client: string;
  skills: string[];
  status: string;
}

const fields: ChipField<Profile>[] = [
  { id: 'name', label: 'Name' },
  { id: 'client', label: 'Client' },
  { id: 'skills', label: 'Skills' },
  { id: 'status', label: 'Review Status' },
];

const rows: Profile[] = [
  { name: 'Priya Sharma', client: 'Acme', skills: ['React', 'SQL'], status: 'PR-Pending' },
  { name: 'Arjun Rao', client: 'Acme', skills: ['Java'], status: 'PR-Approved' },
  { name: 'Meera Iyer', client: 'Globex', skills: ['React Native'], status: 'PR-Rejected' },
];

const meta = {
  title: 'UI/ChipSearch',
  component: ChipSearch<Profile>,
  args: { fields, rows, chips: [], onApply: fn(), onClear: fn() },
  decorators: [
    (Story) => (
      <ThemeRoot>
        <div style={{ maxWidth: 640, minHeight: 320 }}>{Story()}</div>
      </ThemeRoot>
    ),
  ],
} satisfies Meta<typeof ChipSearch<Profile>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SuggestAndAddByKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Search' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('ac');
    // Suggestions follow a 250 ms pause; unique per column and value.
    const listbox = await canvas.findByRole('listbox', { name: 'Suggestions' });
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Client:Acme', 'Skills:React, SQL', 'Skills:React Native']);
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveAttribute(
      'aria-activedescendant',
      within(listbox).getAllByRole('option')[0]?.id,
    );
    await userEvent.keyboard('{Enter}');
    const chips = canvas.getByRole('grid', { name: 'Search chips' });
    await expect(within(chips).getByRole('row', { name: 'Client:Acme' })).toBeVisible();
    await expect(input).toHaveValue('');
    // Enter with no suggestion picked adds an any-column chip.
    await userEvent.keyboard('sql{Enter}');
    await expect(within(chips).getByRole('row', { name: 'sql' })).toBeVisible();
    // Escape clears text and suggestions.
    await userEvent.keyboard('glob');
    await canvas.findByRole('listbox', { name: 'Suggestions' });
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await expect(canvas.queryByRole('listbox')).toBeNull();
    // Apply commits the chips.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Apply' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onApply).toHaveBeenCalledWith([
      { column: 'client', value: 'Acme' },
      { column: null, value: 'sql' },
    ]);
  },
};

export const RemoveChipAndClear: Story = {
  args: {
    chips: [
      { column: 'status', value: 'PR-Pending' },
      { column: 'client', value: 'Acme' },
    ],
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const chips = canvas.getByRole('grid', { name: 'Search chips' });
    await expect(within(chips).getAllByRole('row')).toHaveLength(2);
    // Tab past input, Apply and Clear into the chips; Delete removes the focused chip.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(
      within(chips).getByRole('row', { name: 'Review Status:PR-Pending' }),
    ).toHaveFocus();
    await userEvent.keyboard('{Delete}');
    await waitFor(() => expect(within(chips).getAllByRole('row')).toHaveLength(1));
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    await expect(canvas.getByText('No search chips')).toBeVisible();
  },
};

function FilteredList() {
  const [chips, setChips] = useState<SearchChip[]>([]);
  const visible = rows.filter((row) => matchesChips(row, chips, fields));
  return (
    <>
      <ChipSearch
        fields={fields}
        rows={rows}
        chips={chips}
        onApply={setChips}
        onClear={() => setChips([])}
      />
      <ul aria-label="Profiles">
        {visible.map((row) => (
          <li key={row.name}>{row.name}</li>
        ))}
      </ul>
    </>
  );
}

export const FiltersRows: Story = {
  render: () => <FilteredList />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Profiles' });
    await userEvent.type(canvas.getByRole('combobox'), 'client:acme{Enter}react{Enter}');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    // Different columns AND: Acme and (any column) react.
    await expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Priya Sharma']);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(screen.queryByRole('listbox')).toBeNull();
  },
};
