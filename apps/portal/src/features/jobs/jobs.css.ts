import { style } from '@vanilla-extract/css';
import { vars } from '../../themeVars';

/** Form fields four a row on a laptop, two a row on a phone (never narrower than 10rem). */
export const fields = style({
  display: 'grid',
  gap: vars.space.m,
  gridTemplateColumns: `repeat(auto-fill, minmax(max(10rem, calc((100% - 3 * ${vars.space.m}) / 4)), 1fr))`,
  alignItems: 'start',
});

export const wide = style({ gridColumn: '1 / -1' });

export const section = style({
  margin: 0,
  fontSize: vars.fontSize.m,
  fontWeight: vars.fontWeight.bold,
});

/** A scrolling list of checkboxes (recruiters). */
export const checkList = style({
  display: 'grid',
  gap: vars.space.xs,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(12rem, 100%), 1fr))',
  maxHeight: '12rem',
  margin: 0,
  minWidth: 0,
  overflowY: 'auto',
  padding: vars.space.s,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
});

export const header = style({
  display: 'flex',
  gap: vars.space.m,
  alignItems: 'center',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(11rem, 100%), 1fr))',
  gap: `${vars.space.s} ${vars.space.m}`,
  margin: 0,
});

export const fact = style({ display: 'grid', gap: '2px', minWidth: 0 });
export const factLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.s });
export const factValue = style({ margin: 0, overflowWrap: 'anywhere' });

export const jd = style({
  whiteSpace: 'pre-wrap',
  margin: 0,
  fontFamily: 'inherit',
  maxHeight: '24rem',
  overflowY: 'auto',
});

export const link = style({
  color: vars.color.brand,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const tableBox = style({ overflowX: 'auto' });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.s,
  fontVariantNumeric: 'tabular-nums',
});

export const th = style({
  textAlign: 'left',
  padding: `${vars.space.xs} ${vars.space.s}`,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  verticalAlign: 'bottom',
});

export const td = style({
  padding: `${vars.space.xs} ${vars.space.s}`,
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
});

export const num = style({ textAlign: 'right' });

/** A row's header cell (the job, the person): reads as the row's first cell, not a heading. */
export const rowHeader = style({ textAlign: 'left', fontWeight: vars.fontWeight.regular });

/** Funnel headers wrap to two lines so twelve statuses fit a laptop screen. */
export const countHeader = style({ whiteSpace: 'normal', minWidth: '4.5rem', maxWidth: '6rem' });

export const filters = style({
  display: 'grid',
  gap: vars.space.m,
  gridTemplateColumns: `repeat(auto-fill, minmax(max(9rem, calc((100% - 3 * ${vars.space.m}) / 4)), 1fr))`,
  alignItems: 'end',
});
