import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { renderedContrast } from '../internal/contrast';
import { vars } from '../theme/contract.css';
import { ThemeRoot } from '../theme/ThemeRoot';
import { FormError } from './FormError';

const meta = {
  title: 'UI/FormError',
  component: FormError,
  args: { message: 'Role is required for login' },
} satisfies Meta<typeof FormError>;

export default meta;
type Story = StoryObj<typeof meta>;

// The error state is rendered (the component draws nothing without a message), on the card
// surface forms sit on, so axe and the play function measure the text a user actually reads.
const onCard = (theme: 'light' | 'dark') => (Story: () => ReactNode) => (
  <ThemeRoot theme={theme}>
    <form aria-label="Sign in" style={{ background: vars.color.surface, padding: 16 }}>
      {Story()}
    </form>
  </ThemeRoot>
);

const visibleAndAnnounced: Story['play'] = async ({ canvasElement }) => {
  const alert = within(canvasElement).getByRole('alert');
  await expect(alert).toHaveTextContent('Role is required for login');
  await expect(alert).toBeVisible();
  await expect(renderedContrast(alert)).toBeGreaterThanOrEqual(4.5);
};

export const Light: Story = { decorators: [onCard('light')], play: visibleAndAnnounced };

export const Dark: Story = { decorators: [onCard('dark')], play: visibleAndAnnounced };

export const NoMessage: Story = {
  args: { message: '' },
  decorators: [onCard('light')],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};
