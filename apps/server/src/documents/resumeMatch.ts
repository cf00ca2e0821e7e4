import type { MatchCandidate } from './match';
import { placeOf, type ResumeFields, roleWords } from './parseResume';
import { findSkills, skillKey } from './skills';
import { moneyText, readResumeTerms, textPieces } from './terms';

/*
 * The matcher's view of a resume given as text. The parser (`parseResume.ts`) answers the SPEC §3
 * fields; matching needs more of the text than those fields carry:
 * - skills from the whole text, not only under a heading (many resumes have none, or `Work`,
 *   `Experience (5.5 years)`), each marked as shown in a role or only listed;
 * - notice period, expected/current CTC and relocation preference (`terms.ts`);
 * - the place in a contact line that also says where the candidate would move.
 */

/**
 * How many skills a resume may list without showing them in a role, a project or a sentence
 * before the list reads as keywords. Up to this many, a listed skill counts in full (a skills line
 * naming the tools one uses is normal); beyond it, the unshown skills share this much credit, but
 * each keeps at least `listedFloor` — a list of 20 skills over two lines of support work earns
 * half per skill, while a skill used in a role always counts in full.
 */
const unshownAllowance = 8;
const listedFloor = 0.5;

/** Role nouns that end a job title (`Senior Python Developer`), skills themselves left out. */
const roleNouns = (/\((.*)\)/.exec(roleWords.source)?.[1] ?? '')
  .split('|')
  .filter((w) => !findSkills(w).length)
  .map((w) => {
    const cap = w.replace(/\b\w/g, (c) => c.toUpperCase());
    return `${w}|${cap}|${w.toUpperCase()}`;
  })
  .join('|');
