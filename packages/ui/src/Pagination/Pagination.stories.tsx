import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ThemeRoot } from '../theme/ThemeRoot';
import { Pagination } from './Pagination';

const meta = {
  title: 'UI/Pagination',
  component: Pagination,
  args: { page: 5, pageCount: 10, onPageChange: fn() },
  decorators: [(Story) => <ThemeRoot>{Story()}</ThemeRoot>],
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

const pageNames = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('button', { name: /^Page \d+$/ })
    .map((button) => button.textContent);

export const Middle: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Pagination' });
    await expect(pageNames(nav)).toEqual(['1', '4', '5', '6', '10']);
    await expect(within(nav).getByRole('button', { name: 'Page 5' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav).toHaveTextContent('…');
  },
};

export const FirstPage: Story = {
  args: { page: 1 },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Pagination' });
    await expect(within(nav).getByRole('button', { name: 'First page' })).toBeDisabled();
    await expect(within(nav).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await expect(within(nav).getByRole('button', { name: 'Next page' })).toBeEnabled();
  },
};

function Controlled() {
  const [page, setPage] = useState(1);
  return <Pagination page={page} pageCount={10} onPageChange={setPage} />;
}

export const NavigateByKeyboard: Story = {
  render: () => <Controlled />,
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Pagination' });
    const current = () => within(nav).getByRole('button', { current: 'page' });
    // First and Previous are disabled on page 1, so Tab starts at "Page 1".
    await userEvent.tab();
    await expect(within(nav).getByRole('button', { name: 'Page 1' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(current()).toHaveAccessibleName('Page 2');
    within(nav).getByRole('button', { name: 'Last page' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(current()).toHaveAccessibleName('Page 10');
    await expect(within(nav).getByRole('button', { name: 'Next page' })).toBeDisabled();
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await userEvent.keyboard(' ');
    await expect(current()).toHaveAccessibleName('Page 9');
  },
};

export const SinglePage: Story = {
  args: { page: 1, pageCount: 1 },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Pagination' });
    await expect(pageNames(nav)).toEqual(['1']);
    await expect(within(nav).getByRole('button', { name: 'Last page' })).toBeDisabled();
  },
};
