'use client';
import { ArrowDownIcon, ArrowUpIcon, SortIcon } from '../internal/icons';
import { nextSortDirection, type SortDirection } from './nextSortDirection';
import * as styles from './SortableHeader.css';

/** Props of {@link SortableHeader}. */
export interface SortableHeaderProps {
  /** The column name. */
  label: string;
  /** The column's current sort; `undefined` when the table is not sorted by it. */
  direction: SortDirection | undefined;
  /** Called with the next direction (ascending → descending → none). */
  onSortChange: (direction: SortDirection | undefined) => void;
}

/**
 * A table header cell (`th`) whose button cycles its column's sort ascending → descending → none,
 * announced through `aria-sort`. Render it inside a `thead` row. The button is a native `<button>`
 * (Enter, Space and a click sort; `:focus-visible` shows the ring): a table's header row has a
 * dozen of them and mounts with its first page, where react-aria's `Button` (press, hover and
 * focus-ring hooks each) was ≈ 45 ms of the candidate repository's load on a 4× slowed CPU
 * (issue 24), for no behaviour a native button lacks.
 *
 * @example
 * <SortableHeader label="Name" direction={sort.name} onSortChange={(d) => setSort({ name: d })} />
 */
export function SortableHeader({ label, direction, onSortChange }: SortableHeaderProps) {
  const Icon =
    direction === 'ascending' ? ArrowUpIcon : direction === 'descending' ? ArrowDownIcon : SortIcon;
  return (
    <th scope="col" aria-sort={direction} className={styles.cell}>
      <button
        type="button"
        className={styles.button}
        onClick={() => onSortChange(nextSortDirection(direction))}
      >
        {label}
        <span className={direction ? styles.activeIcon : styles.icon}>
          <Icon size={14} />
        </span>
      </button>
    </th>
  );
}
