import type { IncentiveResponse, SopDocument } from '@hrportal/api-client/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { themedHost } from '../targets/storyParts';
import { CalculatorView, DocumentsView, HistoryView, SopEditor } from './SopParts';

const plan = {
  currency: 'INR',
  per_join: 5000,
  client_rates: [{ client: 'Acme Corp', per_join: 8000 }],
  thresholds: [{ min_joins: 3, bonus: 10000 }],
};
const docs: SopDocument[] = [
  {
    id: 1,
    kind: 'sop',
    title: 'Screening calls',
    body: '# Screening calls\n\n1. **Confirm** notice period\n2. Note the expected CTC\n\n<script>window.hacked=1</script><img src=x onerror="window.hacked=1">\n\n[Guide](javascript:alert(1))',
    plan: null,
    version: 3,
    created_at: '2026-03-01T09:00:00.000Z',
    updated_at: '2026-03-20T09:00:00.000Z',
    updated_by_name: 'Maya Iyer',
  },
  {
    id: 2,
    kind: 'incentive',
    title: 'Q2 incentive plan',
    body: '## Rates\n\n| Client | Per join |\n|---|---|\n| Acme Corp | 8,000 |',
    plan,
    version: 1,
    created_at: '2026-03-01T09:00:00.000Z',
    updated_at: '2026-03-01T09:00:00.000Z',
    updated_by_name: 'Maya Iyer',
  },
];

const meta = {
  title: 'Portal/SOP/Documents',
  // A portal screen, not a published component: no docs page.
  tags: ['!autodocs'],
  component: DocumentsView,
  args: {
    documents: docs,
    isLoading: false,
    error: null,
    selectedId: 1,
    onSelect: fn(),
    canWrite: true,
    onNew: fn(),
    onEdit: fn(),
    onHistory: fn(),
  },
  decorators: [themedHost],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof DocumentsView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A SOP rendered from Markdown; the script, the onerror and the javascript: link are gone. */
export const Full: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const doc = c.getByRole('document', { name: 'Screening calls' });
    await expect(
      within(doc).getByRole('heading', { level: 1, name: 'Screening calls' }),
    ).toBeVisible();
    await expect(doc.innerHTML).not.toMatch(/script|onerror|javascript:/i);
    await expect((window as { hacked?: number }).hacked).toBeUndefined();
    await expect(c.getByText('Version 3, saved by Maya Iyer', { exact: false })).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'History' }));
    await expect(args.onHistory).toHaveBeenCalled();
    await userEvent.click(c.getByRole('button', { name: 'Q2 incentive plan' }));
    await expect(args.onSelect).toHaveBeenCalledWith(2);
  },
};

/** The incentive plan open: its plan in words above its text; a recruiter cannot edit. */
export const IncentiveReader: Story = {
  args: { selectedId: 2, canWrite: false },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Acme Corp: INR 8,000 per join')).toBeVisible();
    await expect(c.queryByRole('button', { name: 'Edit' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { documents: undefined, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Loading documents...' }),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  args: { documents: [] },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'No documents yet' })).toBeVisible();
    await expect(c.getByRole('button', { name: 'New document' })).toBeVisible();
  },
};

export const Failed: Story = {
  args: { documents: undefined, error: 'Server error. Please try again later.' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Error: Server error. Please try again later.'),
    ).toBeVisible();
  },
};

export const Dark: Story = {
  parameters: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('document', { name: 'Screening calls' }),
    ).toBeVisible();
  },
};

/** The editor: typing updates the sanitised preview live; an incentive plan has its fields. */
export const Editor: Story = {
  render: () => <SopEditor onSave={saveDraft} onCancel={fn()} />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByRole('textbox', { name: 'Title' }), 'Offers');
    const text = c.getByRole('textbox', { name: /Text \(Markdown\)/ });
    await userEvent.click(text);
    await userEvent.paste('## Offer letters\n\n<img src=x onerror="window.hacked=2">');
    const preview = c.getByRole('document', { name: 'Preview of the text' });
    await waitFor(() =>
      expect(within(preview).getByRole('heading', { name: 'Offer letters' })).toBeVisible(),
    );
    await expect(preview.innerHTML).not.toMatch(/onerror/i);
    await userEvent.click(c.getByRole('radio', { name: 'Incentive plan' }));
    await userEvent.click(c.getByRole('button', { name: 'Add a bonus threshold' }));
    await userEvent.type(c.getByRole('spinbutton', { name: 'Threshold 1: joins' }), '4');
    await userEvent.click(c.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(saveDraft).toHaveBeenCalledWith(
        expect.objectContaining({
          kind: 'incentive',
          title: 'Offers',
          plan: expect.objectContaining({ thresholds: [{ min_joins: 4, bonus: 0 }] }),
        }),
      ),
    );
  },
};
const saveDraft = fn(async () => undefined);

/** Version history with one old version open. */
export const History: Story = {
  render: () => (
    <HistoryView
      versions={[
        {
          version: 2,
          changes: ['body'],
          changed_at: '2026-03-20T09:00:00.000Z',
          changed_by_name: 'Maya Iyer',
        },
        {
          version: 1,
          changes: ['created'],
          changed_at: '2026-03-01T09:00:00.000Z',
          changed_by_name: 'Dev Shah',
        },
      ]}
      isLoading={false}
      error={null}
      onView={fn()}
      open={{
        version: 1,
        changes: ['created'],
        changed_at: '2026-03-01T09:00:00.000Z',
        changed_by_name: 'Dev Shah',
        title: 'Screening calls',
        body: '# First draft',
        plan: null,
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('cell', { name: 'text' })).toBeVisible();
    await expect(c.getByRole('region', { name: 'Version 1' })).toBeVisible();
  },
};

const result: IncentiveResponse = {
  status: 'success',
  from: '2026-03-01',
  to: '2026-03-31',
  plan: { document_id: 2, title: 'Q2 incentive plan', version: 1, plan },
  rows: [
    {
      recruiter_id: 3,
      recruiter_name: 'Rahul Verma',
      joins: 3,
      by_client: [
        { client: 'Acme Corp', joins: 2, rate: 8000, amount: 16000 },
        { client: 'Globex', joins: 1, rate: 5000, amount: 5000 },
      ],
      bonus: 10000,
      total: 31000,
    },
    { recruiter_id: 4, recruiter_name: 'Asha Nair', joins: 0, by_client: [], bonus: 0, total: 0 },
  ],
};

/** What each recruiter earned under the published plan. */
export const Calculator: Story = {
  render: () => (
    <CalculatorView
      from="2026-03-01"
      to="2026-03-31"
      onRange={fn()}
      result={result}
      isLoading={false}
      error={null}
    />
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Acme Corp: 2 × INR 8,000 = INR 16,000')).toBeVisible();
    await expect(c.getByText('INR 31,000')).toBeVisible();
  },
};

export const CalculatorNoPlan: Story = {
  render: () => (
    <CalculatorView
      from="2026-03-01"
      to="2026-03-31"
      onRange={fn()}
      result={{ ...result, plan: null, rows: [] }}
      isLoading={false}
      error={null}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'No incentive plan published' }),
    ).toBeVisible();
  },
};

export const CalculatorLoadingDark: Story = {
  parameters: { theme: 'dark' },
  render: () => (
    <CalculatorView
      from="2026-03-01"
      to="2026-03-31"
      onRange={fn()}
      result={undefined}
      isLoading
      error={null}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Calculating...' }),
    ).toBeVisible();
  },
};
