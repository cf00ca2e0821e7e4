import { describe, expect, it } from 'vitest';
import { answerLocally } from '../src/ai/local';
import { labelledSet, spearman, topThreePrecision } from './ai/labelledSet';

/*
 * Local-mode quality: the assistant ranks the candidates of each labelled JD (4 JDs × 6 resumes,
 * 24 pairs) and the ranking is compared with the human one written in the fixtures.
 */
describe('local mode ranks candidates as a recruiter would', { timeout: 120_000 }, () => {
  it("reports Spearman's rho and top-3 precision against the human ranking", () => {
    const now = new Date('2026-06-15T09:00:00Z');
    const rhos: number[] = [];
    const precisions: number[] = [];
    for (const job of labelledSet) {
      const documents = [
        { name: 'jd', type: 'job_description' as const, text: job.jd },
        ...Object.entries(job.resumes).map(([id, text]) => ({
          name: id,
          type: 'resume' as const,
          text,
        })),
      ];
      const answer = answerLocally({ task: 'analyze_candidates', documents, history: [] }, now);
      const nameToId = new Map(
        Object.entries(job.resumes).map(([id, text]) => [text.split('\n')[0] as string, id]),
      );
      const ranking = answer.scores.map((s) => nameToId.get(s.candidate) ?? s.candidate);
      expect(ranking.sort()).toEqual([...job.ranking].sort());
      const ordered = answer.scores.map((s) => nameToId.get(s.candidate) ?? s.candidate);
      rhos.push(spearman(job.ranking, ordered));
      precisions.push(topThreePrecision(job.ranking, ordered));
      console.log(
        `[quality] ${job.jd.split('\n')[0]}: ${answer.scores.map((s) => `${nameToId.get(s.candidate)} ${s.score}`).join(', ')}`,
      );
    }
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    console.log(
      `[figure] local mode on ${labelledSet.length * 6} JD/resume pairs: Spearman rho ${mean(rhos).toFixed(2)} (per JD ${rhos.map((r) => r.toFixed(2)).join(', ')}), top-3 precision ${mean(precisions).toFixed(2)}`,
    );
    expect(mean(rhos)).toBeGreaterThanOrEqual(0.7);
    expect(mean(precisions)).toBeGreaterThanOrEqual(0.75);
  });
});
