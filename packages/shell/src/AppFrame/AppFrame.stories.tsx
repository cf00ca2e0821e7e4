import { ThemeRoot } from '@hrportal/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { documents } from '../../../../.storybook/documents';
import type { RedDotKey } from '../core/route-table';
import { sidebarCookieName } from '../core/sidebar-state';
import type { ShellUser } from '../Header/Header';
import { Header } from '../Header/Header';
import { ChatToggle } from '../Sidebar/ChatToggle';
import type { RedDots } from '../Sidebar/Sidebar';
import { Sidebar } from '../Sidebar/Sidebar';
import type { FrameLayout } from '../Sidebar/useSidebarState';
import { AppFrame } from './AppFrame';

interface HarnessProps {
  user: ShellUser;
  startPath?: string;
  dots?: RedDots;
  unread?: number;
  layout?: FrameLayout;
  theme?: 'light' | 'dark';
  onLogout: () => void;
  onChangeProfilePicture: () => void;
  onAssistant?: () => void;
  onChatOpen: () => void;
}

/** The frame with a router stand-in: navigation and cleared dots are real state. */
function Harness({
  user,
  startPath = '/manager/dashboard',
  dots: startDots = {},
  unread = 0,
  layout = 'desktop',
  theme = 'light',
  onLogout,
  onChangeProfilePicture,
  onAssistant,
  onChatOpen,
}: HarnessProps) {
  const [path, setPath] = useState(startPath);
  const [dots, setDots] = useState<RedDots>(startDots);
  return (
    <ThemeRoot theme={theme}>
      <AppFrame
        user={user}
        currentPath={path}
        navigate={setPath}
        onLogout={onLogout}
        onChangeProfilePicture={onChangeProfilePicture}
        dots={dots}
        onDotClear={(key: RedDotKey) => setDots((d) => ({ ...d, [key]: false }))}
        chat={({ compact }) => (
          <ChatToggle compact={compact} unreadCount={unread} onPress={onChatOpen} />
        )}
        {...(onAssistant ? { onAssistant } : {})}
        layout={layout}
      >
        <h1>Page at {path}</h1>
        <p>The screen renders here.</p>
      </AppFrame>
    </ThemeRoot>
  );
}

const manager: ShellUser = {
  name: 'Maya Menon',
  email: 'maya.menon@acme.example',
  role: 'manager',
  peerReviewer: true,
};

function setSidebarCookie(open: boolean) {
  // biome-ignore lint/suspicious/noDocumentCookie: stories start from a known sidebar state
  document.cookie = `${sidebarCookieName}=${open}; path=/`;
}

const meta = {
  title: 'Shell/AppFrame',
  ...documents(AppFrame, Harness, { layout: 'fullscreen' }),
  // Their props tables, as tabs beside the main one.
  subcomponents: { Header, Sidebar, ChatToggle },
  args: {
    user: manager,
    onLogout: fn(),
    onChangeProfilePicture: fn(),
    onAssistant: fn(),
    onChatOpen: fn(),
  },
  // Every story starts expanded unless it says otherwise (the cookie outlives a story).
  beforeEach: () => setSidebarCookie(true),
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

const nav = (root: HTMLElement) => within(root).getByRole('navigation', { name: 'Main' });
const linkNames = (root: HTMLElement) =>
  within(nav(root))
    .getAllByRole('link')
    .map((a) => a.textContent?.replace('(', ' ('));

/** A manager who reviews peers: §2's manager sidebar, the AI item, dots lit, chat with 5 unread. */
export const Manager: Story = {
  args: { dots: { candidateRepository: true, analytics: true }, unread: 5 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toHaveTextContent('HR Portal');
    await expect(linkNames(canvasElement)).toEqual([
      'Dashboard',
      'Candidate Repository (new updates)',
      'Candidate Pool',
      'Job Listing',
      'Filter Candidates',
      'Careers',
      'Jobs Overview',
      'Job Assignments',
      'Register Candidate',
      'Profile Transfer',
      'Analytics (new updates)',
      'User Accounts',
      'SOP & Incentives',
      'Profile Analysis',
      'Peer Assigned Profiles',
      'Clients',
      'Recruiters',
      'Calendar',
    ]);
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('button', { name: 'AI Interaction Assistance' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /In-App Chat/ })).toHaveTextContent('5');
  },
};

