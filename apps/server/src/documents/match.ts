import { skillKey, splitSkills } from './skills';
import { moneyIn, noticeDays } from './terms';

/** What the matcher needs of a candidate (stored or parsed from a resume). */
export interface MatchCandidate {
  /** A skills field (`'Java, k8s'`) or a list; aliases are resolved. */
  skills: string | readonly string[] | null;
  /**
   * Credit 0–1 per skill (by `skillKey`) where a skill counts for less than in full: a resume
   * that only lists it (`resumeForMatch`). Skills not in it count in full.
   */
  skillCredit?: Readonly<Record<string, number>>;
  /** Total experience in years; null when unknown. */
  experienceYears: number | null;
  currentLocation?: string | null;
  preferredLocation?: string | null;
  /** Notice text as entered (`'Immediate'`, `'30 days'`, `'2 months'`). */
  noticePeriod?: string | null;
  /** Expected CTC as entered (`'14 LPA'`, `'14'`, `'1,400,000'`), read as lakhs per annum. */
  expectedCtc?: string | number | null;
  /** Expected CTC already in lakhs per annum (a foreign amount converted); wins over parsing `expectedCtc`. */
  expectedCtcLakhs?: number | null;
}

/** What the matcher needs of a job. */
export interface MatchJob {
  skills: string | readonly string[] | null;
  /** Skills the job would like but does not require (`Nice to have: Kafka`): half a skill each. */
  niceToHaveSkills?: string | readonly string[] | null;
  experienceMin: number | null;
  experienceMax: number | null;
  location?: string | null;
  /** `Onsite`, `Hybrid` or `Remote`. */
  mode?: string | null;
  /** The longest notice the job accepts (`'30 days'`, `'Immediate'`). */
  noticePeriod?: string | null;
  /** Budget in lakhs per annum. */
  budgetMin?: number | null;
  budgetMax?: number | null;
}

/** One criterion's part of the score, with the words that explain it. */
interface MatchCriterion {
  /** Points out of `weight`; null when either side does not state it (left out of the score). */
  points: number | null;
  weight: number;
  evidence: string;
}

/** A score with its evidence: what a recruiter reads to check it. */
export interface MatchResult {
  /** 0–100 over the criteria both sides state (`criteria` says which). */
  score: number;
  /** The score before rounding: orders candidates whose rounded scores tie. */
  exactScore: number;
  /** Share 0–1 of the job's required skills the candidate has (credit counted): the next tie-break. */
  requiredShare: number;
  matchedSkills: string[];
  missingSkills: string[];
  /** Candidate skills the job did not ask for. */
  extraSkills: string[];
  experienceMatch: boolean;
  criteria: {
    skills: MatchCriterion;
    experience: MatchCriterion;
    location: MatchCriterion;
    notice: MatchCriterion;
    budget: MatchCriterion;
  };
  /** One sentence per criterion, in order. */
  summary: string;
}

/** Points per criterion (sum 100). The first three skills a job lists weigh double. */
const matchWeights = { skills: 50, experience: 20, location: 10, notice: 10, budget: 10 };

const list = (skills: string | readonly string[] | null) =>
  typeof skills === 'string' || skills === null
    ? splitSkills(skills)
    : splitSkills(skills.join(','));

/** Lakhs per annum of a CTC text (`'14 LPA'`, `'14.5'`, `'1,400,000'`, `'1.2 Cr'`, `'EUR 85,000'`). */
function ctcLakhs(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number') return value > 1000 ? value / 100_000 : value;
  return moneyIn(value)?.lakhs ?? null;
}

const norm = (text: string | null | undefined) => (text ?? '').trim().toLowerCase();

