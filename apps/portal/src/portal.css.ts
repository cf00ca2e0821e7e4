import { vars } from '@hrportal/ui/vars';
import { globalStyle, style } from '@vanilla-extract/css';

// The portal owns its page (it is not embedded), so it may style the document itself.
globalStyle('html, body', {
  margin: 0,
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
});
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

export const frame = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gridTemplateRows: 'auto 1fr',
  minHeight: '100vh',
  '@media': { 'screen and (max-width: 767px)': { gridTemplateColumns: '1fr' } },
});

export const header = style({
  gridColumn: '1 / -1',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.m,
  padding: `${vars.space.s} ${vars.space.l}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  position: 'sticky',
  top: 0,
  zIndex: 10,
});

export const logo = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '2rem',
  height: '2rem',
  borderRadius: vars.radius.m,
  background: vars.color.brand,
  color: vars.color.brandText,
  fontWeight: vars.fontWeight.bold,
});

export const title = style({
  fontSize: vars.fontSize.l,
  fontWeight: vars.fontWeight.bold,
  margin: 0,
  flex: 1,
});

export const userButton = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.s,
  textAlign: 'left',
});

export const userText = style({
  display: 'grid',
  lineHeight: vars.lineHeight.tight,
  '@media': { 'screen and (max-width: 767px)': { display: 'none' } },
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.s });

export const sidebar = style({
  width: '13rem',
  background: vars.color.surface,
  borderRight: `1px solid ${vars.color.border}`,
  padding: vars.space.s,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  overflowY: 'auto',
  selectors: { '&[data-collapsed="true"]': { width: '4rem' } },
  '@media': {
    'screen and (max-width: 767px)': {
      position: 'fixed',
      inset: '3.5rem auto 0 0',
      width: '14rem',
      zIndex: 20,
      boxShadow: vars.shadow.l,
      selectors: { '&[data-collapsed="true"]': { display: 'none', width: '14rem' } },
    },
  },
});

export const navLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.s,
  padding: `${vars.space.xs} ${vars.space.s}`,
  borderRadius: vars.radius.m,
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: vars.fontSize.s,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&[aria-current="page"]': { background: vars.color.brand, color: vars.color.brandText },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
  },
});

export const navInitial = style({
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: '1.75rem',
  height: '1.75rem',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.xs,
});

export const dot = style({
  width: '0.5rem',
  height: '0.5rem',
  borderRadius: vars.radius.full,
  background: vars.color.critical,
  marginLeft: 'auto',
  flexShrink: 0,
});

export const main = style({
  padding: vars.space.l,
  minWidth: 0,
  overflowX: 'auto',
  '@media': { 'screen and (max-width: 767px)': { padding: vars.space.s } },
});

export const page = style({ display: 'grid', gap: vars.space.l, maxWidth: '100rem' });

export const pageTitle = style({ fontSize: vars.fontSize.xl, margin: 0 });

export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.l,
  padding: vars.space.l,
  display: 'grid',
  gap: vars.space.m,
});

export const stats = style({
  display: 'grid',
  gap: vars.space.m,
  gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))',
});

export const statValue = style({
  fontSize: '1.75rem',
  fontWeight: vars.fontWeight.bold,
  margin: 0,
});

export const authPage = style({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.m,
});

export const authCard = style([card, { width: 'min(26rem, 100%)' }]);

export const form = style({ display: 'grid', gap: vars.space.m });

export const row = style({
  display: 'flex',
  gap: vars.space.s,
  flexWrap: 'wrap',
  alignItems: 'end',
});

export const error = style({ color: vars.color.criticalText, margin: 0 });

export const tableWrap = style({
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
});

export const table = style({
  width: '100%',
  minWidth: '1200px',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.s,
});

globalStyle(`${table} th, ${table} td`, {
  textAlign: 'left',
  padding: `${vars.space.xs} ${vars.space.s}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
});
globalStyle(`${table} thead th`, {
  position: 'sticky',
  top: 0,
  background: vars.color.surfaceRaised,
  zIndex: 1,
});

export const footer = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.m,
  flexWrap: 'wrap',
});

/** Where the In-App Chat toggle sits, under the sidebar links. */
export const chatSlot = style({
  marginTop: vars.space.m,
  padding: `0 ${vars.space.s}`,
});
