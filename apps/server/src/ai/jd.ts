import type { AiJdAnalysis } from '@hrportal/api-client/contract';
import type { MatchJob } from '../documents/match';
import { findSkills } from '../documents/skills';
import { moneyIn, moneyRangeIn, namesMoney, noticeDays } from '../documents/terms';

/*
 * Reading a job description without a model: the sections it has and lacks, vague words,
 * inclusive-language hints, its length, the skills it asks for (the documents module's
 * vocabulary, aliases resolved), and the matcher's view of it (experience range, location, mode,
 * notice, budget) so a resume can be scored against a JD that is only text.
 */

/** Sections a complete JD has, each with the words that open it. */
const sections: readonly [name: string, pattern: RegExp][] = [
  [
    'About the role',
    /\b(about (the|this) (role|position|job)|role overview|overview|summary|job purpose)\b/i,
  ],
  [
    'Responsibilities',
    /\b(responsibilit|duties|what you('| wi)ll do|key result|day[- ]to[- ]day)/i,
  ],
  [
    'Requirements',
    /\b(requirement|qualification|must[- ]have|what you('| wi)ll (need|bring)|who you are|eligibility)/i,
  ],
  ['Skills', /\b(skills?|tech(nology)? stack|tools)\b/i],
  ['Experience', /\b(\d+\s*\+?\s*(-|–|to)?\s*\d*\s*years?|experience)\b/i],
  ['Location', /\b(location|remote|hybrid|on-?site|based in)\b/i],
  ['Compensation and benefits', /\b(salary|compensation|ctc|lpa|benefits?|perks|package)\b/i],
];

/** Words that say little; a reader cannot check them. */
const vagueWords = [
  'fast-paced',
  'dynamic',
  'synergy',
  'self-starter',
  'go-getter',
  'team player',
  'good communication',
  'various',
  'etc',
  'wear many hats',
  'work hard, play hard',
  'competitive salary',
  'attractive package',
  'as needed',
  'other duties',
  'passionate',
  'results-driven',
];

/** Exclusionary or coded terms and a neutral replacement. */
const inclusiveTerms: readonly [term: string, suggestion: string][] = [
  ['rockstar', 'skilled engineer'],
  ['rock star', 'skilled engineer'],
  ['ninja', 'expert'],
  ['guru', 'specialist'],
  ['he/she', 'they'],
  ['his/her', 'their'],
  ['manpower', 'workforce'],
  ['chairman', 'chairperson'],
  ['salesman', 'salesperson'],
  ['young', 'early-career'],
  ['energetic young', 'motivated'],
  ['native english speaker', 'fluent in English'],
  ['digital native', 'comfortable with digital tools'],
  ['aggressive', 'ambitious'],
  ['dominant', 'leading'],
  ['manned', 'staffed'],
  ['recent graduates only', 'graduates welcome'],
  ['able-bodied', 'able to perform the essential duties'],
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const wordPattern = (term: string) => new RegExp(`(?<![\\w-])${escapeRegExp(term)}(?![\\w-])`, 'i');

/** Number of words of a text. */
const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/**
 * The local analysis of a JD (§7 "enhance job description", local mode).
 *
 * @example
 * analyseJd('Java developer, rockstar wanted…').inclusive_hints; // [{ term: 'rockstar', … }]
 */
export function analyseJd(text: string): AiJdAnalysis {
  return {
    word_count: wordCount(text),
    missing_sections: sections.filter(([, p]) => !p.test(text)).map(([name]) => name),
    vague_words: vagueWords.filter((w) => wordPattern(w).test(text)),
    inclusive_hints: inclusiveTerms
      .filter(([term]) => wordPattern(term).test(text))
      .filter(
        ([term], _, all) =>
          !all.some(
            ([other]) => other !== term && other.includes(term) && wordPattern(other).test(text),
          ),
      )
      .map(([term, suggestion]) => ({ term, suggestion })),
    skills: jdSkills(text),
  };
}

/** Lines that name optional skills (`nice to have`, `preferred`, `bonus`, `a plus`). */
const optionalLine = /nice[- ]to[- ]have|preferred|bonus|good to have|a plus|plus point|desirable/i;

/** The skills a JD asks for, required ones first (the matcher weighs the first three double). */
function jdSkills(text: string): string[] {
  const { required, optional } = jdSkillGroups(text);
  return [...required, ...optional];
}

/** Required skills and the optional ones (`nice to have`, `preferred`…) that are not also required. */
function jdSkillGroups(text: string): { required: string[]; optional: string[] } {
  // Sentence by sentence: `Tech: Java, Kafka. Payments domain preferred.` keeps Java required.
  const lines = text.split(/\r?\n|(?<=[.;])\s+(?=\p{Lu})/u);
  const required = findSkills(lines.filter((l) => !optionalLine.test(l)).join('\n'));
  const optional = findSkills(lines.filter((l) => optionalLine.test(l)).join('\n')).filter(
    (s) => !required.includes(s),
  );
  return { required, optional };
}

/** The experience range a JD states (`3-5 years`, `5+ years`, `minimum 4 years`). */
export function jdExperience(text: string): { min: number | null; max: number | null } {
  const range =
    /(\d{1,2}(?:\.\d)?)\s*(?:\+\s*)?(?:-|–|to)\s*(\d{1,2}(?:\.\d)?)\s*\+?\s*(?:years?|yrs?)/i.exec(
      text,
    );
  if (range) return { min: Number(range[1]), max: Number(range[2]) };
  const atLeast =
    /(?:(?:minimum|min\.?|at least)\s*(?:of\s*)?)?(\d{1,2}(?:\.\d)?)\s*\+?\s*(?:years?|yrs?)/i.exec(
      text,
    );
  if (atLeast) return { min: Number(atLeast[1]), max: null };
  return { min: null, max: null };
}

function labelled(text: string, label: RegExp): string | null {
  const match = new RegExp(`^\\s*(?:${label.source})\\s*[:\\-–]\\s*(.+)$`, 'im').exec(text);
  return match?.[1]?.trim() || null;
}

/** Words a JD states the notice it accepts with (`Notice period: up to 45 days`, `Joining: immediate`). */
const noticeLine =
  /\b(?:notice(?:\s+period)?|joining|join\s+within|joiners?)\b\s*(?:[:\-–]|of|is)?\s*((?:(?:up\s+to|max(?:imum)?|within|immediate(?:ly)?|serving|\d|or|to|-|–)[^.;\n]{0,40})|(?:[^.;\n]{0,20}?\d+\s*(?:days?|weeks?|months?)))/i;

/** The longest notice a JD accepts, as the matcher reads it (`'30 days'`, `'Immediate'`). */
function jdNotice(text: string): string | null {
  const m = noticeLine.exec(text);
  const days = m?.[1] ? noticeDays(m[1]) : null;
  if (days === null) return null;
  return days ? `${days} days` : 'Immediate';
}

/** Budget words: a line about pay (`Budget: 8-12 LPA`, `CTC up to 15 LPA`, `Salary: USD 90k–110k`). */
const budgetLine = /\b(?:budget|ctc|salary|compensation|pay|package|lpa|lakhs?|per annum)\b/i;

/** The budget a JD states, in lakhs per annum (a foreign amount at the reference rates). */
function jdBudget(text: string): { min: number | null; max: number | null } {
  for (const line of text.split(/\r?\n|(?<=\.)\s+/)) {
    if (!budgetLine.test(line)) continue;
    const range = moneyRangeIn(line);
    if (range) return { min: range.min.lakhs, max: range.max.lakhs };
    const upTo = /(?:up\s*to|upto|max(?:imum)?|not\s+more\s+than|within)\s+([^.;\n]{1,30})/i.exec(
      line,
    );
    const money = upTo?.[1] ? moneyIn(upTo[1]) : null;
    if (money && namesMoney(upTo?.[1] ?? '', /\d\s*l\b/)) return { min: null, max: money.lakhs };
  }
  return { min: null, max: null };
}

/** Work mode: from the location line first, then anywhere, a negated mention (`no remote`) left out. */
function jdMode(text: string, locationLine: string | null): string | null {
  const modeOf = (t: string) =>
    /\bremote\b/i.test(t) && !/\b(?:no|not|non)[\s-]+remote\b|\bremote\s+(?:is\s+)?not\b/i.test(t)
      ? 'Remote'
      : /\bhybrid\b/i.test(t)
        ? 'Hybrid'
        : /\bon-?site\b|\bwork from office\b|\bin[- ]office\b/i.test(t)
          ? 'Onsite'
          : null;
  return (locationLine && modeOf(locationLine)) || modeOf(text);
}

/**
 * The matcher's view of a JD given as text: skills (required, and nice-to-have apart),
 * experience range, location, work mode, the longest notice and the budget in lakhs per annum —
 * each only when the text states it.
 *
 * @example
 * jdAsMatchJob('Java, Kafka. 3-5 years. Location: Pune').experienceMin; // 3
 */
export function jdAsMatchJob(text: string): MatchJob {
  const experience = jdExperience(text);
  const locationLine = labelled(text, /location|job location|based in|work location/);
  const location =
    locationLine?.split(/[(;|]|,\s*(?=(?:hybrid|remote|on-?site|work from)\b)/i)[0]?.trim() || null;
  const budget = jdBudget(text);
  const skills = jdSkillGroups(text);
  return {
    skills: skills.required,
    niceToHaveSkills: skills.optional,
    experienceMin: experience.min,
    experienceMax: experience.max,
    location,
    mode: jdMode(text, locationLine),
    noticePeriod: jdNotice(text),
    budgetMin: budget.min,
    budgetMax: budget.max,
  };
}

/** Replaces non-inclusive terms by their suggestion, keeping the rest of the text as written. */
export function inclusiveRewrite(text: string): { text: string; changes: string[] } {
  let out = text;
  const changes: string[] = [];
  for (const [term, suggestion] of [...inclusiveTerms].sort((a, b) => b[0].length - a[0].length)) {
    const pattern = new RegExp(wordPattern(term).source, 'gi');
    if (!pattern.test(out)) continue;
    out = out.replace(pattern, suggestion);
    changes.push(`Replaced "${term}" with "${suggestion}" (inclusive language).`);
  }
  return { text: out, changes };
}
