import { placeOf } from './parseResume';

/*
 * Hiring terms written in free text — notice period, current and expected CTC, a budget — read
 * the way a recruiter reads a resume header or a JD line: `Notice period: 60 days (negotiable to
 * 45)`, `CTC 21L → expecting 27L`, `Expected CTC: ₹12,00,000`, `salary expectation EUR 85,000 per
 * year`, `Budget: 8-12 LPA`, `Notice: immediate to 30 days`. Amounts become lakhs of rupees per
 * annum, the unit of the matcher's budget; foreign amounts go through the approximate reference
 * rates below, and the evidence says so.
 */

/**
 * Approximate rupees per unit of a foreign currency: reference rates to tell "within budget" from
 * "far over it", not live rates (a few per cent off changes no decision the matcher makes).
 */
const inrPer: Record<string, number> = {
  INR: 1,
  USD: 85,
  EUR: 95,
  GBP: 110,
  SGD: 65,
  AED: 23,
  AUD: 55,
  CAD: 62,
};

/** An amount read from text, in lakhs of rupees per annum, with what was written. */
export interface Money {
  lakhs: number;
  currency: string;
  /** The amount as written (`EUR 85,000`, `27L`, `₹12,00,000`). */
  text: string;
}

const currencyPatterns: [string, RegExp][] = [
  ['SGD', /\bsgd\b|\bs\$/i],
  ['AUD', /\baud\b|\ba\$/i],
  ['CAD', /\bcad\b|\bc\$/i],
  ['INR', /₹|\binr\b|\brs\.?(?=\s*\d)/i],
  ['USD', /\$|\busd\b/i],
  ['EUR', /€|\beur\b|\beuros?\b/i],
  ['GBP', /£|\bgbp\b/i],
  ['AED', /\baed\b|\bdirhams?\b/i],
];

/** `12`, `12.5`, `12,00,000`, `85,000` followed by an optional unit. */
const amountPattern =
  /(\d{1,3}(?:,\d{2,3})+|\d+(?:\.\d+)?)\s*(lpa|lakhs?|lacs?|l(?![a-z])|cr(?:ores?)?|k(?![a-z])|mn|m(?![a-z])|million)?/i;

/**
 * The first amount in a text as lakhs per annum (`'14 LPA'`, `'27L'`, `'₹12,00,000'`, `'1.2 Cr'`,
 * `'EUR 85,000 per year'`, `'$120k'`, `'₹1,20,000 per month'`), or null when it names none.
 * A bare rupee number up to 1,000 is lakhs (`'14'`); above it, rupees.
 *
 * @example
 * moneyIn('expecting 27L')?.lakhs; // 27
 */
export function moneyIn(text: string): Money | null {
  const m = amountPattern.exec(text);
  if (!m?.[1]) return null;
  const currency = currencyPatterns.find(([, p]) => p.test(text))?.[0] ?? 'INR';
  const n = Number(m[1].replace(/,/g, ''));
  if (!Number.isFinite(n) || n <= 0) return null;
  const unit = (m[2] ?? '').toLowerCase();
  const monthly = /per\s+month|\/\s*(?:month|mo)\b|\bmonthly\b|\bp\.?\s?m\b/i.test(text) ? 12 : 1;
  let lakhs: number;
  if (currency === 'INR') {
    if (/^(lpa|lakhs?|lacs?|l)$/.test(unit)) lakhs = n;
    else if (unit.startsWith('cr')) lakhs = n * 100;
    else if (unit === 'k') lakhs = (n * 1000) / 100_000;
    else if (unit === 'm' || unit === 'mn' || unit === 'million') lakhs = n * 10;
    else lakhs = n > 1000 ? n / 100_000 : n;
  } else {
    const factor =
      unit === 'k' ? 1000 : unit === 'm' || unit === 'mn' || unit === 'million' ? 1e6 : 1;
    // `EUR 85` in a salary line means thousands.
    const amount = factor === 1 && n < 1000 ? n * 1000 : n * factor;
    lakhs = (amount * (inrPer[currency] as number)) / 100_000;
  }
  lakhs = Math.round(lakhs * monthly * 100) / 100;
  return { lakhs, currency, text: m[0].trim() };
}

/** Currency signs and codes a salary line writes beside an amount (`₹`, `USD`; `Rs.` apart). */
const currencySign = '[₹$€£]';
const currencyCodes = 'inr|usd|eur|gbp|sgd|aed';
/** One side of a range: an optional currency, a number, an optional unit. */
const rangeSide = (units: string) =>
  `((?:${currencySign}|\\b(?:${currencyCodes}|rs\\.?)\\s*)?\\d[\\d,.]*\\s*(?:${units})?)`;
const rangePattern = new RegExp(
  `${rangeSide('k|l|lpa|lakhs?')}\\s*(?:-|–|to)\\s*${rangeSide('k\\b|l\\b|lpa|lakhs?|lacs?|cr')}`,
  'i',
);
const currencyIn = new RegExp(`${currencySign}|\\b(?:${currencyCodes})\\b`, 'i');
const currencyMarks = new RegExp(`${currencySign}|\\b(?:${currencyCodes}|rs\\.?)\\b`, 'gi');

