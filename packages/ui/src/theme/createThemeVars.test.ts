import { describe, expect, it } from 'vitest';
import { createThemeVars } from './createThemeVars';
import { lightTokens } from './tokens';

describe('createThemeVars', () => {
  it('names variables exactly as the theme contract does', () => {
    expect(createThemeVars({ color: { brand: '#7b1fa2' }, space: { m: '10px' } })).toEqual({
      '--hrp-color-brand': '#7b1fa2',
      '--hrp-space-m': '10px',
    });
  });

  it('maps a whole theme to one variable per token', () => {
    const vars = createThemeVars(lightTokens);
    expect(vars['--hrp-fontSize-m']).toBe(lightTokens.fontSize.m);
    const tokenCount = Object.values(lightTokens).reduce(
      (sum, group) => sum + Object.keys(group).length,
      0,
    );
    expect(Object.keys(vars)).toHaveLength(tokenCount);
  });

  it('skips empty and non-string values', () => {
    const loose = { color: { brand: '  ', text: 42 }, radius: null } as unknown as Parameters<
      typeof createThemeVars
    >[0];
    expect(createThemeVars(loose)).toEqual({});
  });
});
