import { describe, expect, it } from 'vitest';

/*
 * Issue 24: react-aria read the browser's locale when its i18n module was evaluated, and every
 * `useLocale` read it again under an I18nProvider that already had one — a cold start of Intl
 * (`supportedLocalesOf`, `Intl.Locale#maximize`) before the first paint. With the pnpm patch of
 * react-aria (patches/react-aria@*.patch), a ThemeRoot with its English locale needs neither.
 */

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// react-aria's useLocale, imported inside the test (after the Intl spies are in place).
let readLocale: () => { locale: string; direction: string } = () => ({ locale: '', direction: '' });
let seen = '';
function Probe() {
  const { locale, direction } = readLocale();
  seen = `${locale} ${direction}`;
  return null;
}

describe('the locale at start-up', () => {
  it('renders react-aria controls under ThemeRoot without asking Intl for the default locale', async () => {
    const calls: string[] = [];
    const supported = Intl.DateTimeFormat.supportedLocalesOf;
    const IntlLocale = Intl.Locale;
    Intl.DateTimeFormat.supportedLocalesOf = (...args) => {
      calls.push('supportedLocalesOf');
      return supported(...args);
    };
    const intl = Intl as { Locale: typeof Intl.Locale };
    intl.Locale = new Proxy(IntlLocale, {
      construct(target, args) {
        calls.push(`Intl.Locale(${String(args[0])})`);
        return Reflect.construct(target, args);
      },
    });
    try {
      // Imported only now, so the modules' own evaluation is watched too.
      const [{ act }, { createRoot }, { ThemeRoot }, { Button }, { useLocale }] = await Promise.all(
        [
          import('react'),
          import('react-dom/client'),
          import('./ThemeRoot'),
          import('../Button/Button'),
          import('react-aria-components'),
        ],
      );
      readLocale = useLocale;
      const host = document.createElement('div');
      document.body.append(host);
      const root = createRoot(host);
      await act(async () =>
        root.render(
          <ThemeRoot>
            <Button>Save</Button>
            <Probe />
          </ThemeRoot>,
        ),
      );
      expect(seen).toBe('en-US ltr');
      expect(calls).toEqual([]);
      await act(async () => root.unmount());
      host.remove();
    } finally {
      Intl.DateTimeFormat.supportedLocalesOf = supported;
      intl.Locale = IntlLocale;
    }
  });
});
