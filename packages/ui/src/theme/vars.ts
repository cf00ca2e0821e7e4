/**
 * `@hrportal/ui/vars`: the theme contract alone, for a host's or a widget's own `.css.ts` files.
 * Import `vars` from here, never from the `@hrportal/ui` barrel: vanilla-extract evaluates a
 * `.css.ts` file with everything it imports, and evaluating the barrel there registers every
 * component's styles under that file instead of their own, so a production build drops them.
 *
 * @example
 * import { vars } from '@hrportal/ui/vars';
 * export const panel = style({ background: vars.color.surface });
 */
export { vars } from './contract.css';
