/**
 * The shape of a theme: every value a host can set. Values are plain CSS strings, so a host can
 * pass its own theme object at runtime or set the matching `--hrp-*` variables in its stylesheet.
 */
export type ThemeTokens = {
  color: {
    background: string;
    surface: string;
    surfaceRaised: string;
    surfaceSunken: string;
    text: string;
    textMuted: string;
    textInverse: string;
    border: string;
    borderStrong: string;
    brand: string;
    brandHover: string;
    brandText: string;
    critical: string;
    criticalText: string;
    positive: string;
    caution: string;
    info: string;
    focusRing: string;
    overlay: string;
  };
  space: { xxs: string; xs: string; s: string; m: string; l: string; xl: string; xxl: string };
  radius: { s: string; m: string; l: string; full: string };
  font: { body: string; mono: string };
  fontSize: { xs: string; s: string; m: string; l: string; xl: string };
  fontWeight: { regular: string; medium: string; bold: string };
  lineHeight: { tight: string; normal: string };
  shadow: { s: string; m: string; l: string };
  zIndex: {
    dropdown: string;
    sticky: string;
    overlay: string;
    modal: string;
    toast: string;
    tooltip: string;
  };
  motion: { fast: string; normal: string; easing: string };
};

const shared = {
  space: { xxs: '2px', xs: '4px', s: '8px', m: '12px', l: '16px', xl: '24px', xxl: '32px' },
  radius: { s: '4px', m: '6px', l: '10px', full: '9999px' },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  fontSize: { xs: '12px', s: '13px', m: '14px', l: '16px', xl: '20px' },
  fontWeight: { regular: '400', medium: '500', bold: '600' },
  lineHeight: { tight: '1.25', normal: '1.5' },
  zIndex: {
    dropdown: '1000',
    sticky: '1100',
    overlay: '1200',
    modal: '1300',
    toast: '1400',
    tooltip: '1500',
  },
  motion: { fast: '120ms', normal: '200ms', easing: 'cubic-bezier(0.2, 0, 0, 1)' },
} satisfies Omit<ThemeTokens, 'color' | 'shadow'>;

/** The default light theme. */
export const lightTokens: ThemeTokens = {
  ...shared,
  color: {
    background: '#f6f7f9',
    surface: '#ffffff',
    surfaceRaised: '#ffffff',
    surfaceSunken: '#eef0f3',
    text: '#1b1f24',
    textMuted: '#57606a',
    textInverse: '#ffffff',
    border: '#d0d7de',
    borderStrong: '#8c959f',
    brand: '#1f5fbf',
    brandHover: '#174a96',
    brandText: '#ffffff',
    critical: '#c62828',
    criticalText: '#ffffff',
    positive: '#1a7f37',
    caution: '#9a6700',
    info: '#0969da',
    focusRing: '#1f5fbf',
    overlay: 'rgba(15, 20, 25, 0.5)',
  },
  shadow: {
    s: '0 1px 2px rgba(16, 24, 40, 0.08)',
    m: '0 4px 12px rgba(16, 24, 40, 0.12)',
    l: '0 12px 32px rgba(16, 24, 40, 0.2)',
  },
};

/** The dark theme. */
export const darkTokens: ThemeTokens = {
  ...shared,
  color: {
    background: '#0d1117',
    surface: '#161b22',
    surfaceRaised: '#1c2330',
    surfaceSunken: '#0b0f14',
    text: '#e6edf3',
    textMuted: '#9da7b3',
    textInverse: '#0d1117',
    border: '#30363d',
    borderStrong: '#6e7681',
    brand: '#4c8dff',
    brandHover: '#6ea2ff',
    brandText: '#0d1117',
    critical: '#ff6b6b',
    criticalText: '#0d1117',
    positive: '#3fb950',
    caution: '#d29922',
    info: '#58a6ff',
    focusRing: '#6ea2ff',
    overlay: 'rgba(0, 0, 0, 0.6)',
  },
  shadow: {
    s: '0 1px 2px rgba(0, 0, 0, 0.4)',
    m: '0 4px 12px rgba(0, 0, 0, 0.5)',
    l: '0 12px 32px rgba(0, 0, 0, 0.6)',
  },
};
