import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themeVars';

const toneColor = {
  brand: vars.color.brand,
  brandSoft: vars.color.brand,
  info: vars.color.info,
  positive: vars.color.positive,
  caution: vars.color.caution,
  critical: vars.color.critical,
  muted: vars.color.borderStrong,
} as const;

/** SVG fills per series tone. */
export const fill = styleVariants(toneColor, (color, tone) => ({
  fill: color,
  fillOpacity: tone === 'brandSoft' ? 0.45 : 1,
}));
/** SVG line strokes per series tone. */
export const stroke = styleVariants(toneColor, (color, tone) => ({
  fill: 'none',
  stroke: color,
  strokeWidth: 2,
  strokeDasharray: tone === 'brandSoft' ? '5 3' : undefined,
}));
/** Legend swatches per series tone. */
export const swatch = styleVariants(toneColor, (color, tone) => ({
  opacity: tone === 'brandSoft' ? 0.45 : 1,
  display: 'inline-block',
  width: 10,
  height: 10,
  borderRadius: 2,
  background: color,
  marginInlineEnd: vars.space.xs,
}));

export const chart = style({
  width: '100%',
  height: 'auto',
  display: 'block',
  overflow: 'visible',
});

export const axis = style({});
globalStyle(`${axis} line, ${axis} path`, { stroke: vars.color.border });

export const axisText = style({ fill: vars.color.textMuted, fontSize: 11 });
globalStyle(`${axisText} text`, { fill: vars.color.textMuted, fontSize: 11 });

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.m,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  fontSize: vars.fontSize.s,
  color: vars.color.textMuted,
});

/** The report's sections: dense, two charts a row where there is room. */
export const grid = style({
  display: 'grid',
  gap: vars.space.m,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(26rem, 100%), 1fr))',
  alignItems: 'start',
});

export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  padding: vars.space.m,
  display: 'grid',
  gap: vars.space.s,
  minWidth: 0,
  breakInside: 'avoid',
});

export const cardHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.s,
});

export const cardTitle = style({
  margin: 0,
  fontSize: vars.fontSize.m,
  fontWeight: vars.fontWeight.bold,
});

export const cardActions = style({
  display: 'flex',
  gap: vars.space.xs,
  flexWrap: 'wrap',
  // Buttons beside labelled pickers sit on the pickers' baseline, not stretched to their height.
  alignItems: 'flex-end',
});

export const summary = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.s });

export const state = style({
  minHeight: '6rem',
  display: 'grid',
  placeItems: 'center',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.s,
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.s,
});

export const stateError = style([
  state,
  { color: vars.color.critical, background: vars.color.surface },
]);

/** The table behind a chart: scrolls in its own box, reached by Tab. */
export const tableBox = style({
  overflowX: 'auto',
  maxHeight: '20rem',
  overflowY: 'auto',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.s,
  fontVariantNumeric: 'tabular-nums',
});
globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.xxs} ${vars.space.s}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'right',
  whiteSpace: 'nowrap',
});
globalStyle(`${table} th:first-child, ${table} td:first-child`, { textAlign: 'left' });
globalStyle(`${table} thead th`, {
  position: 'sticky',
  top: 0,
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
});

/** Key figures with their change against the previous period. */
export const kpis = style({
  display: 'grid',
  gap: vars.space.s,
  gridTemplateColumns: `repeat(auto-fill, minmax(min(9rem, calc((100% - ${vars.space.s}) / 2)), 1fr))`,
  margin: 0,
});

export const kpi = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  padding: `${vars.space.xs} ${vars.space.s}`,
  display: 'grid',
  gap: vars.space.xxs,
});

export const kpiLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.s });

export const kpiValue = style({
  margin: 0,
  fontSize: vars.fontSize.l,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const delta = styleVariants({
  up: { color: vars.color.text },
  down: { color: vars.color.critical },
  flat: { color: vars.color.textMuted },
});

export const deltaLine = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

/** Things that make no sense on paper: buttons, pickers. */
export const noPrint = style({
  '@media': { print: { display: 'none' } },
});

/** A chart's table on paper: shown even when folded on screen, the numbers are the report. */
export const printTable = style({
  '@media': { print: { display: 'block !important', maxHeight: 'none', overflow: 'visible' } },
});

export const report = style({
  display: 'grid',
  gap: vars.space.m,
  '@media': { print: { gap: vars.space.s } },
});

globalStyle(`${report} h2`, { margin: 0 });
