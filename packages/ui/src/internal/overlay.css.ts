import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/** The floating surface of popovers, menus and select lists. */
export const surface = style({
  boxSizing: 'border-box',
  minWidth: 'var(--trigger-width, 160px)',
  maxWidth: 'min(420px, 100vw - 16px)',
  margin: 0,
  padding: vars.space.xs,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  boxShadow: vars.shadow.m,
  zIndex: vars.zIndex.dropdown,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.m,
  outline: 'none',
  overflowY: 'auto',
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.motion.fast} ${vars.motion.easing}` },
  },
});

/** A list inside a surface (listbox or menu). */
export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '1px',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  outline: 'none',
});

/** One option or menu item. */
export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.s,
  margin: 0,
  padding: `${vars.space.s} ${vars.space.m}`,
  borderRadius: vars.radius.s,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  userSelect: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': { background: vars.color.surfaceSunken },
    '&[data-focus-visible]': { boxShadow: `inset 0 0 0 2px ${vars.color.focusRing}` },
    '&[data-selected]': { fontWeight: vars.fontWeight.bold },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const critical = style({ color: vars.color.critical });

export const separator = style({
  height: '1px',
  margin: `${vars.space.xs} 0`,
  background: vars.color.border,
  border: 0,
});
