import { style } from '@vanilla-extract/css';
import { fallbackLayer } from '../theme/layers.css';

/** Visually hidden, in the `hrp.fallback` layer (see `fallbackLayer`). */
export const iconLabel = style({
  '@layer': {
    [fallbackLayer]: {
      position: 'absolute',
      width: 1,
      height: 1,
      margin: -1,
      padding: 0,
      border: 0,
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
});
