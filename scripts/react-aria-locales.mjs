// An esbuild plugin doing what @react-aria/optimize-locales-plugin does for Vite: react-aria's
// components import their strings for every locale (`…/intl/<area>/de-DE.mjs`); imports of locales
// outside `locales` resolve to an empty module, and react-aria falls back to English for them.
// (The official plugin's esbuild adapter cannot load its own replacement module under esbuild 0.27,
// so builds that use esbuild directly use this one.)

const reactAriaImporter =
  /[/\\](@react-stately|@react-aria|@react-spectrum|react-stately|react-aria|react-aria-components)[/\\]/;
const localeSpecifier = /[a-z]{2}-[A-Z]{2}/;

/**
 * @param {readonly string[]} locales e.g. ['en-US'] or ['en', 'fr-FR'] (a bare language keeps every region)
 * @returns {import('esbuild').Plugin}
 */
export function reactAriaLocales(locales) {
  const keep = locales.map((locale) => new Intl.Locale(locale));
  const kept = (tag) => {
    const locale = new Intl.Locale(tag);
    return keep.some(
      (k) => k.language === locale.language && (!k.region || k.region === locale.region),
    );
  };
  return {
    name: 'react-aria-locales',
    setup(build) {
      build.onResolve({ filter: localeSpecifier }, (args) => {
        if (!reactAriaImporter.test(args.importer)) return undefined;
        const match = args.path.match(localeSpecifier);
        if (!match || kept(match[0])) return undefined;
        return { path: args.path, namespace: 'react-aria-removed-locale' };
      });
      build.onLoad({ filter: /.*/, namespace: 'react-aria-removed-locale' }, () => ({
        contents: 'export default undefined;',
        loader: 'js',
      }));
    },
  };
}
