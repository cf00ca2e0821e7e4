import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ThemeRoot } from '../theme/ThemeRoot';
import { DateFilter } from './DateFilter';
import type { DateFilterValue } from './dateRange';

const meta = {
  title: 'UI/DateFilter',
  component: DateFilter,
  args: { value: { preset: 'all' }, onChange: fn() },
  decorators: [(Story) => <ThemeRoot>{Story()}</ThemeRoot>],
} satisfies Meta<typeof DateFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The presets are a native select named by its label, reached with Tab; its keys and list are the
 * browser's own (a play function's simulated keys do not drive them), so the choice is made as the
 * list makes it (a `change` of the select).
 */
export const ChoosePresetByKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Date range' });
    await expect(select).toHaveDisplayValue('All Time');
    await expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All Time', 'Last 24 Hours', 'Last 7 Days', 'Last 30 Days', 'Custom Range']);
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await userEvent.selectOptions(select, 'Last 7 Days');
    await expect(args.onChange).toHaveBeenCalledWith({ preset: 'last7Days' });
  },
};

export const CustomRangeNeedsBothDates: Story = {
  args: { value: { preset: 'custom', start: '2026-03-01', end: '' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Apply dates' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Please select both start and end dates',
    );
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: 'End date' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const CustomRangeRejectsImpossibleDay: Story = {
  args: { value: { preset: 'custom', start: '2026-03-01', end: '' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'End date' }), '31/02/2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply dates' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Please select both start and end dates',
    );
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const CustomRangeApplied: Story = {
  args: { value: { preset: 'custom', start: '2026-03-01', end: '' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Start date' })).toHaveValue('01/03/2026');
    const end = canvas.getByRole('textbox', { name: 'End date' });
    await userEvent.click(end);
    await userEvent.keyboard('05/03/2026');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith({
      preset: 'custom',
      start: '2026-03-01',
      end: '2026-03-05',
    });
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** SPEC §4: choosing Custom Range clears the preset that was applied, before any date is typed. */
export const CustomRangeClearsThePreset: Story = {
  tags: ['!visual'],
  render: function Controlled(args) {
    const [value, setValue] = useState<DateFilterValue>({ preset: 'last7Days' });
    return (
      <DateFilter
        value={value}
        onChange={(next) => {
          args.onChange(next);
          setValue(next);
        }}
      />
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Date range' }),
      'Custom Range',
    );
    await expect(args.onChange).toHaveBeenLastCalledWith({ preset: 'all' });
    // The range inputs stay open for the dates.
    await expect(canvas.getByRole('textbox', { name: 'Start date' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Date range' })).toHaveDisplayValue(
      'Custom Range',
    );
  },
};
