import { style } from '@vanilla-extract/css';
import { focusRing } from '../internal/focusRing';
import { vars } from '../theme/contract.css';

export const tabs = style({ display: 'flex', flexDirection: 'column', gap: vars.space.m });

export const tabList = style({
  display: 'flex',
  gap: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const tab = style({
  margin: 0,
  marginBottom: '-1px',
  padding: `${vars.space.s} ${vars.space.m}`,
  borderBottom: '2px solid transparent',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.m,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.text },
    '&[data-selected]': { color: vars.color.brand, borderBottomColor: vars.color.brand },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px', borderRadius: vars.radius.s },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const panel = style({
  outline: 'none',
  borderRadius: vars.radius.s,
  selectors: { '&[data-focus-visible]': focusRing },
});
