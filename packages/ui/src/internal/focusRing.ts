import { vars } from '../theme/contract.css';

/**
 * The one focus indicator of the kit: shown on keyboard focus only (`[data-focus-visible]` of
 * react-aria controls, `:focus-visible` of native ones).
 */
export const focusRing = {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
} as const;

/**
 * The hover of a native control (`@media` of a vanilla-extract style): only where a pointer
 * hovers, so a tap leaves no stuck hover (react-aria's `[data-hovered]` does the same).
 */
export const pointerHover = (selector: string, rule: Record<string, string>) => ({
  '(hover: hover)': { selectors: { [selector]: rule } },
});
