import { createClient, createMemoryStorage } from '@hrportal/api-client';
import { HrPortalProvider } from '@hrportal/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { documents, overlayDocs } from '../../../../.storybook/documents';
import { ProfilePictureDialog } from './ProfilePictureDialog';

function Harness() {
  // No server behind it: the dialog's checks and cropping run in the browser alone.
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
    <HrPortalProvider client={client}>
      <ProfilePictureDialog isOpen onOpenChange={() => {}} />
    </HrPortalProvider>
  );
}

const meta = {
  title: 'Shell/ProfilePictureDialog',
  ...documents(ProfilePictureDialog, Harness, overlayDocs),
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).findByRole('dialog', { name: 'Change Profile Picture' });

async function png(width: number, height: number, name = 'me.png'): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d') as CanvasRenderingContext2D;
  context.fillStyle = '#3b7';
  context.fillRect(0, 0, width, height);
  const blob = await new Promise<Blob>((resolve) =>
    canvas.toBlob((b) => resolve(b as Blob), 'image/png'),
  );
  return new File([blob], name, { type: 'image/png' });
}

/** Nothing chosen yet: the drop zone, no Remove Picture (no picture), Save Changes disabled. */
export const Choose: Story = {
  play: async () => {
    const d = await dialog();
    await waitFor(() => expect(within(d).getByText('No picture yet')).toBeVisible());
    await expect(within(d).queryByRole('button', { name: 'Remove Picture' })).toBeNull();
    await expect(within(d).getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  },
};

/** A file that is not an image, then one that is too small: the §5 messages verbatim. */
export const BadFiles: Story = {
  tags: ['!visual'],
  play: async () => {
    const d = await dialog();
    const input = d.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }), {
      applyAccept: false,
    });
    await waitFor(() =>
      expect(within(d).getByRole('alert')).toHaveTextContent(
        'Please select a valid image file (JPEG, PNG, GIF, or WebP).',
      ),
    );
    await userEvent.upload(input, await png(20, 20, 'tiny.png'));
    await waitFor(() =>
      expect(within(d).getByRole('alert')).toHaveTextContent(
        'Image is too small. Minimum dimensions: 50x50px.',
      ),
    );
  },
};

/** Cropping: the box starts at 80% of the width; the shape changes it; keys move and resize it. */
export const Crop: Story = {
  play: async () => {
    const d = await dialog();
    await userEvent.upload(
      d.querySelector('input[type="file"]') as HTMLInputElement,
      await png(300, 200),
    );
    const box = await within(d).findByRole('button', { name: /^Crop area/ });
    await expect(box).toHaveAccessibleName(/^Crop area 200 by 200 pixels/);
    await userEvent.click(within(d).getByRole('radio', { name: 'Landscape 4:3' }));
    await waitFor(() => expect(box).toHaveAccessibleName(/^Crop area 240 by 180 pixels/));
    box.focus();
    await userEvent.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    await waitFor(() => expect(box).toHaveAccessibleName(/^Crop area 230 by 173 pixels/));
    await expect(within(d).getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  },
};
