import { vars } from '@hrportal/ui/vars';
import { style } from '@vanilla-extract/css';

/** A row of pickers and the action they feed (Filter Candidates, Profile Analysis). */
export const toolbar = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
  gap: vars.space.m,
  alignItems: 'end',
});

/** The answer of an action ("3 updated, 0 refused"). */
export const outcome = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.s}`,
  borderRadius: vars.radius.s,
  borderInlineStart: `3px solid ${vars.color.positive}`,
  background: vars.color.surfaceSunken,
});
