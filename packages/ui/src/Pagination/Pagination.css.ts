import { style } from '@vanilla-extract/css';
import { controlReset } from '../internal/controlReset';
import { focusRing, pointerHover } from '../internal/focusRing';
import { vars } from '../theme/contract.css';

export const nav = style({ display: 'flex' });

export const list = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({ display: 'inline-flex', margin: 0, padding: 0 });

export const page = style({
  ...controlReset,
  minWidth: '32px',
  height: '32px',
  padding: `0 ${vars.space.s}`,
  border: `1px solid transparent`,
  borderRadius: vars.radius.m,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.s,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:focus-visible': focusRing,
    '&[aria-current="page"]': {
      background: vars.color.brand,
      color: vars.color.brandText,
      fontWeight: vars.fontWeight.bold,
    },
  },
  '@media': pointerHover('&:hover:not([aria-current="page"])', {
    background: vars.color.surfaceSunken,
  }),
});

export const ellipsis = style({
  minWidth: '24px',
  textAlign: 'center',
  color: vars.color.textMuted,
});
