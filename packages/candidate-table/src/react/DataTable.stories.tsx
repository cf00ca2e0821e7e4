import type { Meta, StoryObj } from '@storybook/react-vite';
import { type CSSProperties, useCallback, useMemo, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { documents } from '../../../../.storybook/documents';
import { createRowIndex } from '../engine/rowIndex';
import { runQuery } from '../engine/run';
import type { QueryState } from '../engine/types';
import { DataTable, type DataTableProps, RowActions, type ServerPage } from './DataTable';
import {
  bodyRow,
  bodyRows,
  clock,
  columnTexts,
  footer,
  Host,
  headers,
  type Person,
  people,
  personColumns,
  table,
} from './storyFixtures';

const hundred = people(100);

function Table({ width, ...props }: Partial<DataTableProps<Person>> & { width?: number }) {
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const style: CSSProperties | undefined = width ? { width } : undefined;
  return (
    <Host>
      <div style={style}>
        <DataTable<Person>
          label="People"
          noun="people"
          columns={personColumns}
          getRowId={(p) => String(p.id)}
          rows={hundred}
          dateColumn="applied"
          now={clock}
          selectable
          selectedIds={selected}
          onSelectionChange={setSelected}
          {...props}
        />
      </div>
      <p>{selected.size} selected</p>
    </Host>
  );
}

const meta = {
  title: 'Tables/DataTable',
  ...documents(DataTable, Table, { layout: 'padded' }),
  // Their props tables, as tabs beside the main one.
  subcomponents: { RowActions },
} satisfies Meta<typeof Table>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const search = async (canvasElement: HTMLElement, ...chips: string[]) => {
  const c = within(canvasElement);
  for (const chip of chips)
    await userEvent.type(c.getByRole('combobox', { name: 'Search' }), `${chip}{Enter}`);
  await userEvent.click(c.getByRole('button', { name: 'Apply' }));
};
const chooseDate = async (canvasElement: HTMLElement, current: RegExp, option: string) => {
  const select = within(canvasElement).getByRole('combobox', { name: 'Date range' });
  await expect(select).toHaveDisplayValue(current);
  await userEvent.selectOptions(select, option);
};

/** 100 rows in memory: page 1 of 10 rows by default, a hidden `Active` column, the §2 footer. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(footer(canvasElement)).toHaveTextContent('Showing 1 to 10 of 100 people');
    await expect(bodyRows(canvasElement)).toHaveLength(10);
    await expect(headers(canvasElement)).toEqual(['', 'ID', 'Name', 'Client', 'Role', 'Applied']);
    // Dates day-month-year with dashes (SPEC §2).
    await expect(columnTexts(canvasElement, 5)[1]).toBe('30-03-2026');
  },
};

/** Header sort cycles ascending → descending → none, by keyboard too. */
export const Sorting: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const header = () => c.getByRole('columnheader', { name: /Name/ });
    within(header()).getByRole('button').focus();
    const firstName = () => columnTexts(canvasElement, 2)[0];
    await userEvent.keyboard('{Enter}');
    await expect(header()).toHaveAttribute('aria-sort', 'ascending');
    await expect(firstName()).toBe('Arjun Gupta');
    await userEvent.keyboard('{Enter}');
    await expect(header()).toHaveAttribute('aria-sort', 'descending');
    await expect(firstName()).toBe('Vikram Singh');
    await userEvent.keyboard('{Enter}');
    await expect(header()).not.toHaveAttribute('aria-sort');
    await expect(firstName()).toBe('Asha Rao');
  },
};

/** A chip for one client; Apply filters and goes back to page 1. */
export const ChipFilter: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Next page' }));
    await expect(footer(canvasElement)).toHaveTextContent('Showing 11 to 20 of 100 people');
    await search(canvasElement, 'client:Globex');
    await waitFor(() =>
      expect(footer(canvasElement)).toHaveTextContent('Showing 1 to 10 of 20 people'),
    );
  },
};

/** Chips of one column OR, of different columns AND; any-column chips match any searchable column. */
export const ChipRules: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await search(canvasElement, 'client:Acme', 'client:Globex');
    await waitFor(() => expect(footer(canvasElement)).toHaveTextContent('of 40 people'));
    await search(canvasElement, 'role:QA Analyst');
    await waitFor(() => expect(footer(canvasElement)).toHaveTextContent('of 10 people'));
    await userEvent.click(c.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(footer(canvasElement)).toHaveTextContent('of 100 people'));
    // Typed text without a column searches every searchable column (here: a client's name).
    await search(canvasElement, 'hooli');
    await waitFor(() => expect(footer(canvasElement)).toHaveTextContent('of 20 people'));
    await search(canvasElement, 'meera');
    await waitFor(() => expect(footer(canvasElement)).toHaveTextContent('of 30 people'));
  },
};

