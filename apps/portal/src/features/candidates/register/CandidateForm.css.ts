import type { ThemeTokens } from '@hrportal/ui';
import { style } from '@vanilla-extract/css';

// The theme contract's variables, built here as the shell builds them (its themeVars.ts): the
// Storybook host evaluates this file in Node, where `@hrportal/ui/vars` resolves to a build output.
const vars = new Proxy({} as ThemeTokens, {
  get: (_target, group) =>
    new Proxy({}, { get: (_inner, token) => `var(--hrp-${String(group)}-${String(token)})` }),
});

export const form = style({ display: 'grid', gap: vars.space.l });

/** One titled group of fields (contact, current role, …). */
export const section = style({
  margin: 0,
  padding: vars.space.l,
  minWidth: 0,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.l,
  display: 'grid',
  gap: vars.space.m,
});

export const legend = style({
  float: 'left',
  width: '100%',
  padding: 0,
  margin: 0,
  fontSize: vars.fontSize.m,
  fontWeight: vars.fontWeight.bold,
});

/** Fields of a section: three a row where there is room, one at 390 px. */
export const fields = style({
  clear: 'both',
  display: 'grid',
  gap: vars.space.m,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(15rem, 100%), 1fr))',
  alignItems: 'start',
});

export const wide = style({ gridColumn: '1 / -1' });

export const switches = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.l,
  alignItems: 'center',
  minHeight: '36px',
  alignSelf: 'end',
});

/** An information line across the form (draft restored, duplicates, parse result). */
export const notice = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.s,
  padding: `${vars.space.s} ${vars.space.m}`,
  borderRadius: vars.radius.m,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  fontSize: vars.fontSize.s,
});

export const warning = style([
  notice,
  { borderColor: vars.color.caution, borderInlineStartWidth: '4px' },
]);

export const critical = style([
  notice,
  { borderColor: vars.color.critical, borderInlineStartWidth: '4px' },
]);

export const noticeText = style({ flex: '1 1 16rem', margin: 0 });

export const list = style({
  margin: 0,
  paddingInlineStart: vars.space.l,
  display: 'grid',
  gap: '2px',
});

export const link = style({
  color: vars.color.brand,
  fontWeight: vars.fontWeight.medium,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

/** Parsed-resume suggestions: field, value, Use. */
export const suggestions = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const suggestion = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(7rem, 10rem) minmax(0, 1fr) auto',
  gap: vars.space.s,
  alignItems: 'center',
  padding: `${vars.space.xs} 0`,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.s,
  '@media': {
    'screen and (max-width: 600px)': { gridTemplateColumns: 'minmax(0, 1fr) auto' },
  },
});

export const suggestionLabel = style({
  color: vars.color.textMuted,
  '@media': { 'screen and (max-width: 600px)': { gridColumn: '1 / -1' } },
});

export const suggestionValue = style({ overflowWrap: 'anywhere' });

export const files = style({
  display: 'grid',
  gap: vars.space.m,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(20rem, 100%), 1fr))',
  alignItems: 'start',
});

export const fileBox = style({ display: 'grid', gap: vars.space.s, minWidth: 0 });

export const fileName = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.s,
  fontSize: vars.fontSize.s,
  overflowWrap: 'anywhere',
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.s, margin: 0 });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.s,
  alignItems: 'center',
  position: 'sticky',
  bottom: 0,
  padding: `${vars.space.m} 0`,
  background: vars.color.background,
  borderTop: `1px solid ${vars.color.border}`,
});

export const suggestionHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.s,
  fontSize: vars.fontSize.s,
});

export const grow = style({ flex: '1 1 12rem', color: vars.color.textMuted, margin: 0 });
