'use client';
import { NativeSelect } from '../internal/NativeSelect';
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

const toItems = (options: readonly number[]) =>
  options.map((size) => ({ id: size, label: String(size) }));

/**
 * Chooses how many rows a page shows: 10, 20 or 50 (SPEC §9). A native `<select>` drawn like
 * `Select` (a combobox named by its label; the browser's own keys and list): every table mounts
 * one with its first page, where react-aria's `Select` cost ≈ 45 ms of the candidate repository's
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
  return (
    <div className={styles.root}>
      <NativeSelect label={label} items={toItems(options)} value={value} onChange={onChange} />
    </div>
  );
}
