import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../themeVars';

/** Document list beside the open document; stacked on a phone. */
export const layout = style({
  display: 'grid',
  gap: vars.space.l,
  gridTemplateColumns: 'minmax(12rem, 16rem) minmax(0, 1fr)',
  '@media': { '(max-width: 768px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
});

export const listHeading = style({
  fontSize: vars.fontSize.s,
  color: vars.color.textMuted,
  margin: `${vars.space.s} 0 ${vars.space.xxs}`,
});

export const docButton = style({
  width: '100%',
  textAlign: 'left',
  padding: `${vars.space.s} ${vars.space.m}`,
  borderRadius: vars.radius.m,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[aria-current="true"]': {
      borderColor: vars.color.brand,
      boxShadow: `inset 3px 0 0 ${vars.color.brand}`,
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

/** Rendered Markdown: readable measure, theme colours for tables, code and quotes. */
export const prose = style({
  lineHeight: vars.lineHeight.normal,
  maxWidth: '52rem',
  overflowWrap: 'anywhere',
});
globalStyle(`${prose} table`, { borderCollapse: 'collapse', margin: `${vars.space.s} 0` });
globalStyle(`${prose} th, ${prose} td`, {
  border: `1px solid ${vars.color.border}`,
  padding: `${vars.space.xs} ${vars.space.s}`,
});
globalStyle(`${prose} code, ${prose} pre`, {
  fontFamily: vars.font.mono,
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.s,
});
globalStyle(`${prose} pre`, { padding: vars.space.s, overflowX: 'auto' });
globalStyle(`${prose} blockquote`, {
  margin: 0,
  paddingLeft: vars.space.m,
  borderLeft: `3px solid ${vars.color.borderStrong}`,
  color: vars.color.textMuted,
});
globalStyle(`${prose} a`, { color: vars.color.info });
globalStyle(`${prose} img`, { maxWidth: '100%' });

/** Editor beside its live preview; stacked on a phone. */
export const editor = style({
  display: 'grid',
  gap: vars.space.l,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 22rem), 1fr))',
  alignItems: 'start',
});

export const preview = style({
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.m,
  padding: vars.space.m,
  minHeight: '12rem',
  background: vars.color.surface,
});

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.s,
  alignItems: 'end',
});

export const table = style({
  borderCollapse: 'collapse',
  width: '100%',
  fontSize: vars.fontSize.s,
});
globalStyle(`${table} th, ${table} td`, {
  textAlign: 'left',
  padding: vars.space.s,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
});

export const tableWrap = style({ overflowX: 'auto', maxWidth: '100%' });
