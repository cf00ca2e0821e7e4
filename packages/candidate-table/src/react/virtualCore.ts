/**
 * What the virtualized body needs of TanStack Virtual, loaded the first time a page has more than
 * `virtualizeAbove` rows (DataTable's `TableBody`): ~9 KB gzip that a table of pages of 10–50 rows
 * never runs. No React here, only the framework-free core: a chunk that imported React would
 * make a bundler carve React out of the chunks it shares with the host's entry (Rolldown split
 * React and React DOM into a chunk of their own, one more request and +0.2 KB on the portal's
 * /login).
 */
export {
  elementScroll,
  observeElementOffset,
  observeElementRect,
  Virtualizer,
} from '@tanstack/virtual-core';
