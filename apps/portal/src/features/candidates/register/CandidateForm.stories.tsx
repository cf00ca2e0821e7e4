import { ThemeRoot, ToastProvider } from '@hrportal/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CandidateForm, type CandidateFormProps, EditLoadFailure } from './CandidateForm';
import { type CandidateFormValues, emptyForm, formErrors } from './candidateForm';

const clients = ['Acme Corp', 'Globex', 'Hooli', 'Initech'].map((name) => ({
  id: name,
  label: name,
}));
const jobs = [
  { id: 12, label: '#12 Java Developer', detail: 'Acme Corp · Active', client: 'Acme Corp' },
  { id: 14, label: '#14 Data Engineer', detail: 'Hooli · Active', client: 'Hooli' },
];

const typed: CandidateFormValues = {
  ...emptyForm(),
  name: 'R. Kumar',
  email: 'ravi.kumar@example.com',
  mobile: '+91 98450 12345',
  skills: 'Java, Spring Boot, Kafka',
  experience: '5 years 6 months',
  current_company: 'Infosys',
  position: 'Senior Developer',
  current_job_location: 'Pune',
  expected_ctc: '18 LPA',
  notice_period: '30 days',
  client: 'Acme Corp',
  job_id: '12',
};

/** The form with its own values state, so a story can type into it. */
function Harness(props: Partial<CandidateFormProps> & { initial?: CandidateFormValues }) {
  const { initial = emptyForm(), ...rest } = props;
  const [values, setValues] = useState(initial);
  return (
    <ThemeRoot>
      <ToastProvider>
        <CandidateForm
          mode="register"
          values={values}
          errors={{}}
          onChange={(field, value) => setValues((v) => ({ ...v, [field]: value }))}
          clients={clients}
          jobs={jobs}
          showRecruiter={false}
          resume={null}
          parse={{ state: 'idle' }}
          fileError=""
          onResume={fn()}
          onFileRefused={fn()}
          suggestions={[]}
          onAccept={fn()}
          onAcceptAll={fn()}
          onDismiss={fn()}
          additional={[]}
          additionalMax={5}
          onAdditional={fn()}
          onRemoveAdditional={fn()}
          duplicates={[]}
          profilePath={(id) => `/recruiter/edit-candidate?id=${id}`}
          draftSavedAt={null}
          onDiscardDraft={fn()}
          error=""
          stale={false}
          onReload={fn()}
          saving={false}
          onSubmit={fn()}
          onCancel={fn()}
          {...rest}
        />
      </ToastProvider>
    </ThemeRoot>
  );
}

