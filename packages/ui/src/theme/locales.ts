/**
 * The locales whose react-aria strings our builds ship. Everything else is stripped at build time
 * by `@react-aria/optimize-locales-plugin` and falls back to English. To add one, add it here
 * (and pass it to `ThemeRoot`'s `locale`). Plain data, safe to import from a build config.
 *
 * @example
 * import optimizeLocales from '@react-aria/optimize-locales-plugin';
 * import { supportedLocales } from '@hrportal/ui/locales';
 * export default { plugins: [optimizeLocales.vite({ locales: [...supportedLocales] })] };
 */
export const supportedLocales = ['en-US'] as const;

/** The locale `ThemeRoot` uses unless told otherwise. */
export const defaultLocale = 'en-US';
