import { assignableCandidateStatuses } from '@hrportal/api-client/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CandidateBulkBar } from './CandidateBulkBar';
import { inHost, page } from './storyFixtures';

const answer = {
  status: 'success' as const,
  message: '2 updated, 1 refused (not your candidate)',
  updated: 2,
  refused: [{ candidate_id: 1003, reason: 'Not your candidate' }],
};

const meta = {
  title: 'Tables/CandidateBulkBar',
  component: CandidateBulkBar,
  args: {
    count: 3,
    statuses: assignableCandidateStatuses,
    recruiters: [
      { id: 'rahul', label: 'Rahul Verma' },
      { id: 'kiran', label: 'Kiran Sharma' },
    ],
    jobs: [{ id: '318', label: 'Java Developer · Acme (318)' }],
    onChangeStatus: fn(async () => answer),
    onAssign: fn(async () => ({
      ...answer,
      message: '3 updated, 0 refused',
      updated: 3,
      refused: [],
    })),
    onDownload: fn(async () => undefined),
    onExport: fn(),
  },
  decorators: [inHost],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CandidateBulkBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing selected: every action waits for a selection. */
export const NoneSelected: Story = {
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Select candidates for bulk actions')).toBeVisible();
    for (const name of ['Change Status', 'Assign to Recruiter', 'Assign to Job', 'Export CSV'])
      await expect(c.getByRole('button', { name })).toBeDisabled();
    await expect(c.getByRole('button', { name: 'Download Resumes (0)' })).toBeDisabled();
  },
};

/**
 * Three selected: Change Status sends one status with one comment; the answer reads "N updated,
 * M refused (why)" with each refused candidate.
 */
export const ChangeStatus: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText('3 selected')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Change Status' }));
    const dialog = within(page().getByRole('dialog', { name: 'Change Status (3)' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Update' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent('Choose a status');
    await userEvent.click(dialog.getByRole('button', { name: /Status/ }));
    await userEvent.click(page().getByRole('option', { name: 'On Hold' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Comment/ }), 'Client paused hiring');
    await userEvent.click(dialog.getByRole('button', { name: 'Update' }));
    await expect(args.onChangeStatus).toHaveBeenCalledWith('On Hold', 'Client paused hiring');
    await waitFor(() =>
      expect(c.getByRole('status')).toHaveTextContent('2 updated, 1 refused (not your candidate)'),
    );
    await expect(c.getByText('Candidate 1003: Not your candidate')).toBeVisible();
  },
};

/** Assign to a job: one request with the job id. */
export const AssignToJob: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Assign to Job' }));
    const dialog = within(page().getByRole('dialog', { name: 'Assign to Job (3)' }));
    await userEvent.click(dialog.getByRole('button', { name: /Job/ }));
    await userEvent.click(page().getByRole('option', { name: 'Java Developer · Acme (318)' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Assign' }));
    await expect(args.onAssign).toHaveBeenCalledWith({ job_id: 318 });
    await waitFor(() => expect(c.getByRole('status')).toHaveTextContent('3 updated, 0 refused'));
  },
};

/** A recruiter's bar: no recruiter assignment (managers only). */
export const RecruiterView: Story = {
  tags: ['!visual'],
  args: { recruiters: undefined },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.queryByRole('button', { name: 'Assign to Recruiter' })).toBeNull();
    await expect(c.getByRole('button', { name: 'Assign to Job' })).toBeEnabled();
  },
};

/** The answer of the last action stays under the bar. */
export const Result: Story = {
  args: { initialResult: answer },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      '2 updated, 1 refused',
    );
  },
};

const matching = {
  total: 1234,
  pageSelected: 10,
  max: 10_000,
  all: false,
  onSelectAll: fn(),
  onClear: fn(),
};

/** A whole server page selected: Gmail's "Select all 1,234 matching" under the bar. */
export const WholePageSelected: Story = {
  args: { count: 10, matching },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText('All 10 on this page are selected.')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Select all 1,234 matching' }));
    await expect(args.matching?.onSelectAll).toHaveBeenCalledTimes(1);
  },
};

/**
 * Every matching row selected: the count is the total, a change goes to all of them (the host
 * sends the filter); resumes and CSV wait for rows selected on the page; Clear selection.
 */
export const AllMatchingSelected: Story = {
  args: { count: 1234, matching: { ...matching, all: true } },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText('All 1,234 matching selected')).toBeVisible();
    await expect(c.getByRole('button', { name: 'Change Status' })).toBeEnabled();
    await expect(c.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    await expect(c.getByRole('button', { name: 'Download Resumes (0)' })).toBeDisabled();
    await userEvent.click(c.getByRole('button', { name: 'Clear selection' }));
    await expect(args.matching?.onClear).toHaveBeenCalledTimes(1);
  },
};

/** More rows match than one change may cover: the bar says so instead of offering them all. */
export const OverTheCap: Story = {
  tags: ['!visual'],
  args: { count: 10, matching: { ...matching, total: 25_000 } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(
      c.getByText(
        '25,000 match: one bulk change covers at most 10,000, so narrow the filter to change them all.',
      ),
    ).toBeVisible();
    await expect(c.queryByRole('button', { name: /^Select all/ })).toBeNull();
  },
};
