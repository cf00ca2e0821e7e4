'use client';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../Button/Button';
import { formatDate, parseDisplayDate } from '../dates/formatDate';
import { NativeSelect } from '../internal/NativeSelect';
import { TextField } from '../TextField/TextField';
import * as styles from './DateFilter.css';
import {
  type DateFilterValue,
  type DatePreset,
  datePresetLabels,
  datePresets,
  validateCustomRange,
} from './dateRange';

/** Props of {@link DateFilter}. */
export interface DateFilterProps {
  /** The applied filter. */
  value: DateFilterValue;
  /** Called when a preset is chosen, or a valid custom range is applied. */
  onChange: (value: DateFilterValue) => void;
  /** @default 'Date range' */
  label?: string;
}

const presetItems = datePresets.map((id) => ({ id, label: datePresetLabels[id] }));

/** `YYYY-MM-DD` → `dd/mm/yyyy` for the inputs. */
const toDisplay = (iso: string) => formatDate(iso).replaceAll('-', '/');
/** `dd/mm/yyyy` → `YYYY-MM-DD`, or `''` when the text is not a real day. */
function toIso(text: string): string {
  const date = parseDisplayDate(text);
  if (!date) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * Filters a list by date (SPEC §2): All Time, Last 24 Hours, Last 7 Days, Last 30 Days, or a
 * custom start–end range typed as `dd/mm/yyyy` (SPEC §5) and applied with "Apply dates" (both
 * real dates required: `Please select both start and end dates`). Choosing Custom Range clears
 * the preset that was applied (`onChange({ preset: 'all' })`) until dates are applied (SPEC §4).
 * Turn the value into instants
 * with `dateRangeFor`.
 *
 * @example
 * <DateFilter value={dateFilter} onChange={setDateFilter} />
 */
export function DateFilter({ value, onChange, label = 'Date range' }: DateFilterProps) {
  const [preset, setPreset] = useState<DatePreset>(value.preset);
  const [start, setStart] = useState(value.preset === 'custom' ? toDisplay(value.start) : '');
  const [end, setEnd] = useState(value.preset === 'custom' ? toDisplay(value.end) : '');
  const [error, setError] = useState<string | null>(null);
  // Choosing Custom Range clears the other date filter at once (SPEC §4); the inputs stay open
  // while the applied value is 'all', until a range is applied or another preset chosen.
  const choosingCustom = useRef(false);

  useEffect(() => {
    if (choosingCustom.current && value.preset === 'all') return;
    choosingCustom.current = false;
    setPreset(value.preset);
    if (value.preset === 'custom') {
      setStart(toDisplay(value.start));
      setEnd(toDisplay(value.end));
    }
  }, [value]);

  return (
    <div className={styles.root}>
      <div className={styles.preset}>
        {/* Native: every table with dates mounts it with its first page (issue 24). */}
        <NativeSelect
          label={label}
          items={presetItems}
          value={preset}
          onChange={(next) => {
            setPreset(next);
            setError(null);
            choosingCustom.current = next === 'custom';
            if (next !== 'custom') onChange({ preset: next });
            else if (value.preset !== 'all') onChange({ preset: 'all' });
          }}
        />
      </div>
      {preset === 'custom' && (
        <>
          <TextField
            label="Start date"
            placeholder="dd/mm/yyyy"
            value={start}
            onChange={setStart}
            isInvalid={error !== null && !toIso(start)}
          />
          <TextField
            label="End date"
            placeholder="dd/mm/yyyy"
            value={end}
            onChange={setEnd}
            isInvalid={error !== null && !toIso(end)}
          />
          <Button
            tone="brand"
            onPress={() => {
              const range = { start: toIso(start), end: toIso(end) };
              const problem = validateCustomRange(range.start, range.end);
              setError(problem);
              if (!problem) onChange({ preset: 'custom', ...range });
            }}
          >
            Apply dates
          </Button>
          {error && (
            <p className={styles.error} role="alert">
              {error}
            </p>
          )}
        </>
      )}
    </div>
  );
}
