/**
 * Decimal years from an experience text (SPEC §3): `'2 years 6 months'` → 2.5, `'3 years'` → 3,
 * `'6 months'` → 0.5, `'3'` → 3, `'3.5'` → 3.5 (decimals accepted), singular units and any case
 * accepted. Empty, negative or unreadable text gives the default 0. Rounded to 2 decimals.
 *
 * @example
 * ```ts
 * parseExperience('2 years 6 months'); // 2.5
 * parseExperience(''); // 0
 * ```
 */
export function parseExperience(text: string | number | null | undefined): number {
  if (typeof text === 'number') return Number.isFinite(text) && text > 0 ? round2(text) : 0;
  const value = (text ?? '').trim().toLowerCase();
  if (value === '') return 0;
  if (/^\d+(\.\d+)?$/.test(value)) return round2(Number(value));
  const match =
    /^(?:(\d+(?:\.\d+)?)\s*(?:years?|yrs?))?\s*,?\s*(?:(\d+(?:\.\d+)?)\s*(?:months?|mos?))?$/.exec(
      value,
    );
  if (!match || (match[1] === undefined && match[2] === undefined)) return 0;
  const years = Number(match[1] ?? 0);
  const months = Number(match[2] ?? 0);
  return round2(years + months / 12);
}

/**
 * Experience text from decimal years, the inverse of {@link parseExperience}: whole years, then
 * the fraction times 12 as months (rounded; 12 months carry into a year). `0`, negative or not a
 * number → `'0 years'`.
 *
 * @example
 * ```ts
 * formatExperience(2.5); // '2 years 6 months'
 * formatExperience(1); // '1 year'
 * formatExperience(0.5); // '6 months'
 * ```
 */
export function formatExperience(years: number | null | undefined): string {
  if (typeof years !== 'number' || !Number.isFinite(years) || years <= 0) return '0 years';
  let whole = Math.floor(years);
  let months = Math.round((years - whole) * 12);
  if (months === 12) {
    whole += 1;
    months = 0;
  }
  const parts: string[] = [];
  if (whole > 0) parts.push(`${whole} ${whole === 1 ? 'year' : 'years'}`);
  if (months > 0) parts.push(`${months} ${months === 1 ? 'month' : 'months'}`);
  return parts.length > 0 ? parts.join(' ') : '0 years';
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
