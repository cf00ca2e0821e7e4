/**
 * `@hrportal/shell/core`: the shell's pure rules (no React, no DOM), for hosts and tests that
 * decide routes and sidebars without rendering the frame.
 */
export type { GuardDecision, GuardSession } from './guard';
export { guardRoute } from './guard';
export type { CropAspect, CropRect } from './profile-picture';
export { defaultCrop, validateProfileFile } from './profile-picture';
export { retryLoad } from './retry';
export type { PathKind, Role } from './routes';
export { classifyPath, ROLE_ROUTES, roleHome, rolesForPath } from './routes';
export type { RedDotKey, SidebarItem, SidebarOptions } from './sidebar';
export { sidebarItems } from './sidebar';
