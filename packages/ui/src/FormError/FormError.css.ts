import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

// The message is text on the card, so it takes the theme's `critical` colour (made for text and
// borders on `surface`), never `criticalText` (the text *on* a `critical` fill, white in light).
export const root = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.s,
  margin: 0,
  padding: `${vars.space.s} ${vars.space.m}`,
  border: `1px solid ${vars.color.critical}`,
  borderInlineStartWidth: '4px',
  borderRadius: vars.radius.m,
  background: vars.color.surface,
  color: vars.color.critical,
  fontSize: vars.fontSize.m,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.normal,
});

export const icon = style({ display: 'inline-flex', flex: 'none', paddingBlockStart: '2px' });
