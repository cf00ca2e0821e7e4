import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.45 } });

export const root = style({ display: 'grid', gap: vars.space.m, width: '100%' });

export const row = style({ display: 'grid', gap: vars.space.l });

export const bar = style({
  height: '14px',
  borderRadius: vars.radius.s,
  background: vars.color.surfaceSunken,
  animation: `${pulse} 1.4s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
