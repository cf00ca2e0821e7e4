'use client';
import { useEffect, useState } from 'react';
import { Button } from '../Button/Button';
import { Select } from '../Select/Select';
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

/**
 * Filters a list by date (SPEC §2): All Time, Last 24 Hours, Last 7 Days, Last 30 Days, or a
 * custom start–end range applied with "Apply" (both dates required: `Please select both start
 * and end dates`). Turn the value into instants with `dateRangeFor`.
 *
 * @example
 * <DateFilter value={dateFilter} onChange={setDateFilter} />
 */
export function DateFilter({ value, onChange, label = 'Date range' }: DateFilterProps) {
  const [preset, setPreset] = useState<DatePreset>(value.preset);
  const [start, setStart] = useState(value.preset === 'custom' ? value.start : '');
  const [end, setEnd] = useState(value.preset === 'custom' ? value.end : '');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    setPreset(value.preset);
    if (value.preset === 'custom') {
      setStart(value.start);
      setEnd(value.end);
    }
  }, [value]);

  return (
    <div className={styles.root}>
      <div className={styles.preset}>
        <Select
          label={label}
          items={presetItems}
          value={preset}
          onChange={(key) => {
            const next = key as DatePreset;
            setPreset(next);
            setError(null);
            if (next !== 'custom') onChange({ preset: next });
          }}
        />
      </div>
      {preset === 'custom' && (
        <>
          <TextField
            label="Start date"
            type="date"
            value={start}
            onChange={setStart}
            isInvalid={error !== null && !start}
          />
          <TextField
            label="End date"
            type="date"
            value={end}
            onChange={setEnd}
            isInvalid={error !== null && !end}
          />
          <Button
            tone="brand"
            onPress={() => {
              const problem = validateCustomRange(start, end);
              setError(problem);
              if (!problem) onChange({ preset: 'custom', start, end });
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
