import { describe, expect, it } from 'vitest';
import { answerLocally } from '../src/ai/local';
import { type LabelledJob, labelledSet, spearman, topThreePrecision } from './ai/labelledSet';
import { independentLabelledSet } from './ai/labelledSetIndependent';

/*
 * Local-mode quality: the assistant ranks the candidates of each labelled JD and the ranking is
 * compared with the human one written in the fixtures. Two sets:
 * - `labelledSet` (4 JDs × 6 resumes), written by the matcher's author: an upper bound;
 * - `independentLabelledSet` (9 JDs, 59 pairs), written and committed without reading the matcher
 *   and before it was ever measured (issue 19): the figure to quote.
 *
 * What the first measurement of the independent set showed (read from the answers' evidence; the
 * matcher has since been changed for it — see the note on the independent test below):
 * only 2 of its 59 resumes got any skill credited — the matcher credits skills only under a
 * heading line such as "EXPERIENCE" or "Skills", and most real resumes here use none ("Work",
 * "Experience (5.5 years)", or no headings at all); notice period and expected CTC were never read
 * from any resume, so those criteria are always "not stated"; the remaining order comes from the
 * years band and the location, with many ties listed in name order.
 */

const now = new Date('2026-06-15T09:00:00Z');

interface JobResult {
  title: string;
  human: string[];
  matcher: string[];
  scores: string;
  rho: number;
  top3: number;
  /** Rho with tied scores given their average rank (an all-tied answer has no order: 0). */
  rhoTied: number;
  /** Top-3 precision expected when ties at the cut are broken at random. */
  top3Tied: number;
}

/** Runs the local analyser on one labelled JD and maps its answer back to the resume ids. */
function rankJob(job: LabelledJob): JobResult {
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
  const matcher = answer.scores.map((s) => nameToId.get(s.candidate) ?? s.candidate);
  expect([...matcher].sort()).toEqual([...job.ranking].sort());
  const score = new Map(
    answer.scores.map((s) => [nameToId.get(s.candidate) ?? s.candidate, s.score]),
  );
  return {
    title: job.jd.split('\n')[0] as string,
    human: job.ranking,
    matcher,
    scores: answer.scores.map((s) => `${nameToId.get(s.candidate)} ${s.score}`).join(', '),
    rho: spearman(job.ranking, matcher),
    top3: topThreePrecision(job.ranking, matcher),
    rhoTied: spearmanWithTies(job.ranking, score),
    top3Tied: topThreeWithTies(job.ranking, score),
  };
}

/*
 * The analyser can give several candidates the same score; it lists them in the order given (it
 * used to list them in name order, so strict figures partly measured the alphabet). These two
 * treat an equal score as a tie, whatever order the answer lists it in.
 */
function spearmanWithTies(human: readonly string[], score: ReadonlyMap<string, number>): number {
  const values = human.map((id) => score.get(id) ?? 0);
  // Higher score = better = lower rank; tied scores share their average rank.
  const rank = values.map((v) => {
    const better = values.filter((w) => w > v).length;
    const tied = values.filter((w) => w === v).length;
    return better + (tied - 1) / 2;
  });
  const n = human.length;
  const mh = (n - 1) / 2;
  const mr = mean(rank);
  let cov = 0;
  let vh = 0;
  let vr = 0;
  rank.forEach((r, i) => {
    cov += (i - mh) * (r - mr);
    vh += (i - mh) ** 2;
    vr += (r - mr) ** 2;
  });
  return vr === 0 ? 0 : cov / Math.sqrt(vh * vr);
}

function topThreeWithTies(human: readonly string[], score: ReadonlyMap<string, number>): number {
  const values = [...score.values()];
  const expected = human.slice(0, 3).map((id) => {
    const v = score.get(id) ?? 0;
    const better = values.filter((w) => w > v).length;
    const tied = values.filter((w) => w === v).length;
    return Math.max(0, Math.min(tied, 3 - better)) / tied;
  });
  return expected.reduce((a, b) => a + b, 0) / 3;
}

const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

/** Small seeded PRNG (mulberry32) so the random baseline is the same on every run. */
function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The 95th percentile of the set-wide mean rho and mean top-3 precision that a ranking shuffled
 * uniformly at random gets on the same set: what "better than chance" has to beat.
 */
