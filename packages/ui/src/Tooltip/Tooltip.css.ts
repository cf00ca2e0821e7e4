import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const trigger = style({ display: 'inline-flex' });

export const tooltip = style({
  maxWidth: '280px',
  padding: `${vars.space.xs} ${vars.space.s}`,
  borderRadius: vars.radius.s,
  background: vars.color.text,
  color: vars.color.surface,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.tight,
  boxShadow: vars.shadow.s,
  zIndex: vars.zIndex.tooltip,
  pointerEvents: 'none',
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.motion.fast} ${vars.motion.easing}` },
  },
});
