import { serverMessages, statusMessages } from '@hrportal/api-client/contract';
import { ThemeRoot } from '@hrportal/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { documents, overlayDocs } from '../../../../.storybook/documents';
import { AiAssistant } from './AiAssistant';
import { AssistantDialog } from './AssistantDialog';
import { StoredDocumentPicker } from './StoredDocumentPicker';
import { type StoryBackendOptions, storyBackend } from './storyBackend';

interface HarnessProps {
  theme?: 'light' | 'dark';
  failName?: string;
  taskFails?: string;
  tokenDelayMs?: number;
  stored?: StoryBackendOptions['stored'];
  forbiddenIds?: number[];
  budgetSpent?: boolean;
  onClose?: () => void;
  onUseInJobForm?: (description: string, jobId: number | null) => void;
}

function Harness({
  theme = 'light',
  onClose = () => {},
  onUseInJobForm,
  ...options
}: HarnessProps) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: one backend per story.
  const backend = useMemo(() => storyBackend(options), []);
  return (
    <ThemeRoot theme={theme}>
      <AssistantDialog
        backend={backend}
        onClose={onClose}
        picker={StoredDocumentPicker}
        onUseInJobForm={onUseInJobForm}
      />
    </ThemeRoot>
  );
}

const meta = {
  title: 'AiAssistant/AssistantDialog',
  ...documents(AssistantDialog, Harness, { layout: 'fullscreen', ...overlayDocs }),
  // Their props tables, as tabs beside the main one.
  subcomponents: { AiAssistant, StoredDocumentPicker },
  args: { onClose: fn(), onUseInJobForm: fn() },
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

const pdf = (name: string, size = 2048) =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' });

/** Opened: the advisory note, the mode that answers, the upload button. */
export const Start: Story = {
  play: async ({ canvas }) => {
    expect(canvas.getByRole('dialog', { name: 'AI Interaction Assistance' })).toBeVisible();
    expect(canvas.getByText(/never rejects anyone on its own/)).toBeVisible();
    expect(await canvas.findByText('Local mode (no model)')).toBeVisible();
    expect(canvas.getByRole('button', { name: 'Upload documents' })).toBeVisible();
  },
};

/** Multiple Files: type badges (a "cv" name is a Resume), §5 skip message, Process N File(s), statuses. */
export const MultipleFiles: Story = {
  args: { failName: 'scan' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Upload documents' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'Multiple Files' }));
    const input = canvas.getByLabelText('Choose files');
    await userEvent.upload(
      input,
      [
        pdf('java-developer-jd.pdf'),
        pdf('Asha_CV.pdf'),
        pdf('scan.pdf'),
        new File(['x'], 'photo.png', { type: 'image/png' }),
      ],
      { applyAccept: false },
    );
    expect(canvas.getByRole('alert')).toHaveTextContent(
      'Some files were skipped. Only PDF, DOC, DOCX files under 10MB are supported.',
    );
    const list = canvas.getByRole('list', { name: 'Documents' });
    expect(list).toHaveTextContent('Asha_CV.pdf');
    expect(within(list).getAllByText('Resume')).toHaveLength(1);
    expect(within(list).getAllByText('Job Description')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove scan.pdf' }));
    await userEvent.upload(input, [pdf('scan.pdf')]);
    await userEvent.click(canvas.getByRole('button', { name: 'Process 3 File(s)' }));
    await waitFor(() => expect(canvas.getAllByText('Ready')).toHaveLength(2));
    expect(await canvas.findByText('Error')).toBeVisible();
    expect(
      canvas.getByText(
        'Could not extract sufficient text from the document. The file might be corrupted or empty.',
      ),
    ).toBeVisible();
  },
};

/** Single File: a wrong type is refused with the §5 message; a PDF goes straight to the chat. */
export const ChatWithScore: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Upload documents' }));
    await userEvent.upload(
      canvas.getByLabelText('Choose files'),
      [new File(['x'], 'a.txt', { type: 'text/plain' })],
      { applyAccept: false },
    );
    expect(canvas.getByRole('alert')).toHaveTextContent('Please upload a PDF, DOC, or DOCX file');
    await userEvent.upload(canvas.getByLabelText('Choose files'), [pdf('jd.pdf')]);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add documents' }));
    await userEvent.upload(canvas.getByLabelText('Choose files'), [pdf('asha_resume.pdf')]);
    await userEvent.click(await canvas.findByRole('button', { name: 'Structured match (0–100)' }));
    const card = await canvas.findByRole('region', { name: 'Score of Asha Rao' });
    expect(card).toHaveTextContent('78/100');
    expect(card).toHaveTextContent('Kubernetes');
    expect(card).toHaveTextContent('Built Kafka consumers processing 2 million events a day.');
    expect(canvas.getByText('Answered by Local mode (no model)')).toBeVisible();
    expect(canvas.getByRole('button', { name: 'Copy' })).toBeVisible();
  },
};

