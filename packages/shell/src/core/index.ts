/**
 * `@hrportal/shell/core`: the shell's pure rules (no React, no DOM), for hosts, scripts and tests
 * that decide routes and sidebars without rendering the frame.
 */
export type { GuardDecision, GuardSession } from './guard';
export { guardRoute } from './guard';
export type { CropAspect, CropRect } from './profile-picture';
export { defaultCrop, validateProfileFile } from './profile-picture';
export { retryLoad } from './retry';
export type { AppRoute, RedDotKey, RouteAccess, RouteId, RouteNav } from './route-table';
export { routesFor, routeTable } from './route-table';
export type { PathKind, Role } from './routes';
export {
  classifyPath,
  entryRoutes,
  roleHome,
  roleRoutes,
  rolesForPath,
  unauthorizedRoute,
} from './routes';
export type { SidebarItem, SidebarOptions } from './sidebar';
export { sidebarItems } from './sidebar';
