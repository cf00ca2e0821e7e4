import { recipe } from '@vanilla-extract/recipes';
import { controlReset } from '../internal/controlReset';
import { vars } from '../theme/contract.css';

export const button = recipe({
  base: {
    ...controlReset,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    border: '1px solid transparent',
    borderRadius: vars.radius.m,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
    cursor: 'pointer',
    transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': {
        outline: `2px solid ${vars.color.focusRing}`,
        outlineOffset: '2px',
      },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
    },
  },
  variants: {
    tone: {
      brand: {
        background: vars.color.brand,
        color: vars.color.brandText,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { background: vars.color.brandHover },
        },
      },
      neutral: {
        background: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.border,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { background: vars.color.surfaceSunken },
        },
      },
      critical: {
        background: vars.color.critical,
        color: vars.color.criticalText,
      },
    },
    size: {
      small: {
        padding: `${vars.space.xs} ${vars.space.s}`,
        fontSize: vars.fontSize.s,
      },
      standard: {
        padding: `${vars.space.s} ${vars.space.l}`,
        fontSize: vars.fontSize.m,
      },
    },
  },
  defaultVariants: { tone: 'neutral', size: 'standard' },
});
