import { globalStyle, style } from '@vanilla-extract/css';

/** A theme variable of `@hrportal/ui`'s public contract (`--hrp-{group}-{token}`). */
const v = (name: string) => `var(--hrp-${name})`;
const focus = { outline: `2px solid ${v('color-focusRing')}`, outlineOffset: '1px' };
const small = 'screen and (max-width: 600px)';
/**
 * Small text whose line box is whole pixels: 13 px × 1.5 is 19.5, and a block of it left
 * everything below on a half pixel, where Chromium drew the file row's border a pixel up or down
 * from one paint to the next (the AnswerFails screenshot flickered by 0.34 %).
 */
const smallText = {
  fontSize: v('fontSize-s'),
  lineHeight: `round(up, calc(${v('lineHeight-normal')} * 1em), 1px)`,
};

export const root = style({
  position: 'fixed',
  right: v('space-l'),
  bottom: v('space-l'),
  zIndex: v('zIndex-modal'),
  width: 'min(560px, calc(100vw - 32px))',
  maxHeight: 'min(720px, calc(100vh - 32px))',
  display: 'flex',
  flexDirection: 'column',
  fontFamily: v('font-body'),
  fontSize: v('fontSize-m'),
  lineHeight: v('lineHeight-normal'),
  color: v('color-text'),
  background: v('color-surface'),
  border: `1px solid ${v('color-border')}`,
  borderRadius: v('radius-l'),
  boxShadow: v('shadow-l'),
  overflow: 'hidden',
  '@media': {
    [small]: { right: 0, bottom: 0, width: '100vw', maxHeight: '100dvh', borderRadius: 0 },
  },
});

export const minimised = style({
  position: 'fixed',
  right: v('space-l'),
  bottom: v('space-l'),
  zIndex: v('zIndex-modal'),
  display: 'flex',
  alignItems: 'center',
  gap: v('space-s'),
  padding: `${v('space-xs')} ${v('space-s')}`,
  fontFamily: v('font-body'),
  fontSize: v('fontSize-s'),
  color: v('color-text'),
  background: v('color-surface'),
  border: `1px solid ${v('color-border')}`,
  borderRadius: v('radius-full'),
  boxShadow: v('shadow-m'),
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: v('space-s'),
  padding: `${v('space-s')} ${v('space-m')}`,
  borderBottom: `1px solid ${v('color-border')}`,
  background: v('color-surfaceRaised'),
});

export const title = style({
  margin: 0,
  fontSize: v('fontSize-l'),
  fontWeight: v('fontWeight-bold'),
  marginRight: 'auto',
});

export const mode = style({ fontSize: v('fontSize-xs'), color: v('color-textMuted') });

export const body = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  padding: v('space-m'),
  display: 'flex',
  flexDirection: 'column',
  gap: v('space-m'),
});

export const note = style({
  margin: 0,
  padding: `${v('space-xs')} ${v('space-s')}`,
  ...smallText,
  color: v('color-text'),
  background: v('color-surfaceSunken'),
  borderLeft: `3px solid ${v('color-info')}`,
  borderRadius: v('radius-s'),
});

export const error = style({
  margin: 0,
  padding: `${v('space-xs')} ${v('space-s')}`,
  ...smallText,
  color: v('color-critical'),
  border: `1px solid ${v('color-critical')}`,
  borderRadius: v('radius-s'),
});

const control = {
  font: 'inherit',
  fontSize: v('fontSize-s'),
  minHeight: '32px',
  borderRadius: v('radius-m'),
  color: v('color-text'),
  background: v('color-surface'),
} as const;

export const button = style({
  ...control,
  padding: `0 ${v('space-m')}`,
  border: `1px solid ${v('color-borderStrong')}`,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { background: v('color-surfaceSunken') },
    '&:focus-visible': focus,
    '&:disabled': { opacity: 0.55, cursor: 'default' },
  },
});

export const primary = style([
  button,
  {
    background: v('color-brand'),
    color: v('color-brandText'),
    borderColor: v('color-brand'),
    selectors: { '&:hover:not(:disabled)': { background: v('color-brandHover') } },
  },
]);

export const iconButton = style([button, { padding: `0 ${v('space-s')}`, minWidth: '32px' }]);

export const fieldset = style({
  border: 0,
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: v('space-s'),
});

export const legend = style({
  fontWeight: v('fontWeight-medium'),
  ...smallText,
  padding: 0,
  marginBottom: v('space-xs'),
  width: '100%',
});

export const radio = style({ display: 'inline-flex', alignItems: 'center', gap: v('space-xs') });

export const dropzone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: v('space-s'),
  minHeight: '120px',
  padding: v('space-m'),
  textAlign: 'center',
  border: `2px dashed ${v('color-borderStrong')}`,
  borderRadius: v('radius-m'),
  color: v('color-textMuted'),
  selectors: {
    '&[data-over="true"]': { borderColor: v('color-brand'), background: v('color-surfaceSunken') },
  },
});

