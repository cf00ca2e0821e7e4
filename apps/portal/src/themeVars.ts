import type { ThemeTokens } from '@hrportal/ui';

/**
 * The UI kit's theme contract as `var(--hrp-{group}-{token})` references, as the packages build
 * it (`packages/shell/src/themeVars.ts`): vanilla-extract evaluates `.css.ts` files in Node, where
 * Storybook's compiler resolves `@hrportal/ui/vars` to its build output, which a fresh clone lacks.
 * The names are the contract's public, stable CSS variables.
 */
export const vars = new Proxy({} as ThemeTokens, {
  get: (_target, group) =>
    new Proxy({}, { get: (_inner, token) => `var(--hrp-${String(group)}-${String(token)})` }),
});
