'use client';
import type { ReactNode } from 'react';
import { darkThemeClass, lightThemeClass, rootClass } from './themes.css';

/** Built-in theme names. */
export const themeNames = ['light', 'dark'] as const;
/** A built-in theme name. */
export type ThemeName = (typeof themeNames)[number];

/** Props of {@link ThemeRoot}. */
export interface ThemeRootProps {
  /** @default 'light' */
  theme?: ThemeName;
  children?: ReactNode;
}

/**
 * The root every HR Portal widget renders inside: applies the theme's `--hrp-*` variables and our
 * base styles to this subtree only.
 *
 * @example
 * <ThemeRoot theme="dark"><Button>Save</Button></ThemeRoot>
 */
export function ThemeRoot({ theme = 'light', children }: ThemeRootProps) {
  const themeClass = theme === 'dark' ? darkThemeClass : lightThemeClass;
  return (
    <div data-hrp-root="" className={`${rootClass} ${themeClass}`}>
      {children}
    </div>
  );
}