export const fileList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: v('space-xs'),
});

export const fileRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto auto auto',
  alignItems: 'center',
  gap: v('space-s'),
  padding: `${v('space-xs')} ${v('space-s')}`,
  border: `1px solid ${v('color-border')}`,
  borderRadius: v('radius-m'),
});

export const fileName = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const badge = style({
  fontSize: v('fontSize-xs'),
  padding: `0 ${v('space-xs')}`,
  borderRadius: v('radius-full'),
  border: `1px solid ${v('color-border')}`,
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-tone="resume"]': { borderColor: v('color-info'), color: v('color-info') },
    '&[data-tone="job_description"]': { borderColor: v('color-brand'), color: v('color-brand') },
    '&[data-tone="Ready"]': { borderColor: v('color-positive'), color: v('color-positive') },
    '&[data-tone="Error"]': { borderColor: v('color-critical'), color: v('color-critical') },
  },
});

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: v('space-xs'),
  alignItems: 'center',
});

export const messages = style({ display: 'flex', flexDirection: 'column', gap: v('space-s') });

export const bubble = style({
  maxWidth: '92%',
  padding: `${v('space-xs')} ${v('space-s')}`,
  borderRadius: v('radius-m'),
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  ...smallText,
  selectors: {
    '&[data-role="user"]': {
      alignSelf: 'flex-end',
      background: v('color-brand'),
      color: v('color-brandText'),
    },
    '&[data-role="assistant"]': { alignSelf: 'flex-start', background: v('color-surfaceSunken') },
    '&[data-error="true"]': { border: `1px solid ${v('color-critical')}` },
  },
});

export const bubbleMeta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: v('space-s'),
  alignItems: 'center',
  marginTop: v('space-xs'),
  fontSize: v('fontSize-xs'),
  color: v('color-textMuted'),
});

export const scoreCard = style({
  marginTop: v('space-xs'),
  padding: v('space-s'),
  border: `1px solid ${v('color-border')}`,
  borderRadius: v('radius-m'),
  background: v('color-surface'),
  display: 'grid',
  gap: v('space-xxs'),
});

export const scoreHead = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: v('space-s'),
  fontWeight: v('fontWeight-bold'),
});

export const quote = style({
  margin: 0,
  paddingLeft: v('space-s'),
  borderLeft: `2px solid ${v('color-borderStrong')}`,
  color: v('color-textMuted'),
  fontStyle: 'italic',
});

export const composer = style({
  display: 'flex',
  gap: v('space-s'),
  padding: v('space-s'),
  borderTop: `1px solid ${v('color-border')}`,
});

export const input = style({
  ...control,
  flex: 1,
  minWidth: 0,
  padding: `0 ${v('space-s')}`,
  border: `1px solid ${v('color-borderStrong')}`,
  selectors: { '&:focus-visible': focus },
});

globalStyle(`${root} h3`, { margin: 0, fontSize: v('fontSize-m') });
globalStyle(`${root} dl`, {
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `0 ${v('space-s')}`,
});
globalStyle(`${root} dt`, { color: v('color-textMuted') });
globalStyle(`${root} dd`, { margin: 0 });
globalStyle(`${fileName} small`, {
  display: 'block',
  whiteSpace: 'normal',
  color: v('color-critical'),
});

/** Hidden from sight, read by screen readers (the diff's "added"/"removed" words). */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const diff = style({
  display: 'flex',
  flexDirection: 'column',
  gap: v('space-xs'),
  marginTop: v('space-s'),
  padding: v('space-s'),
  border: `1px solid ${v('color-border')}`,
  borderRadius: v('radius-m'),
  background: v('color-surface'),
  whiteSpace: 'normal',
});

export const diffHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: v('space-s'),
  fontSize: v('fontSize-xs'),
  color: v('color-textMuted'),
});

export const diffToggle = style({
  display: 'inline-flex',
  gap: v('space-s'),
  margin: 0,
  padding: 0,
  border: 0,
  color: v('color-text'),
});

// No scroller of its own (axe: a scrollable region must be focusable); the dialog's body scrolls.
export const diffText = style({
  margin: 0,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  ...smallText,
});

// Colour is never the only sign: added text is underlined, removed text struck through.
export const added = style({
  color: v('color-text'),
  textDecoration: 'underline',
  textDecorationColor: v('color-positive'),
  background: `color-mix(in srgb, ${v('color-positive')} 20%, transparent)`,
});

export const removed = style({
  color: v('color-text'),
  textDecoration: 'line-through',
  textDecorationColor: v('color-critical'),
  background: `color-mix(in srgb, ${v('color-critical')} 16%, transparent)`,
});
