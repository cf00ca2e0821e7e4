'use client';
import { type KeyboardEvent, useEffect, useId, useMemo, useState } from 'react';
import { Button as AriaButton, Tag, TagGroup, TagList } from 'react-aria-components';
import { NativeButton } from '../Button/Button';
import * as field from '../internal/field.css';
import { CloseIcon } from '../internal/icons';
import * as styles from './ChipSearch.css';
import {
  addChip,
  buildSuggestions,
  type ChipField,
  type ChipSuggestion,
  chipLabel,
  parseChip,
  type SearchChip,
  searchDebounceMs,
  suggestionLimit,
} from './chipSearch.utils';

/** Props of {@link ChipSearch}. */
export interface ChipSearchProps<Row> {
  /** The searchable columns (suggestions come from these). */
  fields: readonly ChipField<Row>[];
  /** The rows suggestions are drawn from. */
  rows: readonly Row[];
  /** The applied chips. */
  chips: readonly SearchChip[];
  /** "Apply": commit the chips being edited (filter with `matchesChips`). */
  onApply: (chips: SearchChip[]) => void;
  /** "Clear": the chips are gone; reset dependent filters and the page too (SPEC §2). */
  onClear: () => void;
  /** @default 'Search' */
  label?: string;
  /** @default 'Search, or type column:value' */
  placeholder?: string;
  /** @default 250 */
  debounceMs?: number;
  /** @default 7 */
  maxSuggestions?: number;
}

const chipKey = (chip: SearchChip) => `${chip.column ?? '*'}:${chip.value}`;

/**
 * Chip search (SPEC §2): typing suggests `column:value` chips drawn from `rows` (at most 7,
 * each once, after a 250 ms pause); ArrowDown/ArrowUp pick one and Enter adds it — with none
 * picked, Enter adds the typed text as a chip (any column, or `column:value` when typed so).
 * Escape clears the text and suggestions. Chips are removed with their × or Delete. "Apply"
 * commits the chips, "Clear" resets them.
 *
 * @example
 * <ChipSearch fields={fields} rows={profiles} chips={chips}
 *   onApply={setChips} onClear={resetFilters} />
 */
export function ChipSearch<Row>({
  fields,
  rows,
  chips,
  onApply,
  onClear,
  label = 'Search',
  placeholder = 'Search, or type column:value',
  debounceMs = searchDebounceMs,
  maxSuggestions = suggestionLimit,
}: ChipSearchProps<Row>) {
  const id = useId();
  const [draft, setDraft] = useState<SearchChip[]>(() => [...chips]);
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(-1);

  useEffect(() => setDraft([...chips]), [chips]);
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text), debounceMs);
    return () => clearTimeout(timer);
  }, [text, debounceMs]);

  const suggestions = useMemo(
    () =>
      query.trim() && text.trim() ? buildSuggestions(query, rows, fields, maxSuggestions) : [],
    [query, text, rows, fields, maxSuggestions],
  );
  const open = suggestions.length > 0;

  const reset = () => {
    setText('');
    setQuery('');
    setActive(-1);
  };
  const add = (chip: SearchChip | null) => {
    if (chip) setDraft((current) => addChip(current, chip));
    reset();
  };
  const pick = (suggestion: ChipSuggestion) => add(suggestion);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && open) {
      event.preventDefault();
      setActive((i) => (i + 1) % suggestions.length);
    } else if (event.key === 'ArrowUp' && open) {
      event.preventDefault();
      setActive((i) => (i <= 0 ? suggestions.length - 1 : i - 1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = open && active >= 0 ? suggestions[active] : undefined;
      if (chosen) pick(chosen);
      else add(parseChip(text, fields));
    } else if (event.key === 'Escape') {
      if (text || open) {
        event.preventDefault();
        event.stopPropagation();
      }
      reset();
    }
  };

  const listId = `${id}-suggestions`;
  const optionId = (index: number) => `${id}-option-${index}`;

  return (
    <div className={styles.root}>
      <div className={styles.bar}>
        <div className={`${field.field} ${styles.inputWrap}`}>
          <label htmlFor={`${id}-input`} className={field.label}>
            {label}
          </label>
          <input
            id={`${id}-input`}
            className={field.control}
            type="text"
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={open ? listId : undefined}
            aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
            placeholder={placeholder}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setActive(-1);
            }}
            onKeyDown={onKeyDown}
            onBlur={() => setActive(-1)}
          />
          {open && (
            <div id={listId} role="listbox" aria-label="Suggestions" className={styles.suggestions}>
              {suggestions.map((suggestion, index) => (
                // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard selection happens in the combobox input (aria-activedescendant)
                <div
                  key={chipKey(suggestion)}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  tabIndex={-1}
                  className={styles.suggestion}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => pick(suggestion)}
                >
                  <span className={styles.suggestionColumn}>
                    {chipLabel({ ...suggestion, value: '' }, fields)}
                  </span>
                  {suggestion.value}
                </div>
              ))}
            </div>
          )}
        </div>
        {/* Native: every table mounts its search with the first page (issue 24). */}
        <NativeButton tone="brand" onPress={() => onApply(draft)}>
          Apply
        </NativeButton>
        <NativeButton
          onPress={() => {
            setDraft([]);
            reset();
            onClear();
          }}
        >
          Clear
        </NativeButton>
      </div>
      <TagGroup
        aria-label="Search chips"
        onRemove={(keys) => setDraft((current) => current.filter((c) => !keys.has(chipKey(c))))}
      >
        <TagList
          className={styles.tagList}
          items={draft.map((chip) => ({ id: chipKey(chip), chip }))}
          renderEmptyState={() => <span className={styles.empty}>No search chips</span>}
        >
          {(item) => (
            <Tag id={item.id} textValue={chipLabel(item.chip, fields)} className={styles.tag}>
              {chipLabel(item.chip, fields)}
              <AriaButton slot="remove" className={styles.tagRemove}>
                <CloseIcon size={12} />
              </AriaButton>
            </Tag>
          )}
        </TagList>
      </TagGroup>
    </div>
  );
}
