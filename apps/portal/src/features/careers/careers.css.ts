import { style } from '@vanilla-extract/css';
import { vars } from './themeVars';

const focusRing = {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
} as const;

// ─── The public board ───────────────────────────────────────────────────────────────────────

/** The signed-out page: the product's band at the top, one readable column below. */
export const board = style({
  minHeight: '100vh',
  background: `linear-gradient(180deg, ${vars.color.surfaceSunken} 0, ${vars.color.background} 22rem)`,
  color: vars.color.text,
});

export const boardHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.m,
  padding: `${vars.space.m} ${vars.space.l}`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const boardMain = style({
  display: 'grid',
  gap: vars.space.l,
  width: 'min(60rem, 100%)',
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.m}`,
});

export const intro = style({ display: 'grid', gap: vars.space.xs });

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
});

export const lead = style({
  margin: 0,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.normal,
});

/** Job cards: as many 18rem columns as fit, one on a phone. */
export const jobList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.m,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(18rem, 100%), 1fr))',
});

const panel = {
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.l,
  padding: vars.space.l,
} as const;

export const jobCard = style({
  ...panel,
  display: 'grid',
  gap: vars.space.s,
  alignContent: 'start',
  height: '100%',
  transition: `border-color ${vars.motion.fast}, box-shadow ${vars.motion.fast}`,
  selectors: { '&:hover': { borderColor: vars.color.brand, boxShadow: vars.shadow.s } },
});

export const jobTitle = style({
  margin: 0,
  fontSize: vars.fontSize.l,
  lineHeight: vars.lineHeight.tight,
});

/** A link in the board's brand colour, underlined on hover and focus. */
export const link = style({
  color: vars.color.brand,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  borderRadius: vars.radius.s,
  selectors: {
    '&:hover': { textDecoration: 'underline', textUnderlineOffset: '3px' },
    '&:focus-visible': { ...focusRing, textDecoration: 'underline' },
  },
});

/** Location · mode · type · experience: short facts on one wrapping line. */
export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.s}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.s,
});

export const skills = style({ margin: 0, fontSize: vars.fontSize.s, color: vars.color.text });

export const jobPage = style({ ...panel, display: 'grid', gap: vars.space.m });

export const description = style({
  margin: 0,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  lineHeight: vars.lineHeight.normal,
});

// ─── The apply form ─────────────────────────────────────────────────────────────────────────

export const form = style({ ...panel, display: 'grid', gap: vars.space.m });

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.l });

/** Two columns of fields where there is room, one on a phone. */
export const fields = style({
  display: 'grid',
  gap: vars.space.m,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(16rem, 100%), 1fr))',
});

export const resume = style({ display: 'grid', gap: vars.space.s });

export const chosen = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.s,
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.s}`,
  borderRadius: vars.radius.m,
  background: vars.color.surfaceSunken,
  fontSize: vars.fontSize.s,
  overflowWrap: 'anywhere',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.m,
});

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.s });

export const confirmation = style({
  ...panel,
  display: 'grid',
  gap: vars.space.s,
  borderTop: `4px solid ${vars.color.positive}`,
});

// ─── The team's Careers screen ──────────────────────────────────────────────────────────────

/** The posted jobs' card: one column that may shrink, so its table scrolls inside (390 px). */
export const posted = style({ gridTemplateColumns: 'minmax(0, 1fr)' });

export const postedHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.s,
});