function skillsCriterion(candidate: MatchCandidate, job: MatchJob) {
  const required = list(job.skills);
  const requiredKeys = new Set(required.map(skillKey));
  const nice = list(job.niceToHaveSkills ?? null).filter((s) => !requiredKeys.has(skillKey(s)));
  const wanted = [...required, ...nice];
  const offered = list(candidate.skills);
  const has = new Set(offered.map(skillKey));
  const credit = (s: string) =>
    has.has(skillKey(s)) ? (candidate.skillCredit?.[skillKey(s)] ?? 1) : 0;
  const matched = wanted.filter((s) => has.has(skillKey(s)));
  const missing = wanted.filter((s) => !has.has(skillKey(s)));
  const wantedKeys = new Set(wanted.map(skillKey));
  const extra = offered.filter((s) => !wantedKeys.has(skillKey(s)));
  if (!wanted.length) {
    return {
      matched,
      missing,
      extra,
      requiredShare: 0,
      criterion: {
        points: null,
        weight: matchWeights.skills,
        evidence: 'The job lists no skills.',
      },
    };
  }
  // The first three required skills weigh double, a nice-to-have half.
  const weightOf = (i: number) => (i >= required.length ? 0.5 : i < 3 ? 2 : 1);
  const total = wanted.reduce((sum, _, i) => sum + weightOf(i), 0);
  const got = wanted.reduce((sum, s, i) => sum + credit(s) * weightOf(i), 0);
  const requiredTotal = required.reduce((sum, _, i) => sum + weightOf(i), 0);
  const requiredGot = required.reduce((sum, s, i) => sum + credit(s) * weightOf(i), 0);
  const shown = (s: string) => (credit(s) < 1 ? `${s} (listed only)` : s);
  const matchedRequired = required.filter((s) => has.has(skillKey(s)));
  const matchedNice = nice.filter((s) => has.has(skillKey(s)));
  const evidence = `${matchedRequired.length} of ${required.length} required skills${
    matchedRequired.length ? ` (${matchedRequired.map(shown).join(', ')})` : ''
  }${nice.length ? `, ${matchedNice.length} of ${nice.length} nice-to-have${matchedNice.length ? ` (${matchedNice.map(shown).join(', ')})` : ''}` : ''}${
    missing.length ? `; missing ${missing.join(', ')}` : ''
  }.`;
  return {
    matched,
    missing,
    extra,
    requiredShare: requiredTotal ? requiredGot / requiredTotal : 0,
    criterion: {
      points: (got / total) * matchWeights.skills,
      weight: matchWeights.skills,
      evidence,
    },
  };
}

function experienceCriterion(candidate: MatchCandidate, job: MatchJob) {
  const weight = matchWeights.experience;
  const years = candidate.experienceYears;
  const min = job.experienceMin ?? 0;
  const max = job.experienceMax ?? Number.POSITIVE_INFINITY;
  const range =
    job.experienceMax === null || job.experienceMax === undefined
      ? `${min}+ years`
      : `${min}–${max} years`;
  if (years === null || years === undefined) {
    return { fits: false, criterion: { points: null, weight, evidence: 'Experience not stated.' } };
  }
  if (job.experienceMin === null && job.experienceMax === null) {
    return {
      fits: true,
      criterion: { points: null, weight, evidence: 'The job states no experience range.' },
    };
  }
  const shown = `${Math.round(years * 10) / 10} years`;
  if (years >= min && years <= max) {
    return {
      fits: true,
      criterion: { points: weight, weight, evidence: `${shown}, within ${range}.` },
    };
  }
  const gap = years < min ? min - years : years - max;
  // Half the points within a year of the range, a quarter within two, none beyond.
  const points = gap <= 1 ? weight / 2 : gap <= 2 ? weight / 4 : 0;
  const side = years < min ? 'below' : 'above';
  return {
    fits: false,
    criterion: {
      points,
      weight,
      evidence: `${shown}, ${Math.round(gap * 10) / 10} years ${side} ${range}.`,
    },
  };
}

function locationCriterion(candidate: MatchCandidate, job: MatchJob): MatchCriterion {
  const weight = matchWeights.location;
  const mode = norm(job.mode);
  if (mode === 'remote')
    return { points: weight, weight, evidence: 'Remote job: any location fits.' };
  const where = norm(job.location);
  if (!where) return { points: null, weight, evidence: 'The job states no location.' };
  const current = norm(candidate.currentLocation);
  const preferred = norm(candidate.preferredLocation);
  if (!current && !preferred)
    return { points: null, weight, evidence: 'Candidate location not stated.' };
  const places = where
    .split(/[,/|]|\s+(?:or|and)\s+/)
    .map((p) => p.trim())
    .filter(Boolean);
  const inPlace = (text: string) =>
    Boolean(text) && places.some((p) => text.includes(p) || p.includes(text));
  const label = `${job.location}${mode ? ` (${job.mode})` : ''}`;
  if (inPlace(current)) return { points: weight, weight, evidence: `Lives in ${label}.` };
  if (inPlace(preferred) || /any|anywhere|open|pan india/.test(preferred)) {
    return {
      points: weight * 0.8,
      weight,
      evidence: `Prefers ${label}; now in ${candidate.currentLocation ?? 'unknown'}.`,
    };
  }
  return {
    points: mode === 'hybrid' ? weight * 0.2 : 0,
    weight,
    evidence: `In ${candidate.currentLocation || candidate.preferredLocation}, job in ${label}.`,
  };
}

