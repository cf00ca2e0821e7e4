import { style } from '@vanilla-extract/css';
import { focusRing } from '../internal/focusRing';
import { vars } from '../theme/contract.css';

export const switchRoot = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.s,
  color: vars.color.text,
  fontSize: vars.fontSize.m,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' } },
});

export const track = style({
  position: 'relative',
  flexShrink: 0,
  width: '34px',
  height: '20px',
  borderRadius: vars.radius.full,
  background: vars.color.borderStrong,
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    [`${switchRoot}[data-selected] &`]: { background: vars.color.brand },
    [`${switchRoot}[data-focus-visible] &`]: focusRing,
  },
});

export const thumb = style({
  position: 'absolute',
  top: '2px',
  left: '2px',
  width: '16px',
  height: '16px',
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  boxShadow: vars.shadow.s,
  transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: { [`${switchRoot}[data-selected] &`]: { transform: 'translateX(14px)' } },
});