/** Opening an item with a lit dot clears it and makes the item current. */
export const RedDotClearedOnClick: Story = {
  tags: ['!visual'],
  args: { dots: { candidateRepository: true, jobListing: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Candidate Repository (new updates)' }));
    const repository = canvas.getByRole('link', { name: 'Candidate Repository' });
    await expect(repository).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('heading', { name: 'Page at /manager/candidate' })).toBeVisible();
    // The other dot stays.
    await expect(canvas.getByRole('link', { name: 'Job Listing (new updates)' })).toBeVisible();
  },
};

/** A recruiter who is not a peer reviewer: Assigned Requirements, no Peer Assigned Profiles. */
export const Recruiter: Story = {
  args: {
    user: { name: 'Ravi Kumar', email: 'ravi@acme.example', role: 'recruiter' },
    startPath: '/recruiter/requirements',
    dots: { assignedRequirements: true },
  },
  play: async ({ canvasElement }) => {
    await expect(linkNames(canvasElement)).toEqual([
      'Dashboard',
      'Candidate Repository',
      'Assigned Requirements (new updates)',
      'Register Candidate',
      'Analytics',
      'Profile Analysis',
      'SOP & Incentives',
      'Candidate Pool',
      'Clients',
      'Recruiters',
      'Calendar',
    ]);
    await expect(
      within(canvasElement).queryByRole('button', { name: 'AI Interaction Assistance' }),
    ).toBeNull();
  },
};

