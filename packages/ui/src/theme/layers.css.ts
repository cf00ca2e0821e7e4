import { globalLayer } from '@vanilla-extract/css';

/**
 * Our cascade layers, in order. Every rule we ship lives in one of them, so a host page's plain
 * (unlayered) CSS always wins: a host re-brands by setting `--hrp-*` variables, never by fighting
 * specificity. Names are stable and public.
 */
export const hrpLayer = globalLayer('hrp');
export const themeLayer = globalLayer({ parent: hrpLayer }, 'theme');
export const baseLayer = globalLayer({ parent: hrpLayer }, 'base');
export const componentsLayer = globalLayer({ parent: hrpLayer }, 'components');