const meta = {
  title: 'Portal/CandidateForm',
  // A portal screen, not a published component: no docs page.
  tags: ['!autodocs'],
  component: Harness,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new candidate: every section, nothing filled, the resume drop first. */
export const Empty: Story = {
  args: { onSubmit: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const legends = [...canvasElement.querySelectorAll('fieldset > legend')].map(
      (l) => l.textContent,
    );
    await expect(legends).toEqual([
      'Resume and files',
      'Contact',
      'Current role',
      'Experience',
      'Compensation',
      'Notice and offers',
      'Job and client',
      'Remarks',
    ]);
    const name = canvas.getByLabelText(/^Name/);
    await expect(name).toHaveValue('');
    await expect(canvas.getByRole('combobox', { name: 'Job' })).toHaveValue('');
    await userEvent.type(name, 'Asha');
    await expect(name).toHaveValue('Asha');
    await userEvent.click(canvas.getByText('Register candidate', { selector: 'button' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** The user typed a name, then dropped a resume: empty fields were filled, the name is a suggestion. */
export const PrefilledFromParse: Story = {
  args: {
    initial: typed,
    resume: { name: 'ravi-kumar.pdf', size: 48_213 },
    parse: {
      state: 'done',
      fileName: 'ravi-kumar.pdf',
      filled: ['email', 'mobile', 'skills', 'experience', 'company', 'position', 'location'],
    },
    suggestions: [
      { field: 'name', label: 'Name', value: 'Ravi Kumar' },
      { field: 'current_company', label: 'Current company', value: 'Infosys Ltd' },
    ],
    onAccept: fn(),
    onAcceptAll: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Read ravi-kumar.pdf: filled email, mobile, skills',
    );
    // What was typed stays; the resume's value waits to be accepted.
    await expect(canvas.getByLabelText(/^Name/)).toHaveValue('R. Kumar');
    const offered = canvas.getByRole('region', { name: 'Suggestions from the resume' });
    await userEvent.click(within(offered).getByRole('button', { name: 'Use Name: Ravi Kumar' }));
    await expect(args.onAccept).toHaveBeenCalledWith({
      field: 'name',
      label: 'Name',
      value: 'Ravi Kumar',
    });
    await userEvent.click(within(offered).getByRole('button', { name: 'Use all' }));
    await expect(args.onAcceptAll).toHaveBeenCalledOnce();
  },
};

/** The server could not read the resume just now (busy): the file stays attached, nothing filled. */
export const ParseFailed: Story = {
  args: {
    initial: typed,
    resume: { name: 'ravi-kumar.pdf', size: 48_213 },
    parse: {
      state: 'failed',
      fileName: 'ravi-kumar.pdf',
      message: 'Document processing service is unavailable. Please refresh the page and try again.',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Could not read details from ravi-kumar.pdf: Document processing service is unavailable. Please refresh the page and try again. The file is still attached.',
    );
    await expect(canvas.getByText('Resume: ravi-kumar.pdf (48 KB)')).toBeVisible();
    await expect(canvas.getByLabelText(/^Name/)).toHaveValue('R. Kumar');
    await expect(
      canvas.queryByRole('region', { name: 'Suggestions from the resume' }),
    ).not.toBeInTheDocument();
  },
};

/** The server refused the file itself (a scan without text): not attached, the form kept. */
export const ParseRefused: Story = {
  args: {
    initial: typed,
    fileError:
      'scan.pdf: Could not extract sufficient text from the document. The file might be corrupted or empty. It was not attached.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('scan.pdf: Could not extract');
    await expect(canvas.queryByText(/^Resume: /)).not.toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: /^Mobile/ })).toHaveValue('+91 98450 12345');
  },
};

/** The duplicate check found the phone number (another variant of it) and a namesake. */
export const DuplicateFound: Story = {
  args: {
    initial: typed,
    duplicates: [
      {
        candidate_id: 482,
        name: 'Ravi Kumar',
        recruiter: 'recruiter',
        candidate_status: 'Client Interview',
        matched_on: ['mobile', 'name'],
      },
      {
        candidate_id: null,
        name: null,
        recruiter: null,
        candidate_status: null,
        matched_on: ['email'],
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('region', { name: 'Possible duplicates' });
    await expect(banner).toHaveTextContent(
      'A candidate with this email or phone number already exists',
    );
    await expect(within(banner).getByRole('link', { name: 'Ravi Kumar (#482)' })).toHaveAttribute(
      'href',
      '/recruiter/edit-candidate?id=482',
    );
    await expect(banner).toHaveTextContent(
      'same phone and name, owned by recruiter, Client Interview',
    );
    await expect(banner).toHaveTextContent('A candidate of another recruiter — same email');
  },
};

/** Save was tried with gaps: every field that needs attention says so; the input is kept. */
export const FieldErrors: Story = {
  args: {
    initial: { ...emptyForm(), email: 'ravi@', experience: 'a lot' },
    errors: formErrors({ ...emptyForm(), email: 'ravi@', experience: 'a lot' }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Name is required')).toBeVisible();
    await expect(canvas.getByText('Expected a valid email address')).toBeVisible();
    await expect(canvas.getByText(/Use "N years M months"/)).toBeVisible();
    await expect(canvas.getByText('4 fields need attention.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Email/ })).toHaveValue('ravi@');
  },
};

/** The save failed (network): the message says so and every field keeps its text. */
export const SaveFailed: Story = {
  args: {
    initial: typed,
    resume: { name: 'ravi-kumar.pdf', size: 48_213 },
    fileError: 'setup.pdf: Please upload a PDF, DOC, or DOCX file',
    error:
      'Failed to add candidate: Network connection failed. Please check your internet connection and try again. Your input is kept; try again.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alerts = canvas.getAllByRole('alert');
    await expect(alerts.map((a) => a.textContent).join(' ')).toContain('Failed to add candidate');
    await expect(alerts.map((a) => a.textContent).join(' ')).toContain(
      'Please upload a PDF, DOC, or DOCX file',
    );
    await expect(canvas.getByRole('textbox', { name: /^Mobile/ })).toHaveValue('+91 98450 12345');
    await expect(canvas.getByText('Resume: ravi-kumar.pdf (48 KB)')).toBeVisible();
  },
};

/** Someone saved the candidate after it was opened: the write was refused, not merged over. */
export const StaleWrite: Story = {
  args: { mode: 'edit', initial: typed, stale: true, storedResume: true, onReload: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(
      'Someone else changed this candidate after you opened it',
    );
    await expect(canvas.getByRole('button', { name: 'Save changes' })).toBeEnabled();
    await userEvent.click(within(alert).getByRole('button', { name: 'Reload candidate' }));
    await expect(args.onReload).toHaveBeenCalledOnce();
    await expect(canvas.getByText('A resume is stored; a new one replaces it.')).toBeVisible();
  },
};

/** A draft from an earlier visit came back. */
export const DraftRestored: Story = {
  args: { initial: typed, draftSavedAt: '2026-05-01T10:15:00.000Z', onDiscardDraft: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Draft restored/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Discard draft' }));
    await expect(args.onDiscardDraft).toHaveBeenCalledOnce();
  },
};

/** The edit route could not load its candidate (SPEC §2 fallback). */
export const EditLoadFailed: StoryObj<typeof EditLoadFailure> = {
  render: (args) => (
    <ThemeRoot>
      <EditLoadFailure {...args} />
    </ThemeRoot>
  ),
  args: { reason: 'The requested resource was not found.', onRefresh: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: 'Failed to Load Edit Candidate' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh Page' }));
    await expect(args.onRefresh).toHaveBeenCalledOnce();
  },
};
