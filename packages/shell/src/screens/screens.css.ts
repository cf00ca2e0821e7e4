import { style } from '@vanilla-extract/css';
import { vars } from '../themeVars';

export const page = style({
  minHeight: '100vh',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.xl,
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const card = style({
  maxWidth: '480px',
  width: '100%',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.m,
  padding: vars.space.xl,
  borderRadius: vars.radius.l,
  background: vars.color.surface,
  boxShadow: vars.shadow.m,
  textAlign: 'center',
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
});

export const text = style({ margin: 0, color: vars.color.textMuted });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.s,
});

export const logo = style({
  width: '56px',
  height: '56px',
  margin: '0 auto',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.l,
  background: vars.color.brand,
  color: vars.color.brandText,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.l,
});
