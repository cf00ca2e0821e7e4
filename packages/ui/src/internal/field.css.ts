import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { controlReset } from './controlReset';

/** Shared look of labelled form fields (TextField, TextArea, Select, DateFilter inputs). */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
});

export const label = style({
  ...controlReset,
  fontSize: vars.fontSize.s,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  margin: 0,
  padding: 0,
});

export const description = style({
  ...controlReset,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  margin: 0,
});

export const error = style({
  ...controlReset,
  fontSize: vars.fontSize.xs,
  color: vars.color.critical,
  margin: 0,
});

export const control = style({
  ...controlReset,
  appearance: 'none',
  width: '100%',
  padding: `${vars.space.s} ${vars.space.m}`,
  minHeight: '36px',
  fontSize: vars.fontSize.m,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.m,
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&[data-hovered]': { borderColor: vars.color.text },
    '&[data-focused], &:focus-visible': {
      borderColor: vars.color.focusRing,
      boxShadow: `0 0 0 1px ${vars.color.focusRing}`,
    },
    '&[data-invalid]': { borderColor: vars.color.critical },
    '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
  },
});
