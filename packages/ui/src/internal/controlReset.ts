/**
 * Properties a host's reset or element rules commonly set on `button`, `input` and text elements.
 * Our controls state them explicitly (from their own single-class rule) so the host's values never
 * leak in.
 */
export const controlReset = {
  margin: 0,
  boxSizing: 'border-box',
  fontFamily: 'inherit',
  textTransform: 'none',
  letterSpacing: 'normal',
  textDecoration: 'none',
} as const;