/** A failing answer: the §8 message and the assistant's error bubble; an empty question is refused. */
export const AnswerFails: Story = {
  args: { taskFails: 'Failed to get response. Please try again.' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Upload documents' }));
    await userEvent.upload(canvas.getByLabelText('Choose files'), [pdf('jd.pdf')]);
    await userEvent.click(await canvas.findByRole('button', { name: 'Ask' }));
    expect(canvas.getByRole('alert')).toHaveTextContent('Please enter a question');
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Ask about the documents' }),
      'Where?',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Ask' }));
    expect(
      await canvas.findByText(
        'Sorry, I encountered an error while processing your question. Please try again.',
      ),
    ).toBeVisible();
    expect(canvas.getByRole('alert')).toHaveTextContent(
      'Failed to get response. Please try again.',
    );
  },
};

/** Streaming with Stop, minimise keeps the chat, Close resets everything. */
export const StopMinimiseClose: Story = {
  args: { tokenDelayMs: 150 },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Upload documents' }));
    await userEvent.upload(canvas.getByLabelText('Choose files'), [pdf('jd.pdf')]);
    await userEvent.type(
      await canvas.findByRole('textbox', { name: 'Ask about the documents' }),
      'Experience?',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Ask' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Stop' }));
    expect(await canvas.findByText('Stopped')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Minimise' }));
    expect(canvas.queryByRole('dialog')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Restore' }));
    expect(canvas.getByText('Experience?')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    expect(args.onClose).toHaveBeenCalled();
    expect(canvas.queryByText('Experience?')).toBeNull();
    expect(canvas.getByRole('button', { name: 'Upload documents' })).toBeVisible();
  },
};

/** Minimised to a bar. */
export const Minimised: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Minimise' }));
    expect(
      canvas.getByRole('region', { name: 'AI Interaction Assistance (minimised)' }),
    ).toBeVisible();
  },
};

/** Dark theme, the multi-file upload step. */
export const Dark: Story = {
  args: { theme: 'dark' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Upload documents' }));
    expect(canvas.getByRole('radio', { name: 'Job Description' })).toBeChecked();
    expect(canvas.getByRole('radio', { name: 'Single File' })).toBeChecked();
  },
};

/** Picks a stored document by typing part of its name and choosing with the keyboard. */
async function pickStored(canvasElement: HTMLElement, text: string, option: RegExp) {
  const input = await within(canvasElement).findByRole('combobox', {
    name: 'Resume or job description',
  });
  await userEvent.click(input);
  await userEvent.type(input, text);
  await waitFor(() => expect(screen.getByRole('option', { name: option })).toBeVisible());
  await userEvent.keyboard('{ArrowDown}{Enter}');
}

/** The stored-document picker open: typing filters by candidate name or job title. */
export const PickerOpen: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Upload documents' }));
    const input = await canvas.findByRole('combobox', { name: 'Resume or job description' });
    await userEvent.click(input);
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getAllByRole('option')).toHaveLength(5);
    await userEvent.type(input, 'java');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    expect(screen.getByRole('option', { name: /Senior Java Developer/ })).toBeVisible();
  },
};

