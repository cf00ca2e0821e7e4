import type { ThemeTokens } from '@hrportal/ui';

/**
 * The UI kit's theme contract as `var(--hrp-{group}-{token})` references. Built here rather than
 * imported because vanilla-extract evaluates `.css.ts` files in Node, where `@hrportal/ui` would
 * resolve to its build output (the careers pieces have stories, evaluated outside the portal's
 * build); the names are the contract's public, stable CSS variables.
 */
export const vars = new Proxy({} as ThemeTokens, {
  get: (_target, group) =>
    new Proxy({}, { get: (_inner, token) => `var(--hrp-${String(group)}-${String(token)})` }),
});
