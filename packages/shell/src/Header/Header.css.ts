import { style } from '@vanilla-extract/css';
import { vars } from '../themeVars';

/** The header's height: the sidebar sits below it. */
export const headerHeight = '3.5rem';

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.s,
  height: headerHeight,
  padding: `0 ${vars.space.m}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  fontFamily: vars.font.body,
  color: vars.color.text,
  minWidth: 0,
});

export const logo = style({
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  width: '2rem',
  height: '2rem',
  borderRadius: vars.radius.m,
  background: vars.color.brand,
  color: vars.color.brandText,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.s,
});

export const title = style({
  flex: 1,
  minWidth: 0,
  margin: 0,
  fontSize: vars.fontSize.l,
  fontWeight: vars.fontWeight.bold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const userButton = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.s,
  textAlign: 'left',
  minWidth: 0,
});

export const userText = style({
  display: 'grid',
  lineHeight: vars.lineHeight.tight,
  minWidth: 0,
  selectors: {
    // Mobile: only the picture shows; the name and email still name the button.
    '[data-mobile="true"] &': {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
});

export const email = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.s,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  maxWidth: '16rem',
});

export const initial = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '2rem',
  height: '2rem',
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  color: vars.color.brandText,
  fontWeight: vars.fontWeight.bold,
  flexShrink: 0,
});
