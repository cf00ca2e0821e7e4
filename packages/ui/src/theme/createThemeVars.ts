import type { ThemeTokens } from './tokens';

/** Any subset of {@link ThemeTokens}: the tokens a host wants to change, nothing else. */
export type ThemeTokenOverrides = {
  [Group in keyof ThemeTokens]?: Partial<ThemeTokens[Group]>;
};

/** A map of `--hrp-*` custom property names to values, ready for a `style` attribute. */
export type ThemeVars = Record<`--hrp-${string}`, string>;

/**
 * Turns a theme object (all of {@link ThemeTokens} or any subset) into the matching `--hrp-*`
 * CSS variables, named exactly as the theme contract names them (`--hrp-{group}-{token}`).
 * Empty or non-string values are skipped, so a partial or loosely typed object is safe to pass.
 *
 * `ThemeRoot`'s `tokens` prop uses it; a host that renders its own container can spread the
 * result into that element's `style`.
 *
 * @example
 * createThemeVars({ color: { brand: '#7b1fa2' }, radius: { m: '2px' } });
 * // { '--hrp-color-brand': '#7b1fa2', '--hrp-radius-m': '2px' }
 */
export function createThemeVars(tokens: ThemeTokenOverrides): ThemeVars {
  const result: ThemeVars = {};
  for (const [group, values] of Object.entries(tokens)) {
    if (typeof values !== 'object' || values === null) continue;
    for (const [token, value] of Object.entries(values)) {
      if (typeof value !== 'string' || value.trim() === '') continue;
      result[`--hrp-${group}-${token}`] = value;
    }
  }
  return result;
}
