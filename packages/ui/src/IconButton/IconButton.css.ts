import { recipe } from '@vanilla-extract/recipes';
import { controlReset } from '../internal/controlReset';
import { focusRing, pointerHover } from '../internal/focusRing';
import { vars } from '../theme/contract.css';

const base = {
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
} as const;

const hovered = { background: vars.color.surfaceSunken, color: vars.color.text };
const pressed = { background: vars.color.border };
const disabled = { cursor: 'not-allowed', opacity: 0.55 } as const;

const variants = {
  tone: {
    neutral: {},
    brand: { color: vars.color.brand },
    critical: { color: vars.color.critical },
  },
  size: {
    small: { width: '28px', height: '28px' },
    standard: { width: '36px', height: '36px' },
  },
};
const defaultVariants = { tone: 'neutral', size: 'standard' } as const;

/** The react-aria `Button`: state from its `data-*` attributes. */
export const iconButton = recipe({
  base: {
    ...base,
    selectors: {
      '&[data-hovered]:not([data-disabled])': hovered,
      '&[data-pressed]': pressed,
      '&[data-focus-visible]': focusRing,
      '&[data-disabled]': disabled,
    },
  },
  variants,
  defaultVariants,
});

/** The same look on a native `<button>`: `:hover` (pointers that hover), `:active`, `:focus-visible`, `:disabled`. */
export const nativeIconButton = recipe({
  base: {
    ...base,
    selectors: {
      '&:active:not(:disabled)': pressed,
      '&:focus-visible': focusRing,
      '&:disabled': disabled,
    },
    '@media': pointerHover('&:hover:not(:disabled)', hovered),
  },
  variants,
  defaultVariants,
});
