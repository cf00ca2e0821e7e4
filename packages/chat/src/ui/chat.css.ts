import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from './themeVars';

const focus = {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '-2px',
};

export const layout = style({
  display: 'flex',
  flex: 1,
  minHeight: 0,
  height: '100%',
  outline: 'none',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.m,
  color: vars.color.text,
});

export const sidebar = style({
  display: 'flex',
  flexDirection: 'column',
  width: '320px',
  flexShrink: 0,
  borderRight: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  minHeight: 0,
  '@media': { 'screen and (max-width: 720px)': { width: '100%', borderRight: 'none' } },
});

export const hiddenOnSmall = style({
  '@media': { 'screen and (max-width: 720px)': { display: 'none' } },
});

export const sidebarHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.s,
  padding: `${vars.space.m} ${vars.space.l}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.l,
  fontWeight: vars.fontWeight.bold,
});

export const search = style({
  margin: `${vars.space.s} ${vars.space.l}`,
  padding: `${vars.space.s} ${vars.space.m}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  ':focus-visible': focus,
});

export const list = style({
  flex: 1,
  overflowY: 'auto',
  minHeight: 0,
  paddingBottom: vars.space.s,
});

export const sectionTitle = style({
  margin: 0,
  padding: `${vars.space.s} ${vars.space.l} ${vars.space.xs}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: vars.color.textMuted,
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.m,
  width: '100%',
  padding: `${vars.space.s} ${vars.space.l}`,
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  ':hover': { background: vars.color.surfaceSunken },
  ':focus-visible': focus,
  selectors: { '&[aria-current="true"]': { background: vars.color.surfaceSunken } },
});

export const itemText = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' });

export const itemName = style({
  fontWeight: vars.fontWeight.medium,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const threadName = style([
  itemName,
  { margin: 0, fontSize: vars.fontSize.l, lineHeight: vars.lineHeight.tight },
]);

export const muted = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.s,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const avatarWrap = style({ position: 'relative', display: 'inline-flex', flexShrink: 0 });

export const onlineDot = style({
  position: 'absolute',
  right: 0,
  bottom: 0,
  width: '10px',
  height: '10px',
  borderRadius: vars.radius.full,
  background: vars.color.positive,
  border: `2px solid ${vars.color.surface}`,
});

export const note = style({
  padding: `${vars.space.m} ${vars.space.l}`,
  color: vars.color.textMuted,
});

export const errorBanner = style({
  margin: `0 ${vars.space.l} ${vars.space.s}`,
  padding: `${vars.space.s} ${vars.space.m}`,
  borderRadius: vars.radius.m,
  background: vars.color.critical,
  color: vars.color.criticalText,
  fontSize: vars.fontSize.s,
});

export const thread = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minWidth: 0,
  minHeight: 0,
  background: vars.color.background,
});

export const threadHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.s,
  padding: `${vars.space.s} ${vars.space.m}`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const headerText = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' });

export const empty = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  padding: vars.space.xl,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const emptyTitle = style({
  margin: 0,
  fontSize: vars.fontSize.l,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const messages = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  padding: `${vars.space.m} 0`,
  ':focus-visible': focus,
});

// `contain` keeps each row's layout and paint to itself: rows enter and leave on every scroll frame.
export const row = styleVariants({
  mine: {
    display: 'flex',
    justifyContent: 'flex-end',
    padding: `${vars.space.xxs} ${vars.space.l}`,
    contain: 'layout paint',
  },
  theirs: {
    display: 'flex',
    justifyContent: 'flex-start',
    padding: `${vars.space.xxs} ${vars.space.l}`,
    contain: 'layout paint',
  },
});

const bubbleBase = {
  position: 'relative',
  maxWidth: '70%',
  padding: `${vars.space.s} ${vars.space.m}`,
  borderRadius: vars.radius.l,
  boxShadow: vars.shadow.s,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
} as const;

export const bubble = styleVariants({
  mine: { ...bubbleBase, background: vars.color.brand, color: vars.color.brandText },
  theirs: { ...bubbleBase, background: vars.color.surface, color: vars.color.text },
});

export const bubbleMeta = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.s,
  marginTop: vars.space.xxs,
  fontSize: vars.fontSize.xs,
  opacity: 0.85,
});

export const sender = style({
  display: 'block',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  marginBottom: vars.space.xxs,
});

export const quote = style({
  display: 'block',
  marginBottom: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.s}`,
  borderLeft: `3px solid currentColor`,
  borderRadius: vars.radius.s,
  background: 'rgba(127, 127, 127, 0.15)',
  fontSize: vars.fontSize.s,
});

export const linkButton = style({
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontSize: vars.fontSize.xs,
  textDecoration: 'underline',
  cursor: 'pointer',
  padding: 0,
  ':focus-visible': { outline: `2px solid currentColor`, outlineOffset: '1px' },
});

export const failed = style({ fontWeight: vars.fontWeight.bold });

export const typing = style({
  minHeight: '20px',
  padding: `0 ${vars.space.l}`,
  fontSize: vars.fontSize.s,
  fontStyle: 'italic',
  color: vars.color.textMuted,
});

export const replyBar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.s,
  margin: `0 ${vars.space.m}`,
  padding: `${vars.space.xs} ${vars.space.m}`,
  borderLeft: `3px solid ${vars.color.brand}`,
  background: vars.color.surface,
  borderRadius: vars.radius.s,
  fontSize: vars.fontSize.s,
});

export const composer = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.s,
  padding: vars.space.m,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const textarea = style({
  flex: 1,
  resize: 'none',
  minHeight: '40px',
  maxHeight: '140px',
  padding: `${vars.space.s} ${vars.space.m}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  ':focus-visible': focus,
  ':disabled': { background: vars.color.surfaceSunken, cursor: 'not-allowed' },
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  width: '280px',
  flexShrink: 0,
  minHeight: 0,
  overflowY: 'auto',
  borderLeft: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  padding: vars.space.l,
  gap: vars.space.m,
});

export const memberRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.s,
  padding: `${vars.space.xs} 0`,
});

export const checklist = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  maxHeight: '240px',
  overflowY: 'auto',
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
});

export const formError = style({
  color: vars.color.critical,
  fontSize: vars.fontSize.s,
  margin: 0,
});

export const toggleLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.s,
});

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
