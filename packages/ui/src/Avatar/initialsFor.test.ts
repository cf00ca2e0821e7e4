import { describe, expect, it } from 'vitest';
import { initialsFor } from './initialsFor';

describe('initialsFor', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initialsFor('Priya Sharma')).toBe('PS');
    expect(initialsFor('ada  de la  lovelace')).toBe('AL');
  });

  it('takes one letter for one word and never more than two', () => {
    expect(initialsFor('Recruiter')).toBe('R');
    expect(initialsFor('a b c d').length).toBe(2);
  });

  it('keeps whole characters and handles empty names', () => {
    expect(initialsFor('Émile Zola')).toBe('ÉZ');
    expect(initialsFor('😀 Smile')).toBe('😀S');
    expect(initialsFor('   ')).toBe('?');
  });
});
