import { recipe } from '@vanilla-extract/recipes';
import { controlReset } from '../internal/controlReset';
import { focusRing } from '../internal/focusRing';
import { vars } from '../theme/contract.css';

export const iconButton = recipe({
  base: {
    ...controlReset,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    margin: 0,
    padding: 0,
    border: '1px solid transparent',
    borderRadius: vars.radius.m,
    background: 'transparent',
    color: vars.color.textMuted,
    cursor: 'pointer',
    outline: 'none',
    transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&[data-hovered]:not([data-disabled])': {
        background: vars.color.surfaceSunken,
        color: vars.color.text,
      },
      '&[data-pressed]': { background: vars.color.border },
      '&[data-focus-visible]': focusRing,
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
    },
  },
  variants: {
    tone: {
      neutral: {},
      brand: { color: vars.color.brand },
      critical: { color: vars.color.critical },
    },
    size: {
      small: { width: '28px', height: '28px' },
      standard: { width: '36px', height: '36px' },
    },
  },
  defaultVariants: { tone: 'neutral', size: 'standard' },
});
