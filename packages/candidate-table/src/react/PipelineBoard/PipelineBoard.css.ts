import { style } from '@vanilla-extract/css';
import { vars } from '../themeVars';

export const root = style({
  display: 'grid',
  gap: vars.space.m,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.m,
  color: vars.color.text,
  minWidth: 0,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.m,
});

export const commentField = style({ flex: '1 1 18rem', minWidth: 'min(100%, 18rem)' });

/** Columns side by side; the board scrolls sideways inside its own box. */
export const columns = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(11.5rem, 1fr)',
  gap: vars.space.s,
  overflowX: 'auto',
  paddingBottom: vars.space.s,
  alignItems: 'start',
});

export const column = style({
  display: 'grid',
  gridTemplateRows: 'auto 1fr',
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  minHeight: '10rem',
  maxHeight: '70vh',
});

export const columnHeader = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.s,
  padding: `${vars.space.s} ${vars.space.s}`,
  margin: 0,
  fontSize: vars.fontSize.s,
  fontWeight: vars.fontWeight.bold,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const count = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

export const list = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.xs,
  padding: vars.space.xs,
  overflowY: 'auto',
  minHeight: '6rem',
  outline: 'none',
  borderRadius: vars.radius.m,
  selectors: {
    '&[data-drop-target]': {
      background: vars.color.surface,
      outline: `2px solid ${vars.color.brand}`,
      outlineOffset: '-2px',
    },
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '-2px',
    },
  },
});

export const card = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: vars.space.xs,
  alignItems: 'start',
  padding: vars.space.s,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.s,
  cursor: 'grab',
  outline: 'none',
  selectors: {
    '&[data-dragging]': { opacity: 0.5 },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
  },
});

export const handle = style({
  all: 'unset',
  cursor: 'grab',
  color: vars.color.textMuted,
  padding: `0 ${vars.space.xxs}`,
  borderRadius: vars.radius.s,
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}` },
  },
});

export const cardName = style({ fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });
export const cardDetail = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.s,
  overflowWrap: 'anywhere',
});

export const empty = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.s,
  padding: vars.space.s,
  textAlign: 'center',
});

export const status = style({ color: vars.color.textMuted, fontSize: vars.fontSize.s, margin: 0 });