function noticeCriterion(candidate: MatchCandidate, job: MatchJob): MatchCriterion {
  const weight = matchWeights.notice;
  const has = noticeDays(candidate.noticePeriod);
  if (has === null) return { points: null, weight, evidence: 'Notice period not stated.' };
  const accepts = noticeDays(job.noticePeriod);
  if (accepts === null) {
    // No stated limit: shorter is better, 90 days and more earn nothing.
    return {
      points: weight * Math.max(0, 1 - has / 90),
      weight,
      evidence: `Notice ${has} days; the job states no limit.`,
    };
  }
  if (has <= accepts) {
    return {
      points: weight,
      weight,
      evidence: `Notice ${has} days, within the job's ${accepts} days.`,
    };
  }
  const over = has - accepts;
  return {
    points: over <= 30 ? weight / 2 : 0,
    weight,
    evidence: `Notice ${has} days, ${over} days longer than the job's ${accepts}.`,
  };
}

function budgetCriterion(candidate: MatchCandidate, job: MatchJob): MatchCriterion {
  const weight = matchWeights.budget;
  const expected = candidate.expectedCtcLakhs ?? ctcLakhs(candidate.expectedCtc);
  if (expected === null) return { points: null, weight, evidence: 'Expected CTC not stated.' };
  // A converted foreign amount is shown as written with its LPA figure.
  const told =
    candidate.expectedCtcLakhs != null && typeof candidate.expectedCtc === 'string'
      ? candidate.expectedCtc
      : `${expected} LPA`;
  const max = job.budgetMax ?? job.budgetMin;
  if (max === null || max === undefined) {
    return { points: null, weight, evidence: 'The job states no budget.' };
  }
  const range =
    job.budgetMin != null && job.budgetMax != null
      ? `${job.budgetMin}–${job.budgetMax} LPA`
      : `${max} LPA`;
  if (expected <= max) {
    return {
      points: weight,
      weight,
      evidence: `Expects ${told}, within the budget ${range}.`,
    };
  }
  const over = (expected - max) / max;
  return {
    points: over <= 0.1 ? weight / 2 : 0,
    weight,
    evidence: `Expects ${told}, ${Math.round(over * 100)}% over the budget ${range}.`,
  };
}

/**
 * The one explainable candidate↔job scorer (used by `/match_candidates_to_jobs`,
 * `/match-candidates`, `/check_resume_match`, `/candidate_over_view` and the AI assistant's local
 * mode): weighted skills overlap with aliases resolved (50), experience against the job's range
 * (20), location and mode (10), notice period (10), expected CTC against the budget (10). A
 * criterion either side leaves blank is left out and the score is scaled over the others, so a
 * sparse record is neither punished nor rewarded; each criterion says why it scored what it did.
 *
 * @example
 * const result = scoreMatch(
 *   { skills: 'JS, k8s', experienceYears: 4, noticePeriod: '30 days', expectedCtc: '14 LPA' },
 *   { skills: 'JavaScript, Kubernetes, Go', experienceMin: 3, experienceMax: 6, budgetMax: 15 },
 * );
 * result.missingSkills; // ['Go']
 */
export function scoreMatch(candidate: MatchCandidate, job: MatchJob): MatchResult {
  const skills = skillsCriterion(candidate, job);
  const experience = experienceCriterion(candidate, job);
  const criteria = {
    skills: skills.criterion,
    experience: experience.criterion,
    location: locationCriterion(candidate, job),
    notice: noticeCriterion(candidate, job),
    budget: budgetCriterion(candidate, job),
  };
  let points = 0;
  let weight = 0;
  for (const c of Object.values(criteria)) {
    if (c.points === null) continue;
    points += c.points;
    weight += c.weight;
  }
  // Skills always count: a job without skills scores its other criteria over 100 with skills at half.
  if (criteria.skills.points === null) {
    points += matchWeights.skills / 2;
    weight += matchWeights.skills;
  }
  const exactScore = weight ? (points / weight) * 100 : 0;
  return {
    score: Math.round(exactScore),
    exactScore,
    requiredShare: skills.requiredShare,
    matchedSkills: skills.matched,
    missingSkills: skills.missing,
    extraSkills: skills.extra,
    experienceMatch: experience.fits,
    criteria,
    summary: Object.values(criteria)
      .map((c) => c.evidence)
      .join(' '),
  };
}
