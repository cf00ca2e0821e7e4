'use client';
import { useId } from 'react';
import * as field from './field.css';
import { ChevronDownIcon } from './icons';
import * as styles from './nativeSelect.css';

/** Props of {@link NativeSelect}. */
interface NativeSelectProps<K extends string | number> {
  /** The visible label, also the accessible name. */
  label: string;
  items: readonly { id: K; label: string }[];
  value: K;
  onChange: (id: K) => void;
}

/**
 * A labelled native `<select>` drawn like `Select`'s closed trigger (label above, value, chevron;
 * hover and `:focus-visible` borders): a combobox named by its label whose keys (the arrows,
 * type-ahead, Space for the list) and list are the browser's own. For the choices every table
 * mounts with its first page (`PageSizeSelect`, `DateFilter`'s presets), where react-aria's
 * `Select` — trigger, hidden select, list state, popover — cost ≈ 45 ms each of the candidate
 * repository's load on a 4× slowed CPU (issue 24).
 */
export function NativeSelect<K extends string | number>({
  label,
  items,
  value,
  onChange,
}: NativeSelectProps<K>) {
  const id = useId();
  return (
    <div className={field.field}>
      <label className={field.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.control}>
        <select
          id={id}
          className={styles.select}
          value={String(value)}
          onChange={(event) => {
            const item = items[event.currentTarget.selectedIndex];
            if (item) onChange(item.id);
          }}
        >
          {items.map((item) => (
            <option key={item.id} value={String(item.id)}>
              {item.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon className={styles.chevron} />
      </div>
    </div>
  );
}
