import { style } from '@vanilla-extract/css';
import * as field from '../internal/field.css';
import { vars } from '../theme/contract.css';

export const trigger = style([
  field.control,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.s,
    textAlign: 'start',
    cursor: 'pointer',
  },
]);

export const value = style({
  textDecoration: 'none',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.color.textMuted } },
});

export const check = style({ marginInlineStart: 'auto', color: vars.color.brand });
