import { style } from '@vanilla-extract/css';
import { focusRing } from '../internal/focusRing';
import { vars } from '../theme/contract.css';

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
  selectors: { '&[data-orientation="horizontal"]': { flexDirection: 'row', flexWrap: 'wrap' } },
});

export const radio = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.s,
  color: vars.color.text,
  fontSize: vars.fontSize.m,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' } },
});

export const dot = style({
  flexShrink: 0,
  width: '18px',
  height: '18px',
  borderRadius: vars.radius.full,
  border: `1.5px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  transition: `border-width ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    [`${radio}[data-selected] &`]: { border: `5px solid ${vars.color.brand}` },
    [`${radio}[data-focus-visible] &`]: focusRing,
    [`${radio}[data-invalid] &`]: { borderColor: vars.color.critical },
  },
});
