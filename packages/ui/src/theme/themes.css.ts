import { createTheme, globalStyle, style } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { themeLayer } from './layers.css';
import { darkTokens, lightTokens } from './tokens';

/** Class that sets the light theme's variables (in the `hrp.theme` layer). */
export const lightThemeClass = createTheme(vars, { '@layer': themeLayer, ...lightTokens });

/** Class that sets the dark theme's variables (in the `hrp.theme` layer). */
export const darkThemeClass = createTheme(vars, { '@layer': themeLayer, ...darkTokens });

/**
 * A user who asked the system for less motion gets none: the motion tokens fall to `0s`, so
 * overlays, toasts and tooltips appear in their final state at once (WCAG 2.3.3). In the same
 * layer, after the themes, so a host's inline `tokens` still win.
 */
globalStyle(`${lightThemeClass}, ${darkThemeClass}`, {
  '@layer': {
    [themeLayer]: {
      '@media': {
        '(prefers-reduced-motion: reduce)': {
          vars: { [vars.motion.fast]: '0s', [vars.motion.normal]: '0s' },
        },
      },
    },
  },
});

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
