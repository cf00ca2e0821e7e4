import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../themeVars';

// The chat's own light controls and modal: native elements styled like the UI kit's Button,
// IconButton, Checkbox, TextField and Modal (same theme variables), without react-aria's chains.

const ring = { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' };

const reset = {
  margin: 0,
  boxSizing: 'border-box',
  fontFamily: 'inherit',
  textTransform: 'none',
  letterSpacing: 'normal',
  textDecoration: 'none',
} as const;

const buttonBase = style({
  ...reset,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  border: '1px solid transparent',
  borderRadius: vars.radius.m,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  cursor: 'pointer',
  outline: 'none',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
  ':focus-visible': ring,
  ':disabled': { cursor: 'not-allowed', opacity: 0.55 },
});

export const buttonTone = styleVariants({
  brand: [
    buttonBase,
    {
      background: vars.color.brand,
      color: vars.color.brandText,
      selectors: { '&:hover:not(:disabled)': { background: vars.color.brandHover } },
    },
  ],
  neutral: [
    buttonBase,
    {
      background: vars.color.surface,
      color: vars.color.text,
      borderColor: vars.color.border,
      selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceSunken } },
    },
  ],
  critical: [buttonBase, { background: vars.color.critical, color: vars.color.criticalText }],
});

export const buttonSize = styleVariants({
  small: { padding: `${vars.space.xs} ${vars.space.s}`, fontSize: vars.fontSize.s },
  standard: { padding: `${vars.space.s} ${vars.space.l}`, fontSize: vars.fontSize.m },
});

export const iconButton = style({
  ...reset,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '28px',
  height: '28px',
  padding: 0,
  border: '1px solid transparent',
  borderRadius: vars.radius.m,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  ':hover': { background: vars.color.surfaceSunken, color: vars.color.text },
  ':active': { background: vars.color.border },
  ':focus-visible': ring,
});

export const checkbox = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.s,
  color: vars.color.text,
  fontSize: vars.fontSize.m,
  cursor: 'pointer',
});

export const checkboxInput = style({
  margin: 0,
  width: '18px',
  height: '18px',
  flexShrink: 0,
  accentColor: vars.color.brand,
  cursor: 'pointer',
  ':focus-visible': ring,
});

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const fieldLabel = style({
  fontSize: vars.fontSize.s,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const fieldInput = style({
  ...reset,
  width: '100%',
  minHeight: '36px',
  padding: `${vars.space.s} ${vars.space.m}`,
  fontSize: vars.fontSize.m,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.m,
  outline: 'none',
  ':focus-visible': {
    borderColor: vars.color.focusRing,
    boxShadow: `0 0 0 1px ${vars.color.focusRing}`,
  },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.l,
  background: vars.color.overlay,
  fontFamily: vars.font.body,
});

const modalBase = style({
  display: 'flex',
  flexDirection: 'column',
  maxHeight: '100%',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  borderRadius: vars.radius.l,
  boxShadow: vars.shadow.l,
  outline: 'none',
  overflow: 'hidden',
});

export const modal = styleVariants({
  small: [modalBase, { width: 'min(440px, 100%)' }],
  large: [modalBase, { width: 'min(1100px, 100%)', height: 'min(760px, 100%)' }],
});

export const dialogHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.m,
  padding: `${vars.space.l} ${vars.space.l} ${vars.space.s} ${vars.space.xl}`,
});

export const dialogTitle = style({
  margin: 0,
  fontSize: vars.fontSize.l,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const dialogBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.m,
  flex: 1,
  minHeight: 0,
  overflow: 'auto',
  padding: `${vars.space.s} ${vars.space.xl} ${vars.space.l}`,
  fontSize: vars.fontSize.m,
  lineHeight: vars.lineHeight.normal,
});

export const dialogFooter = style({
  display: 'flex',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space.s,
  padding: `${vars.space.m} ${vars.space.xl} ${vars.space.l}`,
  borderTop: `1px solid ${vars.color.border}`,
});
