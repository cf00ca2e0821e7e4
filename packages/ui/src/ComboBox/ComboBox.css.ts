import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const group = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const input = style({ paddingInlineEnd: '2.25rem' });

export const button = style({
  position: 'absolute',
  insetInlineEnd: vars.space.xs,
  display: 'inline-grid',
  placeItems: 'center',
  width: '1.75rem',
  height: '1.75rem',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.s,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { color: vars.color.text },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}` },
  },
});

export const option = style({ display: 'grid', gap: '2px', minWidth: 0 });

export const detail = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const empty = style({
  display: 'block',
  padding: vars.space.s,
  fontSize: vars.fontSize.s,
  color: vars.color.textMuted,
});
