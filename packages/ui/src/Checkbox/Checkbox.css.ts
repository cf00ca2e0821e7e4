import { style } from '@vanilla-extract/css';
import { focusRing } from '../internal/focusRing';
import { vars } from '../theme/contract.css';

export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.s,
  color: vars.color.text,
  fontSize: vars.fontSize.m,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' } },
});

export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '18px',
  height: '18px',
  border: `1.5px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.s,
  background: vars.color.surface,
  color: vars.color.brandText,
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: {
      background: vars.color.brand,
      borderColor: vars.color.brand,
    },
    [`${checkbox}[data-focus-visible] &`]: focusRing,
    [`${checkbox}[data-invalid] &`]: { borderColor: vars.color.critical },
  },
});
