import { createClient, createMemoryStorage } from '@hrportal/api-client';
import type { CareerJob } from '@hrportal/api-client/contract';
import { HrPortalProvider } from '@hrportal/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ApplyForm } from './ApplyForm';

const job: CareerJob = {
  id: 12,
  role: 'Senior Java Developer',
  location: 'Pune',
  country: 'India',
  job_type: 'Full-time',
  mode: 'Hybrid',
  experience_min: 4,
  experience_max: 8,
  skills: 'Java, Spring Boot, Kafka',
  detailed_jd: '',
  no_of_positions: 2,
  date_created: '2026-03-20',
};

/** The page's host: the provider (theme) with an SDK on a closed port; the form calls `onApply`. */
function Host({ theme, children }: { theme: 'light' | 'dark'; children: React.ReactNode }) {
  const client = useMemo(
    () =>
      createClient({
        baseUrl: 'http://127.0.0.1:9/api',
        storage: createMemoryStorage(),
        retry: { limit: 0 },
      }),
    [],
  );
  return (
    <HrPortalProvider client={client} storage={createMemoryStorage()} theme={theme}>
      <div style={{ maxWidth: '60rem' }}>{children}</div>
    </HrPortalProvider>
  );
}

const meta = {
  title: 'Portal/Careers/ApplyForm',
  // A portal screen, not a published component: no docs page.
  tags: ['!autodocs'],
  component: ApplyForm,
  args: {
    job,
    onApply: fn(async () => ({ message: 'Application received. Thank you for applying!' })),
  },
  decorators: [
    (Story, { parameters }) => (
      <Host theme={parameters.theme === 'dark' ? 'dark' : 'light'}>
        <Story />
      </Host>
    ),
  ],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ApplyForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const pdfBytes = new TextEncoder().encode('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
const resumeInput = (canvas: HTMLElement) =>
  canvas.querySelector('input[type="file"]') as HTMLInputElement;

async function fillRequired(canvas: HTMLElement) {
  const c = within(canvas);
  await userEvent.type(c.getByRole('textbox', { name: /^Full name/ }), 'Dana Scully');
  await userEvent.type(c.getByRole('textbox', { name: /^Email/ }), 'dana@example.com');
  await userEvent.type(c.getByRole('textbox', { name: /^Mobile number/ }), '+91 98450 99990');
  await userEvent.type(c.getByRole('textbox', { name: /^Total experience/ }), '5 years 6 months');
}

/** Every required field, a real PDF's bytes, then Submit. */
async function sendComplete(canvas: HTMLElement) {
  const c = within(canvas);
  await fillRequired(canvas);
  await userEvent.upload(
    resumeInput(canvas),
    new File([pdfBytes], 'dana.pdf', { type: 'application/pdf' }),
  );
  await expect(await c.findByText(/^dana\.pdf · /)).toBeVisible();
  await userEvent.click(c.getByRole('button', { name: 'Submit application' }));
}

/** Nothing typed yet: every field, the resume zone (PDF, DOC or DOCX, up to 10MB). */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'Apply for this job' })).toBeVisible();
    await expect(c.getByText('PDF, DOC or DOCX, up to 10MB')).toBeVisible();
    await expect(c.getByRole('button', { name: 'Submit application' })).toBeEnabled();
    await expect(c.queryByRole('alert')).toBeNull();
  },
};

/** Sending nothing names every required field and the missing resume at once; nothing is sent. */
export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByRole('textbox', { name: /^Email/ }), 'dana@');
    await userEvent.click(c.getByRole('button', { name: 'Submit application' }));
    await expect(c.getByText('Please fill in the required fields')).toBeVisible();
    await expect(c.getByText('Name is required')).toBeVisible();
    await expect(c.getByText('Expected a valid email address')).toBeVisible();
    await expect(c.getByText('Mobile number is required')).toBeVisible();
    await expect(c.getByText('Please upload at least one file')).toBeVisible();
    await expect(c.getByRole('textbox', { name: /^Email/ })).toHaveValue('dana@');
    await expect(args.onApply).not.toHaveBeenCalled();
  },
};

/** A renamed executable and a file over 10MB get the §5 messages; what was typed stays. */
export const BadResume: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await fillRequired(canvasElement);
    // An executable renamed to .pdf: its first bytes say MZ, not %PDF.
    const exe = new File([new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03])], 'resume.pdf', {
      type: 'application/pdf',
    });
    await userEvent.upload(resumeInput(canvasElement), exe);
    await waitFor(() =>
      expect(c.getByText('Please upload a PDF, DOC, or DOCX file')).toBeVisible(),
    );
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.pdf', {
      type: 'application/pdf',
    });
    await userEvent.upload(resumeInput(canvasElement), big);
    await waitFor(() => expect(c.getByText('File size must be less than 10MB')).toBeVisible());
    await userEvent.click(c.getByRole('button', { name: 'Submit application' }));
    await expect(args.onApply).not.toHaveBeenCalled();
    await expect(c.getByRole('textbox', { name: /^Full name/ })).toHaveValue('Dana Scully');
    await expect(c.getByRole('textbox', { name: /^Mobile number/ })).toHaveValue('+91 98450 99990');
  },
};

/** The server refused (too many applications): its message, and the form exactly as it was. */
export const Refused: Story = {
  args: {
    onApply: fn(async () => {
      throw new Error('Too many requests. Please wait a moment and try again.');
    }),
  },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await sendComplete(canvasElement);
    await expect(
      await c.findByText('Too many requests. Please wait a moment and try again.'),
    ).toBeVisible();
    await expect(args.onApply).toHaveBeenCalledTimes(1);
    await expect(c.getByRole('textbox', { name: /^Full name/ })).toHaveValue('Dana Scully');
    await expect(c.getByText(/^dana\.pdf · /)).toBeVisible();
  },
};

/** Sent: the server's confirmation, the role and where the team will write. */
export const Submitted: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await sendComplete(canvasElement);
    const done = await c.findByRole('status');
    await expect(done).toHaveTextContent('Application received. Thank you for applying!');
    await expect(done).toHaveTextContent('Senior Java Developer');
    await expect(done).toHaveTextContent('dana@example.com');
    await expect(args.onApply).toHaveBeenCalledWith(
      expect.objectContaining({
        job_id: 12,
        name: 'Dana Scully',
        email: 'dana@example.com',
        mobile: '+91 98450 99990',
        experience: '5 years 6 months',
        filename: 'dana.pdf',
        resume: btoa(String.fromCharCode(...pdfBytes)),
      }),
    );
  },
};

/** The invalid state in the dark theme. */
export const InvalidDark: Story = {
  parameters: { theme: 'dark' },
  play: Invalid.play,
};
