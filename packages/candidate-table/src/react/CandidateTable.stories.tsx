import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CandidateTable } from './CandidateTable';
import {
  bodyRow,
  bodyRows,
  candidates,
  clock,
  columnTexts,
  footer,
  headers,
  inHost,
  page,
  panel,
} from './storyFixtures';

const meta = {
  title: 'Tables/CandidateTable',
  component: CandidateTable,
  args: { rows: candidates, now: clock },
  decorators: [inHost],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CandidateTable>;
export default meta;
type Story = StoryObj<typeof meta>;

const row = (canvasElement: HTMLElement, index: number) => bodyRow(panel(canvasElement), index);

/**
 * Candidates held in memory: two tabs split by `client_assigned` with their counts, the §2
 * default columns, dates day-month-year, and the bulk resume zip of the selection.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('tab', { name: 'Assigned to clients (20)' })).toBeVisible();
    await expect(c.getByRole('tab', { name: 'Not assigned (10)' })).toBeVisible();
    await expect(footer(canvasElement)).toHaveTextContent('Showing 1 to 10 of 20 candidates');
    await expect(headers(panel(canvasElement))).toEqual([
      '',
      'Applied',
      'Last Updated',
      'Job ID',
      'Name',
      'Email',
      'Phone',
      'Client',
      'Profile',
      'Skills',
      'Status',
      'Comment',
      'Peer Reviewer',
      'Recruiter',
      'Actions',
    ]);
    // Candidate 1 applied a day before the stories' clock; candidate 1's comment shows.
    await expect(columnTexts(panel(canvasElement), 1)[0]).toBe('30-03-2026');
    await expect(columnTexts(panel(canvasElement), 11)[0]).toBe('Strong Java');
    await expect(c.getByRole('button', { name: 'Download Resumes (0)' })).toBeDisabled();
    await userEvent.click(c.getByRole('checkbox', { name: 'Select row 1001' }));
    await expect(c.getByRole('button', { name: 'Download Resumes (1)' })).toBeEnabled();
  },
};

/** Select all takes every candidate of the list; the other tab is the other list. */
export const SelectAllAndTabs: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('checkbox', { name: 'Select all rows' }));
    await expect(c.getByRole('button', { name: 'Download Resumes (20)' })).toBeEnabled();
    await userEvent.click(c.getByRole('tab', { name: 'Not assigned (10)' }));
    await waitFor(() =>
      expect(footer(canvasElement)).toHaveTextContent('Showing 1 to 10 of 10 candidates'),
    );
    await expect(c.getByRole('checkbox', { name: 'Select row 1000' })).toBeInTheDocument();
  },
};

/** Status chips match the whole status, as the server does (`status:Offer`). */
export const StatusChip: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByRole('combobox', { name: 'Search' }), 'status:offer{Enter}');
    await userEvent.click(c.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(footer(canvasElement)).toHaveTextContent('of 10 candidates'));
    await expect(new Set(columnTexts(panel(canvasElement), 10))).toEqual(new Set(['Offer']));
  },
};

