import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from './themeVars';

const focus = { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' };
const small = 'screen and (max-width: 720px)';
/** Height of the sticky day headers; the all-day row sticks right under them. */
const headHeight = '30px';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.m,
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.l,
  padding: vars.space.m,
  minWidth: 0,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.s,
});

export const title = style({
  fontSize: vars.fontSize.l,
  fontWeight: vars.fontWeight.bold,
  margin: 0,
  marginRight: 'auto',
  minWidth: '10ch',
});

/** What buttons and inputs share: 32 px tall on the surface, in the text colour. */
const control = {
  font: 'inherit',
  minHeight: '32px',
  borderRadius: vars.radius.m,
  background: vars.color.surface,
  color: vars.color.text,
} as const;

export const button = style({
  ...control,
  fontSize: vars.fontSize.s,
  padding: `0 ${vars.space.m}`,
  border: `1px solid ${vars.color.border}`,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&:focus-visible': focus,
    '&[aria-pressed="true"]': {
      background: vars.color.brand,
      color: vars.color.brandText,
      borderColor: vars.color.brand,
    },
    '&:disabled': { opacity: 0.6, cursor: 'default' },
  },
});

export const primary = style([
  button,
  {
    background: vars.color.brand,
    color: vars.color.brandText,
    borderColor: vars.color.brand,
    selectors: { '&:hover': { background: vars.color.brandHover } },
  },
]);

export const danger = style([
  button,
  {
    background: vars.color.critical,
    color: vars.color.criticalText,
    borderColor: vars.color.critical,
    selectors: { '&:hover': { background: vars.color.critical, filter: 'brightness(0.92)' } },
  },
]);

export const group = style({ display: 'inline-flex', gap: vars.space.xxs, flexWrap: 'wrap' });

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  fontSize: vars.fontSize.s,
  color: vars.color.textMuted,
});

export const input = style({
  ...control,
  fontSize: vars.fontSize.m,
  padding: `0 ${vars.space.s}`,
  border: `1px solid ${vars.color.borderStrong}`,
  minWidth: 0,
  selectors: {
    '&:focus-visible': focus,
    '&[aria-invalid="true"]': { borderColor: vars.color.critical },
  },
});

export const textarea = style([input, { minHeight: '64px', padding: vars.space.s }]);

export const inlineField = style({
  display: 'inline-flex',
  whiteSpace: 'nowrap',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.s,
  color: vars.color.textMuted,
});

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  alignItems: 'center',
  margin: 0,
  padding: 0,
  border: 'none',
});

export const legendItem = style([
  button,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    selectors: {
      '&[aria-pressed="false"]': { opacity: 0.7, textDecoration: 'line-through' },
      '&[aria-pressed="true"]': {
        background: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.borderStrong,
      },
    },
  },
]);

export const swatch = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '18px',
  height: '18px',
  borderRadius: vars.radius.s,
  color: '#fff',
  flexShrink: 0,
});

export const alert = style({
  padding: `${vars.space.s} ${vars.space.m}`,
  borderRadius: vars.radius.m,
  border: `1px solid ${vars.color.critical}`,
  color: vars.color.text,
  background: vars.color.surfaceSunken,
  margin: 0,
});

export const notice = style({ color: vars.color.textMuted, fontSize: vars.fontSize.s, margin: 0 });

export const subscription = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
  padding: vars.space.m,
  borderRadius: vars.radius.m,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
});
export const subscriptionTitle = style({ margin: 0, fontSize: vars.fontSize.m, fontWeight: 600 });

// ── Month ──

export const monthGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(7, minmax(0, 1fr))',
  borderTop: `1px solid ${vars.color.border}`,
  borderLeft: `1px solid ${vars.color.border}`,
});

export const weekdayHeader = style({
  padding: vars.space.xs,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
  textAlign: 'center',
  borderRight: `1px solid ${vars.color.border}`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
});

