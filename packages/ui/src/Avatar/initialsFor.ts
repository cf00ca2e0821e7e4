/**
 * Up to two initials for a name: first letters of the first and last words (`Priya Sharma` →
 * `PS`), or the first letter of a single word; `?` for an empty name. Letters are upper-cased and
 * whole characters are kept (emoji and accented names are safe).
 *
 * @example
 * initialsFor('ada lovelace'); // 'AL'
 */
export function initialsFor(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return '?';
  const initial = (word: string) => (Array.from(word)[0] ?? '').toLocaleUpperCase();
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return last ? initial(first) + initial(last) : initial(first);
}
