/**
 * @hrportal/shell public API: the pure shell core (routes, guard, sidebar, formatting, retry,
 * profile-picture rules, logout choices), the app frame (AppFrame, Header, Sidebar, ChatToggle,
 * LogoutDialog), the Change Profile Picture dialog with the picture hook, and the error, splash
 * and loading screens.
 */
export type { AppFrameProps } from './AppFrame/AppFrame';
export { AppFrame } from './AppFrame/AppFrame';
export type {
  AppRoute,
  GuardDecision,
  GuardSession,
  RedDotKey,
  Role,
  RouteId,
} from './core';
export { entryRoutes, guardRoute, roleHome, routeTable, unauthorizedRoute } from './core';
export type { HeaderProps, ShellUser, UserMenuAction } from './Header/Header';
export { Header, userMenuActions } from './Header/Header';
export type { LogoutDialogProps } from './LogoutDialog/LogoutDialog';
export { LogoutDialog } from './LogoutDialog/LogoutDialog';
export type { ProfilePictureDialogProps } from './ProfilePicture/ProfilePictureDialog';
export { ProfilePictureDialog } from './ProfilePicture/ProfilePictureDialog';
export { useProfilePicture } from './ProfilePicture/useProfilePicture';
export type { ChatToggleProps } from './Sidebar/ChatToggle';
export { ChatToggle } from './Sidebar/ChatToggle';
export type { ChatSlot, RedDots, SidebarProps } from './Sidebar/Sidebar';
export { Sidebar } from './Sidebar/Sidebar';
export type { FrameLayout, SidebarState } from './Sidebar/useSidebarState';
export { frameLayouts, useSidebarState } from './Sidebar/useSidebarState';
export type { ErrorBoundaryProps, ErrorScreenProps } from './screens/ErrorScreen';
export { EditCandidateLoadError, ErrorBoundary, ErrorScreen } from './screens/ErrorScreen';
export { lazyWithRetry } from './screens/lazyWithRetry';
export { LoadingScreen, Splash, useSplashShowing } from './screens/Splash';
