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
