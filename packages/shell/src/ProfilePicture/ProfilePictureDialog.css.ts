import { style } from '@vanilla-extract/css';
import { vars } from '../themeVars';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.m });

export const current = style({ display: 'flex', alignItems: 'center', gap: vars.space.m });

export const stage = style({
  position: 'relative',
  alignSelf: 'center',
  overflow: 'hidden',
  userSelect: 'none',
  touchAction: 'none',
  background: vars.color.surfaceSunken,
});

export const image = style({
  display: 'block',
  width: '100%',
  height: '100%',
  pointerEvents: 'none',
});

export const cropBox = style({
  position: 'absolute',
  cursor: 'move',
  padding: 0,
  background: 'transparent',
  border: `2px solid ${vars.color.surface}`,
  // Darkens everything outside the crop.
  boxShadow: '0 0 0 9999px rgba(0, 0, 0, 0.5)',
  outline: 'none',
  ':focus-visible': { borderColor: vars.color.focusRing, borderStyle: 'dashed' },
});

export const handle = style({
  position: 'absolute',
  right: '-7px',
  bottom: '-7px',
  width: '14px',
  height: '14px',
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  border: `2px solid ${vars.color.brand}`,
  cursor: 'nwse-resize',
});

export const error = style({ margin: 0, color: vars.color.critical, fontSize: vars.fontSize.s });