/** Picking with the keyboard: a stored resume and a JD go straight to Ready and the chat. */
export const PickedFromOurData: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Upload documents' }));
    await pickStored(canvasElement, 'senior', /Senior Java Developer/);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add documents' }));
    await pickStored(canvasElement, 'asha', /Asha Rao/);
    const list = canvas.getByRole('list', { name: 'Documents' });
    await waitFor(() => expect(within(list).getAllByText('Ready')).toHaveLength(2));
    await userEvent.click(await canvas.findByRole('button', { name: 'Structured match (0–100)' }));
    expect(await canvas.findByRole('region', { name: 'Score of Asha Rao' })).toHaveTextContent(
      '78/100',
    );
  },
};

/** Nothing stored that this user may read. */
export const PickerEmpty: Story = {
  args: { stored: [] },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Upload documents' }));
    expect(
      await canvas.findByText('No stored resumes or job descriptions that you may read yet.'),
    ).toBeVisible();
    expect(canvas.queryByRole('combobox')).toBeNull();
  },
};

/** The list cannot load: the server's message; uploads still work. */
export const PickerError: Story = {
  args: { stored: 'fail' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Upload documents' }));
    expect(await canvas.findByRole('alert')).toHaveTextContent(statusMessages[503]);
    expect(canvas.getByRole('button', { name: 'Browse files' })).toBeVisible();
  },
};

/** The server refuses a document (another recruiter's candidate): its 403 text, shown plainly. */
export const PickerForbidden: Story = {
  args: { forbiddenIds: [11] },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Upload documents' }));
    await pickStored(canvasElement, 'vikram', /Vikram Shah/);
    expect(await canvas.findByRole('alert')).toHaveTextContent(statusMessages[403]);
    const list = canvas.getByRole('list', { name: 'Documents' });
    expect(within(list).getByText('Error')).toBeVisible();
  },
};

/** Enhance a stored JD: the diff by word and by line, Copy, and Use in job form (the job's id). */
export const EnhancedDiff: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Upload documents' }));
    await pickStored(canvasElement, 'senior', /Senior Java Developer/);
    await userEvent.click(await canvas.findByRole('button', { name: 'Enhance job description' }));
    const diff = await canvas.findByRole('region', { name: 'Changes to the job description' });
    const runs = (tag: string) =>
      [...diff.querySelectorAll(tag)].map((e) => e.textContent).join(' ');
    expect(runs('del')).toContain('rockstar');
    expect(runs('ins')).toContain('Senior');
    expect(diff).toHaveTextContent(/words added/);
    await userEvent.click(within(diff).getByRole('radio', { name: 'By line' }));
    expect(within(diff).getByRole('radio', { name: 'By line' })).toBeChecked();
    expect(canvas.getByRole('button', { name: 'Copy enhanced description' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Use in job form' }));
    expect(args.onUseInJobForm).toHaveBeenCalledWith(expect.stringContaining('[budget range]'), 3);
    // Minimised, so the job form is in view.
    expect(
      canvas.getByRole('region', { name: 'AI Interaction Assistance (minimised)' }),
    ).toBeVisible();
  },
};

/** The diff in the dark theme (contrast of the added and removed marks). */
export const EnhancedDiffDark: Story = {
  args: { theme: 'dark' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Upload documents' }));
    await pickStored(canvasElement, 'senior', /Senior Java Developer/);
    await userEvent.click(await canvas.findByRole('button', { name: 'Enhance job description' }));
    expect(
      await canvas.findByRole('region', { name: 'Changes to the job description' }),
    ).toBeVisible();
  },
};

/** This month's tokens are spent: the message, 0 left, and no action can run. */
export const BudgetExhausted: Story = {
  args: { budgetSpent: true },
  play: async ({ canvas }) => {
    expect(await canvas.findByText('0 tokens left this month (estimated)')).toBeVisible();
    expect(canvas.getByRole('status')).toHaveTextContent(serverMessages.aiBudgetSpent);
    await userEvent.click(canvas.getByRole('button', { name: 'Upload documents' }));
    await userEvent.upload(canvas.getByLabelText('Choose files'), [pdf('jd.pdf')]);
    expect(await canvas.findByRole('button', { name: 'Enhance job description' })).toBeDisabled();
    expect(canvas.getByRole('button', { name: 'Ask' })).toBeDisabled();
  },
};