/**
 * Whether a text names money rather than a bare count: a lakh or crore unit, a currency, a
 * thousand (`k`), or five digits or more; `lakhUnit` says how a bare `l` must stand.
 */
export const namesMoney = (text: string, lakhUnit: RegExp) =>
  new RegExp(
    `lpa|lakh|lac|${lakhUnit.source}|cr|${currencySign}|${currencyCodes}|\\d{5}`,
    'i',
  ).test(text);

/**
 * The first salary range of a line (`8-12 LPA`, `USD 90-110k`, `₹8 L to ₹12 L`), each side as
 * {@link moneyIn} reads it; the unit and currency written once are both sides'. Null when the
 * line has no range or it names no money (`2-5 years`).
 *
 * @example
 * moneyRangeIn('Budget: 8-12 LPA')?.max.lakhs; // 12
 */
export function moneyRangeIn(line: string): { min: Money; max: Money } | null {
  const range = rangePattern.exec(line);
  if (!range?.[1] || !range[2]) return null;
  const unit = /(k|l|lpa|lakhs?|lacs?|cr)\s*$/i.exec(range[2])?.[1] ?? '';
  const currency = currencyIn.exec(line)?.[0] ?? '';
  const side = (t: string) =>
    moneyIn(`${currency} ${t.replace(currencyMarks, '')}${/[a-z]$/i.test(t.trim()) ? '' : unit}`);
  const min = side(range[1]);
  const max = side(range[2]);
  return min && max && namesMoney(line, /\bl\b|k\b/) ? { min, max } : null;
}

/** How an amount reads in evidence: `27 LPA`, or `EUR 85,000 (≈ 80.75 LPA)` for a foreign one. */
export function moneyText(money: Money): string {
  if (money.currency === 'INR') return `${money.lakhs} LPA`;
  const written = /[a-z€$£]/i.test(money.text) ? money.text : `${money.currency} ${money.text}`;
  return `${written} (≈ ${money.lakhs} LPA at ₹${inrPer[money.currency]}/${money.currency})`;
}

/**
 * Days of a notice text: `'Immediate'` 0, `'30 days'`, `'30d'`, `'2 months'` 60, `'6 weeks'` 42;
 * a range gives its upper end (`'immediate to 30 days'` 30, `'15-30 days'` 30), a negotiable
 * figure its stated one (`'60 days (negotiable to 45)'` 60). Null when the text states none.
 */
export function noticeDays(text: string | null | undefined): number | null {
  if (!text?.trim()) return null;
  const t = text.toLowerCase();
  const unitOf = (u: string | undefined, n: number) =>
    u?.startsWith('m') ? 30 : u?.startsWith('w') ? 7 : u ? 1 : n <= 6 ? 30 : 1;
  const range =
    /(?:immediate(?:ly)?|\d+)\s*(?:-|–|to)\s*(\d+(?:\.\d+)?)\s*(months?|mon|weeks?|wks?|days?|d\b)?/.exec(
      t,
    );
  if (range?.[1]) {
    const n = Number(range[1]);
    return Math.round(n * unitOf(range[2], n));
  }
  const first = /(\d+(?:\.\d+)?)\s*(months?|mon|weeks?|wks?|days?|d\b)?/.exec(t);
  const immediate = /immediate|serving|\bnone\b|^0$|already|no notice|available now/.exec(t);
  if (immediate && (!first || immediate.index < first.index)) return 0;
  if (!first?.[1]) return null;
  const n = Number(first[1]);
  return Math.round(n * unitOf(first[2], n));
}

/** What a resume says about notice, CTC and where the candidate would work, with the words read. */
export interface ResumeTerms {
  /** `'Immediate'` or `'N days'`. */
  noticePeriod: string | null;
  expectedCtc: Money | null;
  currentCtc: Money | null;
  /** Places the candidate says they would move to (`Open to relocate to Pune`). */
  preferredLocation: string | null;
  /** The piece of text each figure was read from. */
  read: { notice?: string; ctc?: string; preferred?: string };
}

/**
 * A resume's text in short pieces: lines cut at `|`, `·`, `•`, tabs, `;`, `→`, `, ` and sentence
 * ends, so `Notice 30 days | CTC 7 LPA | ECTC 9 LPA` is three pieces.
 */
export function textPieces(text: string): string[] {
  return text
    .split(/\r?\n/)
    .flatMap((line) => line.split(/\s*[|·•\t;→]\s*|\s{2,}|,\s+|\.\s+(?=[A-Z])|\s+[–—]\s+/))
    .map((p) => p.replace(/\s+/g, ' ').replace(/[.]$/, '').trim())
    .filter(Boolean);
}

