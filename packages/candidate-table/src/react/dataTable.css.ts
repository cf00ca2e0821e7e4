import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from './themeVars';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.m,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.m,
  color: vars.color.text,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.m,
});

export const grow = style({ flex: 1, minWidth: '260px' });

export const scroller = style({
  position: 'relative',
  overflow: 'auto',
  maxHeight: '70vh',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  background: vars.color.surface,
});

/**
 * A virtualized page: a fixed height and strict containment, so the rows swapped in on every
 * scroll frame are laid out and painted without touching the page around the table.
 */
export const virtualScroller = style([scroller, { height: '70vh', contain: 'strict' }]);

export const table = style({
  width: '100%',
  minWidth: '1200px',
  borderCollapse: 'separate',
  borderSpacing: 0,
});

export const th = style({
  position: 'sticky',
  top: 0,
  zIndex: 1,
  textAlign: 'left',
  padding: `${vars.space.s} ${vars.space.m}`,
  background: vars.color.surfaceSunken,
  borderBottom: `1px solid ${vars.color.border}`,
  fontWeight: vars.fontWeight.bold,
  whiteSpace: 'nowrap',
});

export const td = style({
  padding: `${vars.space.s} ${vars.space.m}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
});

/** Dates never break at their dashes. */
export const tdNoWrap = style([td, { whiteSpace: 'nowrap' }]);

export const selectedRow = style({ background: vars.color.surfaceSunken });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.m,
});

export const status = style({ margin: 0, color: vars.color.textMuted });

// One line of actions per row: a wrapped column of buttons made every row four times as tall.
export const actions = style({ display: 'flex', gap: vars.space.xs, flexWrap: 'nowrap' });

export const columnList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.s,
});

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(140px, max-content) 1fr',
  gap: `${vars.space.xs} ${vars.space.l}`,
  margin: 0,
});

export const dt = style({ fontWeight: vars.fontWeight.bold, color: vars.color.textMuted });

export const dd = style({ margin: 0, overflowWrap: 'anywhere' });

export const error = style({ margin: 0, color: vars.color.critical });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.m });

// Sticky header for every header cell, ours and the kit's SortableHeader alike.
globalStyle(`${table} thead th`, {
  position: 'sticky',
  top: 0,
  zIndex: 1,
  background: vars.color.surfaceSunken,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
  whiteSpace: 'nowrap',
});
