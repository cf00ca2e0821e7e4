import { describe, expect, it } from 'vitest';
import { nextSortDirection } from './nextSortDirection';

describe('nextSortDirection', () => {
  it('cycles ascending → descending → none → ascending', () => {
    expect(nextSortDirection(undefined)).toBe('ascending');
    expect(nextSortDirection('ascending')).toBe('descending');
    expect(nextSortDirection('descending')).toBeUndefined();
  });
});
