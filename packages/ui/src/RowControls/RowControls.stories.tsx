import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { documents } from '../../../../.storybook/documents';
import { ThemeRoot } from '../theme/ThemeRoot';
import { RowButton, RowCheckbox, RowMenuButton, RowMenuProvider } from './RowControls';

const resumeItems = [
  { id: 'view', label: 'View Resume' },
  { id: 'download', label: 'Download Resume' },
];

/** Two rows of a list: a selection box, a button, a menu button, a disabled button. */
function Rows({ onAction }: { onAction: (row: string, id: string) => void }) {
  const [selected, setSelected] = useState<string[]>([]);
  return (
    <RowMenuProvider>
      <ul style={{ display: 'grid', gap: 8, listStyle: 'none', padding: 0 }}>
        {['Asha Rao', 'Ravi Kumar'].map((name) => (
          <li key={name} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
            <RowCheckbox
              aria-label={`Select ${name}`}
              isSelected={selected.includes(name)}
              onChange={(on) =>
                setSelected((s) => (on ? [...s, name] : s.filter((n) => n !== name)))
              }
            />
            <span style={{ minWidth: 100 }}>{name}</span>
            <RowButton onPress={() => onAction(name, 'details')}>View Details</RowButton>
            <RowMenuButton
              aria-label={`Resume of ${name}`}
              items={resumeItems}
              onAction={(id) => onAction(name, id)}
            >
              Resume
            </RowMenuButton>
            <RowButton isDisabled>Update Status</RowButton>
            <RowButton tone="critical">Delete</RowButton>
          </li>
        ))}
      </ul>
      <RowCheckbox aria-label="Some selected" isSelected={false} isIndeterminate onChange={fn()} />
    </RowMenuProvider>
  );
}

const meta = {
  title: 'UI/RowControls',
  ...documents(RowButton, Rows),
  subcomponents: { RowCheckbox, RowMenuButton, RowMenuProvider },
  args: { onAction: fn() },
  decorators: [(Story) => <ThemeRoot>{Story()}</ThemeRoot>],
} satisfies Meta<typeof Rows>;

export default meta;
type Story = StoryObj<typeof meta>;

export const States: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button', { name: 'Update Status' })[0]).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: 'Some selected' })).toBePartiallyChecked();
    await expect(canvas.getByRole('button', { name: 'Resume of Asha Rao' })).toHaveAttribute(
      'aria-haspopup',
      'menu',
    );
  },
};

/** Keyboard only: Space selects, Enter presses, the menu opens on its first item and runs one. */
export const Keyboard: Story = {
  tags: ['!visual'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Select Asha Rao' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: 'Select Asha Rao' })).toBeChecked();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('Asha Rao', 'details');
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: 'Resume of Asha Rao' });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu', { name: 'Resume of Asha Rao' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'View Resume' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Download Resume' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('Asha Rao', 'download');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    // ArrowUp opens on the last item; Escape closes and gives focus back.
    await userEvent.keyboard('{ArrowUp}');
    const again = await body.findByRole('menu');
    await waitFor(() =>
      expect(within(again).getByRole('menuitem', { name: 'Download Resume' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

/** A pointer opens the menu of the row it was pressed in. */
export const PointerOpensTheRowsMenu: Story = {
  tags: ['!visual'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Resume of Ravi Kumar' }));
    const menu = await within(document.body).findByRole('menu', { name: 'Resume of Ravi Kumar' });
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'View Resume' }));
    await expect(args.onAction).toHaveBeenCalledWith('Ravi Kumar', 'view');
  },
};
