'use client';
import { useCallback, useEffect, useState } from 'react';
import {
  isToggleSidebarShortcut,
  mobileBreakpoint,
  readSidebarCookie,
  sidebarCookie,
} from '../core/sidebar-state';

/** How the frame lays out: by the window width (`auto`), or forced. */
export const frameLayouts = ['auto', 'desktop', 'mobile'] as const;
/** A frame layout. */
export type FrameLayout = (typeof frameLayouts)[number];

/** What {@link useSidebarState} returns. */
export interface SidebarState {
  /** Below the 768 px breakpoint (or forced): the sidebar is a drawer. */
  isMobile: boolean;
  /** Desktop: full width (13rem) when true, icons (4rem) when false. Remembered 7 days. */
  expanded: boolean;
  /** Mobile: the drawer is open. */
  drawerOpen: boolean;
  setDrawerOpen: (open: boolean) => void;
  /** The toggle button and Ctrl/Cmd+B: collapse/expand on desktop, open/close the drawer on mobile. */
  toggle: () => void;
}

const mobileQuery = `(max-width: ${mobileBreakpoint - 1}px)`;

function readCookie(): boolean {
  return typeof document === 'undefined' ? true : readSidebarCookie(document.cookie);
}

function useMediaQuery(query: string, enabled: boolean): boolean {
  const [matches, setMatches] = useState(
    () => enabled && typeof window !== 'undefined' && window.matchMedia(query).matches,
  );
  useEffect(() => {
    if (!enabled) return;
    const list = window.matchMedia(query);
    const update = () => setMatches(list.matches);
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query, enabled]);
  return enabled && matches;
}

/**
 * The sidebar's state (SPEC §2, §9): expanded or icons on desktop, kept in the `sidebar_state`
 * cookie for 7 days; a drawer below 768 px; Ctrl+B or Cmd+B toggles whichever applies.
 */
export function useSidebarState(layout: FrameLayout = 'auto'): SidebarState {
  const queried = useMediaQuery(mobileQuery, layout === 'auto');
  const isMobile = layout === 'mobile' || (layout === 'auto' && queried);
  const [expanded, setExpanded] = useState(readCookie);
  const [drawerOpen, setDrawerOpen] = useState(false);

  const toggle = useCallback(() => {
    if (isMobile) {
      setDrawerOpen((open) => !open);
      return;
    }
    const next = !expanded;
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we support; the value is a fixed ASCII string
    document.cookie = sidebarCookie(next);
    setExpanded(next);
  }, [isMobile, expanded]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isToggleSidebarShortcut(event)) return;
      // Ctrl+B is also the browser's bookmarks bar in some browsers: the portal's shortcut wins.
      event.preventDefault();
      toggle();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [toggle]);

  // Leaving the mobile layout closes the drawer, so it does not reappear on the next narrow resize.
  useEffect(() => {
    if (!isMobile) setDrawerOpen(false);
  }, [isMobile]);

  return { isMobile, expanded, drawerOpen, setDrawerOpen, toggle };
}
