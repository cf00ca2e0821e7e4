/** One slot of a pagination bar: a page number or a gap. */
export type PaginationItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * The page buttons to show (SPEC §2): the first and last pages, the current page ±1, and an
 * ellipsis for each gap. A gap of a single page shows that page instead of an ellipsis. Pages
 * start at 1; `page` is clamped into range; no pages gives an empty list.
 *
 * @example
 * paginationRange(5, 10); // [1, 'ellipsis-start', 4, 5, 6, 'ellipsis-end', 10]
 */
export function paginationRange(page: number, pageCount: number): PaginationItem[] {
  const last = Math.floor(pageCount);
  if (!(last >= 1)) return [];
  const current = Math.min(Math.max(1, Math.floor(page) || 1), last);
  const pages = [...new Set([1, current - 1, current, current + 1, last])]
    .filter((p) => p >= 1 && p <= last)
    .sort((a, b) => a - b);
  const items: PaginationItem[] = [];
  let previous = 0;
  for (const p of pages) {
    if (p - previous === 2) items.push(p - 1);
    else if (p - previous > 2) items.push(p < current ? 'ellipsis-start' : 'ellipsis-end');
    items.push(p);
    previous = p;
  }
  return items;
}
