import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.s,
  padding: `${vars.space.xxl} ${vars.space.l}`,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const icon = style({ display: 'inline-flex', color: vars.color.borderStrong });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.l,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const description = style({
  margin: 0,
  maxWidth: '48ch',
  fontSize: vars.fontSize.m,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});

export const action = style({ marginTop: vars.space.s });
