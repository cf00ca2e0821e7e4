import { style } from '@vanilla-extract/css';
import { focusRing } from '../internal/focusRing';
import { vars } from '../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.s });

export const zone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.s,
  padding: `${vars.space.xl} ${vars.space.l}`,
  border: `2px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.l,
  background: vars.color.surface,
  color: vars.color.textMuted,
  textAlign: 'center',
  outline: 'none',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&[data-drop-target]': {
      borderColor: vars.color.brand,
      background: vars.color.surfaceSunken,
      color: vars.color.text,
    },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { borderStyle: 'solid', borderColor: vars.color.border },
  },
});

export const icon = style({ display: 'inline-flex', color: vars.color.brand });

export const text = style({ margin: 0, fontSize: vars.fontSize.m, color: vars.color.text });

export const hint = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const errors = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: vars.color.critical,
  fontSize: vars.fontSize.s,
});
