import { describe, expect, it } from 'vitest';
import { clearDot, lightDots, menusForEvent, noLiveDots } from './liveDots';

describe('live dots', () => {
  it('lights the §2 items per event category', () => {
    expect(menusForEvent('candidate_added')).toContain('candidateRepository');
    expect(menusForEvent('peer_review_assigned')).toContain('peerAssignedProfiles');
    expect(menusForEvent('job_created')).toEqual([
      'jobListing',
      'assignedRequirements',
      'analytics',
    ]);
    expect(menusForEvent('weekly_target_assigned')).toEqual(['analytics']);
    expect(menusForEvent('system_message')).toEqual([]);
  });

  it('keeps the same object when nothing changes and clears one dot on visit', () => {
    const lit = lightDots(noLiveDots, 'candidate_update');
    expect(lit.candidateRepository).toBe(true);
    expect(lightDots(lit, 'candidate_added')).toBe(lit);
    const cleared = clearDot(lit, 'candidateRepository');
    expect(cleared.candidateRepository).toBe(false);
    expect(cleared.analytics).toBe(true);
    expect(clearDot(cleared, 'candidateRepository')).toBe(cleared);
  });
});
