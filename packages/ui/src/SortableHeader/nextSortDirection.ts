/** Sort directions, named as `aria-sort` names them. */
export const sortDirections = ['ascending', 'descending'] as const;
/** A sort direction; `undefined` means unsorted. */
export type SortDirection = (typeof sortDirections)[number];

/**
 * The next state of a sortable header: ascending → descending → none → ascending (SPEC §2).
 *
 * @example
 * nextSortDirection(undefined); // 'ascending'
 * nextSortDirection('descending'); // undefined
 */
export function nextSortDirection(current: SortDirection | undefined): SortDirection | undefined {
  if (current === undefined) return 'ascending';
  if (current === 'ascending') return 'descending';
  return undefined;
}
