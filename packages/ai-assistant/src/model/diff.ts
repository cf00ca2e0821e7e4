import { diffLines, diffWords } from 'diff';

/** One run of a diff: kept, added (only in the enhanced text) or removed (only in the original). */
export interface DiffPart {
  kind: 'same' | 'added' | 'removed';
  text: string;
}

/** How finely {@link jdDiff} compares: word by word (small edits) or line by line (rewrites). */
export type DiffGranularity = 'words' | 'lines';

/**
 * The changes from an original job description to its enhanced version, by word or by line, with
 * jsdiff (`diffWords`, `diffLines`; Myers' algorithm). Word diffs ignore changes in spacing.
 *
 * @example
 * ```ts
 * jdDiff('Java dev', 'Senior Java developer', 'words');
 * // [{ kind: 'added', text: 'Senior ' }, { kind: 'same', text: 'Java ' }, …]
 * ```
 */
export function jdDiff(original: string, enhanced: string, by: DiffGranularity): DiffPart[] {
  const changes = by === 'lines' ? diffLines(original, enhanced) : diffWords(original, enhanced);
  return changes.map((c) => ({
    kind: c.added ? 'added' : c.removed ? 'removed' : 'same',
    text: c.value,
  }));
}

/**
 * Counts of what a diff changed, for the summary line.
 *
 * @example
 * ```ts
 * diffCounts(parts); // { added: 12, removed: 3 } (words)
 * ```
 */
export function diffCounts(parts: readonly DiffPart[]): { added: number; removed: number } {
  const words = (t: string) => t.split(/\s+/).filter(Boolean).length;
  let added = 0;
  let removed = 0;
  for (const p of parts) {
    if (p.kind === 'added') added += words(p.text);
    else if (p.kind === 'removed') removed += words(p.text);
  }
  return { added, removed };
}
