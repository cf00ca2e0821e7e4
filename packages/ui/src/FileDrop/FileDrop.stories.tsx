import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ThemeRoot } from '../theme/ThemeRoot';
import { FileDrop } from './FileDrop';

const MB = 1024 * 1024;

const meta = {
  title: 'UI/FileDrop',
  component: FileDrop,
  args: {
    label: 'Drop a resume here',
    description: 'PDF, DOC or DOCX, up to 10MB',
    accept: ['application/pdf', '.doc', '.docx'],
    maxSize: 10 * MB,
    typeMessage: 'Please upload a PDF, DOC, or DOCX file',
    onSelect: fn(),
    onReject: fn(),
  },
  decorators: [
    (Story) => (
      <ThemeRoot>
        <div style={{ maxWidth: 480 }}>{Story()}</div>
      </ThemeRoot>
    ),
  ],
} satisfies Meta<typeof FileDrop>;

export default meta;
type Story = StoryObj<typeof meta>;

const fileInput = (root: HTMLElement) =>
  root.querySelector('input[type="file"]') as HTMLInputElement;

export const BrowseByKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const browse = canvas.getByRole('button', { name: 'Browse files' });
    // The drop zone itself is reachable first (paste target), then the browse button.
    await userEvent.tab();
    await userEvent.tab();
    await expect(browse).toHaveFocus();
    const input = fileInput(canvasElement);
    await expect(input).toHaveAttribute('accept', 'application/pdf,.doc,.docx');
    const resume = new File(['%PDF-1.7'], 'resume.pdf', { type: 'application/pdf' });
    await userEvent.upload(input, resume);
    await expect(args.onSelect).toHaveBeenCalledWith([resume]);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const RejectedFile: Story = {
  play: async ({ args, canvasElement }) => {
    const photo = new File(['x'], 'photo.jpg', { type: 'image/jpeg' });
    await userEvent.upload(fileInput(canvasElement), photo, { applyAccept: false });
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('photo.jpg: Please upload a PDF, DOC, or DOCX file');
    await expect(args.onReject).toHaveBeenCalledWith([
      { file: photo, message: 'Please upload a PDF, DOC, or DOCX file' },
    ]);
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

export const Multiple: Story = {
  args: {
    allowsMultiple: true,
    label: 'Drop files here',
    validate: (file: File) =>
      file.size === 0 ? 'The selected file appears to be empty or corrupted.' : null,
  },
  play: async ({ args, canvasElement }) => {
    const good = new File(['text'], 'jd.docx', { type: '' });
    const empty = new File([], 'empty.pdf', { type: 'application/pdf' });
    await userEvent.upload(fileInput(canvasElement), [good, empty]);
    await expect(args.onSelect).toHaveBeenCalledWith([good]);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'empty.pdf: The selected file appears to be empty or corrupted.',
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Browse files' }),
    ).toBeDisabled();
  },
};