/** Presets reach back 1, 7 and 30 days from now (the stories' clock: 31-03-2026 12:00). */
export const DatePresets: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    await chooseDate(canvasElement, /All Time/, 'Last 24 Hours');
    await waitFor(() => expect(footer(canvasElement)).toHaveTextContent('of 4 people'));
    await chooseDate(canvasElement, /Last 24 Hours/, 'Last 7 Days');
    await waitFor(() => expect(footer(canvasElement)).toHaveTextContent('of 16 people'));
    await chooseDate(canvasElement, /Last 7 Days/, 'Last 30 Days');
    await waitFor(() => expect(footer(canvasElement)).toHaveTextContent('of 62 people'));
    await chooseDate(canvasElement, /Last 30 Days/, 'All Time');
    await waitFor(() => expect(footer(canvasElement)).toHaveTextContent('of 100 people'));
  },
};

/** A custom range needs both dates, and its end day counts in full. */
export const CustomRange: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await chooseDate(canvasElement, /All Time/, 'Custom Range');
    await userEvent.type(c.getByRole('textbox', { name: 'Start date' }), '25/03/2026');
    await userEvent.click(c.getByRole('button', { name: 'Apply dates' }));
    await expect(c.getByRole('alert')).toHaveTextContent('Please select both start and end dates');
    await expect(footer(canvasElement)).toHaveTextContent('of 100 people');
    await userEvent.type(c.getByRole('textbox', { name: 'End date' }), '27/03/2026');
    await userEvent.click(c.getByRole('button', { name: 'Apply dates' }));
    // 25, 26 and 27 March at noon: the 27th is in although the range "ends" on it.
    await waitFor(() =>
      expect(footer(canvasElement)).toHaveTextContent('Showing 1 to 6 of 6 people'),
    );
  },
};

/** Applying chips clears the date filter; a date filter clears the chips; both go to page 1. */
export const FiltersClearEachOther: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await chooseDate(canvasElement, /All Time/, 'Last 30 Days');
    await waitFor(() => expect(footer(canvasElement)).toHaveTextContent('of 62 people'));
    await userEvent.click(c.getByRole('button', { name: 'Next page' }));
    await search(canvasElement, 'client:Globex');
    await waitFor(() =>
      expect(footer(canvasElement)).toHaveTextContent('Showing 1 to 10 of 20 people'),
    );
    await expect(c.getByRole('combobox', { name: 'Date range' })).toHaveDisplayValue('All Time');
    await userEvent.click(c.getByRole('button', { name: 'Next page' }));
    await chooseDate(canvasElement, /All Time/, 'Last 7 Days');
    await waitFor(() =>
      expect(footer(canvasElement)).toHaveTextContent('Showing 1 to 10 of 16 people'),
    );
    await expect(c.getByText('No search chips')).toBeVisible();
  },
};

/** Pages of 10, 20 or 50 (10 first); a new size goes back to page 1; select all takes every match. */
export const PageSizeAndSelection: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Next page' }));
    await userEvent.click(c.getByRole('button', { name: 'Next page' }));
    await expect(footer(canvasElement)).toHaveTextContent('Showing 21 to 30 of 100 people');
    const size = c.getByRole('combobox', { name: 'Rows per page' });
    const options = within(size).getAllByRole('option');
    await expect(options.map((o) => o.textContent)).toEqual(['10', '20', '50']);
    await userEvent.selectOptions(size, '20');
    await waitFor(() =>
      expect(footer(canvasElement)).toHaveTextContent('Showing 1 to 20 of 100 people'),
    );
    await search(canvasElement, 'client:Globex');
    await userEvent.click(c.getByRole('checkbox', { name: 'Select all rows' }));
    await expect(c.getByText('20 selected')).toBeVisible();
    await userEvent.click(c.getAllByRole('checkbox', { name: /^Select row/ })[0] as HTMLElement);
    await expect(c.getByRole('checkbox', { name: 'Select all rows' })).toBePartiallyChecked();
  },
};

