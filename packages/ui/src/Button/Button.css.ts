import { recipe } from '@vanilla-extract/recipes';
import { controlReset } from '../internal/controlReset';
import { focusRing, pointerHover } from '../internal/focusRing';
import { vars } from '../theme/contract.css';

const base = {
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
} as const;

const disabled = { cursor: 'not-allowed', opacity: 0.55 } as const;

const tones = {
  brand: { background: vars.color.brand, color: vars.color.brandText },
  neutral: {
    background: vars.color.surface,
    color: vars.color.text,
    borderColor: vars.color.border,
  },
  critical: { background: vars.color.critical, color: vars.color.criticalText },
};
const hovered = {
  brand: { background: vars.color.brandHover },
  neutral: { background: vars.color.surfaceSunken },
};

const size = {
  small: {
    padding: `${vars.space.xs} ${vars.space.s}`,
    fontSize: vars.fontSize.s,
  },
  standard: {
    padding: `${vars.space.s} ${vars.space.l}`,
    fontSize: vars.fontSize.m,
  },
};
const defaultVariants = { tone: 'neutral', size: 'standard' } as const;

/** The react-aria `Button`: state from its `data-*` attributes. */
export const button = recipe({
  base: {
    ...base,
    selectors: {
      '&[data-focus-visible]': focusRing,
      '&[data-disabled]': disabled,
    },
  },
  variants: {
    tone: {
      brand: {
        ...tones.brand,
        selectors: { '&[data-hovered]:not([data-disabled])': hovered.brand },
      },
      neutral: {
        ...tones.neutral,
        selectors: { '&[data-hovered]:not([data-disabled])': hovered.neutral },
      },
      critical: tones.critical,
    },
    size,
  },
  defaultVariants,
});

/** The same look on a native `<button>`: `:hover` (pointers that hover), `:focus-visible`, `:disabled`. */
export const nativeButton = recipe({
  base: {
    ...base,
    selectors: {
      '&:focus-visible': focusRing,
      '&:disabled': disabled,
    },
  },
  variants: {
    tone: {
      brand: { ...tones.brand, '@media': pointerHover('&:hover:not(:disabled)', hovered.brand) },
      neutral: {
        ...tones.neutral,
        '@media': pointerHover('&:hover:not(:disabled)', hovered.neutral),
      },
      critical: tones.critical,
    },
    size,
  },
  defaultVariants,
});