export const dayCell = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minHeight: '108px',
  minWidth: 0,
  padding: vars.space.xxs,
  borderRight: `1px solid ${vars.color.border}`,
  borderBottom: `1px solid ${vars.color.border}`,
  outline: 'none',
  selectors: {
    '&:focus-visible': focus,
    '&[data-outside="true"]': { background: vars.color.surfaceSunken },
  },
  '@media': { [small]: { minHeight: '64px' } },
});

export const dayNumber = style({
  alignSelf: 'flex-start',
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: '24px',
  height: '24px',
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.s,
  selectors: {
    '[data-today="true"] > &': {
      background: vars.color.brand,
      color: vars.color.brandText,
      fontWeight: vars.fontWeight.bold,
    },
    '[data-outside="true"] > &': { color: vars.color.textMuted },
  },
});

export const chip = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  width: '100%',
  minWidth: 0,
  font: 'inherit',
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.tight,
  padding: `1px ${vars.space.xs}`,
  border: 'none',
  borderRadius: vars.radius.s,
  color: '#fff',
  cursor: 'pointer',
  textAlign: 'left',
  overflow: 'hidden',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.text}`, outlineOffset: '1px' },
  },
});

export const chipText = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

/**
 * A timed event's title: bold, and it keeps its width when title and time share one line (short
 * meetings), so the time is what gets cut, not the title.
 */
export const eventTitle = style([chipText, { fontWeight: 600, flexShrink: 0, maxWidth: '100%' }]);

export const more = style({
  font: 'inherit',
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.xs,
  padding: `0 ${vars.space.xs}`,
  border: 'none',
  background: 'none',
  color: vars.color.text,
  textDecoration: 'underline',
  cursor: 'pointer',
  textAlign: 'left',
  selectors: { '&:focus-visible': focus },
});

export const hideOnSmall = style({ '@media': { [small]: { display: 'none' } } });

// ── Week / day ──

export const hourHeight = 44;

export const timeGrid = style({
  display: 'grid',
  position: 'relative',
  overflow: 'auto',
  maxHeight: '640px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
});

export const gridHead = style({
  position: 'sticky',
  top: 0,
  zIndex: 3,
  height: headHeight,
  boxSizing: 'border-box',
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  padding: vars.space.xs,
  fontSize: vars.fontSize.s,
  textAlign: 'center',
  minWidth: 0,
  selectors: {
    '&[data-today="true"]': { color: vars.color.brand, fontWeight: vars.fontWeight.bold },
  },
});

export const allDayRow = style({
  position: 'sticky',
  top: headHeight,
  zIndex: 2,
  background: vars.color.surface,
  maxHeight: '96px',
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.xxs,
  borderBottom: `1px solid ${vars.color.border}`,
  borderLeft: `1px solid ${vars.color.border}`,
  minWidth: 0,
  minHeight: '28px',
});

export const hourLabels = style({
  position: 'relative',
  background: vars.color.surface,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  textAlign: 'right',
  paddingRight: vars.space.xs,
});

export const dayColumn = style({
  position: 'relative',
  borderLeft: `1px solid ${vars.color.border}`,
  backgroundImage: `repeating-linear-gradient(to bottom, transparent 0, transparent ${hourHeight - 1}px, ${vars.color.border} ${hourHeight - 1}px, ${vars.color.border} ${hourHeight}px)`,
  outline: 'none',
  minWidth: 0,
  selectors: {
    '&:focus-visible': focus,
    // backgroundColor, not background: the shorthand would wipe the hour lines above.
    '&[data-today="true"]': { backgroundColor: vars.color.surfaceSunken },
  },
});

export const allDayCorner = style({
  position: 'sticky',
  top: headHeight,
  zIndex: 2,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const timedEvent = style([
  chip,
  {
    position: 'absolute',
    flexDirection: 'column',
    alignItems: 'flex-start',
    justifyContent: 'flex-start',
    borderLeft: '3px solid rgba(0,0,0,0.25)',
    boxShadow: `0 0 0 1px ${vars.color.surface}`,
  },
]);

/** A meeting being moved: its old place stays faint while the ghost shows the new one. */
export const dragging = style({ opacity: 0.45 });

/** Where a month drag or Alt+arrow move would put the meeting: a dashed chip in that day. */
export const monthGhost = style({
  border: '2px dashed rgba(255,255,255,0.9)',
  outline: `2px solid ${vars.color.focusRing}`,
  fontWeight: 600,
  pointerEvents: 'none',
});

/** The bottom edge of a meeting the viewer may change: drag it to change the end. */
export const resizeHandle = style({
  position: 'absolute',
  left: 0,
  right: 0,
  bottom: 0,
  height: '8px',
  cursor: 'ns-resize',
  touchAction: 'none',
  selectors: {
    '&::after': {
      content: '""',
      display: 'block',
      margin: '3px auto 0',
      width: '24px',
      height: '2px',
      borderRadius: '1px',
      background: 'rgba(255,255,255,0.7)',
    },
  },
});

/** Where a dragged meeting would go (snapped to 15 minutes), with its new times. */
export const ghost = style({
  position: 'absolute',
  left: '2px',
  right: '2px',
  zIndex: 2,
  borderRadius: vars.radius.s,
  border: '2px dashed rgba(255,255,255,0.9)',
  outline: `2px solid ${vars.color.focusRing}`,
  color: '#fff',
  fontSize: '12px',
  fontWeight: 600,
  padding: '2px 6px',
  pointerEvents: 'none',
  overflow: 'hidden',
});

export const nowLine = style({
  position: 'absolute',
  left: 0,
  right: 0,
  height: '2px',
  background: vars.color.critical,
  zIndex: 1,
  pointerEvents: 'none',
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      left: '-5px',
      top: '-4px',
      width: '10px',
      height: '10px',
      borderRadius: '50%',
      background: vars.color.critical,
    },
  },
});

// ── Agenda ──

export const agenda = style({ display: 'flex', flexDirection: 'column', gap: vars.space.m });
export const agendaDay = style({
  margin: 0,
  fontSize: vars.fontSize.s,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
  selectors: { '&[data-today="true"]': { color: vars.color.brand } },
});
export const agendaList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xxs,
});
export const agendaItem = style({
  display: 'grid',
  gridTemplateColumns: '110px 1fr',
  gap: vars.space.s,
  width: '100%',
  font: 'inherit',
  textAlign: 'left',
  padding: vars.space.s,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:focus-visible': focus, '&:hover': { background: vars.color.surfaceSunken } },
  '@media': { [small]: { gridTemplateColumns: '1fr' } },
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.s });

// ── Dialogs ──

export const dialog = style({
  width: 'min(640px, calc(100vw - 24px))',
  maxHeight: 'calc(100vh - 48px)',
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.l,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.l,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.m,
  selectors: { '&::backdrop': { background: vars.color.overlay } },
});

export const dialogBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.m,
  padding: vars.space.l,
});

export const dialogTitle = style({
  margin: 0,
  fontSize: vars.fontSize.l,
  display: 'flex',
  gap: vars.space.s,
  alignItems: 'center',
});
export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space.s,
});
export const formGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.m,
  '@media': { [small]: { gridTemplateColumns: '1fr' } },
});
export const wide = style({ gridColumn: '1 / -1' });
export const fieldError = style({ color: vars.color.critical, fontSize: vars.fontSize.xs });
export const detailsList = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.m}`,
  margin: 0,
});
globalStyle(`${detailsList} dt`, { color: vars.color.textMuted, fontSize: vars.fontSize.s });
globalStyle(`${detailsList} dd`, { margin: 0, overflowWrap: 'anywhere' });

export const conflictBox = style({
  border: `1px solid ${vars.color.caution}`,
  borderRadius: vars.radius.m,
  padding: vars.space.m,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
});

export const srOnly = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

/** Month chips on a phone: a coloured bar per meeting (the name stays in the button's label). */
export const monthChip = style({
  '@media': { [small]: { height: '6px', minHeight: '6px', padding: 0, flexShrink: 0 } },
});