function randomBaseline(set: readonly LabelledJob[], trials = 2000) {
  const random = seeded(19);
  const rhos: number[] = [];
  const top3s: number[] = [];
  for (let t = 0; t < trials; t++) {
    const perJob = set.map((job) => {
      const shuffled = [...job.ranking];
      for (let i = shuffled.length - 1; i > 0; i--) {
        const j = Math.floor(random() * (i + 1));
        [shuffled[i], shuffled[j]] = [shuffled[j] as string, shuffled[i] as string];
      }
      return {
        rho: spearman(job.ranking, shuffled),
        top3: topThreePrecision(job.ranking, shuffled),
      };
    });
    rhos.push(mean(perJob.map((r) => r.rho)));
    top3s.push(mean(perJob.map((r) => r.top3)));
  }
  const p95 = (xs: number[]) =>
    [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)] as number;
  return { rho: p95(rhos), top3: p95(top3s), rhoMean: mean(rhos), top3Mean: mean(top3s) };
}

function report(label: string, set: readonly LabelledJob[], results: readonly JobResult[]) {
  const pairs = set.reduce((n, job) => n + job.ranking.length, 0);
  const rho = mean(results.map((r) => r.rho));
  const top3 = mean(results.map((r) => r.top3));
  const rhoTied = mean(results.map((r) => r.rhoTied));
  const top3Tied = mean(results.map((r) => r.top3Tied));
  const perJob = (xs: number[]) => xs.map((x) => x.toFixed(2)).join(', ');
  console.log(
    `[figure] ${label}: ${set.length} JDs, ${pairs} JD/resume pairs: Spearman rho ${rho.toFixed(2)} (per JD ${perJob(results.map((r) => r.rho))}), top-3 precision ${top3.toFixed(2)}; ties as ties: rho ${rhoTied.toFixed(2)} (per JD ${perJob(results.map((r) => r.rhoTied))}), top-3 ${top3Tied.toFixed(2)}`,
  );
  return { rho, top3, rhoTied, top3Tied };
}

describe('local mode ranks candidates as a recruiter would', { timeout: 120_000 }, () => {
  it("reports Spearman's rho and top-3 precision against the matcher author's ranking", () => {
    const results = labelledSet.map(rankJob);
    for (const r of results) console.log(`[quality] ${r.title}: ${r.scores}`);
    const { rho, top3 } = report('author-labelled set', labelledSet, results);
    expect(rho).toBeGreaterThanOrEqual(0.7);
    expect(top3).toBeGreaterThanOrEqual(0.75);
  });

  /*
   * The floor asserted here is "better than chance": the matcher's mean rho, with tied scores
   * counted as ties, must beat the 95th percentile of the same figure for 2,000 seeded random
   * shuffles of the same set (0.22 on these 9 JDs of 6–7 resumes). A ranking with no signal fails
   * it 19 times in 20; the measured value itself is only printed.
   * Top-3 precision, ties counted as ties, has the same kind of floor: the 95th percentile of
   * random shuffles (0.59 here). Ties are no longer listed in name order (equal candidates share
   * a rank and keep the order given), so the strict figure no longer measures the alphabet either.
   * The independent set has been read once for a diagnosis (issue 19's matcher fixes: skills from
   * the whole text, notice/CTC read, ties): the figures after that are no longer fully held out.
   */
  it("reports Spearman's rho and top-3 precision against an independently labelled set", () => {
    const results = independentLabelledSet.map(rankJob);
    for (const r of results) {
      console.log(
        `[independent] ${r.title}: rho ${r.rho.toFixed(2)} (ties ${r.rhoTied.toFixed(2)}), top-3 ${r.top3.toFixed(2)} (ties ${r.top3Tied.toFixed(2)})\n  human:   ${r.human.join(' > ')}\n  matcher: ${r.scores}`,
      );
    }
    const independent = report('independent set', independentLabelledSet, results);
    const author = report('author-labelled set', labelledSet, labelledSet.map(rankJob));
    const chance = randomBaseline(independentLabelledSet);
    console.log(
      `[figure] side by side (strict / ties as ties) — rho: independent ${independent.rho.toFixed(2)} / ${independent.rhoTied.toFixed(2)} vs author ${author.rho.toFixed(2)} / ${author.rhoTied.toFixed(2)}, chance mean ${chance.rhoMean.toFixed(2)}, p95 ${chance.rho.toFixed(2)}; top-3: independent ${independent.top3.toFixed(2)} / ${independent.top3Tied.toFixed(2)} vs author ${author.top3.toFixed(2)} / ${author.top3Tied.toFixed(2)}, chance mean ${chance.top3Mean.toFixed(2)}, p95 ${chance.top3.toFixed(2)}`,
    );
    expect(independent.rhoTied).toBeGreaterThan(chance.rho);
    expect(independent.top3Tied).toBeGreaterThan(chance.top3);
  });
});
