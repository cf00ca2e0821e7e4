/**
 * @hrportal/shell public API: the pure shell core (routes, guard, sidebar, formatting, retry,
 * profile-picture rules) and the Change Profile Picture dialog with the picture hook.
 */
export * from './core';
export type { ProfilePictureDialogProps } from './ProfilePicture/ProfilePictureDialog';
export { ProfilePictureDialog } from './ProfilePicture/ProfilePictureDialog';
export { useProfilePicture } from './ProfilePicture/useProfilePicture';
export type { ErrorBoundaryProps, ErrorScreenProps } from './screens/ErrorScreen';
export { EditCandidateLoadError, ErrorBoundary, ErrorScreen } from './screens/ErrorScreen';
export { lazyWithRetry } from './screens/lazyWithRetry';
export { LoadingScreen, Splash } from './screens/Splash';
