/**
 * The filtering logic of chip search (SPEC §2), pure so the tables reuse it: suggestion building,
 * chip parsing and chip matching.
 */

/** Most suggestions shown (SPEC §9). */
export const suggestionLimit = 7;
/** Debounce of the search box before suggestions update, in ms (SPEC §9). */
export const searchDebounceMs = 250;

/** A searchable column. */
export interface ChipField<Row> {
  /** Column id, used in chips (`client:Acme`). */
  id: string;
  /** Visible column name; also accepted as the chip prefix (`Client:Acme`). */
  label: string;
  /** Reads the cell; defaults to `row[id]`. Arrays are joined with `, `. */
  value?: (row: Row) => unknown;
}

/** A search chip: `column:value`, or any-column when `column` is `null`. */
export interface SearchChip {
  column: string | null;
  value: string;
}

/** A suggested chip (always for one column). */
export interface ChipSuggestion {
  column: string;
  value: string;
}

/**
 * The text of a cell as search sees it: strings as they are, numbers and booleans as text, arrays
 * joined with `, `, nothing for `null` / `undefined`.
 *
 * @example
 * fieldText({ skills: ['React', 'SQL'] }, { id: 'skills', label: 'Skills' }); // 'React, SQL'
 */
export function fieldText<Row>(row: Row, field: ChipField<Row>): string {
  const raw = field.value ? field.value(row) : (row as Record<string, unknown>)[field.id];
  if (raw === null || raw === undefined) return '';
  if (Array.isArray(raw)) return raw.filter((v) => v !== null && v !== undefined).join(', ');
  if (raw instanceof Date) return raw.toISOString();
  return String(raw);
}

function findField<Row>(fields: readonly ChipField<Row>[], name: string) {
  const key = name.trim().toLowerCase();
  return fields.find((f) => f.id.toLowerCase() === key || f.label.toLowerCase() === key);
}

/**
 * Reads typed text as a chip: `column:value` when the prefix names a field (by id or label,
 * any case) and a value follows; otherwise the whole text is an any-column chip. Blank text gives
 * `null`.
 *
 * @example
 * parseChip('client:Acme', fields); // { column: 'client', value: 'Acme' }
 * parseChip('react', fields); // { column: null, value: 'react' }
 */
export function parseChip<Row>(text: string, fields: readonly ChipField<Row>[]): SearchChip | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const colon = trimmed.indexOf(':');
  if (colon > 0) {
    const field = findField(fields, trimmed.slice(0, colon));
    const value = trimmed.slice(colon + 1).trim();
    if (field && value) return { column: field.id, value };
  }
  return { column: null, value: trimmed };
}

/**
 * A chip as shown: `Client:Acme`, or just the value for an any-column chip.
 *
 * @example
 * chipLabel({ column: 'client', value: 'Acme' }, fields); // 'Client:Acme'
 */
export function chipLabel<Row>(chip: SearchChip, fields: readonly ChipField<Row>[]): string {
  if (chip.column === null) return chip.value;
  const field = fields.find((f) => f.id === chip.column);
  return `${field?.label ?? chip.column}:${chip.value}`;
}

/**
 * Suggestions for typed text: cell values containing it (case-insensitive), each
 * (column, value) pair once, in row then field order, at most `limit` (7). Text of the form
 * `column:value` only searches that column.
 *
 * @example
 * buildSuggestions('ac', rows, fields); // [{ column: 'client', value: 'Acme' }, …]
 */
export function buildSuggestions<Row>(
  text: string,
  rows: readonly Row[],
  fields: readonly ChipField<Row>[],
  limit: number = suggestionLimit,
): ChipSuggestion[] {
  const parsed = parseChip(text, fields);
  if (!parsed) return [];
  const searchFields =
    parsed.column === null ? fields : fields.filter((f) => f.id === parsed.column);
  const needle = parsed.value.toLowerCase();
  const seen = new Set<string>();
  const result: ChipSuggestion[] = [];
  for (const row of rows) {
    for (const field of searchFields) {
      const value = fieldText(row, field).trim();
      if (!value.toLowerCase().includes(needle)) continue;
      const key = `${field.id}\u0000${value.toLowerCase()}`;
      if (seen.has(key)) continue;
      seen.add(key);
      result.push({ column: field.id, value });
      if (result.length >= limit) return result;
    }
  }
  return result;
}

/**
 * Whether one chip matches a row: its column's text contains the value (case-insensitive); an
 * any-column chip matches when any searchable column does.
 *
 * @example
 * chipMatches(row, { column: null, value: 'react' }, fields);
 */
export function chipMatches<Row>(
  row: Row,
  chip: SearchChip,
  fields: readonly ChipField<Row>[],
): boolean {
  const needle = chip.value.trim().toLowerCase();
  if (!needle) return true;
  const targets = chip.column === null ? fields : fields.filter((f) => f.id === chip.column);
  return targets.some((field) => fieldText(row, field).toLowerCase().includes(needle));
}

/**
 * Whether a row passes a set of chips (SPEC §2): chips of the same column combine with OR,
 * different columns with AND; any-column chips form one group of their own (OR among them).
 * No chips: every row passes.
 *
 * @example
 * rows.filter((row) => matchesChips(row, appliedChips, fields));
 */
export function matchesChips<Row>(
  row: Row,
  chips: readonly SearchChip[],
  fields: readonly ChipField<Row>[],
): boolean {
  const groups = new Map<string | null, SearchChip[]>();
  for (const chip of chips) {
    const group = groups.get(chip.column);
    if (group) group.push(chip);
    else groups.set(chip.column, [chip]);
  }
  for (const group of groups.values()) {
    if (!group.some((chip) => chipMatches(row, chip, fields))) return false;
  }
  return true;
}

/**
 * Adds a chip unless the same column and value (any case) is already there.
 *
 * @example
 * setChips((chips) => addChip(chips, { column: 'client', value: 'Acme' }));
 */
export function addChip(chips: readonly SearchChip[], chip: SearchChip): SearchChip[] {
  const exists = chips.some(
    (c) => c.column === chip.column && c.value.toLowerCase() === chip.value.toLowerCase(),
  );
  return exists ? [...chips] : [...chips, chip];
}
