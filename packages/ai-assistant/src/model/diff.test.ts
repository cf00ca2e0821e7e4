import { describe, expect, it } from 'vitest';
import { diffCounts, jdDiff } from './diff';

describe('jdDiff', () => {
  it('marks added and removed words, keeping the rest', () => {
    const parts = jdDiff(
      'We need a rockstar Java dev.',
      'We need a skilled Java developer.',
      'words',
    );
    expect(parts.filter((p) => p.kind === 'removed').map((p) => p.text.trim())).toEqual([
      'rockstar',
      'dev',
    ]);
    expect(parts.filter((p) => p.kind === 'added').map((p) => p.text.trim())).toEqual([
      'skilled',
      'developer',
    ]);
    // Joining the kept and added runs gives back the enhanced text; kept and removed, the original.
    const join = (skip: string) =>
      parts
        .filter((p) => p.kind !== skip)
        .map((p) => p.text)
        .join('');
    expect(join('removed')).toBe('We need a skilled Java developer.');
    expect(join('added')).toBe('We need a rockstar Java dev.');
    expect(diffCounts(parts)).toEqual({ added: 2, removed: 2 });
  });

  it('compares whole lines when asked', () => {
    const parts = jdDiff('Title\nOld line\nEnd\n', 'Title\nNew line\nEnd\n', 'lines');
    expect(parts).toEqual([
      { kind: 'same', text: 'Title\n' },
      { kind: 'removed', text: 'Old line\n' },
      { kind: 'added', text: 'New line\n' },
      { kind: 'same', text: 'End\n' },
    ]);
  });
});
