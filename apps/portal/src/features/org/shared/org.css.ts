import { style } from '@vanilla-extract/css';
import { vars } from '../../../themeVars';

/** Title row: the heading, then controls that wrap under it on a phone. */
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: vars.space.m,
  justifyContent: 'space-between',
});

export const headerText = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 });

export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: vars.space.s,
});

/** Dense figure tiles: 8rem where there is room, at least two a row. */
export const figures = style({
  display: 'grid',
  gap: vars.space.s,
  gridTemplateColumns: `repeat(auto-fill, minmax(min(8rem, calc((100% - ${vars.space.s}) / 2)), 1fr))`,
  margin: 0,
});

export const figure = style({
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.m,
  padding: `${vars.space.xs} ${vars.space.s}`,
  display: 'grid',
  gap: vars.space.xxs,
});

export const figureLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.s });

export const figureValue = style({
  margin: 0,
  fontSize: vars.fontSize.l,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

/** Two cards side by side where there is room. */
export const split = style({
  display: 'grid',
  gap: vars.space.l,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(24rem, 100%), 1fr))',
});

export const link = style({
  color: vars.color.brand,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: { '&:hover, &:focus-visible': { textDecoration: 'underline' } },
});

export const number = style({ fontVariantNumeric: 'tabular-nums' });

/** The weekly activity chart: one bar per week, offers overlaid. */
export const chart = style({
  width: '100%',
  height: 'auto',
  display: 'block',
  overflow: 'visible',
});
export const barAdded = style({ fill: vars.color.brand, opacity: 0.35 });
export const barOffers = style({ fill: vars.color.positive });
export const axisText = style({ fill: vars.color.textMuted, fontSize: '10px' });
export const legend = style({
  display: 'flex',
  gap: vars.space.m,
  fontSize: vars.fontSize.s,
  color: vars.color.textMuted,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const swatchAdded = style({
  display: 'inline-block',
  width: '0.75rem',
  height: '0.75rem',
  marginInlineEnd: vars.space.xxs,
  borderRadius: vars.radius.s,
  background: vars.color.brand,
  opacity: 0.35,
  verticalAlign: 'middle',
});
export const swatchOffers = style([swatchAdded, { background: vars.color.positive, opacity: 1 }]);
export const chartFigure = style({ margin: 0, display: 'grid', gap: vars.space.xs });

/** A card whose one column may shrink below its content: a wide table scrolls inside it. */
export const section = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.l,
  padding: vars.space.l,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.m,
  alignContent: 'start',
  minWidth: 0,
});

/** A vendor's jobs in its detail: one block per job, its recruiters beneath. */
export const vendorJobs = style({
  display: 'grid',
  gap: vars.space.s,
  margin: 0,
  paddingInlineStart: vars.space.l,
});

export const vendorJobRecruiters = style({
  display: 'grid',
  justifyItems: 'start',
  gap: vars.space.xs,
  marginTop: vars.space.xxs,
});

/** The recruiter checkboxes take the block's whole width (several a row where there is room). */
export const vendorChecklist = style({ justifySelf: 'stretch' });
