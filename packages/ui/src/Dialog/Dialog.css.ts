import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({
  from: { opacity: 0, transform: 'translateY(8px)' },
  to: { opacity: 1, transform: 'none' },
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
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.motion.normal} ${vars.motion.easing}` },
    '&[data-exiting]': {
      animation: `${fadeIn} ${vars.motion.fast} ${vars.motion.easing} reverse`,
    },
  },
});

export const modal = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    maxHeight: '100%',
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    borderRadius: vars.radius.l,
    boxShadow: vars.shadow.l,
    outline: 'none',
    overflow: 'hidden',
    selectors: {
      '&[data-entering]': { animation: `${rise} ${vars.motion.normal} ${vars.motion.easing}` },
    },
  },
  variants: {
    size: {
      small: { width: 'min(440px, 100%)' },
      large: { width: 'min(1100px, 100%)', height: 'min(760px, 100%)' },
    },
  },
  defaultVariants: { size: 'small' },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minHeight: 0,
  outline: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.m,
  padding: `${vars.space.l} ${vars.space.l} ${vars.space.s} ${vars.space.xl}`,
});

export const title = style({
  margin: 0,
  padding: 0,
  fontSize: vars.fontSize.l,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const body = style({
  flex: 1,
  minHeight: 0,
  overflow: 'auto',
  padding: `${vars.space.s} ${vars.space.xl} ${vars.space.l}`,
  fontSize: vars.fontSize.m,
  lineHeight: vars.lineHeight.normal,
});

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space.s,
  padding: `${vars.space.m} ${vars.space.xl} ${vars.space.l}`,
  borderTop: `1px solid ${vars.color.border}`,
});
