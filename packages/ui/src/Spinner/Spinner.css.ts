import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = style({ display: 'inline-flex', color: vars.color.brand });

export const circle = recipe({
  base: {
    display: 'block',
    borderRadius: vars.radius.full,
    border: '2px solid currentColor',
    borderRightColor: 'transparent',
    animation: `${spin} 0.8s linear infinite`,
    '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' } },
  },
  variants: {
    size: {
      small: { width: '14px', height: '14px' },
      standard: { width: '20px', height: '20px' },
      large: { width: '32px', height: '32px', borderWidth: '3px' },
    },
  },
  defaultVariants: { size: 'standard' },
});
