import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const overlay = style({
  position: 'absolute',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.s,
  background: `color-mix(in srgb, ${vars.color.surface} 75%, transparent)`,
  color: vars.color.text,
  fontSize: vars.fontSize.m,
  fontWeight: vars.fontWeight.medium,
});
