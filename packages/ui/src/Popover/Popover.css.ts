import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const dialog = style({ outline: 'none', padding: vars.space.s });

export const title = style({
  margin: `0 0 ${vars.space.s}`,
  fontSize: vars.fontSize.m,
  fontWeight: vars.fontWeight.bold,
});
