'use client';
import { NativeIconButton } from '../IconButton/IconButton';
import {
  ChevronLeftIcon,
  ChevronRightIcon,
  ChevronsLeftIcon,
  ChevronsRightIcon,
} from '../internal/icons';
import * as styles from './Pagination.css';
import { paginationRange } from './paginationRange';

/** Props of {@link Pagination}. */
export interface PaginationProps {
  /** The current page, from 1. */
  page: number;
  /** How many pages there are (0 hides the bar). */
  pageCount: number;
  /** Called with the page to go to. */
  onPageChange: (page: number) => void;
  /** Accessible name of the navigation landmark. @default 'Pagination' */
  label?: string;
}

/**
 * Page navigation (SPEC §2): first, previous, the page numbers from `paginationRange` (current
 * ±1 with ellipses), next, last. The current page carries `aria-current="page"`; buttons that lead
 * nowhere are disabled. Every button is a native `<button>` (issue 24: a table mounts the bar with
 * its first page).
 *
 * @example
 * <Pagination page={page} pageCount={Math.ceil(total / pageSize)} onPageChange={setPage} />
 */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  label = 'Pagination',
}: PaginationProps) {
  if (pageCount < 1) return null;
  const atStart = page <= 1;
  const atEnd = page >= pageCount;
  return (
    <nav aria-label={label} className={styles.nav}>
      <ul className={styles.list}>
        <li className={styles.item}>
          <NativeIconButton
            size="small"
            label="First page"
            icon={<ChevronsLeftIcon />}
            isDisabled={atStart}
            onPress={() => onPageChange(1)}
          />
        </li>
        <li className={styles.item}>
          <NativeIconButton
            size="small"
            label="Previous page"
            icon={<ChevronLeftIcon />}
            isDisabled={atStart}
            onPress={() => onPageChange(page - 1)}
          />
        </li>
        {paginationRange(page, pageCount).map((item) =>
          typeof item === 'number' ? (
            <li key={item} className={styles.item}>
              <button
                type="button"
                className={styles.page}
                aria-label={`Page ${item}`}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => onPageChange(item)}
              >
                {item}
              </button>
            </li>
          ) : (
            <li key={item} className={`${styles.item} ${styles.ellipsis}`} aria-hidden="true">
              …
            </li>
          ),
        )}
        <li className={styles.item}>
          <NativeIconButton
            size="small"
            label="Next page"
            icon={<ChevronRightIcon />}
            isDisabled={atEnd}
            onPress={() => onPageChange(page + 1)}
          />
        </li>
        <li className={styles.item}>
          <NativeIconButton
            size="small"
            label="Last page"
            icon={<ChevronsRightIcon />}
            isDisabled={atEnd}
            onPress={() => onPageChange(pageCount)}
          />
        </li>
      </ul>
    </nav>
  );
}
