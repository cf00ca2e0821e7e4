import { ThemeRoot } from '@hrportal/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AssistantDialog } from './AssistantDialog';
import { storyBackend } from './storyBackend';

interface HarnessProps {
  theme?: 'light' | 'dark';
  failName?: string;
  taskFails?: string;
  tokenDelayMs?: number;
  onClose?: () => void;
}

function Harness({ theme = 'light', onClose = () => {}, ...options }: HarnessProps) {
  return (
    <ThemeRoot theme={theme}>
      <AssistantDialog backend={storyBackend(options)} onClose={onClose} />
    </ThemeRoot>
  );
}

const meta = {
  title: 'AiAssistant/AssistantDialog',
  component: Harness,
  parameters: { layout: 'fullscreen' },
  args: { onClose: fn() },
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
