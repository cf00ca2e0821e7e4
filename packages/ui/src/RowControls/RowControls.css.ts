import { style, styleVariants } from '@vanilla-extract/css';
import { controlReset } from '../internal/controlReset';
import { focusRing, pointerHover } from '../internal/focusRing';
import { vars } from '../theme/contract.css';

// Native elements: state comes from :hover, :focus-visible and :disabled (no react-aria here).
const buttonBase = style({
  ...controlReset,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.s}`,
  border: '1px solid transparent',
  borderRadius: vars.radius.m,
  fontSize: vars.fontSize.s,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:focus-visible': focusRing,
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

/** Same look as `Button` size `small`, per tone. */
export const button = styleVariants({
  neutral: [
    buttonBase,
    {
      background: vars.color.surface,
      color: vars.color.text,
      borderColor: vars.color.border,
      '@media': pointerHover('&:hover:not(:disabled)', { background: vars.color.surfaceSunken }),
    },
  ],
  critical: [buttonBase, { background: vars.color.critical, color: vars.color.criticalText }],
});

/** A square row button holding one icon. */
export const iconOnly = style({ padding: vars.space.xs, minWidth: '24px', minHeight: '24px' });

export const checkbox = style({
  margin: 0,
  width: '18px',
  height: '18px',
  accentColor: vars.color.brand,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:focus-visible': focusRing,
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
  },
});
