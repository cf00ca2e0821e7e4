import { globalStyle, style } from '@vanilla-extract/css';
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

/** The column's scroller: react-aria's Virtualizer places the cards in it (no CSS grid inside). */
export const list = style({
  position: 'relative',
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

/**
 * The Virtualizer's content box turns `pointer-events: none` for 300 ms after any scroll (the
 * column's, the board's sideways, the page's) — a card pressed then would miss the press, so a
 * pointer drag started right after a scroll would not start. The cards take the pointer at once.
 */
// (vanilla-extract's types know no `!important`; the value is written as given.)
globalStyle(`${list} > div`, { pointerEvents: 'auto !important' as 'auto' });

/** One card: fills the fixed row the layout gives it (`rowHeight` in PipelineBoard.tsx). */
export const card = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: vars.space.xs,
  alignItems: 'start',
  boxSizing: 'border-box',
  height: '100%',
  overflow: 'hidden',
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

export const cardText = style({ minWidth: 0 });

const oneLine = {
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
} as const;

export const cardName = style({ ...oneLine, fontWeight: vars.fontWeight.medium });
export const cardDetail = style({
  ...oneLine,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.s,
});

export const empty = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.s,
  padding: vars.space.s,
  textAlign: 'center',
});

export const status = style({ color: vars.color.textMuted, fontSize: vars.fontSize.s, margin: 0 });
