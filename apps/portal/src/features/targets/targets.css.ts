import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../themeVars';

export const barRow = style({ display: 'grid', gap: vars.space.xxs });

export const barHead = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.s,
  fontSize: vars.fontSize.s,
});

export const barTrack = style({
  height: '8px',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
});

export const barFill = style({
  height: '100%',
  background: vars.color.brand,
  transition: 'width 300ms ease-out',
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const barDone = style({ background: vars.color.positive });

/** Two periods side by side where there is room, stacked on a phone. */
export const periods = style({
  display: 'grid',
  gap: vars.space.l,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 18rem), 1fr))',
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: vars.space.s,
});

export const periodLabel = style({ fontWeight: vars.fontWeight.bold, minWidth: '12rem' });

/** A plain table that scrolls sideways inside its card on a phone. */
export const tableWrap = style({ overflowX: 'auto', maxWidth: '100%' });

export const table = style({
  borderCollapse: 'collapse',
  width: '100%',
  minWidth: '52rem',
  fontSize: vars.fontSize.s,
});
globalStyle(`${table} th, ${table} td`, {
  textAlign: 'left',
  padding: vars.space.s,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
});
globalStyle(`${table} thead th`, {
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
});

export const cellFigure = style({ display: 'grid', gap: vars.space.xxs, minWidth: '6rem' });

export const numbers = style({
  display: 'grid',
  gap: vars.space.s,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 9rem), 1fr))',
});
