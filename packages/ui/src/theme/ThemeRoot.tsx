'use client';
import { type CSSProperties, type ReactNode, useLayoutEffect, useMemo, useState } from 'react';
import { UNSAFE_PortalProvider as PortalProvider } from 'react-aria/PortalProvider';
import { I18nProvider } from 'react-aria-components';
import { createThemeVars, type ThemeTokenOverrides } from './createThemeVars';
import { defaultLocale } from './locales';
import { darkThemeClass, lightThemeClass, rootClass } from './themes.css';

/** Built-in theme names. */
export const themeNames = ['light', 'dark'] as const;
/** A built-in theme name. */
export type ThemeName = (typeof themeNames)[number];

/** Props of {@link ThemeRoot}. */
export interface ThemeRootProps {
  /** The built-in theme to start from. @default 'light' */
  theme?: ThemeName;
  /**
   * A host's own theme object (any subset of `ThemeTokens`), applied on top of `theme` as inline
   * `--hrp-*` variables on our root and overlay layer. Inline values beat any stylesheet, so use
   * this *or* plain CSS variables for a given token, not both.
   */
  tokens?: ThemeTokenOverrides;
  /**
   * Locale for react-aria's built-in strings and formatting. Only locales compiled into the
   * build are available (see CONTEXT.md, "Locales"); others fall back to English.
   * @default 'en-US'
   */
  locale?: string;
  children?: ReactNode;
}

/**
 * The root every HR Portal widget renders inside: applies the theme's `--hrp-*` variables and our
 * base styles to this subtree only, and gives overlays (modals, popovers, tooltips, toasts) a
 * themed layer of their own at the end of `document.body`, so they carry the same theme without
 * ever styling the host page.
 *
 * @example
 * <ThemeRoot theme="dark" tokens={{ color: { brand: '#7b1fa2' } }}>
 *   <Button tone="brand">Save</Button>
 * </ThemeRoot>
 */
export function ThemeRoot({
  theme = 'light',
  tokens,
  locale = defaultLocale,
  children,
}: ThemeRootProps) {
  const className = `${rootClass} ${theme === 'dark' ? darkThemeClass : lightThemeClass}`;
  const style = useMemo(
    () => (tokens ? (createThemeVars(tokens) as CSSProperties) : undefined),
    [tokens],
  );
  const [layer] = useState(() =>
    typeof document === 'undefined' ? null : document.createElement('div'),
  );

  useLayoutEffect(() => {
    if (!layer) return;
    layer.setAttribute('data-hrp-root', '');
    layer.setAttribute('data-hrp-overlays', '');
    layer.className = className;
    layer.removeAttribute('style');
    for (const [name, value] of Object.entries(style ?? {})) layer.style.setProperty(name, value);
  }, [layer, className, style]);

  // Attached on first use (an overlay may render before our effects run) and removed with us.
  const getContainer = () => {
    if (layer && !layer.isConnected) document.body.append(layer);
    return layer;
  };
  useLayoutEffect(() => () => layer?.remove(), [layer]);

  return (
    <div data-hrp-root="" className={className} style={style}>
      <I18nProvider locale={locale}>
        <PortalProvider getContainer={getContainer}>{children}</PortalProvider>
      </I18nProvider>
    </div>
  );
}
