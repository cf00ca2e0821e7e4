import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../internal/focusRing';
import { vars } from '../theme/contract.css';

const slideIn = keyframes({
  from: { opacity: 0, transform: 'translateX(16px)' },
  to: { opacity: 1, transform: 'none' },
});

export const region = recipe({
  base: {
    position: 'fixed',
    right: vars.space.l,
    zIndex: vars.zIndex.toast,
    display: 'flex',
    gap: vars.space.s,
    width: 'min(360px, calc(100vw - 32px))',
    margin: 0,
    padding: 0,
    outline: 'none',
    selectors: { '&[data-focus-visible]': focusRing },
  },
  variants: {
    placement: {
      'top-right': { top: vars.space.l, flexDirection: 'column' },
      'bottom-right': { bottom: vars.space.l, flexDirection: 'column-reverse' },
    },
  },
});

export const toast = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.s,
    padding: `${vars.space.m} ${vars.space.s} ${vars.space.m} ${vars.space.l}`,
    borderRadius: vars.radius.m,
    borderLeft: '4px solid',
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    boxShadow: vars.shadow.l,
    outline: 'none',
    animation: `${slideIn} ${vars.motion.normal} ${vars.motion.easing}`,
    selectors: { '&[data-focus-visible]': focusRing },
  },
  variants: {
    tone: {
      neutral: { borderLeftColor: vars.color.borderStrong },
      info: { borderLeftColor: vars.color.info },
      positive: { borderLeftColor: vars.color.positive },
      caution: { borderLeftColor: vars.color.caution },
      critical: { borderLeftColor: vars.color.critical },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: 1,
  minWidth: 0,
  paddingTop: vars.space.xxs,
});

export const title = style({
  fontSize: vars.fontSize.m,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});

export const description = style({
  fontSize: vars.fontSize.s,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '28px',
  height: '28px',
  margin: 0,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.s,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceSunken, color: vars.color.text },
    '&[data-focus-visible]': focusRing,
  },
});
