import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CandidateDetailsDialog, PeerReviewStatusDialog, PeerReviewTable } from './PeerReviewTable';
import {
  bodyRow,
  clock,
  columnTexts,
  footer,
  headers,
  inHost,
  page,
  profile,
  profiles,
  suggestionTexts,
} from './storyFixtures';

const meta = {
  title: 'Tables/PeerReviewTable',
  component: PeerReviewTable,
  // Their props tables, as tabs beside the main one.
  subcomponents: { PeerReviewStatusDialog, CandidateDetailsDialog },
  args: { rows: profiles, now: clock },
  decorators: [inHost],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PeerReviewTable>;
export default meta;
type Story = StoryObj<typeof meta>;

const row = bodyRow;

/**
 * SPEC §2 "Peer-assigned profiles table": its columns, all but Actions sortable; the priority
 * derived from the review status; Update Status only while pending; Resume only with a resume.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(footer(canvasElement)).toHaveTextContent('Showing 1 to 10 of 14 profiles');
    await expect(headers(canvasElement)).toEqual([
      'Priority',
      'Date',
      'Name',
      'Client',
      'Profile',
      'Skills',
      'Recruiter',
      'Review Status',
      'Actions',
    ]);
    for (const name of headers(canvasElement).slice(0, 8)) {
      const header = c.getByRole('columnheader', { name });
      await expect(within(header).getByRole('button')).toBeEnabled();
    }
    await expect(
      within(c.getByRole('columnheader', { name: 'Actions' })).queryByRole('button'),
    ).toBeNull();
    // Rows 0, 1 and 7: approved, pending, rejected.
    await expect(columnTexts(canvasElement, 0).slice(0, 2)).toEqual(['Medium', 'High']);
    await expect(columnTexts(canvasElement, 0)[7]).toBe('Low');
    await expect(columnTexts(canvasElement, 1)[0]).toBe('31-03-2026');
    await expect(
      row(canvasElement, 0).getByRole('button', { name: 'Update Status' }),
    ).toBeDisabled();
    await expect(
      row(canvasElement, 1).getByRole('button', { name: 'Update Status' }),
    ).toBeEnabled();
    await expect(row(canvasElement, 1).getByRole('button', { name: /Resume of/ })).toBeDisabled();
    await expect(row(canvasElement, 2).getByRole('button', { name: /Resume of/ })).toBeEnabled();
  },
};

/** Priority sorts by rank (Low, Medium, High), not by its letters. */
export const PriorityOrder: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const header = within(canvasElement).getByRole('columnheader', { name: 'Priority' });
    await userEvent.click(within(header).getByRole('button'));
    await expect(columnTexts(canvasElement, 0).slice(0, 3)).toEqual(['Low', 'Medium', 'Medium']);
    await userEvent.click(within(header).getByRole('button'));
    await expect(columnTexts(canvasElement, 0)[0]).toBe('High');
  },
};

/** Suggestions come from name, client, profile, skills, recruiter and review status: at most 7. */
export const Suggestions: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByRole('combobox', { name: 'Search' }), 'a');
    const all = await suggestionTexts(canvasElement);
    await expect(all).toHaveLength(7);
    await expect(new Set(all).size).toBe(7);
    const columns = new Set(all.map((s) => s.split(':')[0]));
    for (const column of columns) {
      await expect(['Name', 'Client', 'Profile', 'Skills', 'Recruiter', 'Review Status']).toContain(
        column,
      );
    }
    await userEvent.clear(c.getByRole('combobox', { name: 'Search' }));
    await userEvent.type(c.getByRole('combobox', { name: 'Search' }), 'pend');
    await waitFor(async () =>
      expect(await suggestionTexts(canvasElement)).toEqual(['Review Status:PR-Pending']),
    );
    await userEvent.keyboard('{Escape}');
    await expect(c.getByRole('combobox', { name: 'Search' })).toHaveValue('');
    await expect(c.queryByRole('listbox')).toBeNull();
  },
};

