import type { ParsedResume } from '@hrportal/api-client/contract';
import { findNumbers } from 'libphonenumber-js/max';
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
    if (heading) {
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
const present = '(present|current(?:ly)?|now|till\\s+date|to\\s+date|ongoing|today|date)';
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

function rangesIn(lines: Line[], now: Date): Range[] {
  const nowIndex = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const out: Range[] = [];
  lines.forEach((line, index) => {
    if (line.section === 'education') return;
    rangePattern.lastIndex = 0;
    for (const m of line.text.matchAll(rangePattern)) {
      const start = monthIndex(m.slice(1, 8), false);
      const current = Boolean(m[15]);
      const end = current ? nowIndex : monthIndex(m.slice(8, 15), true);
      if (start === undefined || end === undefined) continue;
      if (end < start || start < 1970 * 12 || end > nowIndex + 1) continue;
      out.push({ start, end: Math.min(end, nowIndex), current, line: index, matched: m[0] });
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

const roleWords =
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

/** Pieces of an entry line once its dates and the separators between its parts are gone. */
function entryParts(text: string, dates: string[]): string[] {
  let rest = text;
  for (const d of dates) rest = rest.replace(d, ' ');
  return rest
    .replace(/[()[\]]/g, ' ')
    .split(/\s+(?:at|@)\s+|\s*[|,–—]\s*|\s+-\s+|\t/)
    .map((p) => p.replace(/^[•*\-\s]+|[\s:;.-]+$/g, '').trim())
    .filter((p) => p.length > 1 && !/^\d+$/.test(p) && !new RegExp(`^${present}$`, 'i').test(p));
}

/** Current (or latest) company and position from the experience entries. */
function currentRole(lines: Line[], ranges: Range[]): { company: string; position: string } {
  const stated =
    /\b(?:currently|presently)\s+(?:working|employed)\s+(?:as\s+(?:an?\s+)?(.+?)\s+(?:at|with|in)\s+(.+?)|(?:at|with)\s+(.+?)\s+as\s+(?:an?\s+)?(.+?))(?:[.,;]|\s+since|\s+from|$)/i;
  for (const line of lines) {
    const m = stated.exec(line.text);
    if (m) return { position: (m[1] ?? m[4] ?? '').trim(), company: (m[2] ?? m[3] ?? '').trim() };
  }
  const work = ranges.filter((r) => lines[r.line]?.section !== 'projects');
  if (!work.length) return { company: '', position: '' };
  const latest = [...work].sort(
    (a, b) => Number(b.current) - Number(a.current) || b.end - a.end || b.start - a.start,
  )[0] as Range;
  let company = '';
  let position = '';
  const consider = (parts: string[]) => {
    for (const part of parts) {
      if (part.length > 60 || headingOf(part) || /@|\d{5,}|https?:|www\./i.test(part)) continue;
      const kind = partKind(part);
      if (kind === 'position' && !position) position = part;
      else if (kind === 'company' && !company) company = part;
    }
  };
  const datesOnLine = work.filter((r) => r.line === latest.line).map((r) => r.matched);
  consider(entryParts(lines[latest.line]?.text ?? '', datesOnLine));
  // Company and title often sit on the one or two lines above the dates (or just below them).
  for (const offset of [-1, -2, 1]) {
    if (company && position) break;
    const line = lines[latest.line + offset];
    if (!line || line.section !== lines[latest.line]?.section) continue;
    if (rangePattern.test(line.text)) {
      rangePattern.lastIndex = 0;
      continue;
    }
    rangePattern.lastIndex = 0;
    if (offset === 1 && /^[•*\-–]/.test(line.text)) continue;
    consider(entryParts(line.text, []));
  }
  return { company, position };
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
const placePatterns = placeNames.map(({ name, spelling }) => ({
  name,
  pattern: new RegExp(`(?<![\\p{L}])${spelling.replace(/\s+/g, '\\s+')}(?![\\p{L}])`, 'iu'),
}));

/** The canonical place a short text names (`'Bangalore'` → `'Bengaluru'`), if any. */
function placeOf(text: string): string | undefined {
  return placePatterns.find((p) => p.pattern.test(text))?.name;
}

function findLocation(lines: Line[]): string {
  const label = labelled(
    lines,
    '(?:current\\s+)?(?:location|address|city|based\\s+in|residing\\s+(?:at|in))',
  );
  if (label) return placeOf(label) ?? label.split(',')[0]?.trim() ?? '';
  // Else a known place in a contact line (not in job history, education, nor preferences).
  for (const line of lines) {
    if (line.section !== 'header' && line.section !== 'other') continue;
    if (line.text.length > 80) continue;
    if (/prefer|relocat|willing/i.test(line.text)) continue;
    const place = placeOf(line.text);
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

function findPhone(text: string): string {
  for (const found of findNumbers(text, { defaultCountry: 'IN', v2: true })) {
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
    ...new Set([...skillsFromSection, ...findSkills(prose.map((l) => l.text).join('\n'))]),
  ];
  const role = currentRole(lines, ranges);
  return {
    name: findName(lines),
    email: email.replace(/^mailto:/i, ''),
    mobile: findPhone(flat),
    skills: skillList.join(', '),
    skill_list: skillList,
    experience: years === null ? '' : experienceText(years),
    experience_years: years === null ? null : Math.round(years * 100) / 100,
    qualifications: findQualification(lines),
    current_company: role.company,
    position: role.position,
    current_job_location: findLocation(lines),
    linkedin: findLinkedIn(flat),
    extracted_text: text,
  };
}