/** Keyboard alone: sort a header, page forward, select a row (Space), page size by keys. */
export const KeyboardOnly: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    within(c.getByRole('columnheader', { name: /Client/ }))
      .getByRole('button')
      .focus();
    await userEvent.keyboard('{Enter}');
    await expect(c.getByRole('columnheader', { name: /Client/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    c.getByRole('button', { name: 'Next page' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(footer(canvasElement)).toHaveTextContent('Showing 11 to 20 of 100 people'),
    );
    bodyRow(canvasElement, 0).getByRole('checkbox').focus();
    await userEvent.keyboard(' ');
    await expect(c.getByText('1 selected')).toBeVisible();
    // A native select: its arrow keys are the browser's (pressed for real in e2e), not simulated.
    const size = c.getByRole('combobox', { name: 'Rows per page' });
    size.focus();
    await userEvent.selectOptions(size, '20');
    await waitFor(() =>
      expect(footer(canvasElement)).toHaveTextContent('Showing 1 to 20 of 100 people'),
    );
  },
};

/** Columns: show the hidden `Active` column, hide `Role`. */
export const ColumnVisibility: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Columns' }));
    await userEvent.click(await body().findByRole('checkbox', { name: 'Active' }));
    await userEvent.click(body().getByRole('checkbox', { name: 'Role' }));
    await waitFor(() =>
      expect(headers(canvasElement)).toEqual(['', 'ID', 'Name', 'Client', 'Applied', 'Active']),
    );
  },
};

/** Loading: the §2 skeleton of 8 rows by 6 columns. */
export const Loading: Story = {
  args: { isLoading: true, rows: [] },
  play: async ({ canvasElement }) => {
    const skeleton = within(canvasElement).getByRole('status', { name: 'Loading data...' });
    const rows = skeleton.querySelectorAll('[data-skeleton-row]');
    await expect(rows).toHaveLength(8);
    for (const row of rows) await expect(row.children).toHaveLength(6);
  },
};

/** A refetch: the `Loading data...` overlay over the rows. */
export const Fetching: Story = {
  args: { isFetching: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading data...')).toBeVisible();
    await expect(bodyRows(canvasElement)).toHaveLength(10);
  },
};

/** Nothing matches. */
export const Empty: Story = {
  args: { rows: [], emptyText: 'No people found' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No people found')).toBeVisible();
    await expect(footer(canvasElement)).toHaveTextContent('Showing 0 to 0 of 0 people');
  },
};

/** A load error. */
export const ErrorState: Story = {
  args: { error: 'Network error. Please check your connection.' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Error: Network error. Please check your connection.'),
    ).toBeVisible();
  },
};

/** In a narrow host the table keeps its 1200 px and scrolls sideways. */
export const NarrowHost: Story = {
  args: { width: 640 },
  play: async ({ canvasElement }) => {
    const scroller = table(canvasElement).parentElement as HTMLElement;
    await expect(table(canvasElement).getBoundingClientRect().width).toBeGreaterThanOrEqual(1200);
    await expect(scroller.clientWidth).toBeLessThanOrEqual(640);
    scroller.scrollLeft = 300;
    await waitFor(() => expect(scroller.scrollLeft).toBe(300));
  },
};

const tenThousand = people(10_000);
const bigPage = { rows: tenThousand, initialQuery: { pageSize: 10_000 } };
const bigSizes = [10, 20, 50, 10_000];

/** A page of 10,000 rows is virtualized: only the rows in view (and a few more) are in the DOM. */
export const Virtualized: Story = {
  tags: ['!visual'],
  args: { ...bigPage, pageSizes: bigSizes },
  play: async ({ canvasElement }) => {
    await expect(footer(canvasElement)).toHaveTextContent('Showing 1 to 10000 of 10000 people');
    const rows = () => bodyRows(canvasElement);
    await expect(rows().length).toBeLessThan(40);
    await expect(rows()[0]).toHaveAttribute('aria-rowindex', '2');
    await expect(table(canvasElement)).toHaveAttribute('aria-rowcount', '10001');
    table(canvasElement).parentElement?.scrollTo({ top: 200_000 });
    await waitFor(() =>
      expect(Number(rows()[0]?.getAttribute('aria-rowindex'))).toBeGreaterThan(4000),
    );
    await expect(rows().length).toBeLessThan(40);
  },
};

