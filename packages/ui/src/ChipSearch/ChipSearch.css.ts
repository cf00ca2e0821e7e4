import { style } from '@vanilla-extract/css';
import { focusRing } from '../internal/focusRing';
import { vars } from '../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.s });

export const bar = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.s });

export const inputWrap = style({ position: 'relative', flex: 1, minWidth: '10rem' });

export const suggestions = style({
  position: 'absolute',
  top: 'calc(100% + 4px)',
  left: 0,
  right: 0,
  zIndex: vars.zIndex.dropdown,
  margin: 0,
  padding: vars.space.xs,
  listStyle: 'none',
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  boxShadow: vars.shadow.m,
});

export const suggestion = style({
  display: 'flex',
  gap: vars.space.xs,
  padding: `${vars.space.s} ${vars.space.m}`,
  borderRadius: vars.radius.s,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover, &[aria-selected="true"]': { background: vars.color.surfaceSunken },
    '&[aria-selected="true"]': { boxShadow: `inset 0 0 0 2px ${vars.color.focusRing}` },
  },
});

export const suggestionColumn = style({ color: vars.color.textMuted });

export const tagList = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const tag = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  padding: `${vars.space.xxs} ${vars.space.xxs} ${vars.space.xxs} ${vars.space.s}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  fontSize: vars.fontSize.s,
  outline: 'none',
  cursor: 'default',
  selectors: { '&[data-focus-visible]': focusRing },
});

export const tagRemove = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '20px',
  height: '20px',
  margin: 0,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.border, color: vars.color.text },
    '&[data-focus-visible]': focusRing,
  },
});

export const empty = style({ color: vars.color.textMuted, fontSize: vars.fontSize.s });
