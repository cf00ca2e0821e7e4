import type { ParsedResume } from '@hrportal/api-client/contract';
import { type CountryCode, findNumbers } from 'libphonenumber-js/max';
import places from './places.json';
import { findSkills } from './skills';

/** A parsed resume: the contract's fields plus numbers the matcher uses. */
export interface ResumeFields extends ParsedResume {
  /** Total experience in years (decimal), or null when the resume states none. */
  experience_years: number | null;
  /** Skills as canonical names (the same list `skills` joins with `, `). */
  skill_list: string[];
}

type Section = 'header' | 'summary' | 'experience' | 'education' | 'skills' | 'projects' | 'other';

const headings: [Section, RegExp][] = [
  [
    'experience',
    /^(?:work(?:ing)?\s+|professional\s+|employment\s+|career\s+)?(?:experience|employment(?:\s+history)?|history|work\s+history)(?:\s+details)?$/i,
  ],
  [
    'education',
    /^(?:education(?:al)?(?:\s+(?:details|qualifications?|background))?|academic(?:s|\s+(?:details|qualifications?|background))?|qualifications?)$/i,
  ],
  [
    'skills',
    /^(?:(?:key|technical|core|professional|it)\s+)?(?:skills?|skill\s*set|competencies|technologies|tech(?:nology)?\s+stack|tools(?:\s+(?:&|and)\s+technologies)?)(?:\s+summary)?$/i,
  ],
  [
    'summary',
    /^(?:(?:professional|career)\s+)?(?:summary|profile|objective|about(?:\s+me)?|overview)$/i,
  ],
  ['projects', /^(?:key\s+|academic\s+|major\s+)?projects?$/i],
  [
    'other',
    /^(?:certifications?|languages?|hobbies|interests|personal\s+(?:details|information)|contact(?:\s+(?:details|information))?|achievements|awards|references|declaration|strengths)$/i,
  ],
];

