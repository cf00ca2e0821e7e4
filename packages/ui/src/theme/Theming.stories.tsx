import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { EmptyState } from '../EmptyState/EmptyState';
import { Select } from '../Select/Select';
import { TextField } from '../TextField/TextField';
import { ThemeRoot } from './ThemeRoot';

const meta = {
  title: 'UI/Theming',
  component: ThemeRoot,
} satisfies Meta<typeof ThemeRoot>;

export default meta;
type Story = StoryObj<typeof meta>;

const statuses = [
  { id: 'active', label: 'Active' },
  { id: 'hold', label: 'Hold' },
];

function Sample() {
  return (
    <div style={{ display: 'grid', gap: 12, maxWidth: 420 }}>
      <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <Button tone="brand">Save Changes</Button>
        <Button>Cancel</Button>
        <Badge tone="brand">New</Badge>
      </div>
      <TextField label="Group Name" defaultValue="Hiring squad" />
      <Select label="Job status" items={statuses} defaultValue="active" />
      <Checkbox defaultSelected>Post to careers</Checkbox>
      <EmptyState title="No profiles found" description="Try another search." />
    </div>
  );
}

const bg = (el: Element) => getComputedStyle(el).backgroundColor;

export const LightAndDark: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16 }}>
      <ThemeRoot theme="light">
        <div style={{ padding: 16 }}>
          <Sample />
        </div>
      </ThemeRoot>
      <ThemeRoot theme="dark">
        <div style={{ padding: 16, background: 'var(--hrp-color-background)' }}>
          <Sample />
        </div>
      </ThemeRoot>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const [light, dark] = within(canvasElement).getAllByRole('button', { name: 'Save Changes' });
    await expect(bg(light as Element)).toBe('rgb(31, 95, 191)');
    await expect(bg(dark as Element)).toBe('rgb(76, 141, 255)');
  },
};

/** A host passes its own theme object: applied as inline `--hrp-*` variables, overlays included. */
export const HostThemeObject: Story = {
  render: () => (
    <ThemeRoot tokens={{ color: { brand: '#7b1fa2', focusRing: '#7b1fa2' }, radius: { m: '0px' } }}>
      <Sample />
    </ThemeRoot>
  ),
  play: async ({ canvasElement }) => {
    const save = within(canvasElement).getByRole('button', { name: 'Save Changes' });
    await expect(bg(save)).toBe('rgb(123, 31, 162)');
    await expect(getComputedStyle(save).borderTopLeftRadius).toBe('0px');
    // Overlays render in our themed layer at the end of <body> and get the same theme.
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Job status/ }));
    const listbox = await screen.findByRole('listbox');
    const layer = listbox.closest('[data-hrp-overlays]') as HTMLElement;
    await expect(layer.style.getPropertyValue('--hrp-color-brand')).toBe('#7b1fa2');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  },
};

/** A host re-brands with plain CSS: any unlayered rule beats our `hrp.theme` layer. */
export const HostCssVariables: Story = {
  render: () => (
    <div className="acme-intranet">
      <style>{`
        .acme-intranet [data-hrp-root] {
          --hrp-color-brand: #00796b;
          --hrp-color-brandHover: #005a4f;
          --hrp-radius-m: 14px;
          --hrp-font-body: Georgia, serif;
        }
      `}</style>
      <ThemeRoot>
        <Sample />
      </ThemeRoot>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const save = within(canvasElement).getByRole('button', { name: 'Save Changes' });
    await expect(bg(save)).toBe('rgb(0, 121, 107)');
    await expect(getComputedStyle(save).borderTopLeftRadius).toBe('14px');
    await expect(getComputedStyle(save).fontFamily).toContain('Georgia');
  },
};

// A host page's own stylesheet at its most hostile: a modern preflight reset plus element rules.
const hostStylesheet = `
  *, ::before, ::after { box-sizing: content-box; margin: 0; padding: 0; border: 0 solid; }
  html { font-size: 10px; }
  body { font-family: "Comic Sans MS", cursive; color: #333; line-height: 2.2; }
  button, input, select, textarea { font: inherit; color: inherit; background: transparent; }
  button { background: yellow; text-transform: uppercase; letter-spacing: 3px; border-radius: 0; padding: 0; }
  input { border: 4px dashed red; padding: 0; height: 60px; }
  h1, h2, h3, h4 { font-size: 48px; font-weight: 900; margin: 40px 0; }
  p { margin: 24px 0; color: #c00; font-size: 20px; }
  ul, ol { list-style: square; margin: 30px; }
  svg { display: block; }
  span { text-decoration: underline; }
`;

/** Our components keep their look under the host's reset and element rules. */
export const UnderHostReset: Story = {
  render: () => (
    <>
      <style>{hostStylesheet}</style>
      <p>Host paragraph (red, 20px): the host's own styles still apply to the host.</p>
      <ThemeRoot>
        <Sample />
      </ThemeRoot>
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const save = canvas.getByRole('button', { name: 'Save Changes' });
    const saveStyle = getComputedStyle(save);
    await expect(saveStyle.backgroundColor).toBe('rgb(31, 95, 191)');
    await expect(saveStyle.textTransform).toBe('none');
    await expect(saveStyle.letterSpacing).toBe('normal');
    await expect(saveStyle.paddingLeft).toBe('16px');
    await expect(saveStyle.borderTopLeftRadius).toBe('6px');
    await expect(saveStyle.boxSizing).toBe('border-box');
    await expect(saveStyle.fontFamily).not.toContain('Comic');

    const input = getComputedStyle(canvas.getByRole('textbox', { name: 'Group Name' }));
    await expect(input.borderTopStyle).toBe('solid');
    await expect(input.borderTopWidth).toBe('1px');
    await expect(input.paddingLeft).toBe('12px');
    await expect(input.fontSize).toBe('14px');

    const title = getComputedStyle(canvas.getByRole('heading', { name: 'No profiles found' }));
    await expect(title.fontSize).toBe('16px');
    await expect(title.marginTop).toBe('0px');
    const description = getComputedStyle(canvas.getByText('Try another search.'));
    await expect(description.color).not.toBe('rgb(204, 0, 0)');
    await expect(description.marginTop).toBe('0px');

    // And the host's own paragraph is untouched by us.
    const hostP = getComputedStyle(canvas.getByText(/Host paragraph/));
    await expect(hostP.color).toBe('rgb(204, 0, 0)');
  },
};
