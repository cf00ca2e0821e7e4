import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const avatar = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    overflow: 'hidden',
    borderRadius: vars.radius.full,
    background: vars.color.brand,
    color: vars.color.brandText,
    fontWeight: vars.fontWeight.bold,
    lineHeight: 1,
    userSelect: 'none',
  },
  variants: {
    size: {
      small: { width: '24px', height: '24px', fontSize: '10px' },
      standard: { width: '32px', height: '32px', fontSize: vars.fontSize.xs },
      large: { width: '48px', height: '48px', fontSize: vars.fontSize.l },
    },
  },
  defaultVariants: { size: 'standard' },
});

export const image = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  margin: 0,
  border: 0,
});
