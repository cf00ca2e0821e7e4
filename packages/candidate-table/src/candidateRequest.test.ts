import { describe, expect, it } from 'vitest';
import { candidateRequest, openingCandidateRequest } from './candidateRequest';
import { initialQuery } from './engine/query';

describe('candidate list requests', () => {
  it('opens on the first page of ten, unsorted, all time, with the tile status as a chip', () => {
    expect(openingCandidateRequest(true)).toEqual({
      page_no: 1,
      page_size: 10,
      client_assigned: true,
      filters: [],
      date_preset: 'all',
    });
    expect(openingCandidateRequest(false, [{ column: 'status', value: 'Offer' }])).toEqual({
      page_no: 1,
      page_size: 10,
      client_assigned: false,
      filters: [{ column: 'status', value: 'Offer' }],
      date_preset: 'all',
    });
  });

  it("sends chips as their columns' server names and the rest as any column", () => {
    const request = candidateRequest(
      {
        ...initialQuery,
        chips: [
          { column: 'phone', value: '98' },
          { column: 'peerReviewer', value: 'rev' },
          { column: null, value: 'java' },
          // Not a candidate column (an old link): searched everywhere, not dropped.
          { column: 'toString', value: 'x' },
        ],
      },
      true,
    );
    expect(request.filters).toEqual([
      { column: 'mobile', value: '98' },
      { column: 'peer_reviewer_level1', value: 'rev' },
      { column: 'any', value: 'java' },
      { column: 'any', value: 'x' },
    ]);
  });

  it('sorts by the server key of a sortable column only', () => {
    const sorted = (column: string) =>
      candidateRequest({ ...initialQuery, sort: { column, direction: 'desc' } }, true);
    expect(sorted('appliedDate')).toMatchObject({ sort_by: 'date_created', sort_dir: 'desc' });
    expect(sorted('comment')).not.toHaveProperty('sort_by');
    expect(sorted('nope')).not.toHaveProperty('sort_by');
  });

  it('sends a preset as its name and a custom range as its two days', () => {
    expect(candidateRequest({ ...initialQuery, presetDays: 7 }, true)).toMatchObject({
      date_preset: '7d',
    });
    const range = candidateRequest(
      { ...initialQuery, range: { from: '2026-11-01', to: '2026-11-30' } },
      true,
    );
    expect(range).toMatchObject({ date_from: '2026-11-01', date_to: '2026-11-30' });
    expect(range).not.toHaveProperty('date_preset');
  });
});
