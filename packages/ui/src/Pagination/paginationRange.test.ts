import { describe, expect, it } from 'vitest';
import { paginationRange } from './paginationRange';

describe('paginationRange', () => {
  it('shows first, last, current ±1 and ellipses for the gaps', () => {
    expect(paginationRange(5, 10)).toEqual([1, 'ellipsis-start', 4, 5, 6, 'ellipsis-end', 10]);
  });

  it('has no leading gap near the start and no trailing gap near the end', () => {
    expect(paginationRange(1, 10)).toEqual([1, 2, 'ellipsis-end', 10]);
    expect(paginationRange(2, 10)).toEqual([1, 2, 3, 'ellipsis-end', 10]);
    expect(paginationRange(10, 10)).toEqual([1, 'ellipsis-start', 9, 10]);
  });

  it('fills a one-page gap with the page instead of an ellipsis', () => {
    expect(paginationRange(4, 10)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 10]);
    expect(paginationRange(7, 10)).toEqual([1, 'ellipsis-start', 6, 7, 8, 9, 10]);
  });

  it('lists every page when there are few', () => {
    expect(paginationRange(1, 1)).toEqual([1]);
    expect(paginationRange(2, 3)).toEqual([1, 2, 3]);
    expect(paginationRange(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('clamps an out-of-range page and returns nothing without pages', () => {
    expect(paginationRange(99, 3)).toEqual([1, 2, 3]);
    expect(paginationRange(-4, 3)).toEqual([1, 2, 3]);
    expect(paginationRange(1, 0)).toEqual([]);
    expect(paginationRange(1, Number.NaN)).toEqual([]);
  });
});
