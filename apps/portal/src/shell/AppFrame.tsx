import { useLiveFeed, useSession } from '@hrportal/react';
import { ProfilePictureDialog, useProfilePicture } from '@hrportal/shell';
import {
  Avatar,
  Button,
  IconButton,
  Menu,
  MenuItem,
  MenuSeparator,
  MenuTrigger,
} from '@hrportal/ui';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Navigate, NavLink, Outlet, useNavigate } from 'react-router';
import * as css from '../portal.css';
import { displayName } from './guard';
import { LogoutDialog } from './LogoutDialog';
import { sidebarFor } from './sidebar';

// The chat (and socket.io-client) loads after the frame, in its own chunk.
const ChatWidget = lazy(() => import('@hrportal/chat').then((m) => ({ default: m.ChatWidget })));

const collapseCookie = 'sidebar_state';
const collapseMaxAge = 7 * 24 * 60 * 60;

function readCollapsed(): boolean {
  return document.cookie.split(';').some((c) => c.trim() === `${collapseCookie}=collapsed`);
}

/**
 * The signed-in frame (SPEC §2 "Shell"): header with logo, title and user menu; the role's
 * sidebar with live-update dots (cleared on click) and the In-App Chat toggle; collapse with
 * Ctrl/Cmd+B, remembered 7 days in a cookie; a drawer under 768 px.
 */
export function AppFrame() {
  const { session, logout } = useSession();
  const navigate = useNavigate();
  const { dots, clearDot } = useLiveFeed();
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const [logoutOpen, setLogoutOpen] = useState(false);
  const [pictureOpen, setPictureOpen] = useState(false);
  const picture = useProfilePicture();

  const toggle = useCallback(() => {
    setCollapsed((value) => {
      const next = !value;
      document.cookie = `${collapseCookie}=${next ? 'collapsed' : 'expanded'}; max-age=${collapseMaxAge}; path=/; samesite=lax`;
      return next;
    });
  }, []);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === 'b' && (event.ctrlKey || event.metaKey)) {
        event.preventDefault();
        toggle();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [toggle]);

  // Signed out (logout, expiry, a 401 anywhere): every frame route needs a session.
  if (!session) return <Navigate to="/login" replace />;
  const items = sidebarFor(session.userRole, session.peerStatus);
  const name = session.name || session.userName;

  return (
    <div className={css.frame}>
      <header className={css.header}>
        <IconButton
          label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
          icon={<span aria-hidden="true">☰</span>}
          onPress={toggle}
        />
        <span className={css.logo} aria-hidden="true">
          HR
        </span>
        <p className={css.title}>HR Portal</p>
        <MenuTrigger>
          <Button>
            <span className={css.userButton}>
              <Avatar name={name} src={picture ?? (session.avatar || null)} size="small" />
              <span className={css.userText}>
                <span>{displayName(name)}</span>
                <span className={css.muted}>{session.userEmail || 'No email'}</span>
              </span>
            </span>
          </Button>
          <Menu
            placement="bottom end"
            onAction={(key) => {
              if (key === 'password') navigate('/change-password');
              else if (key === 'help') navigate('/help-and-support');
              else if (key === 'picture') setPictureOpen(true);
              else if (key === 'logout') setLogoutOpen(true);
            }}
          >
            <MenuItem id="picture">Change Profile Picture</MenuItem>
            <MenuItem id="password">Change Password</MenuItem>
            <MenuItem id="help">Help &amp; Support</MenuItem>
            <MenuSeparator />
            <MenuItem id="logout" tone="critical">
              Logout
            </MenuItem>
          </Menu>
        </MenuTrigger>
      </header>
      <nav className={css.sidebar} data-collapsed={collapsed} aria-label="Main">
        {items.map((item) => (
          <NavLink
            key={item.to}
            to={item.to}
            className={css.navLink}
            title={collapsed ? item.label : undefined}
            aria-label={collapsed ? item.label : undefined}
            onClick={() => item.dot && clearDot(item.dot)}
          >
            <span className={css.navInitial} aria-hidden="true">
              {item.label.charAt(0)}
            </span>
            {collapsed ? null : item.label}
            {item.dot && dots[item.dot] ? (
              <span className={css.dot} role="status" aria-label="New updates" />
            ) : null}
          </NavLink>
        ))}
        <div className={css.chatSlot}>
          <Suspense fallback={null}>
            <ChatWidget compact={collapsed} />
          </Suspense>
        </div>
      </nav>
      <main className={css.main} id="main">
        <Outlet />
      </main>
      <ProfilePictureDialog isOpen={pictureOpen} onOpenChange={setPictureOpen} />
      <LogoutDialog
        isOpen={logoutOpen}
        onClose={() => setLogoutOpen(false)}
        onLogout={() => {
          setLogoutOpen(false);
          void logout();
        }}
      />
    </div>
  );
}