/** A job title: up to four capitalised words (`Senior`, `Node.js`, `of`) ending in a role noun. */
const titlePattern = new RegExp(
  String.raw`(?:(?:\p{Lu}[\p{L}\p{N}.+#/&-]*|of|and|&)\s+){0,4}(?:${roleNouns})(?:\s+(?:I{1,3}|IV|[1-4]))?(?![\p{L}])`,
  'gu',
);
/** An employer: capitalised words ending in a company suffix (`SAP Labs`, `Oracle Pvt. Ltd.`). */
const employerPattern =
  /(?:\p{Lu}[\p{L}\p{N}.&'-]*\s+){1,4}(?:Ltd|Limited|Pvt|Private|Inc|LLC|LLP|Corp|Corporation|Labs|Bank|Technologies|Infotech|Consulting|Solutions)\b\.?/gu;
/** Lines about schooling: a degree or an institution (`B.Sc. Computer Science, 2023`). */
const educationLine =
  /\b(?:B\.?\s?Tech|B\.?\s?E\b|M\.?\s?Tech|MCA|BCA|B\.?\s?Sc|M\.?\s?Sc|MBA|PGDM|B\.?\s?Com|M\.?\s?Com|Ph\.?\s?D|Bachelor|Master'?s?\s+of|Diploma|University|College|Institute|School|CGPA|GPA)\b/;
/** Words that name a list of skills (`Technical Skills`, `Tech stack:`, `Tools`). */
const skillsWord =
  /\b(?:skills?|skill\s*set|stack|technologies|tools|expertise|competenc\w*|proficien\w*|frameworks|platforms)\b/i;
/** A label before a list on its line (`Skills: Java, Go`, `Tools & platforms - Jira`). */
const skillsLabel = new RegExp(`^[^:]{0,30}${skillsWord.source}[^:]{0,20}:`, 'i');
/** A heading alone on its line: one to four capitalised words (`Technical Skills`, `TOOLS:`). */
const headingShape = /^(?:\p{Lu}[\p{L}&/-]*\s*){1,4}:?$/u;
/** A heading that closes a skills list. */
const otherHeading =
  /^(?:work|experience|employment|professional|career|projects?|education|academics?|summary|profile|objective|certifications?|achievements|awards|languages|interests|hobbies|personal)\b[^,.]{0,30}$/i;

/** Where each skill of a resume shows: `used` in a role, project or sentence, or only `listed`. */
export function resumeSkills(text: string, fields: ResumeFields): Map<string, 'used' | 'listed'> {
  const found = new Map<string, 'used' | 'listed'>();
  const cut = (line: string) => {
    let rest = line.replace(/\S+@\S+|https?:\/\/\S+|www\.\S+|linkedin\.com\/\S+/gi, ' ');
    for (const name of [fields.position, fields.current_company].filter((n) => n.length > 2))
      rest = rest.split(name).join(' ');
    return rest.replace(titlePattern, ' ').replace(employerPattern, ' ');
  };
  let inList = false;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.replace(/\s+/g, ' ').trim();
    if (!line) {
      inList = false;
      continue;
    }
    if (educationLine.test(line)) continue;
    if (skillsWord.test(line) && headingShape.test(line)) {
      inList = true; // a `Skills` heading: the lines under it are a list
      continue;
    }
    const labelled = skillsLabel.test(line);
    if (otherHeading.test(line) && line.split(' ').length <= 5) inList = false;
    const skills = findSkills(cut(line));
    if (!skills.length) continue;
    const items = line.split(/\s*[,;|•·/]\s*/).filter(Boolean);
    const mostlySkills =
      items.length >= 3 &&
      items.filter((i) => i.split(' ').length <= 4 && findSkills(i).length).length >=
        items.length * 0.6;
    const kind = inList || labelled || mostlySkills ? 'listed' : 'used';
    for (const skill of skills) if (found.get(skill) !== 'used') found.set(skill, kind);
  }
  return found;
}

/** A current place in a contact line that also names a move (`Bengaluru | Open to relocate…`). */
function contactPlace(text: string): string {
  for (const piece of textPieces(text.split(/\r?\n/).slice(0, 6).join('\n'))) {
    const before = piece.replace(/\(.*$/, '').trim();
    if (before.length > 40 || /relocat|prefer|open to|willing|@/i.test(before)) continue;
    const place = placeOf(before);
    if (place) return place;
  }
  return '';
}

/** What was read from a resume for matching, as evidence lines (`Notice: "Notice 30 days"`). */
export interface ResumeMatch {
  candidate: MatchCandidate;
  /** One line per figure read outside the parser's fields, quoting the words it came from. */
  read: string[];
}

/**
 * The matcher's candidate for a resume: the parser's experience and location, skills from the
 * whole text (credited in full where used, at `listedOnlyCredit` where only listed), notice,
 * expected CTC (else current CTC) and relocation preference read from the text.
 *
 * @example
 * const { candidate } = resumeForMatch(text, parseResumeText(text, { now }), now);
 * scoreMatch(candidate, job);
 */
export function resumeForMatch(text: string, fields: ResumeFields, now: Date): ResumeMatch {
  const skills = resumeSkills(text, fields);
  for (const skill of fields.skill_list) if (!skills.has(skill)) skills.set(skill, 'listed');
  const listed = [...skills].filter(([, k]) => k === 'listed').map(([s]) => s);
  const listedCredit = Math.max(listedFloor, Math.min(1, unshownAllowance / listed.length));
  const terms = readResumeTerms(text, now);
  const ctc = terms.expectedCtc ?? terms.currentCtc;
  const read: string[] = [];
  if (terms.read.notice) read.push(`Notice period read from "${terms.read.notice}".`);
  if (ctc && terms.read.ctc)
    read.push(
      `${terms.expectedCtc ? 'Expected' : 'Current (no expected stated)'} CTC ${moneyText(ctc)} read from "${terms.read.ctc}".`,
    );
  if (terms.read.preferred)
    read.push(`Would move to ${terms.preferredLocation}: "${terms.read.preferred}".`);
  if (listedCredit < 1)
    read.push(
      `${listed.length} skills listed but never shown in a role (${Math.round(listedCredit * 100)}% credit each): ${listed.join(', ')}.`,
    );
  return {
    candidate: {
      skills: [...skills.keys()],
      skillCredit: Object.fromEntries(
        [...skills].map(([s, k]) => [skillKey(s), k === 'used' ? 1 : listedCredit]),
      ),
      experienceYears: fields.experience_years,
      currentLocation: fields.current_job_location || contactPlace(text) || null,
      preferredLocation: terms.preferredLocation,
      noticePeriod: terms.noticePeriod,
      expectedCtc: ctc ? moneyText(ctc) : null,
      expectedCtcLakhs: ctc?.lakhs ?? null,
    },
    read,
  };
}
