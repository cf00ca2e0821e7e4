'use client';
import {
  Avatar,
  Button,
  IconButton,
  Menu,
  MenuItem,
  MenuSeparator,
  MenuTrigger,
} from '@hrportal/ui';
import type { ReactNode } from 'react';
import { displayName, emailLine, initialOf } from '../core/format';
import { MenuIcon } from '../Sidebar/icons';
import * as styles from './Header.css';

/** The signed-in user as the frame shows them. */
export interface ShellUser {
  /** Full name; the menu cuts it at 20 characters with an ellipsis. */
  name: string;
  /** Shown under the name; `No email` when empty. */
  email?: string | null;
  /** `manager`, `recruiter`, `leadership`; anything else gets the recruiter sidebar. */
  role: string | null | undefined;
  /** The profile picture; the first letter of the name shows without one. */
  avatarUrl?: string | null;
  /** Peer reviewers see Peer Assigned Profiles. @default false */
  peerReviewer?: boolean;
}

/** The user menu's items (SPEC §2), in order. */
export const userMenuActions = [
  'change-profile-picture',
  'change-password',
  'help-and-support',
  'logout',
] as const;
/** One of {@link userMenuActions}. */
export type UserMenuAction = (typeof userMenuActions)[number];

const menuLabels: Readonly<Record<UserMenuAction, string>> = {
  'change-profile-picture': 'Change Profile Picture',
  'change-password': 'Change Password',
  'help-and-support': 'Help & Support',
  logout: 'Logout',
};

/** Props of {@link Header}. */
export interface HeaderProps {
  user: ShellUser;
  /** A user menu item was chosen. */
  onMenuAction: (action: UserMenuAction) => void;
  /** The sidebar toggle: collapse on desktop, the drawer on mobile. */
  onToggleSidebar: () => void;
  /** Mobile layout: the toggle opens the drawer and the menu shows only the avatar. */
  isMobile?: boolean;
  /** Desktop: whether the sidebar is expanded; mobile: whether the drawer is open. */
  sidebarOpen?: boolean;
  /** @default 'HR Portal' */
  title?: string;
  /** The logo. @default an "HR" mark */
  logo?: ReactNode;
  /** Shown before the user menu (the frame puts the In-App Chat toggle here on mobile). */
  actions?: ReactNode;
}

/** The avatar, or the first-letter initial without a picture. Decorative: the button has a name. */
function UserPicture({ user }: { user: ShellUser }) {
  if (user.avatarUrl) return <Avatar name={user.name} src={user.avatarUrl} size="small" />;
  return <span className={styles.initial}>{initialOf(user.name)}</span>;
}

/**
 * The frame's header (SPEC §2): the sidebar toggle, logo, title and the user menu — avatar or
 * initial, the name cut at 20 characters, the email or `No email`; Change Profile Picture, Change
 * Password, Help & Support, Logout.
 *
 * @example
 * <Header user={user} onMenuAction={handle} onToggleSidebar={toggle} />
 */
export function Header({
  user,
  onMenuAction,
  onToggleSidebar,
  isMobile = false,
  sidebarOpen = true,
  title = 'HR Portal',
  logo,
  actions,
}: HeaderProps) {
  const name = displayName(user.name);
  const email = emailLine(user.email);
  const toggleLabel = isMobile
    ? sidebarOpen
      ? 'Close menu'
      : 'Open menu'
    : sidebarOpen
      ? 'Collapse sidebar'
      : 'Expand sidebar';
  return (
    <header className={styles.header} data-mobile={isMobile}>
      <IconButton
        label={toggleLabel}
        icon={<MenuIcon />}
        aria-expanded={sidebarOpen}
        aria-keyshortcuts="Control+B Meta+B"
        onPress={onToggleSidebar}
      />
      {logo ?? (
        <span className={styles.logo} aria-hidden="true">
          HR
        </span>
      )}
      <p className={styles.title}>{title}</p>
      {actions}
      <MenuTrigger>
        <Button>
          <span className={styles.userButton}>
            <span aria-hidden="true">
              <UserPicture user={user} />
            </span>
            <span className={styles.userText}>
              <span>{name}</span> <span className={styles.email}>{email}</span>
            </span>
          </span>
        </Button>
        <Menu placement="bottom end" onAction={(key) => onMenuAction(key as UserMenuAction)}>
          <MenuItem id="change-profile-picture">{menuLabels['change-profile-picture']}</MenuItem>
          <MenuItem id="change-password">{menuLabels['change-password']}</MenuItem>
          <MenuItem id="help-and-support">{menuLabels['help-and-support']}</MenuItem>
          <MenuSeparator />
          <MenuItem id="logout" tone="critical">
            {menuLabels.logout}
          </MenuItem>
        </Menu>
      </MenuTrigger>
    </header>
  );
}
