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

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.s });

// One column that may shrink below its content: a wide table scrolls inside its own box instead of
// widening the page (390 px phones).
export const page = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.l,
  maxWidth: '100rem',
});

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
