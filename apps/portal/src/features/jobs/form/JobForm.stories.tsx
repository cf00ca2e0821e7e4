import { ThemeRoot, ToastProvider } from '@hrportal/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { JobForm } from './JobForm';
import { emptyDraft, type JobDraft } from './jobDraft';

const recruiters = [
  { username: 'recruiter', name: 'Rahul Verma' },
  { username: 'reviewer', name: 'Priya Nair' },
  { username: 'recruiter2', name: 'Anita Rao' },
];

const filled: JobDraft = {
  ...emptyDraft,
  client: 'Globex',
  role: 'Java Developer',
  no_of_positions: '3',
  budget_min: '12',
  budget_max: '18',
  contract_in_months: '12',
  country: 'India',
  experience_min: '4',
  experience_max: '8',
  location: 'Pune',
  mode: 'Hybrid',
  notice_period: '30 days',
  shift_timings: '10:00–19:00 IST',
  skills: 'Java, Spring Boot, Kafka',
  detailed_jd: '# Java Developer\n\n- Build **payment** services',
  recruiter: ['recruiter'],
  post_to_careers: true,
};

const meta = {
  title: 'Portal/Jobs/JobForm',
  // A portal screen, not a published component: no docs page.
  tags: ['!autodocs'],
  component: JobForm,
  args: { mode: 'post', recruiters, onSubmit: fn(async () => undefined) },
  decorators: [
    (Story) => (
      <ThemeRoot>
        <ToastProvider>
          <Story />
        </ToastProvider>
      </ThemeRoot>
    ),
  ],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof JobForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const form = (canvas: HTMLElement) => within(canvas);

/** A new job: required fields empty, one position, full-time onsite, nothing posted to careers. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const c = form(canvasElement);
    await expect(c.getByRole('textbox', { name: /^Client/ })).toHaveValue('');
    await expect(c.getByRole('textbox', { name: /^Role/ })).toHaveValue('');
    await expect(c.getByRole('spinbutton', { name: /^Number of positions/ })).toHaveValue(1);
    await expect(c.getByRole('switch', { name: 'Post to careers' })).not.toBeChecked();
    await expect(c.getByRole('button', { name: 'Post Job' })).toBeEnabled();
  },
};

/** An edit of a saved job: every field as stored, the status choice, Delete job. */
export const Filled: Story = {
  args: { mode: 'edit', initial: filled, currentJd: 'pdf', onDelete: fn(async () => undefined) },
  play: async ({ canvasElement, args }) => {
    const c = form(canvasElement);
    await expect(c.getByRole('textbox', { name: /^Client/ })).toHaveValue('Globex');
    await expect(c.getByRole('spinbutton', { name: 'Budget max (LPA)' })).toHaveValue(18);
    await expect(c.getByRole('checkbox', { name: 'Rahul Verma' })).toBeChecked();
    await expect(
      c.getByRole('checkbox', { name: /Remove the current JD file \(PDF\)/ }),
    ).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        body: expect.objectContaining({ client: 'Globex', no_of_positions: 3, budget_max: 18 }),
        removeJd: false,
        notify: true,
      }),
    );
    await expect(await c.findByText('Changes saved')).toBeVisible();
  },
};

/**
 * Post Job on a wrong draft: each field says what is wrong, the first message names the form's
 * problem, nothing is sent; a fixed field's message goes.
 */
export const ErrorsShown: Story = {
  args: { initial: { ...emptyDraft, no_of_positions: '0', budget_min: '20', budget_max: '10' } },
  play: async ({ canvasElement, args }) => {
    const c = form(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Post Job' }));
    await expect(await c.findByText('Please correct the highlighted fields')).toBeVisible();
    await expect(c.getByText('Client is required')).toBeVisible();
    await expect(c.getByText('Role is required')).toBeVisible();
    await expect(c.getByText('Minimum budget must not exceed maximum budget')).toBeVisible();
    await expect(c.getByRole('textbox', { name: /^Client/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(c.getByRole('textbox', { name: /^Client/ }), 'Globex');
    await waitFor(() => expect(c.queryByText('Client is required')).toBeNull());
  },
};

/** While the save runs: the button is disabled, so a second press sends nothing more. */
export const Saving: Story = {
  args: { initial: filled, onSubmit: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ canvasElement, args }) => {
    const c = form(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Post Job' }));
    await waitFor(() => expect(c.getByRole('button', { name: 'Post Job' })).toBeDisabled());
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** The server refuses: its message shows under the form and the input stays as typed. */
export const ServerRefusal: Story = {
  args: {
    initial: filled,
    onSubmit: fn(async () => {
      throw new Error('Unknown or inactive recruiter: recruiter');
    }),
  },
  play: async ({ canvasElement }) => {
    const c = form(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Post Job' }));
    await expect(await c.findByText('Unknown or inactive recruiter: recruiter')).toBeVisible();
    await expect(c.getByRole('textbox', { name: /^Role/ })).toHaveValue('Java Developer');
    await expect(c.getByRole('button', { name: 'Post Job' })).toBeEnabled();
  },
};
