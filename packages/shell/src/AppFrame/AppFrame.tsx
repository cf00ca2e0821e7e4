'use client';
import { IconButton } from '@hrportal/ui';
import { type ReactNode, useRef, useState } from 'react';
import { Dialog, Modal, ModalOverlay } from 'react-aria-components';
import type { RedDotKey } from '../core/route-table';
import { Header, type ShellUser, type UserMenuAction } from '../Header/Header';
import { LogoutDialog } from '../LogoutDialog/LogoutDialog';
import { CloseIcon } from '../Sidebar/icons';
import { type ChatSlot, type RedDots, renderChat, Sidebar } from '../Sidebar/Sidebar';
import { type FrameLayout, useSidebarState } from '../Sidebar/useSidebarState';
import * as styles from './AppFrame.css';

/** Where the user menu's page items lead (SPEC §2 shared routes). */
const menuPaths = {
  'change-password': '/change-password',
  'help-and-support': '/help-and-support',
} as const;

/** Props of {@link AppFrame}. */
export interface AppFrameProps {
  /** The signed-in user. */
  user: ShellUser;
  /** The current location's path (marks the active sidebar item). */
  currentPath: string;
  /** Client-side navigation: sidebar items, Change Password, Help & Support. */
  navigate: (path: string) => void;
  /** Sign out, after the Logout dialog was confirmed. */
  onLogout: () => void;
  /** Change Profile Picture was chosen (open `ProfilePictureDialog`). */
  onChangeProfilePicture?: () => void;
  /** Lit live-update red dots. */
  dots?: RedDots;
  /** The user opened an item whose dot is lit. */
  onDotClear?: (key: RedDotKey) => void;
  /** The In-App Chat toggle slot (e.g. `@hrportal/chat`'s `ChatWidget`, or `ChatToggle`). */
  chat?: ChatSlot;
  /** Opens the AI assistant (the manager's AI Interaction Assistance item shows with it). */
  onAssistant?: () => void;
  /** @default 'HR Portal' */
  title?: string;
  /** `auto` follows the 768 px breakpoint; `desktop` / `mobile` force one. @default 'auto' */
  layout?: FrameLayout;
  /** The screen. */
  children?: ReactNode;
}

/**
 * The signed-in frame (SPEC §2 "Shell"): header with logo, title and user menu; the role's
 * sidebar — 13rem, or 4rem of icons, toggled by the button or Ctrl/Cmd+B and remembered 7 days in a
 * cookie — with live-update red dots and the In-App Chat slot; below 768 px the sidebar is a 14rem
 * drawer and the chat toggle moves to the header (icon and badge). Logout asks first ({@link LogoutDialog}). Everything session-like comes in by props.
 *
 * @example
 * <AppFrame user={user} currentPath={pathname} navigate={navigate} onLogout={logout}
 *   chat={({ compact }) => <ChatWidget compact={compact} />}>
 *   <Outlet />
 * </AppFrame>
 */
export function AppFrame({
  user,
  currentPath,
  navigate,
  onLogout,
  onChangeProfilePicture,
  dots,
  onDotClear,
  chat,
  onAssistant,
  title,
  layout = 'auto',
  children,
}: AppFrameProps) {
  const sidebar = useSidebarState(layout);
  const [logoutOpen, setLogoutOpen] = useState(false);
  const mainRef = useRef<HTMLElement>(null);
  const onMenuAction = (action: UserMenuAction) => {
    if (action === 'logout') setLogoutOpen(true);
    else if (action === 'change-profile-picture') onChangeProfilePicture?.();
    else navigate(menuPaths[action]);
  };
  const sidebarProps = {
    role: user.role,
    peerReviewer: user.peerReviewer ?? false,
    currentPath,
    navigate,
    ...(dots ? { dots } : {}),
    ...(onDotClear ? { onDotClear } : {}),
    ...(onAssistant ? { onAssistant } : {}),
  };
  const mode = sidebar.isMobile ? 'drawer' : sidebar.expanded ? 'full' : 'icons';

  return (
    <div className={styles.frame} data-sidebar={mode}>
      {/* biome-ignore lint/a11y/useValidAnchor: a skip link is in-page navigation; the handler only avoids a hash load under a host's <base> */}
      <a
        className={styles.skipLink}
        href="#hrp-main"
        onClick={(event) => {
          // Focus, not a hash navigation: a host page with a <base> would load another document.
          event.preventDefault();
          mainRef.current?.focus();
        }}
      >
        Skip to main content
      </a>
      <div className={styles.headerArea}>
        <Header
          user={user}
          onMenuAction={onMenuAction}
          onToggleSidebar={sidebar.toggle}
          isMobile={sidebar.isMobile}
          sidebarOpen={sidebar.isMobile ? sidebar.drawerOpen : sidebar.expanded}
          {...(title ? { title } : {})}
          // Mobile: the chat toggle lives in the header, mounted while the drawer is closed, so
          // its unread badge shows and the chat stays connected.
          actions={sidebar.isMobile && chat ? renderChat(chat, true) : null}
        />
      </div>
      {sidebar.isMobile ? (
        <ModalOverlay
          isDismissable
          isOpen={sidebar.drawerOpen}
          onOpenChange={sidebar.setDrawerOpen}
          className={styles.drawerOverlay}
        >
          <Modal className={styles.drawer}>
            <Dialog className={styles.drawerDialog} aria-label="Menu">
              {({ close }) => (
                <>
                  <div className={styles.drawerHead}>
                    <span>{title ?? 'HR Portal'}</span>
                    <IconButton label="Close menu" icon={<CloseIcon />} onPress={close} />
                  </div>
                  <div className={styles.drawerBody}>
                    <Sidebar {...sidebarProps} onItemPress={close} />
                  </div>
                </>
              )}
            </Dialog>
          </Modal>
        </ModalOverlay>
      ) : (
        <aside className={styles.aside}>
          <Sidebar {...sidebarProps} compact={!sidebar.expanded} chat={chat} />
        </aside>
      )}
      <main id="hrp-main" ref={mainRef} className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <LogoutDialog isOpen={logoutOpen} onOpenChange={setLogoutOpen} onLogout={onLogout} />
    </div>
  );
}
