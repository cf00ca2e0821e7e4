import { style } from '@vanilla-extract/css';
import { vars } from '../themeVars';

const focus = {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '-2px',
} as const;

/** Hidden from sight, kept for screen readers (labels of an icon-only sidebar, dot text). */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const nav = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
  height: '100%',
  minHeight: 0,
  padding: vars.space.s,
  fontFamily: vars.font.body,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  overflowX: 'hidden',
});

export const item = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.s,
  width: '100%',
  minHeight: '2.25rem',
  padding: `${vars.space.xs} ${vars.space.s}`,
  border: 0,
  borderRadius: vars.radius.m,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.s,
  textAlign: 'left',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&[aria-current="page"]': { background: vars.color.brand, color: vars.color.brandText },
    '&:focus-visible': focus,
    '[data-compact="true"] &': { justifyContent: 'center', paddingInline: 0 },
  },
});

export const icon = style({ display: 'inline-flex', flexShrink: 0 });

export const label = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const dot = style({
  width: '0.5rem',
  height: '0.5rem',
  borderRadius: vars.radius.full,
  background: vars.color.critical,
  flexShrink: 0,
  selectors: {
    // Icons only: the dot sits on the icon's corner.
    '[data-compact="true"] &': { position: 'absolute', top: '0.35rem', right: '0.9rem' },
  },
});

export const chatSlot = style({
  display: 'flex',
  flexDirection: 'column',
  paddingTop: vars.space.s,
  borderTop: `1px solid ${vars.color.border}`,
  selectors: { '[data-compact="true"] &': { alignItems: 'center' } },
});

export const chatLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.s,
});
