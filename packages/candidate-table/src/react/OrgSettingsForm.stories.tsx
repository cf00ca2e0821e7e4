import type { OrgSettings, OrgSettingsResponse } from '@hrportal/api-client/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { OrgSettingsForm } from './OrgSettingsForm';
import { inHost, page } from './storyFixtures';

const settings: OrgSettingsResponse = {
  status: 'success',
  settings: { session_idle_minutes: 30, embed_origins: ['https://intranet.example.com'] },
  config_origins: ['https://hr.example.com'],
  bounds: { min: 5, max: 30 },
};

const meta = {
  title: 'Admin/OrgSettingsForm',
  component: OrgSettingsForm,
  args: {
    settings,
    onSave: fn(
      async (body: OrgSettings): Promise<OrgSettingsResponse> => ({
        ...settings,
        message: 'Settings saved',
        settings: {
          session_idle_minutes: body.session_idle_minutes,
          embed_origins: body.embed_origins,
        },
      }),
    ),
  },
  decorators: [inHost],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof OrgSettingsForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const timeout = (canvas: HTMLElement) =>
  within(canvas).getByRole('spinbutton', { name: 'Session timeout (minutes)' });
const origins = (canvas: HTMLElement) =>
  within(canvas).getByRole('textbox', { name: 'Allowed embedding origins' });
const saveButton = (canvas: HTMLElement) =>
  within(canvas).getByRole('button', { name: 'Save Settings' });

/** The settings in force, the bounds and the origins the configuration always allows. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(timeout(canvasElement)).toHaveValue(30);
    await expect(origins(canvasElement)).toHaveValue('https://intranet.example.com');
    await expect(canvasElement).toHaveTextContent('5 to 30 minutes (ASVS V3.3.2)');
    await expect(canvasElement).toHaveTextContent(
      "Always allowed by the server's configuration: https://hr.example.com.",
    );
  },
};

/** Out-of-bounds timeouts and non-origins are named before anything is sent. */
export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.clear(timeout(canvasElement));
    await userEvent.type(timeout(canvasElement), '45');
    await userEvent.type(origins(canvasElement), '\nintranet.example.com/app');
    await userEvent.click(saveButton(canvasElement));
    await expect(
      await within(canvasElement).findByText(
        'Session timeout must be a whole number of minutes from 5 to 30 (ASVS V3.3.2: at most 30 minutes of inactivity)',
      ),
    ).toBeVisible();
    await expect(
      within(canvasElement).getByText(
        '"intranet.example.com/app" is not an origin (expected scheme://host[:port], e.g. https://intranet.example.com)',
      ),
    ).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** A valid change is saved, and a toast says so. */
export const Saves: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement, args }) => {
    await userEvent.clear(timeout(canvasElement));
    await userEvent.type(timeout(canvasElement), '15');
    await userEvent.click(saveButton(canvasElement));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({
        session_idle_minutes: 15,
        embed_origins: ['https://intranet.example.com'],
      }),
    );
    // The toast animates in: wait until it shows.
    const toast = await page().findByText('Settings saved');
    await waitFor(() => expect(toast).toBeVisible());
  },
};

/** A refusal from the server is shown in its own words. */
export const Refused: Story = {
  tags: ['!visual'],
  args: {
    onSave: fn(async (_body: OrgSettings): Promise<OrgSettingsResponse> => {
      throw new Error('Access denied. You do not have permission to perform this action.');
    }),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(saveButton(canvasElement));
    await expect(
      await within(canvasElement).findByText(
        'Access denied. You do not have permission to perform this action.',
      ),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Loading settings...' }),
    ).toBeVisible();
  },
};

export const ErrorState: Story = {
  args: { error: 'Service temporarily unavailable. Please try again later.' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        'Error: Service temporarily unavailable. Please try again later.',
      ),
    ).toBeVisible();
  },
};
