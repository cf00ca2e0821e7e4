import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from './themeVars';

// The portal owns its page (it is not embedded), so it may style the document itself.
globalStyle('html, body', {
  margin: 0,
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
});
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

const logo = style({
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
// The card's gap spaces its children, so their default margins (a heading's, a paragraph's, a
// list's) would double it. Zero specificity: any class a child sets still wins over this.
globalStyle(`:where(${card}) > :where(h2, h3, h4, p, ul, ol, dl, figure)`, { margin: 0 });

/** A bulleted list inside a card: a short indent, no outer margin, a little air between items. */
export const list = style({
  margin: 0,
  paddingInlineStart: '1.25rem',
  display: 'grid',
  gap: vars.space.xs,
});

/** The same list without bullets (rows that carry their own look, such as target bars). */
export const plainList = style([
  list,
  { listStyle: 'none', paddingInlineStart: 0, gap: vars.space.s },
]);

/** A small heading over its list, as one block of a card. */
export const group = style({ display: 'grid', gap: vars.space.xs });
globalStyle(`${group} > :where(h3, h4, p)`, { margin: 0 });

/** Count tiles: 11rem wide where there is room, never fewer than two a row (390 px phones). */
export const stats = style({
  display: 'grid',
  gap: vars.space.m,
  gridTemplateColumns: `repeat(auto-fill, minmax(min(11rem, calc((100% - ${vars.space.m}) / 2)), 1fr))`,
});

/** A dashboard count: denser than a card, so a row of counts reads at a glance. */
export const statTile = style([card, { padding: vars.space.m, gap: vars.space.xs }]);

/** A dashboard count that opens its list. */
export const tile = style([
  statTile,
  {
    color: 'inherit',
    textDecoration: 'none',
    transition: `border-color ${vars.motion.fast}, box-shadow ${vars.motion.fast}`,
    selectors: {
      '&:hover': { borderColor: vars.color.brand, boxShadow: vars.shadow.s },
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    },
  },
]);

/** A link that reads as the primary action of an empty state. */
export const actionLink = style({
  display: 'inline-block',
  padding: `${vars.space.s} ${vars.space.l}`,
  borderRadius: vars.radius.m,
  background: vars.color.brand,
  color: vars.color.brandText,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.brandHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const statValue = style({
  fontSize: '1.5rem',
  fontWeight: vars.fontWeight.bold,
  margin: 0,
  // On the tile's last line, so a row of tiles lines its counts up under one- and two-line labels.
  alignSelf: 'end',
});

// The signed-out pages carry the product's look (issue 23): brand band, logo, name and tagline.
export const authPage = style({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  alignContent: 'center',
  gap: vars.space.l,
  padding: `${vars.space.xl} ${vars.space.m}`,
  background: `linear-gradient(180deg, ${vars.color.surfaceSunken} 0, ${vars.color.background} 22rem)`,
  color: vars.color.text,
});

export const authCard = style([
  card,
  {
    width: 'min(26rem, 100%)',
    boxShadow: vars.shadow.m,
    borderTop: `4px solid ${vars.color.brand}`,
  },
]);

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.m,
});

export const brandName = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const tagline = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.s });

export const authLogo = style([
  logo,
  { width: '2.75rem', height: '2.75rem', fontSize: vars.fontSize.l },
]);

// Links of the signed-out pages in the theme's brand colour, underlined on hover and focus.
globalStyle(`${authPage} a`, {
  color: vars.color.brand,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  borderRadius: vars.radius.s,
});
globalStyle(`${authPage} a:hover, ${authPage} a:focus-visible`, {
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
});
globalStyle(`${authPage} a:focus-visible`, {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
});

export const form = style({ display: 'grid', gap: vars.space.m });

export const row = style({
  display: 'flex',
  gap: vars.space.s,
  flexWrap: 'wrap',
  alignItems: 'end',
});

/** A wrapper that adds no box (it only listens to focus moving inside it). */
export const noBox = style({ display: 'contents' });