/** The header stays on top of the scrolled rows. */
export const StickyHeader: Story = {
  tags: ['!visual'],
  args: { ...bigPage, pageSizes: bigSizes },
  play: async ({ canvasElement }) => {
    const scroller = table(canvasElement).parentElement as HTMLElement;
    const header = within(canvasElement).getByRole('columnheader', { name: /Name/ });
    scroller.scrollTo({ top: 5_000 });
    await waitFor(() => expect(scroller.scrollTop).toBe(5_000));
    await expect(
      Math.abs(header.getBoundingClientRect().top - scroller.getBoundingClientRect().top),
    ).toBeLessThanOrEqual(1);
  },
};

/**
 * Server-paged with the same API: the table sends its query (`onQueryChange`) and shows the page
 * and total it gets back. The "server" here answers from memory after a tick, as the SDK would.
 */
function ServerPaged() {
  const index = useMemo(() => createRowIndex(hundred, personColumns), []);
  const [page, setPage] = useState<ServerPage<Person> | undefined>();
  const [sent, setSent] = useState<QueryState[]>([]);
  const onQueryChange = useCallback(
    (query: QueryState) => {
      setSent((all) => [...all, query]);
      setTimeout(() => {
        const result = runQuery(index, query, { dateColumn: 'applied', now: clock() });
        setPage({ rows: result.pageRows, total: result.total });
      }, 10);
    },
    [index],
  );
  const last = sent[sent.length - 1];
  return (
    <Host>
      <DataTable<Person>
        label="People"
        noun="people"
        columns={personColumns}
        getRowId={(p) => String(p.id)}
        {...(page ? { serverPage: page } : {})}
        onQueryChange={onQueryChange}
        isLoading={!page}
        dateColumn="applied"
        now={clock}
      />
      <output>{last ? `page ${last.page}, sort ${last.sort?.column ?? 'none'}` : ''}</output>
    </Host>
  );
}
export const ServerPagedSameApi: Story = {
  render: () => <ServerPaged />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await waitFor(() =>
      expect(footer(canvasElement)).toHaveTextContent('Showing 1 to 10 of 100 people'),
    );
    await userEvent.click(c.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(c.getByText('page 2, sort none')).toBeInTheDocument());
    await waitFor(() =>
      expect(footer(canvasElement)).toHaveTextContent('Showing 11 to 20 of 100 people'),
    );
    await userEvent.click(
      within(c.getByRole('columnheader', { name: /Name/ })).getByRole('button'),
    );
    await waitFor(() => expect(c.getByText('page 2, sort name')).toBeInTheDocument());
    await search(canvasElement, 'client:Globex');
    await waitFor(() =>
      expect(footer(canvasElement)).toHaveTextContent('Showing 1 to 10 of 20 people'),
    );
    await expect(c.getByText('page 1, sort name')).toBeInTheDocument();
  },
};

/**
 * Dense rows a recruiter can scan (issue 23): compact by default, one line per row with the full
 * value on hover; the Compact rows switch turns comfortable and the choice outlives the table.
 */
export const DensityRemembered: Story = {
  tags: ['!visual'],
  render: function Remounting() {
    const [round, setRound] = useState(0);
    return (
      <Host>
        <button type="button" onClick={() => setRound((n) => n + 1)}>
          Open the list again
        </button>
        <DataTable<Person>
          key={round}
          label="People"
          noun="people"
          columns={personColumns}
          getRowId={(p) => String(p.id)}
          rows={hundred}
          now={clock}
        />
      </Host>
    );
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(table(canvasElement)).toHaveAttribute('data-density', 'compact');
    const first = bodyRows(canvasElement)[0] as HTMLElement;
    const height = first.getBoundingClientRect().height;
    for (const cell of first.querySelectorAll('td')) {
      await expect(getComputedStyle(cell).whiteSpace).toBe('nowrap');
    }
    await userEvent.click(c.getByRole('switch', { name: 'Compact rows' }));
    // The switch flips at once, the table follows a painted frame later.
    await expect(c.getByRole('switch', { name: 'Compact rows' })).not.toBeChecked();
    await waitFor(() =>
      expect(table(canvasElement)).toHaveAttribute('data-density', 'comfortable'),
    );
    await expect(
      (bodyRows(canvasElement)[0] as HTMLElement).getBoundingClientRect().height,
    ).toBeGreaterThan(height);
    await userEvent.click(c.getByRole('button', { name: 'Open the list again' }));
    await expect(table(canvasElement)).toHaveAttribute('data-density', 'comfortable');
    await expect(c.getByRole('switch', { name: 'Compact rows' })).not.toBeChecked();
  },
};
