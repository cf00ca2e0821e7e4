import { describe, expect, it } from 'vitest';
import { darkTokens, lightTokens } from './tokens';

function paths(value: unknown, prefix: string[] = []): string[] {
  if (typeof value !== 'object' || value === null) return [prefix.join('.')];
  return Object.entries(value).flatMap(([key, child]) => paths(child, [...prefix, key]));
}

describe('theme tokens', () => {
  it('gives the dark theme exactly the tokens of the light theme', () => {
    expect(paths(darkTokens).sort()).toEqual(paths(lightTokens).sort());
  });

  it('holds only non-empty CSS values', () => {
    for (const theme of [lightTokens, darkTokens]) {
      for (const key of paths(theme)) {
        const value = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], theme);
        expect(typeof value === 'string' && value.trim().length > 0, key).toBe(true);
      }
    }
  });
});
