import { style } from '@vanilla-extract/css';
import { focusRing } from '../internal/focusRing';
import { vars } from '../theme/contract.css';

export const tabs = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.m,
  // The containing block of a kept panel while it is hidden (below).
  position: 'relative',
});

export const tabList = style({
  display: 'flex',
  gap: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const tab = style({
  margin: 0,
  marginBottom: '-1px',
  padding: `${vars.space.s} ${vars.space.m}`,
  borderBottom: '2px solid transparent',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.m,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.text },
    '&[data-selected]': { color: vars.color.brand, borderBottomColor: vars.color.brand },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px', borderRadius: vars.radius.s },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

/**
 * A kept panel (`shouldForceMount`) while its tab is not selected: not `display: none` (the
 * `hidden` attribute's own rule), which throws away every element's style and layout box, so
 * going back to the tab built them again for a whole table (issue 24: 256–424 ms at a 4× slowed
 * CPU). `content-visibility: hidden` keeps them and skips the panel's rendering, as
 * `display: none` does: nothing painted, no hit testing, no focus, nothing in the accessibility
 * tree (with `aria-hidden`) or find-in-page. Out of flow at the tabs' full width, so it takes no
 * room (no flex gap) and shows again at the width it was laid out at. A browser without
 * `content-visibility` keeps `display: none`.
 */
export const panel = style({
  outline: 'none',
  borderRadius: vars.radius.s,
  selectors: {
    '&[data-focus-visible]': focusRing,
  },
  '@supports': {
    '(content-visibility: hidden)': {
      selectors: {
        '&[hidden]': {
          display: 'block',
          contentVisibility: 'hidden',
          position: 'absolute',
          top: 0,
          left: 0,
          right: 0,
        },
      },
    },
  },
});
