import { globalLayer } from '@vanilla-extract/css';

/**
 * Our theme variables live in the `hrp.theme` cascade layer, so any plain (unlayered) host rule
 * that sets a `--hrp-*` variable wins: a host re-brands without fighting specificity.
 *
 * Component rules are deliberately *not* layered: they are single-class selectors, which beat a
 * host reset's element selectors (`button { … }`, `* { margin: 0 }`), while unlayered host rules
 * would beat anything layered. Layer names are stable and public.
 */
const hrpLayer = globalLayer('hrp');
export const themeLayer = globalLayer({ parent: hrpLayer }, 'theme');

/**
 * Text fallbacks of icon-only buttons are hidden from sight in this layer: any unlayered host rule
 * on them wins — a hostile `* { all: revert }` that erases our icons (it reverts even an SVG
 * path's `d`) shows the button's name as text instead, so the widget stays usable.
 */
export const fallbackLayer = globalLayer({ parent: hrpLayer }, 'fallback');
