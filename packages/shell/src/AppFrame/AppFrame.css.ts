import { keyframes, style } from '@vanilla-extract/css';
import { sidebarWidth, sidebarWidthIcon, sidebarWidthMobile } from '../core/sidebar-state';
import { headerHeight } from '../Header/Header.css';
import { vars } from '../themeVars';

export const frame = style({
  display: 'grid',
  gridTemplateColumns: `${sidebarWidth} minmax(0, 1fr)`,
  gridTemplateRows: 'auto 1fr',
  minHeight: '100dvh',
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  selectors: {
    '&[data-sidebar="icons"]': { gridTemplateColumns: `${sidebarWidthIcon} minmax(0, 1fr)` },
    '&[data-sidebar="drawer"]': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

export const headerArea = style({
  gridColumn: '1 / -1',
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  minWidth: 0,
});

export const aside = style({
  position: 'sticky',
  top: headerHeight,
  height: `calc(100dvh - ${headerHeight})`,
  background: vars.color.surface,
  borderRight: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
});

export const main = style({
  minWidth: 0,
  padding: vars.space.l,
  outline: 'none',
  selectors: { '[data-sidebar="drawer"] &': { padding: vars.space.s } },
});

export const skipLink = style({
  position: 'absolute',
  left: vars.space.s,
  top: '-3rem',
  zIndex: vars.zIndex.toast,
  padding: `${vars.space.xs} ${vars.space.m}`,
  borderRadius: vars.radius.m,
  background: vars.color.brand,
  color: vars.color.brandText,
  fontFamily: vars.font.body,
  selectors: { '&:focus': { top: vars.space.s } },
});

const slideIn = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'none' } });
const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const drawerOverlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  background: vars.color.overlay,
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.motion.normal} ${vars.motion.easing}` },
  },
});

export const drawer = style({
  position: 'fixed',
  top: 0,
  bottom: 0,
  left: 0,
  width: `min(${sidebarWidthMobile}, 85vw)`,
  background: vars.color.surface,
  boxShadow: vars.shadow.l,
  outline: 'none',
  selectors: {
    '&[data-entering]': { animation: `${slideIn} ${vars.motion.normal} ${vars.motion.easing}` },
  },
});

export const drawerDialog = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  outline: 'none',
});

export const drawerHead = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  height: headerHeight,
  padding: `0 ${vars.space.s} 0 ${vars.space.m}`,
  borderBottom: `1px solid ${vars.color.border}`,
  fontFamily: vars.font.body,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const drawerBody = style({ flex: 1, minHeight: 0 });
