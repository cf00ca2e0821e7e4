import vocabulary from './skills.json';

interface Term {
  canonical: string;
  /** The spelling's first word, lower-cased: a text without it cannot match (see findSkills). */
  probe: string;
  pattern: RegExp;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A term may not touch a letter or digit (nor `+`/`#`, so `C` is not found in `C++` or `C#`). */
const before = '(?<![\\p{L}\\p{N}+#.])';
const after = '(?![\\p{L}\\p{N}+#]|\\.[\\p{L}\\p{N}])';
/** List context: the term stands alone between separators (start of line, `:`, `,`, bullets…). */
const listBefore = '(?<=(?:^|[,:;|•·/(*–-])[ \\t]*)';
const listAfter = '(?=[ \\t]*(?:$|[,;|/)•·]))';

function buildTerms(): { terms: Term[]; byKey: Map<string, string> } {
  const strict = new Set(vocabulary.strict);
  const byKey = new Map<string, string>();
  const terms: Term[] = [];
  for (const [name, aliases] of Object.entries(vocabulary.skills as Record<string, string[]>)) {
    for (const spelling of [name, ...aliases]) {
      const key = spelling.toLowerCase();
      const owner = byKey.get(key);
      if (owner && owner !== name) {
        throw new Error(`skills.json: "${spelling}" is listed under ${owner} and ${name}`);
      }
      if (owner) continue;
      byKey.set(key, name);
      const body = escapeRegExp(spelling).replace(/\s+/g, '\\s+');
      const isStrict = strict.has(spelling);
      // A strict canonical name with capitals keeps its case (`Go`, `R`); aliases never do.
      const caseSensitive = isStrict && spelling === name && spelling !== spelling.toLowerCase();
      const source = isStrict ? `${listBefore}${body}${listAfter}` : `${before}${body}${after}`;
      terms.push({
        canonical: name,
        probe: key.split(/\s+/)[0] ?? key,
        pattern: new RegExp(source, `gmu${caseSensitive ? '' : 'i'}`),
      });
    }
  }
  return { terms, byKey };
}

const built = buildTerms();

/**
 * The canonical name of a skill spelling (`'k8s'` → `'Kubernetes'`, `'JS'` → `'JavaScript'`), or
 * the trimmed input when the vocabulary does not know it.
 *
 * @example
 * canonicalSkill('reactjs'); // 'React'
 */
export function canonicalSkill(spelling: string): string {
  const trimmed = spelling.trim().replace(/\s+/g, ' ');
  return built.byKey.get(trimmed.toLowerCase()) ?? trimmed;
}

/** A comparison key for a skill: its canonical name, lower-cased. */
export const skillKey = (spelling: string) => canonicalSkill(spelling).toLowerCase();

/**
 * Splits a skills field (`'Java, Spring Boot; k8s | AWS'`) into canonical names, duplicates and
 * empty items dropped, first spelling order kept.
 *
 * @example
 * splitSkills('JS, javascript, K8s'); // ['JavaScript', 'Kubernetes']
 */
export function splitSkills(text: string | null | undefined): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const item of (text ?? '').split(/[,;|\n•]/)) {
    if (!item.trim()) continue;
    const name = canonicalSkill(item);
    const key = name.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(name);
  }
  return out;
}

/**
 * The vocabulary skills mentioned in a text, as canonical names in order of first mention.
 * Ambiguous words (`Go`, `R`, `C`, `Swift`, `Lean`…) count only where they stand in a list.
 *
 * @example
 * findSkills('Built services in Golang on k8s; JS front end'); // ['Go', 'Kubernetes', 'JavaScript']
 */
export function findSkills(text: string): string[] {
  const first = new Map<string, number>();
  // V8 compiles a regular expression on its first runs, about a millisecond each for these
  // (Unicode, case-insensitive, look-behind): run all 900+ on every text and a process's first
  // three resumes took ~1 s each. A substring probe skips the terms the text cannot contain, so
  // only the few it might are ever compiled or run.
  const lower = text.toLowerCase();
  for (const term of built.terms) {
    if (!lower.includes(term.probe)) continue;
    term.pattern.lastIndex = 0;
    const match = term.pattern.exec(text);
    if (!match) continue;
    const seen = first.get(term.canonical);
    if (seen === undefined || match.index < seen) first.set(term.canonical, match.index);
  }
  return [...first.entries()].sort((a, b) => a[1] - b[1]).map(([name]) => name);
}
