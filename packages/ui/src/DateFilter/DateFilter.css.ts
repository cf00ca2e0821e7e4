import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.m,
});

export const preset = style({ width: '180px' });

export const error = style({
  flexBasis: '100%',
  margin: 0,
  color: vars.color.critical,
  fontSize: vars.fontSize.s,
});