/** Row actions: details, the resume menu (off without a resume), status with a comment. */
export const RowActions: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const first = row(canvasElement, 0);
    await userEvent.click(first.getByRole('button', { name: 'View Details' }));
    const details = await page().findByRole('dialog', { name: 'Candidate Details' });
    await expect(details).toHaveTextContent('Strong Java');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());

    await userEvent.click(first.getByRole('button', { name: /Resume of/ }));
    const menu = await page().findByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['View Resume', 'Download Resume']);
    await userEvent.keyboard('{Escape}');
    // This tab lists candidates 1, 2, 4, 5, 7, …: candidate 7 (Rahul Shah) has no resume.
    await expect(row(canvasElement, 3).getByRole('button', { name: /Resume of/ })).toBeEnabled();
    await expect(
      row(canvasElement, 4).getByRole('button', { name: 'Resume of Rahul Shah' }),
    ).toBeDisabled();

    await userEvent.click(first.getByRole('button', { name: 'Update Status' }));
    const dialog = await page().findByRole('dialog', { name: 'Update Status' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Please provide either a status or a comment.',
    );
    await expect(within(dialog).getByRole('textbox', { name: 'Comment' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    // Deleting is for managers and leadership: nobody is signed in here.
    await expect(first.queryByRole('button', { name: 'Delete' })).toBeNull();
    // A wide table keeps the row actions at its right edge while the columns scroll.
    const actions = first.getByRole('button', { name: 'View Details' })
      .parentElement as HTMLElement;
    await expect(getComputedStyle(actions).position).toBe('sticky');
  },
};

/**
 * At phone width only the checkbox and the first column stick: the row actions scroll with the
 * row, at its end, instead of covering the columns between (five buttons and two sticky columns
 * left no room for the name at 390 px). Wider, the actions stay at the right edge.
 */
export const PhoneWidth: Story = {
  decorators: [(Story) => <div style={{ width: 358 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const scroller = within(panel(canvasElement)).getByRole('table').parentElement as HTMLElement;
    const actions = row(canvasElement, 0).getByRole('button', { name: 'View Details' })
      .parentElement as HTMLElement;
    await expect(getComputedStyle(actions).position).toBe('static');
    // The name column is in view beside the sticky ones, not under the actions.
    const name = within(panel(canvasElement)).getByRole('columnheader', { name: /^Name/ });
    await expect(name.getBoundingClientRect().right).toBeLessThan(
      scroller.getBoundingClientRect().right,
    );
    // Scrolled to the end, the actions are in view.
    scroller.scrollLeft = scroller.scrollWidth;
    await waitFor(() =>
      expect(actions.getBoundingClientRect().right).toBeLessThanOrEqual(
        scroller.getBoundingClientRect().right + 1,
      ),
    );
  },
};

/** Columns beyond the §2 defaults are one click away. */
export const MoreColumns: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(panel(canvasElement)).getByRole('button', { name: 'Columns' }));
    await userEvent.click(await page().findByRole('checkbox', { name: 'Current Company' }));
    await waitFor(() => expect(headers(panel(canvasElement))).toContain('Current Company'));
  },
};

/** The Candidate Pool: candidates not assigned to a client, no tabs. */
export const Pool: Story = {
  args: { pool: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('tab')).toBeNull();
    await expect(footer(canvasElement)).toHaveTextContent('Showing 1 to 10 of 10 candidates');
  },
};

/** The whole text a focused cell shows: its `::after` box (`none` while it is not focused). */
const focusText = (cell: Element) => getComputedStyle(cell, '::after').content;

/**
 * People by full name, the username on hover; a cut cell shows its whole text on keyboard focus
 * too (Tab reaches it; its box holds the title), not only on hover.
 */
export const PeopleAndCutCells: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const cells = [...(bodyRows(panel(canvasElement))[0] as HTMLElement).querySelectorAll('td')];
    const cell = (index: number) => {
      const found = cells[index];
      if (!found) throw new Error(`no cell ${index} in the first row`);
      return found;
    };
    const [email, reviewer, recruiter] = [cell(5), cell(12), cell(13)];
    await expect(recruiter).toHaveTextContent(/^Rahul Verma$/);
    await expect(recruiter).toHaveAttribute('title', 'Rahul Verma (rahul.verma)');
    await expect(reviewer).toHaveTextContent(/^Priya Nair$/);
    await expect(reviewer).toHaveAttribute('title', 'Priya Nair (priya.nair)');
    // Cut at compact density: the name is wider than its cell.
    await expect(recruiter.scrollWidth).toBeGreaterThan(recruiter.clientWidth);
    await expect(focusText(recruiter)).toBe('none');

    // From the row's checkbox, Tab goes from cell to cell that may be cut (the name, the email…),
    // each showing its whole title while focused.
    within(canvasElement).getByRole('checkbox', { name: 'Select row 1001' }).focus();
    const visited: string[] = [];
    for (let i = 0; i < 13 && document.activeElement !== recruiter; i++) {
      await userEvent.tab();
      const cell = document.activeElement as HTMLElement;
      await expect(cells).toContain(cell);
      await expect(cell).toHaveAttribute('data-cut');
      await expect(focusText(cell)).toBe(JSON.stringify(cell.title));
      visited.push(cell.textContent ?? '');
    }
    await expect(visited).toContain('c1@example.com');
    await expect(document.activeElement).toBe(recruiter);
    await expect(focusText(recruiter)).toBe('"Rahul Verma (rahul.verma)"');
    await expect(focusText(email)).toBe('none');
    // Cells that fit take no tab stop: the job id and the dates.
    for (const index of [1, 2, 3]) await expect(cell(index)).not.toHaveAttribute('tabindex');
  },
};