/** Row actions by keyboard: View Details opens and Escape closes; the Resume menu opens by keys. */
export const Keyboard: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const first = row(canvasElement, 0);
    first.getByRole('button', { name: 'View Details' }).focus();
    await userEvent.keyboard('{Enter}');
    await page().findByRole('dialog', { name: 'Candidate Details' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(page().queryByRole('dialog', { name: 'Candidate Details' })).toBeNull(),
    );
    const resume = first.getByRole('button', { name: /Resume of/ });
    resume.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await page().findByRole('menu');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'View Resume' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Download Resume' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('menu')).toBeNull());
    await waitFor(() => expect(resume).toHaveFocus());
  },
};

const detailLabels = [
  'ID',
  'Job ID',
  'Name',
  'Mobile',
  'Email',
  'Client',
  'Current Company',
  'Position',
  'Profile',
  'Current Job Location',
  'Preferred Location',
  'Qualifications',
  'Total Experience',
  'Relevant Experience',
  'Current CTC',
  'Expected CTC',
  'Notice Period',
  'LinkedIn',
  'Holding Offer',
  'Recruiter',
  'Management',
  'Status',
  'Remarks',
  'Last Working Date',
  'Date Created',
  'Skills',
];

/** Candidate Details: every §2 field in order, `Not specified` for the empty ones. */
export const Details: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    await userEvent.click(row(canvasElement, 0).getByRole('button', { name: 'View Details' }));
    const dialog = await page().findByRole('dialog', { name: 'Candidate Details' });
    const terms = dialog.querySelectorAll('dt');
    await expect([...terms].map((t) => t.textContent)).toEqual(detailLabels);
    const value = (label: string) =>
      [...terms].find((t) => t.textContent === label)?.nextElementSibling?.textContent;
    // Profile 0 has no job, company, remarks, LinkedIn or last working day.
    for (const label of ['Job ID', 'Current Company', 'Remarks', 'LinkedIn', 'Last Working Date'])
      await expect(value(label)).toBe('Not specified');
    await expect(value('Date Created')).toBe('31-03-2026');
    await expect(value('Status')).toBe('PR-Approved');
  },
};

/** Update Status: PR-Approved or PR-Rejected, required; a status or a comment is needed. */
export const UpdateStatusDialog: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    await userEvent.click(row(canvasElement, 1).getByRole('button', { name: 'Update Status' }));
    const dialog = await page().findByRole('dialog', { name: 'Update Status' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Please provide either a status or a comment.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: /Status/ }));
    const options = within(await page().findByRole('listbox')).getAllByRole('option');
    await expect(options.map((o) => o.textContent)).toEqual(['PR-Approved', 'PR-Rejected']);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(page().queryByRole('dialog', { name: 'Update Status' })).toBeNull());
  },
};

/** The three §2 states. */
export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No profiles found')).toBeVisible();
    await expect(footer(canvasElement)).toHaveTextContent('Showing 0 to 0 of 0 profiles');
  },
};
export const Loading: Story = {
  args: { rows: [], isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Loading profiles...' }),
    ).toBeInTheDocument();
  },
};
export const ErrorState: Story = {
  args: { rows: [], error: 'Failed to fetch' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Error: Failed to fetch')).toBeVisible();
  },
};

/** A long list keeps the §2 paging: 50 rows on the largest page. */
export const ManyProfiles: Story = {
  tags: ['!visual'],
  args: { rows: Array.from({ length: 120 }, (_, i) => profile(i)) },
  play: async ({ canvasElement }) => {
    await userEvent.selectOptions(
      within(canvasElement).getByRole('combobox', { name: 'Rows per page' }),
      '50',
    );
    await waitFor(() =>
      expect(footer(canvasElement)).toHaveTextContent('Showing 1 to 50 of 120 profiles'),
    );
  },
};
