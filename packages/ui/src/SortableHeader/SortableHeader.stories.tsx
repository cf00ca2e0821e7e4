import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ThemeRoot } from '../theme/ThemeRoot';
import type { SortDirection } from './nextSortDirection';
import { SortableHeader } from './SortableHeader';

const meta = {
  title: 'UI/SortableHeader',
  component: SortableHeader,
  args: { label: 'Name', direction: undefined, onSortChange: fn() },
  decorators: [(Story) => <ThemeRoot>{Story()}</ThemeRoot>],
} satisfies Meta<typeof SortableHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

function SortableTable({ initial }: { initial?: { column: string; direction: SortDirection } }) {
  const [sort, setSort] = useState(initial);
  const columns = ['Name', 'Client', 'Date'];
  return (
    <table>
      <thead>
        <tr>
          {columns.map((column) => (
            <SortableHeader
              key={column}
              label={column}
              direction={sort?.column === column ? sort.direction : undefined}
              onSortChange={(direction) => setSort(direction ? { column, direction } : undefined)}
            />
          ))}
        </tr>
      </thead>
      <tbody>
        <tr>
          <td>Priya Sharma</td>
          <td>Acme</td>
          <td>05-03-2026</td>
        </tr>
      </tbody>
    </table>
  );
}

export const CycleByKeyboard: Story = {
  render: () => <SortableTable />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole('columnheader', { name: 'Name' });
    await expect(header).not.toHaveAttribute('aria-sort');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Name' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.keyboard('{Enter}');
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await userEvent.keyboard('{Enter}');
    await expect(header).not.toHaveAttribute('aria-sort');
    // Sorting another column moves the sort there.
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('columnheader', { name: 'Client' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(header).not.toHaveAttribute('aria-sort');
  },
};

export const SortedDescending: Story = {
  render: () => <SortableTable initial={{ column: 'Date', direction: 'descending' }} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('columnheader', { name: 'Date' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  },
};
