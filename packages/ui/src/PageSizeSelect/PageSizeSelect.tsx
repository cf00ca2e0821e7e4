'use client';
import { useId } from 'react';
import * as field from '../internal/field.css';
import { ChevronDownIcon } from '../internal/icons';
import * as styles from './PageSizeSelect.css';

/** Page size choices (SPEC §9). */
export const pageSizeOptions = [10, 20, 50] as const;
/** The default page size (SPEC §9). */
export const defaultPageSize = 10;

/** Props of {@link PageSizeSelect}. */
export interface PageSizeSelectProps {
  /** The current page size. */
  value: number;
  /** Called with the new size; reset the page to 1 (SPEC §4). */
  onChange: (pageSize: number) => void;
  /** @default 'Rows per page' */
  label?: string;
  /** @default [10, 20, 50] */
  options?: readonly number[];
}

/**
 * Chooses how many rows a page shows: 10, 20 or 50 (SPEC §9). A native `<select>` (a combobox
 * named by its label; the arrow keys, type-ahead and the platform's own list) drawn like the kit's
 * `Select` when closed: every table mounts one with its first page, where react-aria's `Select`
 * (its trigger, hidden select, list state and popover) cost ≈ 45 ms of the candidate repository's
 * load on a 4× slowed CPU (issue 24) for three numbers.
 *
 * @example
 * <PageSizeSelect value={pageSize} onChange={(size) => { setPageSize(size); setPage(1); }} />
 */
export function PageSizeSelect({
  value,
  onChange,
  label = 'Rows per page',
  options = pageSizeOptions,
}: PageSizeSelectProps) {
  const id = useId();
  return (
    <div className={`${styles.root} ${field.field}`}>
      <label className={field.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.control}>
        <select
          id={id}
          className={styles.select}
          value={value}
          onChange={(event) => onChange(Number(event.currentTarget.value))}
        >
          {options.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
        <ChevronDownIcon className={styles.chevron} />
      </div>
    </div>
  );
}
