export const sidebarCookieName = 'sidebar_state';
/** Sidebar cookie lifetime: 7 days (SPEC §9), in seconds. */
const sidebarCookieMaxAge = 60 * 60 * 24 * 7;

/** Sidebar widths (SPEC §9) and the mobile breakpoint (SPEC §2). */
export const sidebarWidth = '13rem';
export const sidebarWidthMobile = '14rem';
export const sidebarWidthIcon = '4rem';
export const mobileBreakpoint = 768;

/** The `document.cookie` assignment that remembers whether the sidebar is open. */
export function sidebarCookie(open: boolean): string {
  return `${sidebarCookieName}=${open}; path=/; max-age=${sidebarCookieMaxAge}`;
}

/** Reads the remembered state from a cookie header; `fallback` when absent or unreadable. */
export function readSidebarCookie(cookieHeader: string, fallback = true): boolean {
  for (const part of cookieHeader.split(';')) {
    const [k, v] = part.trim().split('=');
    if (k === sidebarCookieName) {
      if (v === 'true') return true;
      if (v === 'false') return false;
    }
  }
  return fallback;
}

export function isMobileWidth(width: number): boolean {
  return width < mobileBreakpoint;
}

/** Ctrl+B or Cmd+B, without Alt or Shift (SPEC §2). */
export function isToggleSidebarShortcut(e: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey?: boolean;
  shiftKey?: boolean;
}): boolean {
  return e.key.toLowerCase() === 'b' && (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey;
}
