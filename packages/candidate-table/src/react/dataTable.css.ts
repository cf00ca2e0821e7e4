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

// Labelled controls (search, date range) and unlabelled ones (Columns, the density switch, bulk
// buttons) line up on their input row: tops aligned, the unlabelled ones pushed down by one
// label line. The search box never narrows below its input and two buttons.
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: `${vars.space.s} ${vars.space.m}`,
});

export const grow = style({ flex: '1 1 22rem', minWidth: 'min(100%, 22rem)' });

export const unlabeled = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.m,
  paddingTop: `calc(${vars.fontSize.s} * ${vars.lineHeight.normal} + ${vars.space.xs})`,
  minHeight: `calc(${vars.fontSize.s} * ${vars.lineHeight.normal} + ${vars.space.xs} + 38px)`,
});

// The frame is an outline drawn over the content, not a border: it takes no width, so a table
// sized to its box fits without a sideways scrollbar.
/**
 * A scroller narrower than this (a phone, a narrow embed) keeps only the first column sticky: the
 * checkbox, the first column and five action buttons sticking at once hid every other column at
 * 390 px. The actions then scroll with the row, at its end.
 */
const narrow = '(width < 640px)';

export const scroller = style({
  position: 'relative',
  overflow: 'auto',
  maxHeight: '70vh',
  outline: `1px solid ${vars.color.border}`,
  outlineOffset: '-1px',
  borderRadius: vars.radius.m,
  background: vars.color.surface,
  // The scroller takes its box's width (the table scrolls inside it), so it can be the container
  // that a narrow layout queries: the row actions stop sticking where they would hide the row.
  containerType: 'inline-size',
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

/** Columns at their given widths (the minimum width comes from their sum). */
export const fixedTable = style({ tableLayout: 'fixed' });

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

// One line per row: a long value is cut with an ellipsis and shown whole on hover (title).
export const td = style({
  padding: `${vars.space.s} ${vars.space.m}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  background: vars.color.surface,
});

/** The first column (selection, then the first data column) stays while the rest scrolls. */
export const stickyStart = style({ position: 'sticky', left: 0, zIndex: 1 });

/** The Actions column stays at the right edge, so a row's actions are never cut off. */
export const stickyEnd = style({
  position: 'sticky',
  right: 0,
  zIndex: 1,
  boxShadow: `inset 1px 0 0 ${vars.color.border}`,
  '@container': { [narrow]: { position: 'static', boxShadow: 'none' } },
});

// A cell that may be cut (`data-cut`) takes focus (Tab, or a tap where there is no hover) and then
// shows its whole text (its title) in a box over the cell, wrapped, as hovering shows the title:
// a keyboard or touch user reads what a mouse user reads. The cut line is hidden under the box.
globalStyle(`${td}[data-cut]:focus`, {
  overflow: 'visible',
  color: 'transparent',
  zIndex: 2,
  outline: 'none',
});
globalStyle(`${td}[data-cut]:not(${stickyStart}):focus`, { position: 'relative' });
globalStyle(`${td}[data-cut]:focus::after`, {
  content: 'attr(title)',
  position: 'absolute',
  top: 0,
  left: 0,
  zIndex: 4,
  boxSizing: 'border-box',
  minWidth: '100%',
  minHeight: '100%',
  width: 'max-content',
  maxWidth: '22rem',
  padding: 'inherit',
  whiteSpace: 'normal',
  overflowWrap: 'anywhere',
  color: vars.color.text,
  background: vars.color.surfaceRaised,
  border: `2px solid ${vars.color.focusRing}`,
  borderRadius: vars.radius.s,
  boxShadow: vars.shadow.m,
});

export const selectedRow = style({});
globalStyle(`${selectedRow} > td`, { background: vars.color.surfaceSunken });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.m,
});

export const status = style({ margin: 0, color: vars.color.textMuted });

// One line of actions per row: a wrapped column of buttons made every row four times as tall.
// The buttons sit in the cell itself (no wrapper: issue 24 counts elements per row), one line
// (the cell does not wrap), spaced as the former flex row's gap.
globalStyle(`${td}[data-actions] > button`, { verticalAlign: 'middle' });
globalStyle(`${td}[data-actions] > * + *`, { marginInlineStart: vars.space.xxs });

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

// Compact rows: tighter cells and the small text size; comfortable keeps the roomier defaults.
// (`compactPaddingInline` in DataTable.tsx estimates what fits from the same 4 px.)
globalStyle(`${table}[data-density="compact"] td, ${table}[data-density="compact"] thead th`, {
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.xs,
  fontSize: vars.fontSize.xs,
});

// A sortable header's padding is its button's: compact makes that as tight as the cells.
globalStyle(`${table}[data-density="compact"] thead th:has(> button)`, { padding: 0 });
globalStyle(`${table}[data-density="compact"] thead th > button`, {
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.xs,
  gap: vars.space.xxs,
});

// Headers of narrow fixed columns may take two lines rather than be cut, and a sort icon that
// has no room beside its label goes under it (Peer Reviewer) rather than out of the cell.
globalStyle(`${fixedTable} thead th`, { whiteSpace: 'normal', verticalAlign: 'bottom' });
globalStyle(`${fixedTable} thead th > button`, { flexWrap: 'wrap' });

// Sticky header cells of the sticky columns sit above both the header row and the body cells.
globalStyle(`${table} thead th:first-child`, { left: 0, zIndex: 3 });
globalStyle(`${table}[data-selectable] thead th:nth-child(2)`, {
  position: 'sticky',
  left: '28px', // DataTable's selectColumnWidth
  zIndex: 3,
});
globalStyle(`${table}[data-actions] thead th:last-child`, {
  right: 0,
  zIndex: 3,
  boxShadow: `inset 1px 0 0 ${vars.color.border}`,
  '@container': { [narrow]: { right: 'auto', boxShadow: 'none' } },
});
globalStyle(`${table}:not([data-selectable]) thead th:first-child`, { position: 'sticky' });

/** Skills as compact chips on one line, the rest counted as "+N". */
export const chips = style({
  display: 'flex',
  gap: vars.space.xxs,
  alignItems: 'center',
  overflow: 'hidden',
});

export const chip = style({
  flex: '0 1 auto',
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.s,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.xs,
  lineHeight: '18px',
});

export const chipMore = style({
  flex: 'none',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
});

/** Read by screen readers, not drawn. */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

/** A settings form: lines a reader can take in at once, not the page's full width. */
export const settingsForm = style({ maxWidth: '48rem' });

/** A badge that is a link (Careers' "Converted" opening the candidate). */
export const badgeLink = style({
  textDecoration: 'none',
  borderRadius: vars.radius.s,
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
  },
});
