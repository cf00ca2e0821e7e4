import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from './themeVars';

// Styles of the candidate flows: the record panel, the bulk bar, profile transfer and matches.

export const bulkBar = style({
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const bulkCount = style({
  display: 'inline-grid',
  fontWeight: vars.fontWeight.medium,
  marginInlineEnd: vars.space.xs,
  whiteSpace: 'nowrap',
});
// The count and, hidden in the same cell, the longest text it replaces: the cell keeps its width.
globalStyle(`${bulkCount} > *, ${bulkCount}::after`, { gridArea: '1 / 1' });
globalStyle(`${bulkCount}::after`, { content: 'attr(data-reserve)', visibility: 'hidden' });

export const result = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.s}`,
  borderRadius: vars.radius.s,
  borderInlineStart: `3px solid ${vars.color.positive}`,
  background: vars.color.surfaceSunken,
  fontSize: vars.fontSize.s,
  flexBasis: '100%',
});

export const resultRefused = style({ borderInlineStartColor: vars.color.caution });

export const refusedList = style({
  margin: `${vars.space.xxs} 0 0`,
  paddingInlineStart: vars.space.l,
  color: vars.color.textMuted,
});

export const sections = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.l,
});

export const section = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xs,
  minWidth: 0,
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.m,
  fontWeight: vars.fontWeight.bold,
});

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))',
  gap: `${vars.space.xs} ${vars.space.l}`,
  margin: 0,
});

export const field = style({ display: 'grid', gap: '2px', minWidth: 0 });

export const label = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
});

export const value = style({ margin: 0, overflowWrap: 'anywhere' });

export const empty = style({ margin: 0, color: vars.color.textMuted });

export const timeline = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
});

export const timelineItem = style({
  display: 'grid',
  gap: '2px',
  paddingInlineStart: vars.space.s,
  borderInlineStart: `2px solid ${vars.color.border}`,
});

export const meta = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const spread = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.s,
});

export const pickers = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
  gap: vars.space.m,
  alignItems: 'end',
});

export const selectedChips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const selectedChip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  padding: `0 ${vars.space.xxs} 0 ${vars.space.xs}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.s,
});

export const chipRemove = style({
  border: 0,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  padding: `0 ${vars.space.xxs}`,
  borderRadius: vars.radius.full,
  font: 'inherit',
  lineHeight: 1.4,
  selectors: {
    '&:hover': { color: vars.color.text },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}` },
  },
});

export const matches = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.s,
});

export const match = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.m}`,
  padding: vars.space.s,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  background: vars.color.surface,
});

export const score = style({
  display: 'grid',
  placeItems: 'center',
  width: '3.25rem',
  height: '3.25rem',
  borderRadius: vars.radius.full,
  border: `3px solid ${vars.color.brand}`,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.l,
  fontVariantNumeric: 'tabular-nums',
});

export const scoreLow = style({ borderColor: vars.color.caution });

export const matchName = style({
  margin: 0,
  fontSize: vars.fontSize.m,
  fontWeight: vars.fontWeight.bold,
});

export const criteria = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(6rem, max-content) 4.5rem minmax(0, 1fr)',
  gap: `2px ${vars.space.s}`,
  margin: 0,
  fontSize: vars.fontSize.s,
  '@media': {
    'screen and (max-width: 480px)': { gridTemplateColumns: 'max-content minmax(0, 1fr)' },
  },
});

export const criterionPoints = style({
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.textMuted,
  '@media': { 'screen and (max-width: 480px)': { display: 'none' } },
});

export const skillTag = style({
  display: 'inline-block',
  padding: `0 ${vars.space.xs}`,
  marginInlineEnd: vars.space.xxs,
  borderRadius: vars.radius.s,
  fontSize: vars.fontSize.xs,
  lineHeight: '18px',
  border: `1px solid ${vars.color.positive}`,
});

export const skillMissing = style({ borderColor: vars.color.caution, borderStyle: 'dashed' });

export const tagGroup = style({ marginInlineEnd: vars.space.s });

/** "All 10 on this page are selected. Select all 1,234 matching" (Gmail-style), a line of its own. */
export const matchingNote = style({
  flexBasis: '100%',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.s}`,
  borderRadius: vars.radius.s,
  background: vars.color.surfaceSunken,
  fontSize: vars.fontSize.s,
});