/** The section a line opens, if it is a heading (`EXPERIENCE`, `Technical Skills:`…). */
function headingOf(line: string): Section | undefined {
  const text = line
    .replace(/[:\-–—_=|•]+$/, '')
    .replace(/^[#•\-–*\s]+/, '')
    .trim();
  if (!text || text.length > 40) return undefined;
  for (const [section, pattern] of headings) if (pattern.test(text)) return section;
  return undefined;
}

interface Line {
  text: string;
  section: Section;
}

function splitLines(text: string): Line[] {
  const out: Line[] = [];
  let section: Section = 'header';
  for (const raw of text.split(/\r?\n/)) {
    // Tabs stay: they separate table cells and columns the PDF reader found.
    const text = raw.replace(/[^\S\t]+/g, ' ').trim();
    if (!text) continue;
    const heading = headingOf(text);
    // Under a skills heading, `Languages` names a row of the skills table (`Languages | Java,
    // SQL`, a DOCX table's cells read one per line), not the spoken-languages section.
    const skillRow = section === 'skills' && heading === 'other' && /^languages?\b/i.test(text);
    if (heading && !skillRow) {
      section = heading;
      continue;
    }
    out.push({ text, section });
  }
  return out;
}

const monthNames = [
  'jan',
  'feb',
  'mar',
  'apr',
  'may',
  'jun',
  'jul',
  'aug',
  'sep',
  'oct',
  'nov',
  'dec',
] as const;
const month =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const point = `(?:${month}\\.?[ ,']*(\\d{4}|'?\\d{2})|(\\d{1,2})[/.-](\\d{4})|(\\d{4})[/.-](\\d{1,2})(?!\\d)|((?:19|20)\\d{2}))`;
const present =
  '(present|current(?:ly)?|now|(?:till|until|up\\s+to)\\s+(?:now|date|today)|to\\s+date|ongoing|today|date)';
const rangePattern = new RegExp(
  `${point}\\s*(?:-|–|—|to|till|until|~)\\s*(?:${point}|${present})`,
  'gi',
);

/** Month index since year 0 of one side of a range (groups 1–7 of `point`), or undefined. */
function monthIndex(groups: (string | undefined)[], end: boolean): number | undefined {
  const [name, nameYear, mm, mmYear, yyyy, yyyyMm, yearOnly] = groups;
  const year = (text: string) => {
    const digits = text.replace("'", '');
    return digits.length === 2 ? 2000 + Number(digits) : Number(digits);
  };
  if (name && nameYear) {
    const m = monthNames.indexOf(name.slice(0, 3).toLowerCase() as (typeof monthNames)[number]);
    return year(nameYear) * 12 + m;
  }
  if (mm && mmYear && Number(mm) >= 1 && Number(mm) <= 12)
    return year(mmYear) * 12 + Number(mm) - 1;
  if (yyyy && yyyyMm && Number(yyyyMm) >= 1 && Number(yyyyMm) <= 12)
    return Number(yyyy) * 12 + Number(yyyyMm) - 1;
  // A bare year: January when it starts a range, December when it ends one.
  if (yearOnly) return Number(yearOnly) * 12 + (end ? 11 : 0);
  return undefined;
}

interface Range {
  start: number;
  end: number;
  current: boolean;
  line: number;
  matched: string;
}

/** Ranges told in words: `between July 2017 and February 2021`, `since March 2021`. */
const betweenPattern = new RegExp(`\\bbetween\\s+${point}\\s+and\\s+${point}`, 'gi');
const sincePattern = new RegExp(`\\bsince\\s+${point}`, 'gi');

function rangesIn(lines: Line[], now: Date): Range[] {
  const nowIndex = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const out: Range[] = [];
  lines.forEach((line, index) => {
    if (line.section === 'education') return;
    rangePattern.lastIndex = 0; // matchAll starts where the last test() of it stopped
    const add = (m: RegExpMatchArray, start: number | undefined, end: number | undefined) => {
      if (start === undefined || end === undefined) return;
      if (end < start || start < 1970 * 12 || end > nowIndex + 1) return;
      const current = end >= nowIndex;
      out.push({ start, end: Math.min(end, nowIndex), current, line: index, matched: m[0] });
    };
    for (const m of line.text.matchAll(rangePattern)) {
      const start = monthIndex(m.slice(1, 8), false);
      add(m, start, m[15] ? nowIndex : monthIndex(m.slice(8, 15), true));
    }
    for (const m of line.text.matchAll(betweenPattern)) {
      add(m, monthIndex(m.slice(1, 8), false), monthIndex(m.slice(8, 15), true));
    }
    for (const m of line.text.matchAll(sincePattern)) {
      add(m, monthIndex(m.slice(1, 8), false), nowIndex);
    }
  });
  return out;
}

/** Months covered by the union of the ranges (overlapping jobs counted once). */
function coveredMonths(ranges: Range[]): number {
  const sorted = [...ranges].sort((a, b) => a.start - b.start);
  let total = 0;
  let start = -1;
  let end = -2;
  for (const r of sorted) {
    if (r.start > end + 1) {
      if (end >= start && start >= 0) total += end - start + 1;
      start = r.start;
      end = r.end;
    } else end = Math.max(end, r.end);
  }
  if (start >= 0) total += end - start + 1;
  return total;
}

const statementPatterns = [
  /(\d{1,2}(?:\.\d{1,2})?)\s*\+?\s*(?:years?|yrs?)(?:[\s,]*(?:and\s+)?(\d{1,2})\s*(?:months?|mos?))?\s+(?:of\s+)?(?:(?:total|overall|professional|industry|work|relevant|hands-on|it)\s+)*(?:work\s+)?experience/i,
  /(?:total|overall)?\s*(?:work\s+|professional\s+|it\s+)?experience\s*[:\-–]\s*(\d{1,2}(?:\.\d{1,2})?)\s*\+?\s*(?:years?|yrs?)(?:[\s,]*(?:and\s+)?(\d{1,2})\s*(?:months?|mos?))?/i,
  /experience\s+of\s+(?:over\s+|more\s+than\s+|about\s+|around\s+|nearly\s+)?(\d{1,2}(?:\.\d{1,2})?)\s*\+?\s*(?:years?|yrs?)(?:[\s,]*(?:and\s+)?(\d{1,2})\s*(?:months?|mos?))?/i,
];

/** Years stated in so many words (`5+ years of experience`, `Total Experience: 4 years 6 months`). */
function statedYears(text: string): number | undefined {
  for (const pattern of statementPatterns) {
    const m = pattern.exec(text);
    if (!m?.[1]) continue;
    const years = Number(m[1]) + (m[2] ? Number(m[2]) / 12 : 0);
    if (years > 0 && years < 60) return years;
  }
  return undefined;
}

/** A job entry's header line (title, employer, dates) or a statement of the current role. */
function isEntryLine(text: string): boolean {
  rangePattern.lastIndex = 0;
  if (rangePattern.test(text)) {
    rangePattern.lastIndex = 0;
    return true;
  }
  if (/\b(?:currently|presently)\s+(?:working|employed)\b/i.test(text)) return true;
  if (/^(?:skills?|core|technologies)\s*:/i.test(text)) return false;
  const words = text.split(/\s+/).length;
  return words <= 8 && (roleWords.test(text) || companyWords.test(text) || !/[.;]$/.test(text));
}

/** `'4 years 6 months'`, `'3 years'`, `'8 months'` (SPEC §3 experience text) from decimal years. */
function experienceText(years: number): string {
  const total = Math.round(years * 12);
  const y = Math.floor(total / 12);
  const m = total % 12;
  const part = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (!y) return part(m, 'month');
  return m ? `${part(y, 'year')} ${part(m, 'month')}` : part(y, 'year');
}

export const roleWords =
  /\b(engineer|developer|programmer|architect|manager|lead|analyst|consultant|designer|recruiter|executive|intern|specialist|administrator|admin|tester|scientist|officer|associate|director|head|vp|vice president|president|accountant|trainee|coordinator|devops|sre|qa|owner|partner|representative|advisor|strategist|writer|editor|technician|supervisor|principal|founder|cto|ceo|cfo|member of technical staff|sde|staff)\b/i;
const companyWords =
  /\b(ltd|limited|pvt|private|inc|llc|llp|corp|corporation|co\.|company|technologies|technology|tech|solutions|systems|services|software|group|labs|bank|consulting|consultancy|infotech|infosystems|global|international|digital|networks|industries|enterprises|analytics|capital|healthcare|pharma|motors)\b/i;

/** Role nouns a job title ends with, and name endings of companies. */
const roleEnd = new RegExp(`${roleWords.source}(?:\\s+(?:i{1,3}|iv|[1-4]))?$`, 'i');
const companyEnd = new RegExp(`${companyWords.source}\\.?$`, 'i');

/** Is an entry piece a job title or an employer? Titles end with a role noun (`QA Lead`). */
function partKind(part: string): 'position' | 'company' {
  if (roleEnd.test(part) && !companyEnd.test(part)) return 'position';
  if (companyEnd.test(part) || !roleWords.test(part)) return 'company';
  return 'position';
}

/**
 * The value after a label (`Location: Pune`, `Name<TAB>Ravi`), or on the line after a bare label
 * (table cells read one per line: `Location` / `Pune`). `words` is the label as a pattern.
 */
function labelled(lines: Line[], words: string): string {
  const inline = new RegExp(`^(?:${words})\\s*(?:[:\\-–]|\\t)\\s*(.+)$`, 'i');
  const bare = new RegExp(`^(?:${words})\\s*:?$`, 'i');
  for (const [i, line] of lines.entries()) {
    const m = inline.exec(line.text);
    if (m?.[1]?.trim()) return m[1].trim();
    const next = lines[i + 1];
    if (next && bare.test(line.text) && !headingOf(next.text)) return next.text.trim();
  }
  return '';
}

/** A length of time alone (`4 years 11 months`, `(8 months)`): what a LinkedIn export puts after dates. */
const duration =
  /^\d{1,2}\s*\+?\s*(?:years?|yrs?)(?:\s+\d{1,2}\s*(?:months?|mos?))?$|^\d{1,2}\s*(?:months?|mos?)$/i;
const presentOnly = new RegExp(`^${present}$`, 'i');

/** Labels of an entry's own lines (`Company: X`, `Role: Y`, `Duration: …`) and what they name. */
const entryLabels: [RegExp, 'company' | 'position' | 'dates'][] = [
  [/^(?:company|employer|organi[sz]ation|firm)(?:\s+name)?\s*:\s*/i, 'company'],
  [/^(?:role|designation|(?:job\s+)?title|position)\s*:\s*/i, 'position'],
  [/^(?:duration|period|dates?|tenure)\s*:\s*/i, 'dates'],
];

/** An entry line's label (see {@link entryLabels}) and the value after it. */
function entryLabel(
  text: string,
): { kind: 'company' | 'position' | 'dates'; value: string } | undefined {
  for (const [label, kind] of entryLabels) {
    const m = label.exec(text);
    if (m) return { kind, value: text.slice(m[0].length).trim() };
  }
  return undefined;
}

/**
 * Pieces of an entry line once its dates and the separators between its parts are gone. A place
 * alone or a length of time alone is no part (`Bengaluru, Karnataka, India`, `(4 years 11 months)`).
 */
function entryParts(text: string, dates: string[]): string[] {
  let rest = entryLabel(text)?.value ?? text;
  for (const d of dates) rest = rest.replace(d, ' ');
  return rest
    .replace(/[()[\]]/g, ' ')
    .split(/\s+(?:at|@)\s+|\s*[|,–—·•]\s*|\s+-\s+|\t/)
    .map((p) => p.replace(/^[•*\-\s]+|[\s:;.-]+$/g, '').trim())
    .filter(
      (p) =>
        p.length > 1 &&
        !/^\d+$/.test(p) &&
        !presentOnly.test(p) &&
        !duration.test(p) &&
        !isPlaceName(p),
    );
}

/** A job told in a sentence: the employer, the title and whether it is the running one. */
interface Statement {
  company: string;
  position: string;
  current: boolean;
  line: number;
}

const article = String.raw`(?:an?\s+|the\s+)?`;
/** Where a title or an employer told in a sentence ends: a date word, a clause, punctuation. */
const clauseEnd = String.raw`(?=\s+(?:since|from|between|during|till|until|for|where|who|which|and|in|on|to|at|with|based|having|handling|leading|responsible)\b|\s*[,;()]|\.(?:\s|$)|\s+[-–—|]\s|$)`;
const job =
  '(?:work(?:ed|ing|s)?|employed|serv(?:ed|ing|e)|associated|engaged|placed|been|am|was|is)';
const when = String.raw`(?:(?:currently|presently|previously|now|formerly)\s+)?`;
/** `Worked at X as Y`, `working with X as a Y`, `joined X as Y`, `I have been a Y at X`, `working as Y with X`. */
const jobSentences: { pattern: RegExp; company: number; position: number }[] = [
  {
    pattern: new RegExp(
      String.raw`\b(?:${job}\s+${when}(?:at|with|for|in)|join(?:ed|ing))\s+(.+?)\s+as\s+${article}(.{2,60}?)${clauseEnd}`,
      'giu',
    ),
    company: 1,
    position: 2,
  },
  {
    pattern: new RegExp(
      String.raw`\b(?:${job}\s+${when}as|I\s+(?:have\s+been|am|was|'m)(?:\s+(?:working|employed)\s+as)?|(?:currently|presently)(?=\s+(?:an?|the)\s))\s+${article}(.{2,60}?)\s+(?:at|with|in|for)\s+(.+?)${clauseEnd}`,
      'giu',
    ),
    company: 2,
    position: 1,
  },
];

/** The leading run of capitalised words of an employer told in a sentence (`Mu Sigma`, `L&T`). */
function properName(text: string): string {
  const words = text.replace(/[.,;:]+$/, '').split(/\s+/);
  const out: string[] = [];
  for (const [i, word] of words.entries()) {
    if (!/^[\p{Lu}\p{N}&]/u.test(word) && !(i > 0 && /^(?:&|of|de)$/.test(word))) break;
    out.push(word.replace(/,$/, ''));
    if (word.endsWith(',')) break;
  }
  while (out.length && /^(?:&|of|de)$/.test(out[out.length - 1] as string)) out.pop();
  return out.join(' ');
}

const presentWords = new RegExp(
  `\\b(?:${present.slice(1, -1)}|since|have\\s+been|am|currently|presently)\\b`,
  'i',
);

function statementsIn(lines: Line[]): Statement[] {
  const out: Statement[] = [];
  lines.forEach((line, index) => {
    if (line.section === 'education') return;
    // A paragraph-long line sentence by sentence, each capped, so a hostile line stays linear
    // (a short one stays whole: `Acme Pvt. Ltd.` is one employer).
    const sentences = line.text.length > 300 ? line.text.split(/(?<=[.;!?])\s+/) : [line.text];
    for (const sentence of sentences) {
      const text = sentence.slice(0, 300);
      for (const { pattern, company, position } of jobSentences) {
        for (const m of text.matchAll(pattern)) {
          const employer = properName(m[company] ?? '');
          const title = (m[position] ?? '').trim();
          // An employer is a proper name, not a number, a skill or a place (`working as a developer
          // in Java`, `worked for 3 years as…`).
          if (!employer || /^\d+$/.test(employer) || placeOf(employer)) continue;
          if (findSkills(employer).join(' ').toLowerCase() === employer.toLowerCase()) continue;
          if (!title || title.split(/\s+/).length > 7) continue;
          out.push({
            company: employer,
            position: title,
            current: presentWords.test(text),
            line: index,
          });
        }
      }
    }
  });
  return out;
}

/** Current (or latest) company and position, and the lines they were read from. */
function currentRole(
  lines: Line[],
  ranges: Range[],
  statements: Statement[],
): { company: string; position: string; lines: number[] } {
  const running = statements.find((s) => s.current);
  if (running) return { ...running, lines: [running.line] };
  const work = ranges.filter((r) => lines[r.line]?.section !== 'projects');
  if (!work.length) {
    const [first] = statements;
    return first ? { ...first, lines: [first.line] } : { company: '', position: '', lines: [] };
  }
  const latest = [...work].sort(
    (a, b) => Number(b.current) - Number(a.current) || b.end - a.end || b.start - a.start,
  )[0] as Range;
  const told = statements.find((s) => s.line === latest.line);
  if (told) return { ...told, lines: [told.line] };
  let company = '';
  let position = '';
  const used = [latest.line];
  /** Reads one line of the entry; false when it holds no part (a place or a duration alone). */
  const consider = (index: number, dates: string[]): boolean => {
    const text = lines[index]?.text ?? '';
    const parts = entryParts(text, dates);
    used.push(index);
    if (!parts.length) return false;
    // A labelled line says what it holds, whole (`Role: Assistant Manager - Sales`).
    const label = entryLabel(text);
    if (label?.kind === 'company' || label?.kind === 'position') {
      if (label.kind === 'company' && !company) company = label.value;
      if (label.kind === 'position' && !position) position = label.value;
      return true;
    }
    for (const part of parts) {
      if (part.length > 60 || headingOf(part) || /@|\d{5,}|https?:|www\./i.test(part)) continue;
      const kind = partKind(part);
      if (kind === 'position' && !position) position = part;
      else if (kind === 'company' && !company) company = part;
    }
    return true;
  };
  const datesOnLine = work.filter((r) => r.line === latest.line).map((r) => r.matched);
  consider(latest.line, datesOnLine);
  // Company and title often sit on the one or two lines above the dates (or just below them); a
  // line with a place or a duration alone (`6 years 2 months` under a LinkedIn employer) is
  // stepped over, not counted.
  const section = lines[latest.line]?.section;
  const nearby = (index: number) => {
    const line = lines[index];
    if (!line || line.section !== section) return 'stop';
    rangePattern.lastIndex = 0;
    const dated = rangePattern.test(line.text);
    rangePattern.lastIndex = 0;
    return dated ? 'dated' : 'read';
  };
  for (let index = latest.line - 1, read = 0; read < 2 && index >= latest.line - 4; index--) {
    if (company && position) break;
    const kind = nearby(index);
    if (kind === 'stop') break;
    if (kind === 'dated' || consider(index, [])) read++;
  }
  const below = lines[latest.line + 1];
  if (
    !(company && position) &&
    nearby(latest.line + 1) === 'read' &&
    !/^[•*\-–]/.test(below?.text ?? '')
  ) {
    consider(latest.line + 1, []);
  }
  return { company, position, lines: used };
}

const nameStop =
  /\b(resume|curriculum|vitae|cv|profile|summary|objective|engineer|developer|manager|analyst|consultant|email|phone|mobile|address|linkedin|skills|experience|education|contact|page)\b/i;

function titleCase(text: string): string {
  return text
    .split(' ')
    .map((w) => (w.length > 1 && w === w.toUpperCase() ? w[0] + w.slice(1).toLowerCase() : w))
    .join(' ');
}

/** The candidate's name: a `Name:` label, else the first short line of capitalised words. */
function findName(lines: Line[]): string {
  const label = labelled(lines.slice(0, 30), '(?:full\\s+)?name');
  if (label) return titleCase(label.replace(/\s+/g, ' '));
  // The first short line of capitalised words that is not a degree, a skill, a title or a place;
  // lines of the top block first (a two-column PDF may put a sidebar before the name).
  const header = lines.filter((l) => l.section === 'header');
  for (const line of [...header.slice(0, 12), ...lines.slice(0, 40)]) {
    const text = line.text.split(/\s*[|,•\t]\s*/)[0]?.trim() ?? '';
    if (text.length < 3 || text.length > 40 || /[\d@/:()]/.test(text)) continue;
    if (nameStop.test(text) || roleWords.test(text) || companyWords.test(text)) continue;
    const words = text.split(' ');
    if (words.length < 2 || words.length > 4) continue;
    if (!words.every((w) => /^[\p{Lu}][\p{L}'.-]*$/u.test(w))) continue;
    if (placeOf(text) || degree.test(text) || findSkills(text).length) continue;
    return titleCase(text);
  }
  return '';
}

const placeNames = Object.entries(places.places as Record<string, string[]>).flatMap(
  ([name, others]) => [name, ...others].map((spelling) => ({ name, spelling })),
);
// Longest spelling first, so `Navi Mumbai` is not read as the `Mumbai` inside it.
const placePatterns = [...placeNames]
  .sort((a, b) => b.spelling.length - a.spelling.length)
  .map(({ name, spelling }) => ({
    name,
    pattern: new RegExp(`(?<![\\p{L}])${spelling.replace(/\s+/g, '\\s+')}(?![\\p{L}])`, 'iu'),
  }));

/** The canonical place a short text names (`'Bangalore'` → `'Bengaluru'`), if any. */
export function placeOf(text: string): string | undefined {
  return placePatterns.find((p) => p.pattern.test(text))?.name;
}

/**
 * Every spelling of a known place or region, lower case: a text that is a place and nothing else.
 * Region codes (`HP`, `TX`, `USA`) are left out: `HP` alone on an entry line is the employer.
 */
const placeWords = new Set(
  [
    ...placeNames.map((p) => p.spelling),
    ...(places.regions as string[]).filter((r) => r.replace(/\W/g, '').length > 3),
  ].map((p) => p.toLowerCase()),
);

/** Is the text a place and nothing more (`Chennai`, `Karnataka`, `India`, `Chennai Area`)? */
function isPlaceName(text: string): boolean {
  return placeWords.has(text.toLowerCase().replace(/\s+area$/, ''));
}

/** Regions written after a city (`Pune, Maharashtra`, `Austin, TX 78701`, `Chandigarh, India`). */
const regionPattern = new RegExp(
  `^(\\p{Lu}[\\p{L}.'-]+(?:\\s+\\p{Lu}[\\p{L}.'-]+){0,2}),\\s*(${(places.regions as string[])
    .map((r) => r.replace(/\./g, '\\.').replace(/\s+/g, '\\s+'))
    .join('|')})(?:,\\s*\\p{Lu}[\\p{L}. ]+)?(?:\\s*[-–]?\\s*\\d{3}\\s?\\d{2,3})?$`,
  'u',
);

/** Pieces of a contact line: `Bengaluru, India | +91 … | mail` → `Bengaluru, India`, … */
const contactPieces = (text: string) =>
  text
    .split(/\s*[|•·\t]\s*|\s{2,}|\s+[–—]\s+/)
    .map((p) => p.trim())
    .filter(Boolean);

/** A place a contact piece names: a known one (canonical), else `City, Region` → the city. */
function placeIn(piece: string): string | undefined {
  if (piece.length > 50 || /@|https?:|www\.|\d{6,}/.test(piece)) return undefined;
  return placeOf(piece) ?? regionPattern.exec(piece)?.[1];
}

function findLocation(lines: Line[], role: { company: string; lines: number[] }): string {
  const label = labelled(
    lines,
    '(?:current\\s+)?(?:location|address|city|based\\s+in|residing\\s+(?:at|in))',
  );
  if (label) return placeOf(label) ?? label.split(',')[0]?.trim() ?? '';
  // Else a place in a contact line (not in job history, education, nor preferences), a piece at a
  // time so a long compact line (`Bengaluru, India | +91 … | mail | linkedin`) still counts.
  for (const line of lines) {
    if (line.section !== 'header' && line.section !== 'other') continue;
    if (/prefer|relocat|willing/i.test(line.text)) continue;
    for (const piece of contactPieces(line.text)) {
      const place = placeIn(piece);
      if (place) return place;
    }
  }
  // Else where the current job is (`Infosys Limited, Bangalore — QA Lead (Jan 2020–Present)`),
  // the employer's own name left out (`Bank of Baroda` is not in Vadodara).
  for (const index of role.lines) {
    const text = (lines[index]?.text ?? '').replace(role.company, ' ');
    const place = placeOf(text);
    if (place) return place;
  }
  return '';
}

const degree =
  /\b(B\.?\s?Tech|B\.?\s?E\.?|M\.?\s?Tech|M\.?\s?E\.?|MCA|BCA|B\.?\s?Sc|M\.?\s?Sc|MBA|PGDM|B\.?\s?Com|M\.?\s?Com|B\.?\s?A\.?|M\.?\s?A\.?|Ph\.?\s?D|Bachelor(?:'s)?\s+of\s+[A-Za-z ]+|Master(?:'s)?\s+of\s+[A-Za-z ]+|Diploma\s+in\s+[A-Za-z ]+|CA|CFA|ACCA)(?=[\s,.(]|$)[^|\n]{0,60}/;

function findQualification(lines: Line[]): string {
  const education = lines.filter((l) => l.section === 'education');
  for (const line of education.length ? education : lines) {
    const m = degree.exec(line.text);
    if (m) {
      rangePattern.lastIndex = 0;
      return m[0]
        .replace(rangePattern, '')
        .replace(/[\s,|–-]+$/, '')
        .trim();
    }
  }
  return '';
}

/** Regions whose phone numbers are written without a country code in that country's format. */
const regionCountries = new Map(
  Object.entries(places.dialling as Record<string, string[]>).flatMap(([country, regions]) =>
    regions.map((region) => [region.toLowerCase(), country as CountryCode] as const),
  ),
);

/**
 * The country a number without a country code is read in: the one of the region in a contact
 * line's `City, Region` (`Austin, TX 78701` → US, so `(512) 382-4410` is American), else India.
 */
function homeCountry(lines: Line[]): CountryCode {
  for (const line of lines) {
    if (line.section !== 'header' && line.section !== 'other') continue;
    for (const piece of contactPieces(line.text)) {
      const region = regionPattern.exec(piece)?.[2];
      const country = region && regionCountries.get(region.toLowerCase().replace(/\s+/g, ' '));
      if (country) return country;
    }
  }
  return 'IN';
}

function findPhone(text: string, defaultCountry: CountryCode): string {
  for (const found of findNumbers(text, { defaultCountry, v2: true })) {
    const number = found.number;
    if (!number.isValid()) continue;
    const type = number.getType();
    if (
      type &&
      !['MOBILE', 'FIXED_LINE_OR_MOBILE', 'FIXED_LINE', 'VOIP', 'PERSONAL_NUMBER'].includes(type)
    )
      continue;
    return number.country === 'IN' ? String(number.nationalNumber) : number.formatInternational();
  }
  return '';
}

function findLinkedIn(text: string): string {
  const m = /(?:https?:\/\/)?(?:[a-z]{2,3}\.)?linkedin\.com\/in\/([A-Za-z0-9_%-]+)\/?/i.exec(text);
  return m ? `https://www.linkedin.com/in/${m[1]}` : '';
}

/**
 * Reads the SPEC §3 candidate fields out of a resume's text: email, phone (Indian and
 * international, via libphonenumber), name, skills (the vocabulary in `skills.json`, aliases
 * resolved), total experience (a stated figure, else the union of the job date ranges), current
 * company and position (the running or latest job), location, LinkedIn and the highest-listed
 * qualification. Fields it cannot find are `''` (never guessed from nothing).
 *
 * @example
 * const fields = parseResumeText(text, { now: services.now() });
 */
export function parseResumeText(text: string, options: { now?: Date } = {}): ResumeFields {
  const now = options.now ?? new Date();
  const lines = splitLines(text);
  const flat = lines.map((l) => l.text).join('\n');
  const email = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/.exec(flat)?.[0] ?? '';
  const ranges = rangesIn(lines, now);
  const stated = statedYears(flat);
  const fromRanges = ranges.length ? coveredMonths(ranges) / 12 : undefined;
  const years = stated ?? fromRanges ?? null;
  const statements = statementsIn(lines);
  const role = currentRole(lines, ranges, statements);
  // Job titles are not skills (`I am a QA Lead…`, `Business Analyst with…` say no `QA` skill).
  const titles = [role.position, ...statements.map((s) => s.position)].filter(Boolean);
  const withoutTitles = (text: string) =>
    titles.reduce((rest, title) => rest.split(title).join(' '), text);
  const skillsFromSection = findSkills(
    lines
      .filter((l) => l.section === 'skills')
      .map((l) => l.text)
      .join('\n'),
  );
  // Elsewhere, skills count in sentences (summary, bullets), not in titles, employer names,
  // degrees or contact lines, where `DevOps Engineer` or `B.Sc Statistics` would be misread.
  const prose = lines.filter(
    (l) =>
      (l.section === 'summary' || l.section === 'experience' || l.section === 'projects') &&
      !isEntryLine(l.text),
  );
  const skillList = [
    ...new Set([
      ...skillsFromSection,
      ...findSkills(withoutTitles(prose.map((l) => l.text).join('\n'))),
    ]),
  ];
  return {
    name: findName(lines),
    email: email.replace(/^mailto:/i, ''),
    mobile: findPhone(flat, homeCountry(lines)),
    skills: skillList.join(', '),
    skill_list: skillList,
    experience: years === null ? '' : experienceText(years),
    experience_years: years === null ? null : Math.round(years * 100) / 100,
    qualifications: findQualification(lines),
    current_company: role.company,
    position: role.position,
    current_job_location: findLocation(lines, role),
    linkedin: findLinkedIn(flat),
    extracted_text: text,
  };
}
