export type { ButtonProps, ButtonSize, ButtonTone } from './Button/Button';
export { Button, buttonSizes, buttonTones } from './Button/Button';
export { vars } from './theme/contract.css';
export type { ThemeName, ThemeRootProps } from './theme/ThemeRoot';
export { ThemeRoot, themeNames } from './theme/ThemeRoot';
export { darkThemeClass, lightThemeClass, rootClass } from './theme/themes.css';
export type { ThemeTokens } from './theme/tokens';
export { darkTokens, lightTokens } from './theme/tokens';
