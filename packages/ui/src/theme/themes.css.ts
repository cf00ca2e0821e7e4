import { createTheme, globalStyle, style } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { themeLayer } from './layers.css';
import { darkTokens, lightTokens } from './tokens';

/** Class that sets the light theme's variables (in the `hrp.theme` layer). */
export const lightThemeClass = createTheme(vars, { '@layer': themeLayer, ...lightTokens });

/** Class that sets the dark theme's variables (in the `hrp.theme` layer). */
export const darkThemeClass = createTheme(vars, { '@layer': themeLayer, ...darkTokens });

/**
 * Our root: every widget renders inside it. Base styles apply to it and its descendants only,
 * never to `:root`, `body` or the host's elements.
 */
export const rootClass = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.m,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  WebkitFontSmoothing: 'antialiased',
  boxSizing: 'border-box',
});

globalStyle(`${rootClass} *, ${rootClass} *::before, ${rootClass} *::after`, {
  boxSizing: 'border-box',
});
