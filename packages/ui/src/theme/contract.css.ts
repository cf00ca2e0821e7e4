import { createGlobalThemeContract } from '@vanilla-extract/css';
import { lightTokens } from './tokens';

/**
 * The theme contract: CSS variables with stable public names, `--hrp-{group}-{token}`
 * (for example `--hrp-color-brand`, `--hrp-space-m`). Renaming one is a breaking change.
 */
export const vars = createGlobalThemeContract(
  lightTokens,
  (_value, path) => `hrp-${path.join('-')}`,
);
