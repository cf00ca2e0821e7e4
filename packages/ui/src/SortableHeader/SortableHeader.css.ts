import { style } from '@vanilla-extract/css';
import { controlReset } from '../internal/controlReset';
import { focusRing, pointerHover } from '../internal/focusRing';
import { vars } from '../theme/contract.css';

export const cell = style({
  margin: 0,
  padding: 0,
  textAlign: 'start',
  verticalAlign: 'middle',
  fontWeight: vars.fontWeight.bold,
  whiteSpace: 'nowrap',
});

export const button = style({
  ...controlReset,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  width: '100%',
  padding: `${vars.space.s} ${vars.space.m}`,
  border: 0,
  borderRadius: vars.radius.s,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:focus-visible': { ...focusRing, outlineOffset: '-2px' },
  },
  '@media': pointerHover('&:hover', { background: vars.color.surfaceSunken }),
});

export const icon = style({ display: 'inline-flex', color: vars.color.textMuted });
export const activeIcon = style({ display: 'inline-flex', color: vars.color.brand });
