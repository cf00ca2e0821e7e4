import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import * as field from './field.css';
import { pointerHover } from './focusRing';

/** The select and its chevron, which sits where `Select`'s trigger draws it. */
export const control = style({ position: 'relative', display: 'flex' });

// `Select`'s trigger look on a native select: the value at the start, room for the chevron.
export const select = style([
  field.control,
  {
    paddingInlineEnd: `calc(${vars.space.m} + ${vars.space.s} + 16px)`,
    cursor: 'pointer',
    textOverflow: 'ellipsis',
    // Focus (`field.control`'s :focus-visible) wins over hover, as on `Select`'s trigger.
    '@media': pointerHover('&:hover:not(:focus-visible)', { borderColor: vars.color.text }),
  },
]);

export const chevron = style({
  position: 'absolute',
  insetInlineEnd: `calc(${vars.space.m} + 1px)`,
  insetBlock: 0,
  marginBlock: 'auto',
  color: vars.color.text,
  pointerEvents: 'none',
});
