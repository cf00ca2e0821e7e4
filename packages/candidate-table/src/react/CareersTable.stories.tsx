import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CareersTable } from './CareersTable';
import {
  bodyRows,
  clock,
  footer,
  headers,
  inHost,
  page,
  registrations,
  suggestionTexts,
} from './storyFixtures';

const meta = {
  title: 'Tables/CareersTable',
  component: CareersTable,
  args: { rows: registrations, now: clock, onConvert: fn() },
  decorators: [inHost],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CareersTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Newest application first; a converted one says so; no resume, no resume menu. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(footer(canvasElement)).toHaveTextContent('Showing 1 to 10 of 23 registrations');
    await expect(headers(canvasElement)).toEqual([
      'Applied',
      'Name',
      'Email',
      'Mobile',
      'Job',
      'Client',
      'Experience',
      'Location',
      'Actions',
    ]);
    const rows = bodyRows(canvasElement);
    // Sorted by Applied, newest first: registration 0 applied "now".
    await expect(rows[0]).toHaveTextContent('31-03-2026');
    const converted = within(rows[2] as HTMLElement);
    await expect(converted.getByText('Converted')).toBeVisible();
    // Converted: no Convert action; the others have it as a named icon button.
    await expect(converted.queryByRole('button', { name: /^Convert to candidate: / })).toBeNull();
    await expect(
      within(rows[0] as HTMLElement).getByRole('button', { name: /^Convert to candidate: / }),
    ).toHaveAttribute('title', 'Convert to candidate');
    const noResume = within(rows[4] as HTMLElement);
    await expect(noResume.getByRole('button', { name: /^Resume of / })).toBeDisabled();
    await expect(
      within(rows[0] as HTMLElement).getByRole('button', { name: /^Resume of / }),
    ).toBeEnabled();
  },
};

/** "Convert to candidate" hands the registration to the host (which opens the register form). */
export const Convert: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement, args }) => {
    const first = within(bodyRows(canvasElement)[0] as HTMLElement);
    await userEvent.click(first.getByRole('button', { name: /^Convert to candidate: / }));
    await expect(args.onConvert).toHaveBeenCalledTimes(1);
    await expect(args.onConvert).toHaveBeenCalledWith(
      expect.objectContaining({ id: 200, name: registrations[0]?.name }),
    );
  },
};

/** With the host's candidate address, a converted registration's badge links to its candidate. */
export const ConvertedLink: Story = {
  tags: ['!visual'],
  args: {
    candidateHref: (id: number) => `/manager/candidate?candidate=${id}`,
    onOpenCandidate: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const converted = within(bodyRows(canvasElement)[2] as HTMLElement);
    const link = converted.getByRole('link', { name: /^Converted: open candidate / });
    const id = registrations.find((r) => r.candidate_id !== null)?.candidate_id;
    await expect(link).toHaveAttribute('href', `/manager/candidate?candidate=${id}`);
    await userEvent.click(link);
    await expect(args.onOpenCandidate).toHaveBeenCalledWith(id);
  },
};

/** Chips search name, email, mobile, job, client and location; a chip narrows the list. */
export const Search: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByRole('combobox', { name: 'Search' }), 'pune');
    await expect(await suggestionTexts(canvasElement)).toEqual(['Location:Pune']);
    await userEvent.clear(c.getByRole('combobox', { name: 'Search' }));
    await userEvent.type(
      c.getByRole('combobox', { name: 'Search' }),
      'current_location:pune{Enter}',
    );
    await userEvent.click(c.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(footer(canvasElement)).toHaveTextContent('Showing 1 to 6 of 6 registrations'),
    );
  },
};

/** View Details lists every field the applicant gave, `Not specified` for the rest. */
export const Details: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const first = within(bodyRows(canvasElement)[1] as HTMLElement);
    await userEvent.click(first.getByRole('button', { name: 'View Details' }));
    const dialog = await page().findByRole('dialog', { name: 'Registration Details' });
    await expect(dialog).toHaveTextContent(registrations[1]?.email ?? '');
    await expect(within(dialog).getAllByText('Not specified').length).toBeGreaterThan(0);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
  },
};

/** The three list states. */
export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No registrations found')).toBeVisible();
    await expect(footer(canvasElement)).toHaveTextContent('Showing 0 to 0 of 0 registrations');
  },
};
export const Loading: Story = {
  args: { rows: [], isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Loading registrations...' }),
    ).toBeInTheDocument();
  },
};
export const ErrorState: Story = {
  args: { rows: [], error: 'Failed to fetch careers registrations' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Error: Failed to fetch careers registrations'),
    ).toBeVisible();
  },
};