/** Leadership: no AI assistant, register-candidate, peer review or SOP; Dashboard is active under /leadership/clients. */
export const Leadership: Story = {
  args: {
    user: { name: 'Leela Rao', email: 'leela@acme.example', role: 'leadership' },
    startPath: '/leadership/clients',
  },
  play: async ({ canvasElement }) => {
    await expect(linkNames(canvasElement)).toEqual([
      'Dashboard',
      'Candidate Repository',
      'Job Listing',
      'Jobs Overview',
      'Managers',
      'Analytics',
      'User Management',
      'Calendar',
    ]);
    await expect(within(canvasElement).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** An unknown role gets the recruiter sidebar. */
export const UnknownRole: Story = {
  args: { user: { name: 'Vik Vendor', email: 'vik@vendor.example', role: 'vendor' } },
  play: async ({ canvasElement }) => {
    await expect(linkNames(canvasElement)).toContain('Assigned Requirements');
    await expect(linkNames(canvasElement)).not.toContain('Job Listing');
  },
};

/** A long name is cut at 20 characters; no email shows `No email`; the initial stands in for a picture. */
export const LongNameNoEmail: Story = {
  args: {
    user: { name: 'bartholomew Alexander Fitzgerald', email: '', role: 'manager' },
  },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('banner');
    const button = within(banner).getByRole('button', { name: /No email/ });
    await expect(button).toHaveAccessibleName('bartholomew Alexande... No email');
    await expect(button).toHaveTextContent('B');
    await expect(banner.querySelector('img')).toBeNull();
  },
};

const picture = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#2d6cdf"/><circle cx="16" cy="13" r="6" fill="#fff"/></svg>',
)}`;

/** With a profile picture. */
export const WithAvatar: Story = {
  args: { user: { ...manager, avatarUrl: picture } },
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('banner').querySelector('img');
    await expect(img?.getAttribute('src')).toBe(picture);
  },
};

/** The user menu by keyboard: the four §2 items; Change Password navigates, Change Profile Picture calls the host. */
export const UserMenuByKeyboard: Story = {
  tags: ['!visual'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Maya Menon maya.menon@acme.example' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Change Profile Picture', 'Change Password', 'Help & Support', 'Logout']);
    await waitFor(() => expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onChangeProfilePicture).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(canvas.getByRole('heading', { name: 'Page at /change-password' })).toBeVisible();
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Help & Support' }));
    await expect(canvas.getByRole('heading', { name: 'Page at /help-and-support' })).toBeVisible();
  },
};

/** The user menu open. */
export const UserMenuOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: /maya.menon@acme.example/ }),
    );
    const logout = await screen.findByRole('menuitem', { name: 'Logout' });
    await waitFor(() => expect(logout).toBeVisible());
  },
};

/** Logout asks first: confirm disabled until a choice; "not yet" stays; "logout anyway" signs out. */
export const LogoutAsksFirst: Story = {
  tags: ['!visual'],
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /maya.menon/ });
    const openDialog = async () => {
      await userEvent.click(trigger);
      await userEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));
      return screen.findByRole('dialog', { name: 'Logout' });
    };
    let dialog = await openDialog();
    await expect(within(dialog).getByRole('button', { name: 'Logout' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('radio', { name: "Not yet (I'll update now)" }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay & Update' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onLogout).not.toHaveBeenCalled();

    dialog = await openDialog();
    // The choice starts over.
    await expect(within(dialog).getByRole('button', { name: 'Logout' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Logout anyway' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Logout' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

/** The chat slot: the unread badge caps at 99+, and the toggle opens the chat. */
export const UnreadOver99: Story = {
  args: { unread: 150 },
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button', { name: /In-App Chat/ });
    await expect(within(toggle).getByRole('img', { name: '99+ unread messages' })).toBeVisible();
    await userEvent.click(toggle);
    await expect(args.onChatOpen).toHaveBeenCalledTimes(1);
  },
};

/** Remembered collapsed: 4rem of icons, every item still named; Ctrl+B expands and writes the 7-day cookie. */
export const CollapsedToIcons: Story = {
  args: { dots: { analytics: true }, unread: 3 },
  beforeEach: () => setSidebarCookie(false),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const aside = nav(canvasElement).parentElement as HTMLElement;
    await waitFor(() => expect(aside.getBoundingClientRect().width).toBe(64));
    await expect(canvas.getByRole('link', { name: 'Analytics (new updates)' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(canvas.getByRole('button', { name: /In-App Chat/ })).toHaveAccessibleName(
      'In-App Chat 3 unread messages',
    );
  },
};

/** Ctrl+B and Cmd+B toggle the sidebar (13rem ⇄ 4rem) and remember it in the cookie. */
export const ToggleWithShortcut: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const aside = nav(canvasElement).parentElement as HTMLElement;
    await expect(aside.getBoundingClientRect().width).toBe(208);
    await userEvent.keyboard('{Control>}b{/Control}');
    await waitFor(() => expect(aside.getBoundingClientRect().width).toBe(64));
    await expect(document.cookie).toContain(`${sidebarCookieName}=false`);
    await userEvent.keyboard('{Meta>}b{/Meta}');
    await waitFor(() => expect(aside.getBoundingClientRect().width).toBe(208));
    await expect(document.cookie).toContain(`${sidebarCookieName}=true`);
    // Shift or Alt with it is not the shortcut.
    await userEvent.keyboard('{Control>}{Shift>}b{/Shift}{/Control}');
    await expect(aside.getBoundingClientRect().width).toBe(208);
  },
};

/** Mobile (below 768 px): the sidebar is a 14rem drawer; an item navigates and closes it. */
export const MobileDrawer: Story = {
  tags: ['!visual'],
  args: { layout: 'mobile', dots: { candidateRepository: true }, unread: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(
      within(canvas.getByRole('banner')).getByRole('button', {
        name: 'In-App Chat 2 unread messages',
      }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await expect(drawer.getBoundingClientRect().width).toBe(224);
    await userEvent.click(
      within(drawer).getByRole('link', { name: 'Candidate Repository (new updates)' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('heading', { name: 'Page at /manager/candidate' })).toBeVisible();
    // Ctrl+B opens it too; Escape closes it and focus returns.
    await userEvent.keyboard('{Control>}b{/Control}');
    await screen.findByRole('dialog', { name: 'Menu' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** The drawer open (mobile layout). */
export const MobileDrawerOpen: Story = {
  args: { layout: 'mobile', unread: 120 },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await waitFor(() =>
      expect(within(drawer).getByRole('link', { name: 'Dashboard' })).toBeVisible(),
    );
    // The chat toggle stays in the header on mobile: icon and badge.
    const chat = within(canvasElement).getByRole('button', { name: /^In-App Chat/ });
    await expect(chat).toHaveTextContent('99+');
  },
};

/** Keyboard only: skip link, sidebar toggle, user menu, then every item in order; Enter navigates. */
export const KeyboardOnly: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Collapse sidebar' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /maya.menon/ })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Candidate Pool' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(
      canvas.getByRole('heading', { name: 'Page at /manager/talent-pool' }),
    ).toBeVisible();
    // The skip link moves focus into the page.
    canvas.getByRole('link', { name: 'Skip to main content' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvasElement.querySelector('main')).toHaveFocus());
  },
};

/** The dark theme. */
export const DarkTheme: Story = {
  args: { theme: 'dark', dots: { jobListing: true }, unread: 12 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('banner')).toBeVisible();
  },
};
