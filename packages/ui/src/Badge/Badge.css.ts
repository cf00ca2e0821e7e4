import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: '20px',
    height: '20px',
    padding: `0 ${vars.space.s}`,
    borderRadius: vars.radius.full,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.bold,
    lineHeight: 1,
    whiteSpace: 'nowrap',
    fontVariantNumeric: 'tabular-nums',
    textDecoration: 'none',
  },
  variants: {
    tone: {
      neutral: { background: vars.color.surfaceSunken, color: vars.color.text },
      brand: { background: vars.color.brand, color: vars.color.brandText },
      critical: { background: vars.color.critical, color: vars.color.criticalText },
      positive: { background: vars.color.positive, color: vars.color.textInverse },
      caution: { background: vars.color.caution, color: vars.color.textInverse },
    },
  },
  defaultVariants: { tone: 'neutral' },
});