const moneyUnit =
  /\d\s*(?:lpa|lakhs?|lacs?|l\b|cr|k\b|m\b|million)|₹|\binr\b|\$|€|£|\b(?:usd|eur|gbp|sgd|aed|aud|cad)\b|per\s+(?:annum|year|month)/i;
const expectedWords = /\b(?:expected|expecting|expectation|expects|ectc|e\.\s?ctc|desired)\b/i;
const currentWords = /\b(?:current|present|existing)\s+(?:ctc|salary|package|pay)\b|\bctc\b/i;
const noticeWords = /\bnotice\b/i;
const immediateWords =
  /^(?:immediate(?:ly)?(?:\s+joiner)?|available\s+(?:immediately|now)|can\s+join\s+immediately)$|\bimmediate\s+joiner\b/i;
const negated = /\b(?:not|no|never|don'?t|won'?t|cannot|can'?t)\b/i;
const relocation =
  /\b(?:open|ready|willing|happy|will|can|able)\s+(?:to\s+)?(?:relocat\w*|move|shift)(?:\s+to)?\s+(.+)$|\bopen\s+to\s+(?!remote|relocat|work|offers?)(.+)$|\bprefer(?:s|red)?(?:\s+locations?)?\s*:?\s+(.+)$|\brelocating\s+to\s+(.+)$/i;

/**
 * The known places a relocation phrase lists (`Pune`, `Mumbai or fully remote` → `Mumbai`,
 * `Bangalore` → `Bengaluru`); words that are no place (`Preferred: Kotlin`) are dropped.
 */
function placesOf(text: string): string {
  const names = text
    .replace(/[()].*$/, '')
    .split(/\s*(?:,|\/|\bor\b|\band\b)\s*/i)
    .filter((p) => p.split(/\s+/).length <= 3)
    .map((p) => placeOf(p))
    .filter((p): p is string => Boolean(p));
  return [...new Set(names)].join(', ');
}

/**
 * Notice period, expected and current CTC and relocation preference read from a resume's text.
 *
 * @example
 * readResumeTerms('Pune | Notice 30 days | CTC 7 LPA | ECTC 9 LPA').expectedCtc?.lakhs; // 9
 */
export function readResumeTerms(text: string, now: Date = new Date()): ResumeTerms {
  const out: ResumeTerms = {
    noticePeriod: null,
    expectedCtc: null,
    currentCtc: null,
    preferredLocation: null,
    read: {},
  };
  for (const piece of textPieces(text)) {
    if (piece.length > 160) continue;
    if (!out.expectedCtc && expectedWords.test(piece) && moneyUnit.test(piece)) {
      const after = piece.slice(expectedWords.exec(piece)?.index ?? 0);
      const money = moneyIn(after);
      if (money) {
        out.expectedCtc = money;
        out.read.ctc = piece;
        continue;
      }
    }
    if (!out.currentCtc && currentWords.test(piece) && !expectedWords.test(piece)) {
      const money = moneyIn(piece.slice(currentWords.exec(piece)?.index ?? 0));
      if (money) {
        out.currentCtc = money;
        out.read.ctc ??= piece;
        continue;
      }
    }
    if (out.noticePeriod === null) {
      const days = noticeWords.test(piece)
        ? noticeDays(piece.replace(/^.*?\bnotice\b/i, ''))
        : null;
      if (days !== null && !/\bbuy-?out\s+(?:of|for)\b/i.test(piece)) {
        out.noticePeriod = days ? `${days} days` : 'Immediate';
        out.read.notice = piece;
        continue;
      }
      // `Immediate joiner`, a bare `30 days` in a contact line, a last working day already past.
      const lastDay =
        /\blast\s+working\s+day\b.*?(\d{1,2}\s+\w+\s+\d{4}|\w+\s+\d{1,2},?\s+\d{4})/i.exec(piece);
      const lastDate = lastDay?.[1] ? new Date(`${lastDay[1]} UTC`) : null;
      if (immediateWords.test(piece) || (lastDate && lastDate.getTime() <= now.getTime())) {
        out.noticePeriod = 'Immediate';
        out.read.notice = piece;
        continue;
      }
      if (lastDate && !Number.isNaN(lastDate.getTime())) {
        const days = Math.ceil((lastDate.getTime() - now.getTime()) / 86_400_000);
        out.noticePeriod = `${days} days`;
        out.read.notice = piece;
        continue;
      }
      if (/^\d{1,3}\s*(?:days?|d)$/i.test(piece)) {
        out.noticePeriod = `${noticeDays(piece)} days`;
        out.read.notice = piece;
        continue;
      }
    }
    if (!out.preferredLocation) {
      const m = relocation.exec(piece);
      const head = m ? piece.slice(0, m.index) : '';
      const places = m ? placesOf(m[1] ?? m[2] ?? m[3] ?? m[4] ?? '') : '';
      if (places && !negated.test(head) && !negated.test(m?.[0] ?? '')) {
        out.preferredLocation = places;
        out.read.preferred = piece;
      }
    }
  }
  return out;
}
